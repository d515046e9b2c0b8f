import { eq, type AnyColumn } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from './client'

/**
 * One row of `table` by its id column, locked (`for update`) until the caller's transaction ends, or undefined when
 * there is none: a record whose state a transaction checks and then changes.
 */
export async function lockedRow<T extends PgTable>(
  db: Pick<Db, 'select'>,
  table: T,
  id: AnyColumn,
  value: number,
): Promise<T['$inferSelect'] | undefined> {
  const [row] = await db
    .select()
    .from(table as unknown as PgTable)
    .where(eq(id, value))
    .for('update')
  return row as T['$inferSelect'] | undefined
}
