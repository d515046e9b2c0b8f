import { and, asc, eq, inArray, type SQL } from 'drizzle-orm'
import type { Tx } from '../../db/seed'
import { SUPER_ADMIN_ROLE, type UserRow } from '@wp/contract'
import { endUserSessions, hasPermission, type SessionAccess } from '../../auth/session'
import { hashPassword } from '../../auth/password'
import type { AppContext } from '../../context'
import { contains } from '../../db/like'
import type { Served } from '../../http/envelope'
import { ServiceError } from '../../http/errors'
import { countOf, offsetOf, orderByFromAllowlist, takeTotal, totalColumn, type Paging } from '../../http/paging'
import { getConfigValue } from '../config/service'
import { assertAllVisible, dataScopeFilter } from '../../auth/data-scope'
import { sysDept } from '../../directory/dept/schema'
import { sysPost } from '../../directory/post/schema'
import { assertRolesWithin } from '../role/grants'
import { sysRole } from '../../directory/role/schema'
import { loadUserAccess, SUPER_ADMIN_ID } from '../../directory/user/access'
import { assertPasswordAllowed } from './password-rule'
import { sysUser, sysUserPost, sysUserRole } from '../../directory/user/schema'
import { softDeleted } from '../soft-delete'

export const SUPER_ADMIN_MSG = '不允许操作超级管理员用户'
export const NO_ROLE_ACCESS = '没有权限访问角色数据！'
export const NO_USER_ACCESS = '没有权限访问用户数据！'
export const OUTRANKED_MSG = '不能操作权限高于自己的用户'

/** Every user column except the password hash, which never leaves the server. */
export const userColumns = {
  userId: sysUser.userId,
  deptId: sysUser.deptId,
  userName: sysUser.userName,
  nickName: sysUser.nickName,
  userType: sysUser.userType,
  email: sysUser.email,
  phonenumber: sysUser.phonenumber,
  sex: sysUser.sex,
  avatar: sysUser.avatar,
  status: sysUser.status,
  delFlag: sysUser.delFlag,
  loginIp: sysUser.loginIp,
  loginDate: sysUser.loginDate,
  pwdUpdateDate: sysUser.pwdUpdateDate,
  createBy: sysUser.createBy,
  createTime: sysUser.createTime,
  updateBy: sysUser.updateBy,
  updateTime: sysUser.updateTime,
  remark: sysUser.remark,
}
const withDept = { ...userColumns, deptName: sysDept.deptName, leader: sysDept.leader }

/** The family's user row: the department travels as `dept`. */
export function toUserVo<T extends { deptId: number | null; deptName: string | null; leader: string | null }>({
  deptName,
  leader,
  ...u
}: T) {
  return { ...u, dept: u.deptId == null ? null : { deptId: u.deptId, deptName, leader } }
}

const sortable = {
  userId: sysUser.userId,
  userName: sysUser.userName,
  nickName: sysUser.nickName,
  phonenumber: sysUser.phonenumber,
  email: sysUser.email,
  status: sysUser.status,
  deptId: sysUser.deptId,
  loginDate: sysUser.loginDate,
  createTime: sysUser.createTime,
}

export const userScope = (ctx: AppContext, caller: SessionAccess) =>
  dataScopeFilter(ctx, caller, { deptId: sysUser.deptId, userId: sysUser.userId })

/** One page of users with their department, counted with the same filter, in one statement (`totalColumn`). */
export async function pageOfUsers(ctx: AppContext, where: SQL | undefined, orderBy: SQL[], paging: Paging) {
  const { limit, offset } = offsetOf(paging)
  const rows = await ctx.db
    .select({ ...withDept, ...totalColumn(sysUser, where) })
    .from(sysUser)
    .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset)
  const page = await takeTotal(rows, paging, () => countOf(ctx.db, sysUser, where))
  // the sex column holds only the dictionary's codes (checked on every write)
  return { rows: page.rows.map(toUserVo) as unknown as Served<UserRow>[], total: page.total }
}

/** The ORDER BY of a user list: only through the allowlist of sortable fields. */
export const userOrderBy = (q: Paging) => orderByFromAllowlist(q, sortable, [asc(sysUser.userId)])

/* ---------- guards ---------- */

export function assertNotSuperAdmin(userId: number) {
  if (userId === SUPER_ADMIN_ID) throw new ServiceError(SUPER_ADMIN_MSG)
}

/**
 * Whether the user holds more than the caller: the administrator role, or a permission the caller lacks. Only an
 * administrator resets, disables, deletes or edits such an account (taking it over would be a grant to oneself).
 */
export async function outranks(ctx: AppContext, caller: SessionAccess, userId: number) {
  if (caller.isAdmin) return false
  const target = await loadUserAccess(ctx, userId)
  if (!target) return false
  return target.isAdmin || target.permissions.some((p) => !hasPermission(caller, p))
}

/** Refuses unless every user holds no more than the caller (`outranks`). */
export async function assertNotAbove(ctx: AppContext, caller: SessionAccess, userIds: readonly number[]) {
  for (const id of new Set(userIds)) if (await outranks(ctx, caller, id)) throw new ServiceError(OUTRANKED_MSG)
}

/** Refuses unless every user id is live and inside the caller's data scope (lookups and writes by id). */
export async function assertUsersVisible(ctx: AppContext, caller: SessionAccess, ids: number[]) {
  const scope = await userScope(ctx, caller)
  await assertAllVisible(ctx.db, sysUser.userId, ids, and(eq(sysUser.delFlag, '0'), scope), NO_USER_ACCESS)
}

export const isAdminRole = (r: { roleId: number; roleKey: string }) => r.roleId === 1 || r.roleKey === SUPER_ADMIN_ROLE

/** Live roles a caller may see and hand out: all for the administrator, all but the administrator role otherwise. */
export async function assignableRoles(ctx: AppContext, caller: SessionAccess) {
  const roles = await ctx.db
    .select()
    .from(sysRole)
    .where(eq(sysRole.delFlag, '0'))
    .orderBy(asc(sysRole.roleSort), asc(sysRole.roleId))
  return caller.isAdmin ? roles : roles.filter((r) => !isAdminRole(r))
}

/** Roles the caller may see, and whose menus and data scope are within the caller's own (`role/grants.ts`). */
export async function assertRolesAssignable(ctx: AppContext, caller: SessionAccess, roleIds: number[]) {
  if (!roleIds.length) return
  const allowed = new Set((await assignableRoles(ctx, caller)).map((r) => r.roleId))
  if (roleIds.some((id) => !allowed.has(id))) throw new ServiceError(NO_ROLE_ACCESS)
  await assertRolesWithin(ctx, caller, roleIds)
}

async function assertPostsExist(ctx: AppContext, postIds: number[]) {
  if (!postIds.length) return
  const rows = await ctx.db.select({ id: sysPost.postId }).from(sysPost).where(inArray(sysPost.postId, postIds))
  if (rows.length < new Set(postIds).size) throw new ServiceError('岗位不存在')
}

/* ---------- reading one ---------- */

export async function getUserRow(ctx: AppContext, caller: SessionAccess, userId: number) {
  await assertUsersVisible(ctx, caller, [userId])
  const [row] = await ctx.db
    .select(withDept)
    .from(sysUser)
    .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
    .where(eq(sysUser.userId, userId))
  return toUserVo(row)
}

/** The roles in `roleIds` the user does not hold yet (only those are checked as grants; keeping one is not). */
async function rolesAdded(ctx: AppContext, userId: number, roleIds: number[]) {
  const held = new Set(await roleIdsOf(ctx, userId))
  return roleIds.filter((id) => !held.has(id))
}

export async function roleIdsOf(ctx: AppContext, userId: number) {
  const rows = await ctx.db.select({ id: sysUserRole.roleId }).from(sysUserRole).where(eq(sysUserRole.userId, userId))
  return rows.map((r) => r.id)
}

/** What the user editor needs: the role and post options, and for an existing user the user with its choices. */
export async function userEditor(ctx: AppContext, caller: SessionAccess, userId?: number) {
  const roles = await assignableRoles(ctx, caller)
  const posts = await ctx.db.select().from(sysPost).orderBy(asc(sysPost.postSort), asc(sysPost.postId))
  if (!userId) return { roles, posts }
  const user = await getUserRow(ctx, caller, userId)
  const roleIds = await roleIdsOf(ctx, userId)
  const postIds = (
    await ctx.db.select({ id: sysUserPost.postId }).from(sysUserPost).where(eq(sysUserPost.userId, userId))
  ).map((r) => r.id)
  return { data: { ...user, roles: roles.filter((r) => roleIds.includes(r.roleId)) }, roles, posts, roleIds, postIds }
}

/* ---------- writing ---------- */

/** An add's values (the description's, with their defaults) and the roles and posts granted. */
export interface UserInput {
  deptId?: number | null
  userName: string
  nickName: string
  password?: string | null
  email?: string | null
  phonenumber?: string | null
  sex?: '0' | '1' | '2' | null
  status?: '0' | '1' | null
  remark?: string | null
  roleIds: number[]
  postIds: number[]
}
/** An edit's values: only the fields sent (the login name and password never), and the roles and posts. */
export type UserEdit = Partial<Omit<UserInput, 'userName' | 'password' | 'roleIds' | 'postIds'>> &
  Pick<UserInput, 'roleIds' | 'postIds'>

/** The password a new user starts with: the one given, else the configured initial password. */
export async function initialPassword(ctx: AppContext, given?: string | null, userName?: string) {
  const password = given || (await getConfigValue(ctx, 'sys.user.initPassword')) || ''
  if (!password) throw new ServiceError('用户密码不能为空', 400)
  await assertPasswordAllowed(ctx, password, userName)
  return password
}

export async function addUser(ctx: AppContext, caller: SessionAccess, input: UserInput) {
  await assertRolesAssignable(ctx, caller, input.roleIds)
  await assertPostsExist(ctx, input.postIds)
  const password = await hashPassword(await initialPassword(ctx, input.password, input.userName))
  const { roleIds, postIds, password: _plain, ...given } = input
  // blank contacts are stored blank (the family's), and no value leaves a column to its default
  const fields = Object.fromEntries(Object.entries(given).filter(([, v]) => v != null)) as Partial<
    typeof sysUser.$inferInsert
  >
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sysUser)
      .values({
        ...fields,
        userName: input.userName,
        nickName: input.nickName,
        password,
        pwdUpdateDate: null,
        createBy: caller.userName,
        createTime: ctx.clock.now(),
      })
      .returning({ userId: sysUser.userId })
    if (roleIds.length)
      await tx.insert(sysUserRole).values([...new Set(roleIds)].map((roleId) => ({ userId: row.userId, roleId })))
    if (postIds.length)
      await tx.insert(sysUserPost).values([...new Set(postIds)].map((postId) => ({ userId: row.userId, postId })))
    return row
  })
}

/** Uniqueness and the department's scope are the description's (`USER`); the rest of who may change whom is here. */
export async function editUser(ctx: AppContext, caller: SessionAccess, userId: number, input: UserEdit) {
  assertNotSuperAdmin(userId)
  await assertUsersVisible(ctx, caller, [userId])
  await assertNotAbove(ctx, caller, [userId])
  await assertRolesAssignable(ctx, caller, await rolesAdded(ctx, userId, input.roleIds))
  await assertPostsExist(ctx, input.postIds)
  const { roleIds, postIds, ...changed } = input
  // the description's defaults stand in for blanks (contacts blank, sex 0): only a department or remark is cleared
  const fields = changed as Partial<typeof sysUser.$inferInsert>
  const visible = (await assignableRoles(ctx, caller)).map((r) => r.roleId)
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(sysUser)
      .set({ ...fields, updateBy: caller.userName, updateTime: ctx.clock.now() })
      .where(eq(sysUser.userId, userId))
    await replaceRoles(tx, userId, roleIds, visible)
    await tx.delete(sysUserPost).where(eq(sysUserPost.userId, userId))
    if (postIds.length) await tx.insert(sysUserPost).values([...new Set(postIds)].map((postId) => ({ userId, postId })))
  })
  if (input.status === '1') await endUserSessions(ctx, userId)
  ctx.bus.publish({ kind: 'access' })
}

/** Soft delete (del_flag 2); never oneself or the super administrator; their sessions end. */
export async function deleteUsers(ctx: AppContext, caller: SessionAccess, userIds: number[]) {
  if (userIds.includes(caller.userId)) throw new ServiceError('当前用户不能删除')
  for (const id of userIds) assertNotSuperAdmin(id)
  await assertUsersVisible(ctx, caller, userIds)
  await assertNotAbove(ctx, caller, userIds)
  await ctx.db.transaction(async (tx) => {
    await tx.update(sysUser).set(softDeleted(ctx, caller.userName)).where(inArray(sysUser.userId, userIds))
    await tx.delete(sysUserRole).where(inArray(sysUserRole.userId, userIds))
    await tx.delete(sysUserPost).where(inArray(sysUserPost.userId, userIds))
  })
  for (const id of userIds) await endUserSessions(ctx, id)
}

/** An administrator's reset: the new password is an initial one (must be changed), and every session ends. */
export async function resetPassword(ctx: AppContext, caller: SessionAccess, userId: number, password: string) {
  assertNotSuperAdmin(userId)
  await assertUsersVisible(ctx, caller, [userId])
  await assertNotAbove(ctx, caller, [userId])
  const [target] = await ctx.db.select({ userName: sysUser.userName }).from(sysUser).where(eq(sysUser.userId, userId))
  await assertPasswordAllowed(ctx, password, target?.userName)
  await ctx.db
    .update(sysUser)
    .set({
      password: await hashPassword(password),
      pwdUpdateDate: null,
      updateBy: caller.userName,
      updateTime: ctx.clock.now(),
    })
    .where(eq(sysUser.userId, userId))
  await endUserSessions(ctx, userId)
}

/** Disabling ends every session of the user at once. */
export async function changeUserStatus(ctx: AppContext, caller: SessionAccess, userId: number, status: '0' | '1') {
  assertNotSuperAdmin(userId)
  await assertUsersVisible(ctx, caller, [userId])
  await assertNotAbove(ctx, caller, [userId])
  await ctx.db
    .update(sysUser)
    .set({ status, updateBy: caller.userName, updateTime: ctx.clock.now() })
    .where(eq(sysUser.userId, userId))
  if (status === '1') await endUserSessions(ctx, userId)
  ctx.bus.publish({ kind: 'access' })
}

/** Replaces the roles the caller can see; roles hidden from the caller (the administrator role) stay as they are. */
async function replaceRoles(tx: Tx, userId: number, roleIds: number[], visible: number[]) {
  if (visible.length)
    await tx.delete(sysUserRole).where(and(eq(sysUserRole.userId, userId), inArray(sysUserRole.roleId, visible)))
  if (roleIds.length)
    await tx
      .insert(sysUserRole)
      .values([...new Set(roleIds)].map((roleId) => ({ userId, roleId })))
      .onConflictDoNothing()
}

/** The role-assignment screen: the user and every role the caller may hand out, flagged when held. */
export async function authRoleView(ctx: AppContext, caller: SessionAccess, userId: number) {
  const user = await getUserRow(ctx, caller, userId)
  const held = new Set(await roleIdsOf(ctx, userId))
  const roles = (await assignableRoles(ctx, caller)).map((r) => ({ ...r, flag: held.has(r.roleId) }))
  return { user: { ...user, roles: roles.filter((r) => r.flag) }, roles }
}

/** Replaces the user's roles with the given ones. */
export async function setUserRoles(ctx: AppContext, caller: SessionAccess, userId: number, roleIds: number[]) {
  assertNotSuperAdmin(userId)
  await assertUsersVisible(ctx, caller, [userId])
  await assertNotAbove(ctx, caller, [userId])
  await assertRolesAssignable(ctx, caller, await rolesAdded(ctx, userId, roleIds))
  const visible = (await assignableRoles(ctx, caller)).map((r) => r.roleId)
  await ctx.db.transaction((tx) => replaceRoles(tx, userId, roleIds, visible))
  ctx.bus.publish({ kind: 'access' })
}

/** Users matching a name, for the role screens' filters. */
export const userNameOrPhone = (q: { userName?: string; phonenumber?: string }) =>
  and(
    q.userName ? contains(sysUser.userName, q.userName) : undefined,
    q.phonenumber ? contains(sysUser.phonenumber, q.phonenumber) : undefined,
  )
