import { and, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { AppContext } from '../context'
import { scopeGrant } from '../directory/role/data-scope'
import type { Db } from '../db/client'
import { ServiceError } from '../http/errors'
import type { SessionAccess } from './session'

/** `column IN (ids)`, or false for no ids. */
export const inIds = (column: AnyColumn, ids: readonly number[]): SQL =>
  ids.length ? inArray(column, [...ids]) : sql`false`

/** The columns of a domain's table that data scope applies to. */
export interface ScopeColumns {
  /** The row's department: department grants (own, below, custom) apply to it. */
  deptId?: AnyColumn
  /** The row's user id, for "self" scope. */
  userId?: AnyColumn
  /** The login name of the row's creator (`create_by`), for "self" scope on tables without a user id. */
  createBy?: AnyColumn
}

/**
 * The SQL condition that limits rows to the caller's data scope: none for the administrator or a grant of
 * everything; otherwise the rows of the granted departments, or of the caller ("self"); `false` when the grant
 * reaches none of the table's columns. It goes into the query itself, so lists, counts, exports and lookups by id
 * obey it. Any domain applies it with its own columns; the grant comes from the directory (the caller's roles).
 */
export async function dataScopeFilter(
  ctx: AppContext,
  user: SessionAccess,
  cols: ScopeColumns,
): Promise<SQL | undefined> {
  if (user.isAdmin) return undefined
  const grant = await scopeGrant(ctx, user)
  if (grant.all) return undefined
  const clauses: SQL[] = []
  if (cols.deptId && grant.deptIds.length) clauses.push(inIds(cols.deptId, grant.deptIds))
  if (grant.self && cols.userId) clauses.push(eq(cols.userId, user.userId))
  else if (grant.self && cols.createBy) clauses.push(eq(cols.createBy, user.userName))
  return clauses.length ? or(...clauses) : sql`false`
}

/**
 * Refuses unless every id names a row `visible` lets through (the caller's scope, live rows): lookups and writes by
 * id obey the data scope too (no IDOR).
 */
export async function assertAllVisible(
  db: Db,
  id: AnyPgColumn,
  ids: number[],
  visible: SQL | undefined,
  message: string,
) {
  if (!ids.length) return
  const n = await db.$count(id.table, and(inArray(id, ids), visible))
  if (n < new Set(ids).size) throw new ServiceError(message)
}
