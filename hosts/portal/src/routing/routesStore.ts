import { get, onKitEvent, sessionStore, type ApiResult } from '@wp/kit'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import type { RouterVo } from '@wp/contract'

interface RoutesState {
  /** the getRouters tree of the signed-in user; null until loaded */
  routers: RouterVo[] | null
}

export const routesStore = createStore<RoutesState>()(() => ({ routers: null }))

export function useRouters(): RouterVo[] | null {
  return useStore(routesStore, (s) => s.routers)
}

let loading: Promise<void> | null = null

/** First navigation with a token: getInfo (kit), then the menu routes. Concurrent callers share one load. */
export function loadSignedIn(): Promise<void> {
  loading ??= (async () => {
    await sessionStore.getState().ensureInfo()
    const res = await get<ApiResult<RouterVo[]>>('/system/menu/getRouters')
    routesStore.setState({ routers: Array.isArray(res.data) ? res.data : [] })
  })().finally(() => {
    loading = null
  })
  return loading
}

// Logging out (here or in another root on the page) forgets the routes: the next user gets their own.
onKitEvent('session:ended', () => routesStore.setState({ routers: null }))
