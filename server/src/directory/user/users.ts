import { and, asc, eq, getTableName, ilike, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { SessionAccess } from '../../auth/session'
import { dataScopeFilter, inIds } from '../../auth/data-scope'
import type { AppContext } from '../../context'
import { escapeLike } from '../../db/like'
import { sysDept } from '../dept/schema'
import { deptSubtreeIds } from '../dept/subtree'
import { sysMenu } from '../menu/schema'
import { distinctIds, namesByIds } from '../names'
import { sysPost } from '../post/schema'
import { sysRole, sysRoleMenu } from '../role/schema'
import { sysUserPost, sysUser, sysUserRole } from './schema'

/** A person as other domains see them: never the password, the login trail or the audit columns. */
export interface DirectoryUser {
  userId: number
  userName: string
  nickName: string
  deptId: number | null
  deptName: string | null
  email: string
  phonenumber: string
  /** '0' enabled, '1' disabled. */
  status: string
}

const USER_COLUMNS = {
  userId: sysUser.userId,
  userName: sysUser.userName,
  nickName: sysUser.nickName,
  deptId: sysUser.deptId,
  deptName: sysDept.deptName,
  email: sysUser.email,
  phonenumber: sysUser.phonenumber,
  status: sysUser.status,
}

const live = eq(sysUser.delFlag, '0')
const enabled = and(live, eq(sysUser.status, '0'))

const selectUsers = (ctx: AppContext, where: SQL | undefined) =>
  ctx.db.select(USER_COLUMNS).from(sysUser).leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId)).where(where)

/** Existing (not deleted) users by id, enabled or not, in id order; unknown ids are left out. */
export async function usersByIds(ctx: AppContext, ids: readonly number[]): Promise<DirectoryUser[]> {
  if (!ids.length) return []
  return selectUsers(ctx, and(live, inArray(sysUser.userId, [...new Set(ids)]))).orderBy(asc(sysUser.userId))
}

/** One enabled, existing user, or null (a picked assignee, a named approver). */
export async function activeUser(ctx: AppContext, userId: number): Promise<DirectoryUser | null> {
  const [u] = await selectUsers(ctx, and(enabled, eq(sysUser.userId, userId)))
  return u ?? null
}

/** An existing user by login name (enabled or not), or null. */
export async function userByName(ctx: AppContext, userName: string): Promise<DirectoryUser | null> {
  const [u] = await selectUsers(ctx, and(live, eq(sysUser.userName, userName.trim())))
  return u ?? null
}

/**
 * Display names for user ids (nick names), for list columns: one query for a page of rows. Deleted users keep
 * their name (a finished task still names who did it).
 */
export function userNames(ctx: AppContext, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  return namesByIds(ctx, sysUser, sysUser.userId, sysUser.nickName, ids)
}

/** Enabled users matching a name (login or nick name, contains) and a department (or its subtree): a picker. */
export async function findUsers(
  ctx: AppContext,
  query: { name?: string; deptId?: number; subtree?: boolean; limit?: number } = {},
): Promise<DirectoryUser[]> {
  const name = query.name?.trim()
  const dept =
    query.deptId === undefined
      ? undefined
      : query.subtree
        ? inIds(sysUser.deptId, await deptSubtreeIds(ctx, query.deptId))
        : eq(sysUser.deptId, query.deptId)
  const byName = name
    ? or(ilike(sysUser.userName, `%${escapeLike(name)}%`), ilike(sysUser.nickName, `%${escapeLike(name)}%`))
    : undefined
  return selectUsers(ctx, and(enabled, dept, byName))
    .orderBy(asc(sysUser.userId))
    .limit(Math.min(query.limit ?? 500, 500))
}

/** Ids of the enabled users holding any of these roles (a task's candidate roles, a reminder's recipients). */
export async function membersOfRoles(ctx: AppContext, roleIds: readonly number[]): Promise<number[]> {
  if (!roleIds.length) return []
  const rows = await ctx.db
    .selectDistinct({ id: sysUser.userId })
    .from(sysUserRole)
    .innerJoin(sysUser, eq(sysUser.userId, sysUserRole.userId))
    .where(and(enabled, inArray(sysUserRole.roleId, [...roleIds])))
    .orderBy(asc(sysUser.userId))
  return rows.map((r) => r.id)
}

/** Ids of the enabled users of these departments, or of their whole subtrees with `subtree`. */
export async function membersOfDepts(
  ctx: AppContext,
  deptIds: readonly number[],
  options: { subtree?: boolean } = {},
): Promise<number[]> {
  let ids = [...deptIds]
  if (options.subtree) ids = [...new Set((await Promise.all(ids.map((id) => deptSubtreeIds(ctx, id)))).flat())]
  if (!ids.length) return []
  const rows = await ctx.db
    .select({ id: sysUser.userId })
    .from(sysUser)
    .where(and(enabled, inArray(sysUser.deptId, ids)))
    .orderBy(asc(sysUser.userId))
  return rows.map((r) => r.id)
}

/** Ids of the enabled users holding an enabled post with one of these codes (`ceo`, `safety_officer`). */
export async function holdersOfPosts(ctx: AppContext, postCodes: readonly string[]): Promise<number[]> {
  if (!postCodes.length) return []
  const rows = await ctx.db
    .selectDistinct({ id: sysUser.userId })
    .from(sysUserPost)
    .innerJoin(sysPost, eq(sysPost.postId, sysUserPost.postId))
    .innerJoin(sysUser, eq(sysUser.userId, sysUserPost.userId))
    .where(and(enabled, eq(sysPost.status, '0'), inArray(sysPost.postCode, [...postCodes])))
    .orderBy(asc(sysUser.userId))
  return rows.map((r) => r.id)
}

/**
 * Ids of the enabled users whose enabled roles carry `permission` through an enabled menu (the reviewers of a
 * report, whoever may approve): the people to tell. The administrator holds everything but is not listed unless a
 * role of theirs carries it.
 */
export async function holdersOfPermission(ctx: AppContext, permission: string): Promise<number[]> {
  const rows = await ctx.db
    .selectDistinct({ id: sysUser.userId })
    .from(sysUser)
    .innerJoin(sysUserRole, eq(sysUserRole.userId, sysUser.userId))
    .innerJoin(sysRole, and(eq(sysRole.roleId, sysUserRole.roleId), eq(sysRole.status, '0'), eq(sysRole.delFlag, '0')))
    .innerJoin(sysRoleMenu, eq(sysRoleMenu.roleId, sysRole.roleId))
    .innerJoin(sysMenu, and(eq(sysMenu.menuId, sysRoleMenu.menuId), eq(sysMenu.status, '0')))
    .where(and(enabled, sql`${permission} = any(string_to_array(replace(${sysMenu.perms}, ' ', ''), ','))`))
    .orderBy(asc(sysUser.userId))
  return rows.map((r) => r.id)
}

/** A user's enabled posts, in display order. */
export function postsOf(ctx: AppContext, userId: number) {
  return ctx.db
    .select({ postId: sysPost.postId, postCode: sysPost.postCode, postName: sysPost.postName })
    .from(sysUserPost)
    .innerJoin(sysPost, eq(sysPost.postId, sysUserPost.postId))
    .where(and(eq(sysUserPost.userId, userId), eq(sysPost.status, '0')))
    .orderBy(asc(sysPost.postSort), asc(sysPost.postId))
}

/** The users among `ids` that `caller`'s data scope lets them see (by the users' departments, or "self"). */
export async function visibleUsers(
  ctx: AppContext,
  caller: SessionAccess,
  ids: readonly number[],
): Promise<DirectoryUser[]> {
  if (!ids.length) return []
  const scope = await dataScopeFilter(ctx, caller, { deptId: sysUser.deptId, userId: sysUser.userId })
  return selectUsers(ctx, and(live, inArray(sysUser.userId, [...new Set(ids)]), scope)).orderBy(asc(sysUser.userId))
}

/*
 * SQL building blocks for a domain's own queries over rows that name a user (a binding, a task): the condition and
 * the columns stay one query (paging, counting, sorting) without the domain knowing the directory's tables.
 */

/** `column` names an existing user whom `caller`'s data scope lets them see. */
export async function inUserScope(ctx: AppContext, caller: SessionAccess, column: AnyColumn): Promise<SQL> {
  const scope = await dataScopeFilter(ctx, caller, { deptId: sysUser.deptId, userId: sysUser.userId })
  return inArray(column, ctx.db.select({ id: sysUser.userId }).from(sysUser).where(and(live, scope)))
}

/** `column` with its table's name, whatever the query around it (a subquery must not read it as its own). */
const qualified = (column: AnyColumn) => sql.raw(`"${getTableName(column.table)}"."${column.name}"`)

/** The login name of the user `column` names (null when none), as a column of the domain's query (select or sort). */
export const userNameOf = (column: AnyColumn) =>
  sql<string | null>`(select du.user_name from sys_user du where du.user_id = ${qualified(column)})`

/** The display (nick) name of the user `column` names (null when none), as a column of the domain's query. */
export const nickNameOf = (column: AnyColumn) =>
  sql<string | null>`(select du.nick_name from sys_user du where du.user_id = ${qualified(column)})`

/** Name and department of each user id (deleted users too: history keeps naming who acted), for list columns. */
export async function userLabels(
  ctx: AppContext,
  ids: readonly (number | null)[],
): Promise<Map<number, { nickName: string; deptName: string | null }>> {
  const wanted = distinctIds(ids)
  if (!wanted.length) return new Map()
  const rows = await ctx.db
    .select({ id: sysUser.userId, nickName: sysUser.nickName, deptName: sysDept.deptName })
    .from(sysUser)
    .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
    .where(inArray(sysUser.userId, wanted))
  return new Map(rows.map((r) => [r.id, { nickName: r.nickName, deptName: r.deptName }]))
}
