import { asc, desc, getTableColumns, getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'
import { sysRowCount } from '../db/schema'
import { z } from 'zod'
import { badRequest } from './errors'

/** The family's paging and sorting parameters. */
export const pagingFields = {
  pageNum: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(10),
  orderByColumn: z.string().max(64).optional(),
  isAsc: z.enum(['ascending', 'descending', 'asc', 'desc']).optional(),
}

/** `params[beginTime]` / `params[endTime]` date-range filters. */
export const rangeParams = z
  .object({
    beginTime: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, '日期格式应为 yyyy-MM-dd')
      .optional(),
    endTime: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, '日期格式应为 yyyy-MM-dd')
      .optional(),
  })
  .partial()
  .optional()

export type Paging = { pageNum: number; pageSize: number; orderByColumn?: string; isAsc?: string }

export const offsetOf = (p: Paging) => ({ limit: p.pageSize, offset: (p.pageNum - 1) * p.pageSize })

/**
 * The ORDER BY for a list: the requested column must be in the list's allowlist (a map from the
 * property name the client sends to a column); anything else is refused, never pasted into SQL.
 */
export function orderByFromAllowlist(p: Paging, allow: Record<string, AnyColumn | SQL>, fallback: SQL[]): SQL[] {
  if (!p.orderByColumn) return fallback
  const column = Object.prototype.hasOwnProperty.call(allow, p.orderByColumn) ? allow[p.orderByColumn] : undefined
  if (!column) throw badRequest(`不支持按字段 ${p.orderByColumn.slice(0, 64)} 排序`)
  const ascending = p.isAsc === undefined || p.isAsc === 'asc' || p.isAsc === 'ascending'
  return [ascending ? asc(column) : desc(column), ...fallback]
}

/** Inclusive end of day for a `yyyy-MM-dd` end date. */
export function rangeBounds(range: { beginTime?: string; endTime?: string } | undefined) {
  const begin = range?.beginTime
    ? new Date(range.beginTime.length === 10 ? `${range.beginTime}T00:00:00` : range.beginTime.replace(' ', 'T'))
    : undefined
  const end = range?.endTime
    ? new Date(range.endTime.length === 10 ? `${range.endTime}T23:59:59.999` : range.endTime.replace(' ', 'T'))
    : undefined
  if (begin && Number.isNaN(begin.getTime())) throw badRequest('开始日期无效')
  if (end && Number.isNaN(end.getTime())) throw badRequest('结束日期无效')
  return { begin, end }
}

/** The column that carries a page's total beside its rows (dropped before the rows leave). */
const TOTAL = '__wp_total'

/**
 * The count of `table`'s rows under `where`, as a column of a page's own statement: an uncorrelated scalar subquery
 * (planned on its own: an index-only count beside the page's top-N), so the database sees one statement and the pool
 * one wait. `where` may name only `table`'s columns (the subquery's own `from` shadows the page's). Read it back
 * with `takeTotal`.
 */
export const totalColumn = (table: PgTable, where: SQL | undefined) => ({
  [TOTAL]: sql<number>`(select count(*)::int from ${table} where ${where ?? sql`true`})`.as(TOTAL),
})

/**
 * The exact count of `table`'s rows kept by triggers (`db/row-count.ts`), as a column of a page's own statement (the
 * rows of a page without any condition): `count(*)` only when the table has no kept count (COALESCE evaluates its
 * second subquery only then). Read it back as `totalColumn`'s.
 */
export const keptTotalColumn = (table: PgTable) => ({
  [TOTAL]:
    sql<number>`coalesce((select ${sysRowCount.rowCount} from ${sysRowCount} where ${sysRowCount.tableName} = ${getTableName(table)}), (select count(*) from ${table}))::int`.as(
      TOTAL,
    ),
})

/**
 * A page read with `totalColumn`: its rows without the total, and the total. Only a page past the end (no rows,
 * page > 1) asks for the count again (`count`).
 */
export async function takeTotal<R>(
  rows: (R & { [TOTAL]?: number })[],
  paging: Paging,
  count: () => Promise<number>,
): Promise<{ rows: R[]; total: number }> {
  if (!rows.length) return { rows: [], total: offsetOf(paging).offset > 0 ? await count() : 0 }
  const total = rows[0][TOTAL]!
  for (const row of rows) delete row[TOTAL]
  return { rows, total }
}

/** The number of `table`'s rows under `where`. */
export const countOf = (db: Db, table: PgTable, where: SQL | undefined) =>
  db
    .select({ total: sql<number>`count(*)::int` })
    .from(table)
    .where(where)
    .then((r) => r[0].total)

/**
 * Count and one page of a single-table list, with the same filter for both, in one round trip (`totalColumn`).
 */
export async function pageOfTable<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  orderBy: SQL[],
  paging: Paging,
  /** A cheaper exact total for the unfiltered list (e.g. a count kept by triggers). */
  unfilteredTotal?: () => Promise<number>,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const t = table as unknown as PgTable
  const { limit, offset } = offsetOf(paging)
  if (!where && unfilteredTotal) {
    const total = await unfilteredTotal()
    if (total === 0) return { rows: [], total }
    const rows = await db
      .select()
      .from(t)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset)
    return { rows: rows as T['$inferSelect'][], total }
  }
  const rows = await db
    .select({ ...getTableColumns(t), ...totalColumn(t, where) })
    .from(t)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset)
  return takeTotal(rows as T['$inferSelect'][], paging, () => countOf(db, t, where))
}
