/** A tab of a visited view. `path` (the pathname) identifies it; `fullPath` adds the query string. */
export interface VisitedView {
  path: string
  fullPath: string
  title: string
  affix?: boolean
  noCache?: boolean
}

/** Adds a view, or refreshes the title and query of the tab already open for its path. */
export function addVisited(views: VisitedView[], view: VisitedView): VisitedView[] {
  const i = views.findIndex((v) => v.path === view.path)
  if (i < 0) return [...views, view]
  const merged = { ...views[i], ...view, affix: views[i].affix || view.affix }
  return views.map((v, j) => (j === i ? merged : v))
}

/** Closes one tab; pinned (affix) tabs stay. */
export function closeVisited(views: VisitedView[], path: string): VisitedView[] {
  return views.filter((v) => v.path !== path || v.affix)
}

/** Keeps the pinned tabs and the given one. */
export function closeOthers(views: VisitedView[], path: string): VisitedView[] {
  return views.filter((v) => v.affix || v.path === path)
}

/** Closes every tab to the right of the given one, except pinned tabs. */
export function closeRight(views: VisitedView[], path: string): VisitedView[] {
  const i = views.findIndex((v) => v.path === path)
  if (i < 0) return views
  return views.filter((v, j) => j <= i || v.affix)
}

/** Closes everything but the pinned tabs. */
export function closeAll(views: VisitedView[]): VisitedView[] {
  return views.filter((v) => v.affix)
}

/** Puts the pinned views first (in their given order) without duplicating any already open. */
export function withAffix(views: VisitedView[], affix: VisitedView[]): VisitedView[] {
  const pinned = affix.map((a) => ({ ...(views.find((v) => v.path === a.path) ?? a), ...a, affix: true }))
  return [...pinned, ...views.filter((v) => !affix.some((a) => a.path === v.path))]
}

/**
 * The least-recently-used list of views kept alive (oldest first). Touching a key moves it to the end;
 * beyond `limit` the oldest are evicted.
 */
export function touchCached(cached: string[], key: string, limit: number): { cached: string[]; evicted: string[] } {
  const next = [...cached.filter((k) => k !== key), key]
  const overflow = Math.max(0, next.length - Math.max(1, limit))
  return { cached: next.slice(overflow), evicted: next.slice(0, overflow) }
}
