/**
 * The menu model the layout draws: built by the host from the server's RouterVo tree
 * (sidebar, top bar, search and breadcrumb all read it).
 */
export interface MenuEntry {
  /** Absolute path of the entry (`/system/dict`), or the URL of an external link. */
  path: string
  title: string
  /** The family's icon name (`dict`, `system` …); the host decides how to draw it. */
  icon?: string
  /** Opens in a new browser tab (external link, `http(s)://…`). */
  external?: boolean
  /** JSON query from the menu (`{"id":1}`), added when the entry is opened. */
  query?: Record<string, string>
  children?: MenuEntry[]
}

/** What the layout knows about one routed page (for tabs, titles, breadcrumbs and caching). */
export interface PageInfo {
  /** Absolute route path, may contain `:params` (`/dict/type/data/:dictId`). */
  path: string
  title: string
  icon?: string
  /** Never kept alive when hidden (meta.noCache). */
  noCache?: boolean
  /** Pinned tab that cannot be closed (meta.affix). */
  affix?: boolean
  /** Remark shown in the page title bar. */
  remark?: string
  /** Titles from the top menu down to this page, for the breadcrumb. */
  breadcrumb?: string[]
  /** The menu entry to highlight when this page is hidden from the menu. */
  activeMenu?: string
}
