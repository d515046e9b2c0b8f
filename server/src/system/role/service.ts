import { DATA_SCOPE, SUPER_ADMIN_ROLE } from '@wp/contract'
import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm'
import type { SessionAccess } from '../../auth/session'
import type { AppContext } from '../../context'
import { equals, like, within, type FilterValues } from '../../db/filters'
import { firstClash } from '../../db/unique'
import { ServiceError } from '../../http/errors'
import { listing } from '../../http/listing'
import type { Paging } from '../../http/paging'
import { assertDeptsVisible, deptTree } from '../dept/service'
import { sysDept } from '../../directory/dept/schema'
import { sysMenu } from '../../directory/menu/schema'
import { checkedKeys } from '../tree'
import { sysUserRole, sysUser } from '../../directory/user/schema'
import {
  assertNotSuperAdmin,
  assertUsersVisible,
  isAdminRole,
  NO_ROLE_ACCESS,
  pageOfUsers,
  userNameOrPhone,
  userOrderBy,
  userScope,
} from '../user/service'
import { assertNotOwnGrant, assertScopeWithin } from '../../auth/grants'
import { assertMenusGrantable, assertRolesWithin, scopeOfRole } from './grants'
import { sysRole, sysRoleDept, sysRoleMenu } from '../../directory/role/schema'
import { softDeleted } from '../soft-delete'

export const SUPER_ROLE_MSG = '不允许操作超级管理员角色'
const alive = eq(sysRole.delFlag, '0')
/** The roles that count (deleted ones stay, marked). */
export const aliveRole = alive

export const roles = listing(sysRole, {
  id: sysRole.roleId,
  filters: {
    roleId: equals(sysRole.roleId),
    roleName: like(sysRole.roleName),
    roleKey: like(sysRole.roleKey),
    status: equals(sysRole.status),
    params: within(sysRole.createTime),
  },
  sortable: {
    roleId: sysRole.roleId,
    roleName: sysRole.roleName,
    roleKey: sysRole.roleKey,
    roleSort: sysRole.roleSort,
    status: sysRole.status,
    createTime: sysRole.createTime,
  },
  order: [asc(sysRole.roleSort), asc(sysRole.roleId)],
  notFound: '角色不存在',
})

/** Live roles the caller may see: the administrator role only for administrators. */
export const visibleRoles = (caller: SessionAccess) =>
  and(alive, caller.isAdmin ? undefined : and(ne(sysRole.roleId, 1), ne(sysRole.roleKey, SUPER_ADMIN_ROLE)))

export type RoleFilters = FilterValues<typeof roles.filters>

export const listRoles = (ctx: AppContext, caller: SessionAccess, q: RoleFilters & Paging) =>
  roles.page(ctx.db, q, visibleRoles(caller))

/** Others than administrators never see the administrators' role. */
export function assertRoleVisible(role: { roleId: number; roleKey: string }, caller: SessionAccess) {
  if (!caller.isAdmin && isAdminRole(role)) throw new ServiceError(NO_ROLE_ACCESS)
}

export async function getRole(ctx: AppContext, caller: SessionAccess, roleId: number) {
  const [row] = await ctx.db
    .select()
    .from(sysRole)
    .where(and(eq(sysRole.roleId, roleId), alive))
  if (!row) throw new ServiceError('角色不存在', 404)
  assertRoleVisible(row, caller)
  return row
}

/** Never the administrator role; for others than the administrator, never a role they hold themselves. */
export function assertRoleChangeable(roleId: number, caller?: SessionAccess) {
  if (roleId === 1) throw new ServiceError(SUPER_ROLE_MSG)
  if (caller) assertNotOwnGrant(caller, caller.roleIds, roleId)
}

export interface RoleInput {
  roleName: string
  roleKey: string
  roleSort: number
  status: '0' | '1'
  menuIds: number[]
  menuCheckStrictly: boolean
  deptCheckStrictly: boolean
  remark?: string | null
}

async function assertRoleUnique(ctx: AppContext, verb: '新增' | '修改', input: RoleInput, except?: number) {
  const clash = await firstClash(
    ctx.db,
    sysRole.roleId,
    [
      [sysRole.roleName, input.roleName, '角色名称'],
      [sysRole.roleKey, input.roleKey, '角色权限'],
    ],
    { except, scope: alive },
  )
  if (clash) throw new ServiceError(`${verb}角色'${input.roleName}'失败，${clash}已存在`)
}

async function assertMenusExist(ctx: AppContext, menuIds: number[]) {
  if (!menuIds.length) return
  const rows = await ctx.db.select({ id: sysMenu.menuId }).from(sysMenu).where(inArray(sysMenu.menuId, menuIds))
  if (rows.length < new Set(menuIds).size) throw new ServiceError('菜单不存在')
}

export async function addRole(ctx: AppContext, caller: SessionAccess, input: RoleInput) {
  await assertRoleUnique(ctx, '新增', input)
  await assertMenusExist(ctx, input.menuIds)
  await assertMenusGrantable(ctx, caller, input.menuIds)
  const { menuIds, ...fields } = input
  const row = await ctx.db.transaction(async (tx) => {
    const [role] = await tx
      .insert(sysRole)
      // A new role sees only its holders' own rows until a data scope is granted (PUT /system/role/dataScope), so an
      // editor with a narrower scope never creates a wider one.
      .values({ ...fields, dataScope: DATA_SCOPE.SELF, createBy: caller.userName, createTime: ctx.clock.now() })
      .returning()
    if (menuIds.length)
      await tx.insert(sysRoleMenu).values([...new Set(menuIds)].map((menuId) => ({ roleId: role.roleId, menuId })))
    return role
  })
  ctx.bus.publish({ kind: 'access' })
  return row
}

export async function editRole(ctx: AppContext, caller: SessionAccess, roleId: number, input: RoleInput) {
  assertRoleChangeable(roleId, caller)
  await getRole(ctx, caller, roleId)
  await assertRoleUnique(ctx, '修改', input, roleId)
  await assertMenusExist(ctx, input.menuIds)
  await assertMenusGrantable(ctx, caller, input.menuIds)
  const { menuIds, ...fields } = input
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(sysRole)
      .set({ ...fields, updateBy: caller.userName, updateTime: ctx.clock.now() })
      .where(eq(sysRole.roleId, roleId))
    await tx.delete(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId))
    if (menuIds.length) await tx.insert(sysRoleMenu).values([...new Set(menuIds)].map((menuId) => ({ roleId, menuId })))
  })
  ctx.bus.publish({ kind: 'access' })
}

export async function changeRoleStatus(ctx: AppContext, caller: SessionAccess, roleId: number, status: '0' | '1') {
  assertRoleChangeable(roleId, caller)
  await getRole(ctx, caller, roleId)
  await ctx.db
    .update(sysRole)
    .set({ status, updateBy: caller.userName, updateTime: ctx.clock.now() })
    .where(eq(sysRole.roleId, roleId))
  ctx.bus.publish({ kind: 'access' })
}

export async function setDataScope(
  ctx: AppContext,
  caller: SessionAccess,
  roleId: number,
  input: { dataScope: '1' | '2' | '3' | '4' | '5'; deptIds: number[]; deptCheckStrictly?: boolean },
) {
  assertRoleChangeable(roleId, caller)
  await getRole(ctx, caller, roleId)
  const deptIds = input.dataScope === '2' ? [...new Set(input.deptIds)] : []
  await assertDeptsVisible(ctx, caller, deptIds)
  await assertScopeWithin(ctx, caller, scopeOfRole(input.dataScope, deptIds))
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(sysRole)
      .set({
        dataScope: input.dataScope,
        ...(input.deptCheckStrictly === undefined ? {} : { deptCheckStrictly: input.deptCheckStrictly }),
        updateBy: caller.userName,
        updateTime: ctx.clock.now(),
      })
      .where(eq(sysRole.roleId, roleId))
    await tx.delete(sysRoleDept).where(eq(sysRoleDept.roleId, roleId))
    if (deptIds.length) await tx.insert(sysRoleDept).values(deptIds.map((deptId) => ({ roleId, deptId })))
  })
  ctx.bus.publish({ kind: 'access' })
}

/** Soft delete; refused while any user holds the role, and never for the administrator role. */
export async function deleteRoles(ctx: AppContext, caller: SessionAccess, roleIds: number[]) {
  for (const id of roleIds) {
    assertRoleChangeable(id, caller)
    const role = await getRole(ctx, caller, id)
    const [{ n }] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sysUserRole)
      .innerJoin(sysUser, eq(sysUser.userId, sysUserRole.userId))
      .where(and(eq(sysUserRole.roleId, id), eq(sysUser.delFlag, '0')))
    if (n > 0) throw new ServiceError(`${role.roleName}已分配,不能删除`)
  }
  await ctx.db.transaction(async (tx) => {
    await tx.update(sysRole).set(softDeleted(ctx, caller.userName)).where(inArray(sysRole.roleId, roleIds))
    await tx.delete(sysRoleMenu).where(inArray(sysRoleMenu.roleId, roleIds))
    await tx.delete(sysRoleDept).where(inArray(sysRoleDept.roleId, roleIds))
    await tx.delete(sysUserRole).where(inArray(sysUserRole.roleId, roleIds))
  })
  ctx.bus.publish({ kind: 'access' })
}

/** The role's departments for the tree's check marks (`checkedKeys`), and the tree. */
export async function roleDeptTree(ctx: AppContext, caller: SessionAccess, roleId: number) {
  const role = await getRole(ctx, caller, roleId)
  const rows = await ctx.db
    .select({ id: sysRoleDept.deptId, parentId: sysDept.parentId })
    .from(sysRoleDept)
    .innerJoin(sysDept, eq(sysDept.deptId, sysRoleDept.deptId))
    .where(and(eq(sysRoleDept.roleId, roleId), eq(sysDept.delFlag, '0')))
    .orderBy(asc(sysDept.parentId), asc(sysDept.orderNum))
  return { checkedKeys: checkedKeys(rows, role.deptCheckStrictly), depts: await deptTree(ctx, caller) }
}

/* ---------- users of a role ---------- */

export interface AuthUserQuery extends Paging {
  roleId: number
  userName?: string
  phonenumber?: string
}

/** Users in the caller's scope who hold the role (`holding`), or who do not. */
export async function usersOfRole(ctx: AppContext, caller: SessionAccess, q: AuthUserQuery, holding: boolean) {
  await getRole(ctx, caller, q.roleId)
  const holders = ctx.db.select({ id: sysUserRole.userId }).from(sysUserRole).where(eq(sysUserRole.roleId, q.roleId))
  const where = and(
    eq(sysUser.delFlag, '0'),
    await userScope(ctx, caller),
    holding ? inArray(sysUser.userId, holders) : notInArray(sysUser.userId, holders),
    userNameOrPhone(q),
  )
  return pageOfUsers(ctx, where, userOrderBy(q), q)
}

export async function cancelAuthUsers(ctx: AppContext, caller: SessionAccess, roleId: number, userIds: number[]) {
  await getRole(ctx, caller, roleId)
  for (const id of userIds) assertNotSuperAdmin(id)
  await assertUsersVisible(ctx, caller, userIds)
  await ctx.db.delete(sysUserRole).where(and(eq(sysUserRole.roleId, roleId), inArray(sysUserRole.userId, userIds)))
  ctx.bus.publish({ kind: 'access' })
}

export async function grantAuthUsers(ctx: AppContext, caller: SessionAccess, roleId: number, userIds: number[]) {
  await getRole(ctx, caller, roleId)
  for (const id of userIds) assertNotSuperAdmin(id)
  await assertRolesWithin(ctx, caller, [roleId])
  await assertUsersVisible(ctx, caller, userIds)
  await ctx.db
    .insert(sysUserRole)
    .values(userIds.map((userId) => ({ userId, roleId })))
    .onConflictDoNothing()
  ctx.bus.publish({ kind: 'access' })
}
