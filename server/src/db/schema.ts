import { bigint, pgTable, varchar } from 'drizzle-orm/pg-core'

/**
 * Exact row counts that statement triggers keep in the writing transaction, for tables too big to count(*) on every
 * page (migration 0002_row_counts adds the trigger function and the triggers on the operation and login logs).
 */
export const sysRowCount = pgTable('sys_row_count', {
  tableName: varchar('table_name', { length: 64 }).primaryKey(),
  rowCount: bigint('row_count', { mode: 'number' }).notNull(),
})
