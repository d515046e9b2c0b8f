import type { ModuleRegistry } from '@wp/kit'
import { createContext, useContext, type ReactNode } from 'react'
import type { MenuEntry, PageInfo } from '../menu/types'

/** A workbench card as the host's composed modules give it (with its lazy component). */
export type WorkbenchCardEntry = ModuleRegistry['workbench'][number]
export type HeaderItemEntry = ModuleRegistry['header'][number]

export interface LayoutContextValue {
  menus: MenuEntry[]
  findPage: (pathname: string) => PageInfo | undefined
  renderIcon: (name?: string) => ReactNode
  /** the cards the host's modules contribute to the workbench, ordered */
  workbench: readonly WorkbenchCardEntry[]
}

export const LayoutContext = createContext<LayoutContextValue>({
  menus: [],
  findPage: () => undefined,
  renderIcon: () => null,
  workbench: [],
})

/** The menu tree, page lookup, icon painter and workbench cards of the surrounding layout (for views such as the workbench). */
export function useLayout(): LayoutContextValue {
  return useContext(LayoutContext)
}

/** Where a menu entry leads: its path plus its query. */
export function entryHref(entry: Pick<MenuEntry, 'path' | 'query'>): string {
  const query = entry.query && Object.keys(entry.query).length ? '?' + new URLSearchParams(entry.query).toString() : ''
  return entry.path + query
}

/** Opens a menu entry: external links in a new browser tab, pages through the router. */
export function openEntry(entry: MenuEntry, navigate: (to: string) => void): void {
  if (entry.external) window.open(entry.path, '_blank', 'noopener')
  else navigate(entryHref(entry))
}

/** The chain of entries from the top down to the one whose path is `path` (empty when none). */
export function findMenuChain(entries: MenuEntry[], path: string): MenuEntry[] {
  for (const e of entries) {
    if (e.path === path) return [e]
    if (e.children?.length) {
      const chain = findMenuChain(e.children, path)
      if (chain.length) return [e, ...chain]
    }
  }
  return []
}

/** The deepest menu entry whose path is the pathname or a parent of it. */
export function activeMenuPath(entries: MenuEntry[], pathname: string): string | undefined {
  let best: string | undefined
  const walk = (list: MenuEntry[]) => {
    for (const e of list) {
      if (!e.external && (pathname === e.path || pathname.startsWith(e.path.endsWith('/') ? e.path : e.path + '/'))) {
        if (!best || e.path.length > best.length) best = e.path
      }
      if (e.children) walk(e.children)
    }
  }
  walk(entries)
  return best
}

/** The first page (leaf, not external) under an entry, for directories that are clicked. */
export function firstPage(entry: MenuEntry): MenuEntry | undefined {
  if (!entry.children?.length) return entry.external ? undefined : entry
  for (const c of entry.children) {
    const leaf = firstPage(c)
    if (leaf) return leaf
  }
  return undefined
}
