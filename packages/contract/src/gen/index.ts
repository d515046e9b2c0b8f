// 代码生成 (the family's ruoyi-gen): the generator's permissions and the shapes its screens read, shared by
// server/src/gen and packages/gen.
import { permissionSet, permissionsOf } from '../permissions'
import { defineResource, field as f, type RowOf } from '../resource'

/** The family's `tool:gen:*`: list, query, edit (and sync), remove, import, preview, code (download / write). */
export const GEN_PERMISSIONS = {
  table: permissionSet('tool:gen', ['list', 'query', 'edit', 'remove', 'import', 'preview', 'code']),
} as const

export const GEN_PERMISSION_LIST = permissionsOf(GEN_PERMISSIONS)

/** The keys of a labels object in its order: the values a choice takes, each named once, beside its label. */
const keysOf = <const L extends Readonly<Record<string, string>>>(labels: L) =>
  Object.keys(labels) as readonly (keyof L & string)[]

/**
 * The templates: the family's `crud` (one table), `tree` and `sub` (master–detail: a sub-table and its foreign
 * key), and two it lacks, `one` (a one-to-one sub-table: at most one detail row per master row) and `treeSub` (a tree
 * that is also master–detail).
 */
export const GEN_TEMPLATE_LABELS = {
  crud: '单表（增删改查）',
  tree: '树表（增删改查）',
  sub: '主子表（增删改查）',
  one: '一对一子表（增删改查）',
  treeSub: '树表 + 主子表（增删改查）',
} as const
export const GEN_TEMPLATES = keysOf(GEN_TEMPLATE_LABELS)
export type GenTemplate = (typeof GEN_TEMPLATES)[number]
/** Templates with a sub-table (`subTableName`, `subTableFkName`). */
export const hasSubTable = (t: string) => t === 'sub' || t === 'one' || t === 'treeSub'
/** Templates whose master is a tree (`treeCode`, `treeParentCode`, `treeName`). */
export const isTreeTemplate = (t: string) => t === 'tree' || t === 'treeSub'

/** How a column is shown in the dialog (the family's html_type, plus date, money). */
export const GEN_HTML_TYPE_LABELS = {
  input: '文本框',
  textarea: '文本域',
  select: '下拉框',
  radio: '单选框',
  checkbox: '复选框',
  date: '日期控件',
  datetime: '日期时间控件',
  money: '金额',
  imageUpload: '图片上传',
  fileUpload: '文件上传',
  editor: '富文本控件',
} as const
export const GEN_HTML_TYPES = keysOf(GEN_HTML_TYPE_LABELS)
export type GenHtmlType = (typeof GEN_HTML_TYPES)[number]

/**
 * How a query field compares (the family's query_type), each a search op of the description language: EQ equals,
 * NE notEquals, GT / GTE / LT / LTE gt / gte / lt / lte (dates and numbers), LIKE like (text), BETWEEN between (dates
 * and numbers) and IN in (dictionary fields, several choices).
 */
export const GEN_QUERY_TYPE_LABELS = {
  EQ: '=',
  NE: '!=',
  GT: '>',
  GTE: '>=',
  LT: '<',
  LTE: '<=',
  LIKE: 'LIKE',
  BETWEEN: 'BETWEEN',
  IN: 'IN',
} as const
export const GEN_QUERY_TYPES = keysOf(GEN_QUERY_TYPE_LABELS)
export type GenQueryType = (typeof GEN_QUERY_TYPES)[number]

/** The TypeScript type a column's value has in rows (the family's java_type column holds it). */
export const GEN_TS_TYPES = ['string', 'number', 'boolean'] as const
export type GenTsType = (typeof GEN_TS_TYPES)[number]
/**
 * The family's java_type values as our types, so its edit screen's choices save: numbers are `number`, a `Date` is
 * the text `yyyy-MM-dd HH:mm:ss` the API carries.
 */
export const GEN_JAVA_TYPES: Record<string, GenTsType> = {
  Long: 'number',
  Integer: 'number',
  Double: 'number',
  BigDecimal: 'number',
  String: 'string',
  Date: 'string',
  Boolean: 'boolean',
}

/** One column of an imported table (`gen_table_column`), with the family's field names. */
export interface GenColumn {
  columnId: number
  tableId: number
  columnName: string
  columnComment: string
  /** the database's type, as information_schema spells it with its length: `character varying(50)` */
  columnType: string
  /** the TypeScript type (`string`, `number`, `boolean`); the family's screens call it javaType */
  javaType: GenTsType
  /** the field's key (camelCase) */
  javaField: string
  isPk: '0' | '1'
  isIncrement: '0' | '1'
  isRequired: '0' | '1'
  isInsert: '0' | '1'
  isEdit: '0' | '1'
  isList: '0' | '1'
  isQuery: '0' | '1'
  queryType: GenQueryType
  htmlType: GenHtmlType
  dictType: string
  /** bounds of numbers (inclusive), empty for none */
  minValue: string
  maxValue: string
  sort: number
}

/** Generation info kept in gen_table.options (the family keeps treeCode, treeParentCode, treeName, parentMenuId there). */
export interface GenOptions {
  treeCode?: string
  treeParentCode?: string
  treeName?: string
  /** the menu key the module's menus hang under (`system.tool`); none: the module's own directory */
  parentMenuKey?: string
  /** the permission prefix; default `<moduleName>:<businessName>` */
  permissionPrefix?: string
}

/** One imported table (`gen_table`), with the family's field names. */
export interface GenTableInfo extends GenOptions {
  tableId: number
  tableName: string
  tableComment: string
  subTableName: string | null
  subTableFkName: string | null
  className: string
  tplCategory: GenTemplate
  tplWebType: string
  /** the feature package's name: `@wp/<moduleName>` */
  packageName: string
  moduleName: string
  businessName: string
  functionName: string
  functionAuthor: string
  genType: '0' | '1'
  genPath: string
  options: string | null
  remark: string | null
  createTime?: string | null
  updateTime?: string | null
  columns?: GenColumn[]
}

/** What `GET /tool/gen/:tableId` answers (the family's shape): the table, its columns, every imported table. */
export interface GenDetail {
  info: GenTableInfo
  rows: GenColumn[]
  tables: GenTableInfo[]
}

/** A table of the database not yet imported (`GET /tool/gen/db/list`). */
export interface DbTableRow {
  tableName: string
  tableComment: string
  createTime: string | null
  updateTime: string | null
}

/** What a sync changed (`GET /tool/gen/synchDb/:tableName` answers it as data). */
export interface GenSyncDiff {
  added: string[]
  removed: string[]
  /** columns whose database type or comment changed (the user's edits to the others are kept) */
  changed: string[]
}

/** Files of a generated module: path in the working tree → content. */
export type GenFiles = Record<string, string>

/**
 * The list of imported tables as the list screen shows it (served by the generator's own routes at the same paths:
 * `GET /tool/gen/list`, `DELETE /tool/gen/:tableIds`); its 编辑 opens `/gen/edit/:tableId`.
 */
export const GEN_TABLE = defineResource({
  module: 'gen',
  key: 'genTable',
  title: '代码生成',
  noun: '表',
  path: '/tool/gen',
  id: 'tableId',
  name: 'tableName',
  permissions: {
    list: GEN_PERMISSIONS.table.list,
    remove: GEN_PERMISSIONS.table.remove,
  },
  fields: [
    f.id('tableId', '序号', { list: { width: 80 } }),
    f.text('tableName', '表名称', { required: true, list: { width: 200 }, search: true }),
    f.text('tableComment', '表描述', { list: true, search: true }),
    f.text('className', '实体', { list: { width: 160 } }),
    f.createTime({ list: { width: 170 }, search: true }),
    f.updateTime({ list: { width: 170 } }),
  ],
})
export type GenTableRow = RowOf<typeof GEN_TABLE>
