import { sql } from 'drizzle-orm'
import type { Db } from './client'

/** Tables whose exact row count triggers keep in `sys_row_count` (migration 0002_row_counts). */
export type CountedTable = 'sys_oper_log' | 'sys_logininfor'

/**
 * The exact number of rows of `table`, as of this transaction's snapshot: the triggers update the count in the same
 * transaction as the rows, so it never disagrees with a count(*). One indexed row instead of a scan.
 */
export async function keptRowCount(db: Db, table: CountedTable): Promise<number> {
  const res = (await db.execute(
    sql`select row_count::float8 as n from sys_row_count where table_name = ${table}`,
  )) as unknown as { rows: { n: number }[] }
  return res.rows[0]?.n ?? 0
}
