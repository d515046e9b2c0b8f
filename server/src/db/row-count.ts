import { eq, getTableName, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from './client'
import { sysRowCount } from './schema'

/**
 * The exact number of rows of `table`, as of this transaction's snapshot: the triggers update the count in the same
 * transaction as the rows, so it never disagrees with a count(*). One indexed row instead of a scan. A table without
 * triggers (no row in `sys_row_count`) is counted with count(*).
 */
export async function keptRowCount(db: Db, table: PgTable): Promise<number> {
  const [kept] = await db
    .select({ n: sysRowCount.rowCount })
    .from(sysRowCount)
    .where(eq(sysRowCount.tableName, getTableName(table)))
  if (kept) return kept.n
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(table)
  return n
}
