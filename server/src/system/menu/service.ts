import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { ALL_PERMISSION, MENU, type InputOf } from '@wp/contract'
import { assertPermissionsHeld } from '../../auth/grants'
import type { SessionAccess } from '../../auth/session'
import type { AppContext } from '../../context'
import { contains } from '../../db/like'
import { isTaken } from '../../db/unique'
import { ServiceError } from '../../http/errors'
import { sysRole, sysRoleMenu } from '../../directory/role/schema'
import { getRole } from '../role/service'
import { buildTreeSelect, checkedKeys } from '../tree'
import { sysMenu } from '../../directory/menu/schema'
import { rowOr404 } from '../../http/listing'

export type MenuRow = typeof sysMenu.$inferSelect

/** A menu as the family's client reads it: `isFrame` and `isCache` as the strings '0' / '1'. */
export const toMenuVo = <M extends { isFrame: unknown; isCache: unknown }>(m: M) => ({
  ...m,
  isFrame: String(m.isFrame) as '0' | '1',
  isCache: String(m.isCache) as '0' | '1',
})

export interface MenuQuery {
  menuName?: string
  status?: '0' | '1'
  visible?: '0' | '1'
}

const order = [asc(sysMenu.parentId), asc(sysMenu.orderNum), asc(sysMenu.menuId)]

/** The menus of the caller's enabled roles (what a non-administrator's menu list shows). */
export function heldBy(ctx: AppContext, caller: SessionAccess): SQL {
  if (!caller.roleIds.length) return sql`false`
  const mine = ctx.db
    .select({ id: sysRoleMenu.menuId })
    .from(sysRoleMenu)
    .innerJoin(sysRole, eq(sysRole.roleId, sysRoleMenu.roleId))
    .where(and(inArray(sysRoleMenu.roleId, caller.roleIds), eq(sysRole.status, '0')))
  return inArray(sysMenu.menuId, mine)
}

/** Menus of every type the caller may see (all for the administrator, else through their enabled roles), flat, in tree order. */
export async function listMenus(ctx: AppContext, caller: SessionAccess, q: MenuQuery = {}): Promise<MenuRow[]> {
  const where: (SQL | undefined)[] = []
  if (q.menuName) where.push(contains(sysMenu.menuName, q.menuName))
  if (q.status) where.push(eq(sysMenu.status, q.status))
  if (q.visible) where.push(eq(sysMenu.visible, q.visible))
  if (caller.isAdmin)
    return ctx.db
      .select()
      .from(sysMenu)
      .where(and(...where))
      .orderBy(...order)
  return ctx.db
    .select()
    .from(sysMenu)
    .where(and(heldBy(ctx, caller), ...where))
    .orderBy(...order)
}

export async function menuTree(ctx: AppContext, caller: SessionAccess) {
  const rows = await listMenus(ctx, caller)
  return buildTreeSelect(rows, {
    id: (m) => m.menuId,
    parentId: (m) => m.parentId,
    label: (m) => m.menuName,
    disabled: (m) => m.status === '1',
  })
}

/** A role's menus for the tree's check marks; with strict checking, parents of other checked menus are left out. */
export async function roleMenuTree(ctx: AppContext, caller: SessionAccess, roleId: number) {
  const role = await getRole(ctx, caller, roleId)
  const rows = await ctx.db
    .select({ id: sysMenu.menuId, parentId: sysMenu.parentId })
    .from(sysRoleMenu)
    .innerJoin(sysMenu, eq(sysMenu.menuId, sysRoleMenu.menuId))
    .where(eq(sysRoleMenu.roleId, roleId))
    .orderBy(...order)
  return { checkedKeys: checkedKeys(rows, role.menuCheckStrictly), menus: await menuTree(ctx, caller) }
}

export async function getMenu(ctx: AppContext, menuId: number) {
  return rowOr404(ctx.db, sysMenu, sysMenu.menuId, menuId, '菜单不存在')
}

/** A menu's body as the description checks it (`MENU`): every field, the edited row's where an edit leaves one out. */
export type MenuInput = InputOf<typeof MENU>

/** The columns a menu's body writes: the family's blanks, `isFrame` and `isCache` as numbers. */
const columnsOf = (m: MenuInput) => ({
  menuName: m.menuName,
  parentId: m.parentId ?? 0,
  orderNum: m.orderNum,
  menuType: m.menuType,
  path: m.path ?? '',
  component: m.component ?? '',
  query: m.query ?? '',
  routeName: m.routeName ?? '',
  isFrame: Number(m.isFrame ?? 1),
  isCache: Number(m.isCache ?? 0),
  visible: m.visible ?? '0',
  status: m.status ?? '0',
  perms: m.perms ?? '',
  icon: m.icon || '#',
  remark: m.remark ?? '',
})
type MenuColumns = ReturnType<typeof columnsOf>

/** A route's parameters are a JSON object (`{"id": 1}`), or nothing. */
function isJsonObject(text: string) {
  try {
    const v = JSON.parse(text)
    return typeof v === 'object' && v !== null && !Array.isArray(v)
  } catch {
    return false
  }
}

/** The menu's own rules (the tree's self and cycle checks are the derived routes'). */
async function checkMenu(ctx: AppContext, verb: '新增' | '修改', input: MenuColumns, menuId?: number) {
  const fail = (why: string) => new ServiceError(`${verb}菜单'${input.menuName}'失败，${why}`)
  if (input.query && !isJsonObject(input.query)) throw new ServiceError('路由参数应为 JSON 对象，如 {"id": 1}', 400)
  if (input.isFrame === 0 && !/^https?:\/\//i.test(input.path)) throw fail('地址必须以http(s)://开头')
  if (input.parentId !== 0) {
    const [parent] = await ctx.db
      .select({ menuType: sysMenu.menuType })
      .from(sysMenu)
      .where(eq(sysMenu.menuId, input.parentId))
    if (parent?.menuType === 'F') throw fail('上级菜单不能是按钮')
  }
  const sameName = and(eq(sysMenu.menuName, input.menuName), eq(sysMenu.parentId, input.parentId))
  if (await isTaken(ctx.db, sysMenu.menuId, sameName, menuId)) throw fail('菜单名称已存在')
  if (input.routeName && input.menuType !== 'F') {
    if (await isTaken(ctx.db, sysMenu.menuId, eq(sysMenu.routeName, input.routeName), menuId))
      throw fail('路由名称已存在')
  }
}

export const MENU_ALL_PERMISSION_MSG = `菜单不能携带全部权限（${ALL_PERMISSION}）`

/** The permission strings a menu's `perms` field carries (comma-separated). */
const permsOf = (perms: string | null | undefined) =>
  (perms ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)

/**
 * A menu's permission string is granted to every role that holds the menu, so changing it (or the menu's parent or
 * type) is a grant: the caller must hold each new permission. `*:*:*` (or any string of only `*` and `:`, which
 * matches every permission) is never carried by a menu; administrators hold it through their role.
 */
function assertMenuGrant(caller: SessionAccess, perms: string | null | undefined, changed: boolean) {
  if (permsOf(perms).some((p) => /^[*:]+$/.test(p))) throw new ServiceError(MENU_ALL_PERMISSION_MSG)
  if (changed) assertPermissionsHeld(caller, permsOf(perms))
}

export async function addMenu(ctx: AppContext, caller: SessionAccess, input: MenuInput) {
  const menu = columnsOf(input)
  assertMenuGrant(caller, menu.perms, false)
  await checkMenu(ctx, '新增', menu)
  const [row] = await ctx.db
    .insert(sysMenu)
    .values({ ...menu, createBy: caller.userName, createTime: ctx.clock.now() })
    .returning()
  ctx.bus.publish({ kind: 'access' })
  return row
}

export async function editMenu(ctx: AppContext, caller: SessionAccess, menuId: number, input: Partial<MenuInput>) {
  const before = await getMenu(ctx, menuId)
  const shown: MenuInput = toMenuVo(before)
  const menu = columnsOf({ ...shown, ...input })
  const changed =
    permsOf(before.perms).join(',') !== permsOf(menu.perms).join(',') ||
    before.parentId !== menu.parentId ||
    before.menuType !== menu.menuType
  assertMenuGrant(caller, menu.perms, changed)
  await checkMenu(ctx, '修改', menu, menuId)
  await ctx.db
    .update(sysMenu)
    .set({ ...menu, updateBy: caller.userName, updateTime: ctx.clock.now() })
    .where(eq(sysMenu.menuId, menuId))
  ctx.bus.publish({ kind: 'access' })
}

/** Menus no role holds (those with menus below them the derived routes refuse). */
export async function deleteMenus(ctx: AppContext, menuIds: number[]) {
  if ((await ctx.db.$count(sysRoleMenu, inArray(sysRoleMenu.menuId, menuIds))) > 0)
    throw new ServiceError('菜单已分配,不允许删除')
  await ctx.db.delete(sysMenu).where(inArray(sysMenu.menuId, menuIds))
  ctx.bus.publish({ kind: 'access' })
}
