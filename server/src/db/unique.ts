import { and, eq, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from './client'

/**
 * The label of the first field whose value another row already holds (`岗位名称`), or undefined: the family's
 * "…已存在" checks. Empty values are not compared; `except` is the row being edited; `scope` limits the rows
 * compared (live rows only).
 */
export async function firstClash(
  db: Db,
  id: AnyPgColumn,
  fields: [column: AnyPgColumn, value: string | number | null | undefined, label: string][],
  options: { except?: number; scope?: SQL } = {},
): Promise<string | undefined> {
  for (const [column, value, label] of fields) {
    if (value === '' || value == null) continue
    if (await isTaken(db, id, and(eq(column, value), options.scope), options.except)) return label
  }
  return undefined
}

/** Whether a row other than `except` (by the table's id column) matches `where`: uniqueness over several columns. */
export const isTaken = (db: Db, id: AnyColumn, where: SQL | undefined, except?: number): Promise<boolean> =>
  anyRow(db, id.table as PgTable, and(where, except ? ne(id, except) : undefined))

/** Whether `table` has a row where `where` holds (reads one at the most). */
export async function anyRow(db: Pick<Db, 'select'>, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(1)
  return rows.length > 0
}
