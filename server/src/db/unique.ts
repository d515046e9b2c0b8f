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
    const [row] = await db
      .select({ id })
      .from(id.table as PgTable)
      .where(and(eq(column, value), options.scope, options.except ? ne(id, options.except) : undefined))
      .limit(1)
    if (row) return label
  }
  return undefined
}
