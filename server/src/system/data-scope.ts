import { and, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { SessionAccess } from '../auth/session'
import type { AppContext } from '../context'
import { ServiceError } from '../http/errors'
import { sysDept } from './dept/schema'
import { sysRole, sysRoleDept } from './role/schema'

/** The role's data_scope values. */
export const DataScope = { ALL: '1', CUSTOM: '2', DEPT: '3', DEPT_AND_CHILD: '4', SELF: '5' } as const

/** A department and every department below it (its id appears in their ancestors). */
export const deptSubtreeCondition = (deptId: number): SQL =>
  or(eq(sysDept.deptId, deptId), sql`${String(deptId)} = any(string_to_array(${sysDept.ancestors}, ','))`)!

/**
 * Ids of a department and its whole subtree. They are read first and passed as a list, so the planner knows how
 * many rows they select (a subquery on `ancestors` is estimated at a couple of rows, which sends big subtrees
 * down slow nested loops).
 */
export async function deptSubtreeIds(ctx: AppContext, deptId: number): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: sysDept.deptId })
    .from(sysDept)
    .where(and(deptSubtreeCondition(deptId), eq(sysDept.delFlag, '0')))
  return rows.map((r) => r.id)
}

/** `column IN (ids)`, or false for no ids. */
export const inIds = (column: AnyColumn, ids: number[]): SQL => (ids.length ? inArray(column, ids) : sql`false`)

export interface ScopeColumns {
  /** The row's department column. */
  deptId: AnyColumn
  /** The row's user column, for "self" scope; without it "self" sees no rows, as in the family. */
  userId?: AnyColumn
}

/**
 * The SQL condition that limits rows to the caller's data scope, built from their enabled roles: none for the
 * administrator or any role with "all"; otherwise the OR of each role's clause; `false` when no role gives any.
 * It is applied in the query itself, so lists, counts, exports and lookups by id all obey it.
 */
export async function dataScopeFilter(
  ctx: AppContext,
  user: SessionAccess,
  cols: ScopeColumns,
): Promise<SQL | undefined> {
  if (user.isAdmin) return undefined
  if (!user.roleIds.length) return sql`false`
  const roles = await ctx.db
    .select({ roleId: sysRole.roleId, dataScope: sysRole.dataScope })
    .from(sysRole)
    .where(and(inArray(sysRole.roleId, user.roleIds), eq(sysRole.status, '0'), eq(sysRole.delFlag, '0')))
  const clauses: SQL[] = []
  const custom: number[] = []
  for (const role of roles) {
    switch (role.dataScope) {
      case DataScope.ALL:
        return undefined
      case DataScope.CUSTOM:
        custom.push(role.roleId)
        break
      case DataScope.DEPT:
        if (user.deptId != null) clauses.push(eq(cols.deptId, user.deptId))
        break
      case DataScope.DEPT_AND_CHILD:
        if (user.deptId != null) clauses.push(inIds(cols.deptId, await deptSubtreeIds(ctx, user.deptId)))
        break
      case DataScope.SELF:
        if (cols.userId) clauses.push(eq(cols.userId, user.userId))
        break
    }
  }
  if (custom.length) {
    const rows = await ctx.db
      .selectDistinct({ id: sysRoleDept.deptId })
      .from(sysRoleDept)
      .where(inArray(sysRoleDept.roleId, custom))
    clauses.push(
      inIds(
        cols.deptId,
        rows.map((r) => r.id),
      ),
    )
  }
  return clauses.length ? or(...clauses) : sql`false`
}

export const NO_USER_ACCESS = '没有权限访问用户数据！'
export const NO_DEPT_ACCESS = '没有权限访问部门数据！'

/** Refuses unless every id is visible to the caller under `filter` (for lookups and writes by id: no IDOR). */
export async function assertAllVisible(
  ctx: AppContext,
  count: (ids: number[]) => Promise<number>,
  ids: number[],
  message: string,
) {
  if (!ids.length) return
  const n = await count(ids)
  if (n < new Set(ids).size) throw new ServiceError(message)
}
