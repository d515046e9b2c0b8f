import { createStore, type StoreApi } from 'zustand/vanilla'
import { useStore } from 'zustand'
import {
  addVisited,
  closeAll,
  closeOthers,
  closeRight,
  closeVisited,
  touchCached,
  withAffix,
  type VisitedView,
} from './visitedViews'

export const TABS_STORAGE_KEY = 'tags-view-visited'
/** How many hidden views stay alive at most (least recently used go first). */
export const DEFAULT_KEEP_ALIVE_LIMIT = 10

export interface TabsState {
  visited: VisitedView[]
  /** Keys (paths) of the views kept alive, least recently used first. */
  cached: string[]
  /** Bumped by "refresh": the view under that key is mounted afresh. */
  generation: Record<string, number>
  limit: number
  /** Opens (or re-activates) a tab and marks its view as most recently used. */
  open(view: VisitedView): void
  close(path: string): void
  closeOthers(path: string): void
  closeRight(path: string): void
  closeAll(): void
  /** Drops the view's state and mounts it again. */
  refresh(path: string): void
  /** Installs the pinned tabs (meta.affix routes) at the front. */
  setAffix(views: VisitedView[]): void
  /** Forgets everything (logout). */
  reset(): void
}

export interface TabsStoreOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null
  limit?: number
  storageKey?: string
}

function readVisited(storage: TabsStoreOptions['storage'], key: string): VisitedView[] {
  try {
    const raw = storage?.getItem(key)
    const parsed: unknown = raw ? JSON.parse(raw) : []
    return Array.isArray(parsed)
      ? parsed
          .filter((v): v is VisitedView => !!v && typeof v.path === 'string' && typeof v.title === 'string')
          .map((v) => ({ ...v, fullPath: v.fullPath || v.path }))
      : []
  } catch {
    return []
  }
}

/** The tabs of visited views and the bounded keep-alive list; the open tabs survive a reload. */
export function createTabsStore(options: TabsStoreOptions = {}): StoreApi<TabsState> {
  const storage =
    options.storage === undefined ? (typeof localStorage === 'undefined' ? null : localStorage) : options.storage
  const storageKey = options.storageKey ?? TABS_STORAGE_KEY
  const store = createStore<TabsState>()((set, get) => {
    const keep = (visited: VisitedView[]) => {
      const open = new Set(visited.map((v) => v.path))
      return get().cached.filter((k) => open.has(k))
    }
    return {
      visited: readVisited(storage, storageKey),
      cached: [],
      generation: {},
      limit: options.limit ?? DEFAULT_KEEP_ALIVE_LIMIT,
      open(view) {
        const visited = addVisited(get().visited, view)
        const cached = view.noCache
          ? get().cached.filter((k) => k !== view.path)
          : touchCached(get().cached, view.path, get().limit).cached
        set({ visited, cached })
      },
      close(path) {
        const visited = closeVisited(get().visited, path)
        set({ visited, cached: keep(visited) })
      },
      closeOthers(path) {
        const visited = closeOthers(get().visited, path)
        set({ visited, cached: keep(visited) })
      },
      closeRight(path) {
        const visited = closeRight(get().visited, path)
        set({ visited, cached: keep(visited) })
      },
      closeAll() {
        const visited = closeAll(get().visited)
        set({ visited, cached: keep(visited) })
      },
      refresh(path) {
        set({ generation: { ...get().generation, [path]: (get().generation[path] ?? 0) + 1 } })
      },
      setAffix(views) {
        set({ visited: withAffix(get().visited, views) })
      },
      reset() {
        set({ visited: get().visited.filter((v) => v.affix), cached: [], generation: {} })
      },
    }
  })
  store.subscribe((state, prev) => {
    if (state.visited === prev.visited) return
    try {
      storage?.setItem(storageKey, JSON.stringify(state.visited))
    } catch {
      /* storage full or disabled: tabs just won't survive a reload */
    }
  })
  return store
}

/** The portal's one tabs store. */
export const tabsStore = createTabsStore()

export function useTabs<T>(selector: (state: TabsState) => T): T {
  return useStore(tabsStore, selector)
}
