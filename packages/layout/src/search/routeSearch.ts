import Fuse, { type IFuseOptions } from 'fuse.js'
import type { MenuEntry } from '../menu/types'

export interface SearchItem {
  /** Breadcrumb titles, top menu first (`['系统管理', '字典管理']`). */
  title: string[]
  path: string
  query?: Record<string, string>
  external?: boolean
}

/** fuse 7 dropped `maxPatternLength`; the family's 32 is kept by cutting the query. */
export const MAX_PATTERN_LENGTH = 32

export const SEARCH_OPTIONS: IFuseOptions<SearchItem> = {
  shouldSort: true,
  threshold: 0.4,
  minMatchCharLength: 1,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
}

/** Every page reachable from the menu (directories themselves are not destinations). */
export function searchPool(entries: MenuEntry[], parents: string[] = []): SearchItem[] {
  const out: SearchItem[] = []
  for (const e of entries) {
    const title = [...parents, e.title]
    if (e.children?.length) out.push(...searchPool(e.children, title))
    else out.push({ title, path: e.path, query: e.query, external: e.external })
  }
  return out
}

export function createRouteSearch(entries: MenuEntry[]) {
  const fuse = new Fuse(searchPool(entries), SEARCH_OPTIONS)
  return (query: string): SearchItem[] => {
    const q = query.trim().slice(0, MAX_PATTERN_LENGTH)
    return q ? fuse.search(q).map((r) => r.item) : []
  }
}
