import { char, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { auditAndRemark, id } from '../../db/columns'

export const sysConfig = pgTable(
  'sys_config',
  {
    configId: id('config_id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
    configName: varchar('config_name', { length: 100 }).notNull(),
    configKey: varchar('config_key', { length: 100 }).notNull(),
    configValue: varchar('config_value', { length: 500 }).notNull().default(''),
    /** Y built in (cannot be deleted), N user defined. */
    configType: char('config_type', { length: 1 }).notNull().default('N'),
    ...auditAndRemark(),
  },
  (t) => [uniqueIndex('sys_config_key_uq').on(t.configKey)],
)
