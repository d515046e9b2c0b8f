import { bigint, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core'
import { ts } from '../db/columns'

/**
 * Serial number counters (`serial/serial.ts`): one row per business type and prefix (the number's text before its
 * sequence, so a daily or per-organisation number starts again at 1 by itself).
 */
export const sysSerial = pgTable(
  'sys_serial',
  {
    bizType: varchar('biz_type', { length: 64 }).notNull(),
    prefixKey: varchar('prefix_key', { length: 100 }).notNull(),
    currentValue: bigint('current_value', { mode: 'number' }).notNull(),
    updateTime: ts('update_time').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bizType, t.prefixKey] })],
)
