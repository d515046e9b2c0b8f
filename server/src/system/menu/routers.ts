import type { RouterMeta, RouterVo } from '@wp/contract'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { defineCache } from '../../cache'
import { ACCESS_CACHE, type AppContext } from '../../context'
import type { SessionAccess } from '../../auth/session'
import { sysRoleMenu } from '../../directory/role/schema'
import { sysMenu } from '../../directory/menu/schema'

type MenuRow = typeof sysMenu.$inferSelect
type MenuNode = MenuRow & { children: MenuNode[] }

/** The menu tree by role set ('admin' or sorted role ids); cleared whenever access is. */
export const ROUTERS_CACHE = defineCache<string, RouterVo[]>('routers', 30_000, { clearedWith: [ACCESS_CACHE] })

const isHttp = (s: string) => /^https?:\/\//i.test(s)
const capitalize = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s)
/** A top-level page shown without a directory around it. */
const isMenuFrame = (m: MenuRow) => m.parentId === 0 && m.menuType === 'C' && m.isFrame === 1
const isInnerLink = (m: MenuRow) => m.isFrame === 1 && isHttp(m.path)
const isParentView = (m: MenuRow) => m.parentId !== 0 && m.menuType === 'M'
const innerLinkPath = (p: string) =>
  p
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/[.:]/g, '/')

function routeName(m: MenuRow) {
  return isMenuFrame(m) ? '' : capitalize(m.routeName || m.path)
}

function routerPath(m: MenuRow) {
  let p = m.path
  if (m.parentId !== 0 && isInnerLink(m)) p = innerLinkPath(p)
  if (m.parentId === 0 && m.menuType === 'M' && m.isFrame === 1) p = '/' + p
  else if (isMenuFrame(m)) p = '/'
  return p
}

function component(m: MenuRow) {
  if (m.component && !isMenuFrame(m)) return m.component
  if (!m.component && m.parentId !== 0 && isInnerLink(m)) return 'InnerLink'
  if (!m.component && isParentView(m)) return 'ParentView'
  return 'Layout'
}

const meta = (m: MenuRow, withLink = true): RouterMeta => ({
  title: m.menuName,
  icon: m.icon,
  noCache: m.isCache === 1,
  ...(withLink ? { link: isHttp(m.path) ? m.path : null } : {}),
})

function compact(r: RouterVo): RouterVo {
  const out = { ...r }
  for (const k of ['name', 'redirect', 'component', 'query'] as const) if (!out[k]) delete out[k]
  if (!out.alwaysShow) delete out.alwaysShow
  if (!out.children?.length) delete out.children
  return out
}

export function buildRouters(nodes: MenuNode[]): RouterVo[] {
  return nodes.map((m) => {
    const router: RouterVo = {
      hidden: m.visible === '1',
      name: routeName(m),
      path: routerPath(m),
      component: component(m),
      query: m.query ?? undefined,
      meta: meta(m),
    }
    if (m.children.length && m.menuType === 'M') {
      router.alwaysShow = true
      router.redirect = 'noRedirect'
      router.children = buildRouters(m.children)
    } else if (isMenuFrame(m)) {
      delete router.meta
      router.children = [
        compact({
          path: m.path,
          component: m.component ?? undefined,
          name: capitalize(m.routeName || m.path),
          meta: meta(m),
          query: m.query ?? undefined,
          hidden: m.visible === '1',
        }),
      ]
    } else if (m.parentId === 0 && isInnerLink(m)) {
      router.meta = { title: m.menuName, icon: m.icon }
      router.path = '/'
      router.children = [
        compact({
          path: innerLinkPath(m.path),
          component: 'InnerLink',
          name: capitalize(m.routeName || m.path),
          meta: { title: m.menuName, icon: m.icon, link: m.path },
          hidden: m.visible === '1',
        }),
      ]
    }
    return compact(router)
  })
}

export function toTree<T extends { menuId: number; parentId: number }>(
  rows: T[],
): (T & { children: (T & { children: unknown[] })[] })[] {
  type N = T & { children: N[] }
  const byId = new Map<number, N>()
  for (const r of rows) byId.set(r.menuId, { ...r, children: [] })
  const roots: N[] = []
  for (const n of byId.values()) {
    const parent = byId.get(n.parentId)
    if (parent) parent.children.push(n)
    else if (n.parentId === 0) roots.push(n)
  }
  return roots as never
}

/** Directories and pages the user may see: all for the administrator, else through enabled roles. */
export async function menusForUser(ctx: AppContext, access: SessionAccess): Promise<MenuRow[]> {
  const base = and(inArray(sysMenu.menuType, ['M', 'C']), eq(sysMenu.status, '0'))
  if (access.isAdmin)
    return ctx.db
      .select()
      .from(sysMenu)
      .where(base)
      .orderBy(asc(sysMenu.parentId), asc(sysMenu.orderNum), asc(sysMenu.menuId))
  if (!access.roleIds.length) return []
  const rows = await ctx.db
    .selectDistinct({ menu: sysMenu })
    .from(sysMenu)
    .innerJoin(sysRoleMenu, eq(sysRoleMenu.menuId, sysMenu.menuId))
    .where(and(base, inArray(sysRoleMenu.roleId, access.roleIds)))
  return rows
    .map((r) => r.menu)
    .sort((a, b) => a.parentId - b.parentId || a.orderNum - b.orderNum || a.menuId - b.menuId)
}

export async function routersForUser(ctx: AppContext, access: SessionAccess): Promise<RouterVo[]> {
  const key = access.isAdmin ? 'admin' : [...access.roleIds].sort((a, b) => a - b).join(',')
  return ctx.caches
    .of(ROUTERS_CACHE)
    .getOrLoad(key, async () => buildRouters(toTree(await menusForUser(ctx, access)) as MenuNode[]))
}
