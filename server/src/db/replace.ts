import { eq } from 'drizzle-orm'
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from './client'

/**
 * Replaces, as a whole, the rows of `table` that belong to one parent (a project's members, a project's yearly
 * figures, an objective's collaborators): those whose `parent` column is `parentId` are deleted and `rows` written.
 * Call it in the transaction of the parent's change.
 */
export async function replaceRows<T extends PgTable>(
  db: Db,
  table: T,
  parent: PgColumn,
  parentId: number,
  rows: PgInsertValue<T>[],
): Promise<void> {
  await db.delete(table).where(eq(parent, parentId))
  if (rows.length) await db.insert(table).values(rows)
}
