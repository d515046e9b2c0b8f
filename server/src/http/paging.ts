import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'
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

/** Count and one page of a single-table list, with the same filter for both. */
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
  const [{ total }] =
    !where && unfilteredTotal
      ? [{ total: await unfilteredTotal() }]
      : await db
          .select({ total: sql<number>`count(*)::int` })
          .from(t)
          .where(where)
  if (total === 0) return { rows: [], total }
  const { limit, offset } = offsetOf(paging)
  const rows = await db
    .select()
    .from(t)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset)
  return { rows: rows as T['$inferSelect'][], total }
}
