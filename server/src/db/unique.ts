import { and, eq, ne, type SQL } from 'drizzle-orm'
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
export async function isTaken(db: Db, id: AnyPgColumn, where: SQL | undefined, except?: number): Promise<boolean> {
  const [row] = await db
    .select({ id })
    .from(id.table as PgTable)
    .where(and(where, except ? ne(id, except) : undefined))
    .limit(1)
  return row !== undefined
}
