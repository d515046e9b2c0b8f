import type { HiddenRoute } from '@wp/kit'
import type { PageRoute } from './buildRoutes'

/** The portal's own page: the workbench (the layout's `index` view), pinned as the first tab and never cached. */
export const PORTAL_PAGES: PageRoute[] = [
  {
    path: '/index',
    component: 'index',
    title: '首页',
    icon: 'dashboard',
    affix: true,
    noCache: true,
    breadcrumb: ['首页'],
  },
]

/** The modules' hidden routes as pages of the portal (routed, never in the menu). */
export function hiddenPages(routes: readonly HiddenRoute[]): PageRoute[] {
  return routes.map((r) => ({
    path: r.path,
    component: r.view,
    title: r.title,
    icon: r.icon,
    noCache: r.noCache,
    activeMenu: r.activeMenu,
    breadcrumb: [...(r.breadcrumb ?? [r.title])],
    ...(r.digits?.length ? { digits: [...r.digits] } : {}),
    hidden: true,
  }))
}
