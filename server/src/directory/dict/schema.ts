import { char, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { auditAndRemark, id, status } from '../../db/columns'

export const sysDictType = pgTable(
  'sys_dict_type',
  {
    dictId: id('dict_id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
    dictName: varchar('dict_name', { length: 100 }).notNull(),
    dictType: varchar('dict_type', { length: 100 }).notNull(),
    status: status(),
    ...auditAndRemark(),
  },
  (t) => [uniqueIndex('sys_dict_type_uq').on(t.dictType)],
)

export const sysDictData = pgTable(
  'sys_dict_data',
  {
    dictCode: id('dict_code').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    dictSort: integer('dict_sort').notNull().default(0),
    dictLabel: varchar('dict_label', { length: 100 }).notNull(),
    dictValue: varchar('dict_value', { length: 100 }).notNull(),
    dictType: varchar('dict_type', { length: 100 }).notNull(),
    cssClass: varchar('css_class', { length: 100 }).notNull().default(''),
    /** Tag colour: default, primary, success, info, warning, danger. */
    listClass: varchar('list_class', { length: 100 }).notNull().default('default'),
    isDefault: char('is_default', { length: 1 }).notNull().default('N'),
    status: status(),
    ...auditAndRemark(),
  },
  (t) => [
    index('sys_dict_data_type_idx').on(t.dictType, t.dictSort),
    uniqueIndex('sys_dict_data_value_uq').on(t.dictType, t.dictValue),
  ],
)
