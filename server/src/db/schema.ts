import { bigint, index, pgTable, text, varchar } from 'drizzle-orm/pg-core'
import { ts } from './columns'

/**
 * Exact row counts that statement triggers keep in the writing transaction, for tables too big to count(*) on every
 * page (migration 0002_row_counts adds the trigger function and the triggers on the operation and login logs).
 */
export const sysRowCount = pgTable('sys_row_count', {
  tableName: varchar('table_name', { length: 64 }).primaryKey(),
  rowCount: bigint('row_count', { mode: 'number' }).notNull(),
})

/**
 * The cache bus's events, kept a few minutes: a process whose LISTEN hears nothing (a pooler in the way, a
 * notification lost) polls them instead (`cache-bus.ts`). Every process writes each event here and NOTIFYs it.
 */
export const sysCacheEvent = pgTable(
  'sys_cache_event',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The JSON the NOTIFY carries: `{ origin, event }`. */
    payload: text('payload').notNull(),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [index('sys_cache_event_time_idx').on(t.createTime)],
)
