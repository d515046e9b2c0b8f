import { char, index, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core'
import { audit, auditAndRemark, id, serialId } from '../db/columns'

/** 代码生成业务表 (the family's gen_table): one imported table and its generation settings. */
export const genTable = pgTable('gen_table', {
  tableId: serialId('table_id'),
  tableName: varchar('table_name', { length: 200 }).notNull().default(''),
  tableComment: varchar('table_comment', { length: 500 }).notNull().default(''),
  subTableName: varchar('sub_table_name', { length: 64 }),
  subTableFkName: varchar('sub_table_fk_name', { length: 64 }),
  className: varchar('class_name', { length: 100 }).notNull().default(''),
  tplCategory: varchar('tpl_category', { length: 200 }).notNull().default('crud'),
  tplWebType: varchar('tpl_web_type', { length: 30 }).notNull().default('react'),
  packageName: varchar('package_name', { length: 100 }).notNull().default(''),
  moduleName: varchar('module_name', { length: 30 }).notNull().default(''),
  businessName: varchar('business_name', { length: 30 }).notNull().default(''),
  functionName: varchar('function_name', { length: 50 }).notNull().default(''),
  functionAuthor: varchar('function_author', { length: 50 }).notNull().default(''),
  formColNum: smallint('form_col_num').notNull().default(1),
  genType: char('gen_type', { length: 1 }).notNull().default('0'),
  genPath: varchar('gen_path', { length: 200 }).notNull().default('/'),
  options: varchar('options', { length: 1000 }),
  ...auditAndRemark(),
})

/** 代码生成业务表字段 (the family's gen_table_column), plus the bounds the description language takes. */
export const genTableColumn = pgTable(
  'gen_table_column',
  {
    columnId: serialId('column_id'),
    tableId: id('table_id').notNull(),
    columnName: varchar('column_name', { length: 200 }).notNull(),
    columnComment: varchar('column_comment', { length: 500 }).notNull().default(''),
    columnType: varchar('column_type', { length: 100 }).notNull().default(''),
    javaType: varchar('java_type', { length: 500 }).notNull().default('string'),
    javaField: varchar('java_field', { length: 200 }).notNull().default(''),
    isPk: char('is_pk', { length: 1 }).notNull().default('0'),
    isIncrement: char('is_increment', { length: 1 }).notNull().default('0'),
    isRequired: char('is_required', { length: 1 }).notNull().default('0'),
    isInsert: char('is_insert', { length: 1 }).notNull().default('0'),
    isEdit: char('is_edit', { length: 1 }).notNull().default('0'),
    isList: char('is_list', { length: 1 }).notNull().default('0'),
    isQuery: char('is_query', { length: 1 }).notNull().default('0'),
    queryType: varchar('query_type', { length: 200 }).notNull().default('EQ'),
    htmlType: varchar('html_type', { length: 200 }).notNull().default('input'),
    dictType: varchar('dict_type', { length: 200 }).notNull().default(''),
    minValue: varchar('min_value', { length: 32 }).notNull().default(''),
    maxValue: varchar('max_value', { length: 32 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    ...audit,
  },
  (t) => [index('gen_table_column_table_idx').on(t.tableId)],
)
