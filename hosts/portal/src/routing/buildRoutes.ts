import type { MenuEntry, PageInfo } from '@wp/layout'
import type { RouterVo } from '@wp/contract'

/** One routed page of the portal (menu pages are flattened: Layout → page, whatever the ParentView depth). */
export interface PageRoute extends PageInfo {
  /** 'InnerLink' or the component path a module's view map offers ('system/dict/index'). */
  component: string
  /** Target of an InnerLink page. */
  link?: string
  /** The menu's query, added to links to this page. */
  query?: Record<string, string>
  /** Route params that must be digits (dictId, tableId); anything else goes to /404. */
  digits?: string[]
  hidden?: boolean
}

export interface RouteTable {
  /** Visible menu entries: the sidebar tree, whose top level is the top bar; also the search pool. */
  menus: MenuEntry[]
  /** Every page, flattened, in menu order. */
  pages: PageRoute[]
  /** Directory paths that lead to their first page (`/system` → `/system/user`). */
  redirects: { from: string; to: string }[]
}

const CONTAINERS = new Set(['Layout', 'ParentView'])
export const isExternal = (path: string) => /^(https?:|mailto:|tel:)/i.test(path)

/** Joins a child path to its parent's absolute path (an absolute child path stands alone). */
export function resolvePath(parent: string, path: string): string {
  const joined = path.startsWith('/') ? path : `${parent.replace(/\/+$/, '')}/${path}`
  const clean = joined.replace(/\/{2,}/g, '/').replace(/\/+$/, '')
  return clean || '/'
}

/** The menu's query ('{"id":1}') as string pairs; anything unreadable is ignored. */
export function parseQuery(query: string | undefined): Record<string, string> | undefined {
  if (!query) return undefined
  try {
    const parsed: unknown = JSON.parse(query)
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined
    const out: Record<string, string> = {}
    for (const [k, v] of Object.entries(parsed as Record<string, unknown>))
      if (v !== null && v !== undefined) out[k] = String(v)
    return Object.keys(out).length ? out : undefined
  } catch {
    return undefined
  }
}

/**
 * Builds the portal's routes and menus from the getRouters tree: containers (Layout, ParentView) are flattened so
 * every page is one level under the layout (the family's keep-alive fix), external links become menu entries only,
 * InnerLink pages frame their link, hidden entries get routes but no menu entry, a directory with one visible child
 * and no alwaysShow shows that child in its place, and every directory path leads to its first page.
 */
export function buildRouteTable(routers: RouterVo[]): RouteTable {
  const pages: PageRoute[] = []
  const redirects: { from: string; to: string }[] = []
  const seen = new Set<string>()

  const walk = (nodes: RouterVo[], parentPath: string, trail: string[], hiddenTree: boolean): MenuEntry[] => {
    const entries: MenuEntry[] = []
    for (const node of nodes) {
      const external = isExternal(node.path)
      const fullPath = external ? node.path : resolvePath(parentPath, node.path)
      const title = node.meta?.title
      const titles = title ? [...trail, title] : trail
      const hidden = hiddenTree || !!node.hidden
      const children = node.children ?? []

      if (children.length) {
        const firstPageBefore = pages.length
        const childEntries = walk(children, external ? parentPath : fullPath, titles, hidden)
        const first = pages.slice(firstPageBefore).find((p) => !p.hidden) ?? pages[firstPageBefore]
        if (first && fullPath !== '/' && !seen.has(fullPath) && first.path !== fullPath)
          redirects.push({ from: fullPath, to: first.path })
        if (hidden || !childEntries.length) continue
        if (!node.meta || (!node.alwaysShow && childEntries.length === 1)) entries.push(...childEntries)
        else entries.push({ path: fullPath, title: title ?? fullPath, icon: node.meta.icon, children: childEntries })
        continue
      }

      if (external) {
        if (!hidden && title) entries.push({ path: node.path, title, icon: node.meta?.icon, external: true })
        continue
      }
      const component = node.component ?? 'Layout'
      // A container without pages (an empty directory) has nothing to show.
      if (CONTAINERS.has(component) || !title) continue
      if (seen.has(fullPath)) continue
      seen.add(fullPath)
      const query = parseQuery(node.query)
      pages.push({
        path: fullPath,
        component,
        title,
        icon: node.meta?.icon,
        noCache: !!node.meta?.noCache,
        affix: !!node.meta?.affix,
        remark: node.meta?.remark,
        activeMenu: node.meta?.activeMenu,
        breadcrumb: titles,
        hidden,
        ...(component === 'InnerLink' && node.meta?.link ? { link: node.meta.link } : {}),
        ...(query ? { query } : {}),
      })
      if (!hidden) entries.push({ path: fullPath, title, icon: node.meta?.icon, ...(query ? { query } : {}) })
    }
    return entries
  }

  const menus = walk(routers, '/', [], false)
  return { menus, pages, redirects: redirects.filter((r) => !seen.has(r.from)) }
}

export type ViewResolution<V> =
  { kind: 'inner-link'; link: string } | { kind: 'view'; view: V } | { kind: 'missing'; component: string }

/** What a page renders: its module view, its framed link, or the "not implemented" page naming the component path. */
export function resolveView<V>(
  page: Pick<PageRoute, 'component' | 'link'>,
  views: Readonly<Record<string, V>>,
): ViewResolution<V> {
  if (page.component === 'InnerLink')
    return page.link ? { kind: 'inner-link', link: page.link } : { kind: 'missing', component: 'InnerLink' }
  const view = Object.prototype.hasOwnProperty.call(views, page.component) ? views[page.component] : undefined
  return view ? { kind: 'view', view } : { kind: 'missing', component: page.component }
}
