import {
  hasSubTable,
  isTreeTemplate,
  type FieldType,
  type GenColumn,
  type GenQueryType,
  type GenTemplate,
  type SearchOp,
} from '@wp/contract'
import { badRequest } from '../../http/errors'
import { AUDIT_COLUMNS, dataTypeOf, supported } from '../columns'
import type { DbColumn } from '../introspect'
import { camel, choicesOf, labelOf, upperSnake } from '../names'
import type { DictionaryDescription, GenOptions } from '@wp/contract'

/** What the generator reads about one imported table: its settings, its columns and the live table's columns. */
export interface TableInput {
  table: {
    tableName: string
    tableComment: string
    className: string
    tplCategory: string
    packageName: string
    moduleName: string
    businessName: string
    functionName: string
    functionAuthor: string
    subTableName: string | null
    subTableFkName: string | null
    options: GenOptions
  }
  columns: readonly GenColumn[]
  live: readonly DbColumn[]
}

/** One field of a generated description, with its column in the generated Drizzle table. */
export interface FieldPlan {
  key: string
  label: string
  type: FieldType | 'id'
  /** the builder call's name (`text`, `dict`, `createTime` …) and its arguments after key and label */
  builder: string
  options: Record<string, unknown>
  dictType?: string
  /** a dictionary field's choices as its column comment lists them (`类型（0普通 1特殊）`) */
  choices?: [string, string][]
  /** a valid value for the generated tests (none: left out of bodies) */
  sample?: unknown
}

/** One column of the generated Drizzle table. */
export interface ColumnPlan {
  property: string
  expression: string
  /** the pg-core builders it uses */
  imports: string[]
  usesSql: boolean
}

export interface ResourcePlan {
  tableName: string
  /** the Drizzle table's export (`crmCustomer`) */
  tableExport: string
  /** the description's constant (`CRM_CUSTOMER`) and row type (`CrmCustomerRow`) */
  constName: string
  rowType: string
  className: string
  key: string
  noun: string
  title: string
  path: string
  idKey: string
  nameKey?: string
  permissionPrefix: string
  /** the key of its permission set in the module's `<MODULE>_PERMISSIONS` */
  permissionKey: string
  fields: FieldPlan[]
  columns: ColumnPlan[]
  tree?: { parent: string }
  /** a sub-table's foreign key (its field key) and whether one row per master row at most */
  fk?: { key: string; one: boolean }
  sortKey?: string
}

export interface ModulePlan {
  module: string
  /** `CRM` for `<MODULE>_PERMISSIONS` */
  upper: string
  packageName: string
  author: string
  template: GenTemplate
  title: string
  parentMenuKey?: string
  master: ResourcePlan
  sub?: ResourcePlan
  /** the dictionaries its fields name that the database does not have: seeded by the module */
  dictionaries: DictionaryDescription[]
}

const SEARCH_OPS: Record<GenQueryType, SearchOp> = {
  EQ: 'equals',
  NE: 'notEquals',
  GT: 'gt',
  GTE: 'gte',
  LT: 'lt',
  LTE: 'lte',
  LIKE: 'like',
  BETWEEN: 'between',
  IN: 'in',
}
const TEXT_LIKE: FieldType[] = ['text', 'textarea', 'richText']
const ORDERED: FieldType[] = ['date', 'datetime', 'integer', 'number', 'money', 'percent']
/** The fields each query type applies to (as the description language has it), by what it says when refused. */
const QUERY_FITS: Partial<Record<SearchOp, [fits: (t: FieldType) => boolean, only: string]>> = {
  like: [(t) => TEXT_LIKE.includes(t), '文本'],
  in: [(t) => t === 'dict' || t === 'status', '字典字段'],
  between: [(t) => ORDERED.includes(t), '日期和数字'],
  gt: [(t) => ORDERED.includes(t), '日期和数字'],
  gte: [(t) => ORDERED.includes(t), '日期和数字'],
  lt: [(t) => ORDERED.includes(t), '日期和数字'],
  lte: [(t) => ORDERED.includes(t), '日期和数字'],
}
const INTEGER_TYPES = ['smallint', 'integer', 'bigint']

function fieldTypeOf(c: GenColumn, live: DbColumn): FieldType {
  const dt = live.dataType
  const isString = c.javaType === 'string' && !dt.startsWith('timestamp') && dt !== 'date'
  const dateLike = dt === 'date' ? 'date' : dt.startsWith('timestamp') ? 'datetime' : undefined
  switch (c.htmlType) {
    case 'editor':
      if (isString) return 'richText'
      break
    case 'imageUpload':
      if (isString) return 'image'
      break
    case 'fileUpload':
      if (isString) return 'file'
      break
    case 'money':
      if (dt === 'numeric') return 'money'
      break
    case 'select':
    case 'radio':
    case 'checkbox':
      if (c.dictType && isString) return 'dict'
      break
    case 'date':
    case 'datetime':
      if (dateLike) return dateLike
      if (isString) return c.htmlType
      break
    case 'textarea':
      if (isString) return 'textarea'
      break
  }
  if (dateLike) return dateLike
  if (dt === 'boolean') return 'boolean'
  if (INTEGER_TYPES.includes(dt))
    return /(^|_)dept_id$/.test(c.columnName) ? 'dept' : /(^|_)user_id$/.test(c.columnName) ? 'user' : 'integer'
  if (dt === 'numeric' || dt === 'real' || dt === 'double precision') return 'number'
  return 'text'
}

const clamp = (v: number, min?: number, max?: number) => Math.min(max ?? v, Math.max(min ?? v, v))

function sampleOf(
  type: FieldType,
  f: { maxLength?: number; min?: number; max?: number; multiple?: boolean },
  label: string,
) {
  const fit = (s: string) => s.slice(0, Math.max(1, f.maxLength ?? s.length))
  switch (type) {
    case 'text':
      return fit(`${label}1`)
    case 'textarea':
      return fit('说明')
    case 'richText':
      return '<p>说明</p>'
    case 'integer':
      return clamp(1, f.min, f.max)
    case 'number':
    case 'money':
    case 'percent':
      return clamp(12.5, f.min, f.max)
    case 'date':
      return '2026-01-02'
    case 'datetime':
      return '2026-01-02 03:04:05'
    case 'dict':
    case 'status':
      return '0'
    case 'boolean':
      return true
    case 'dept':
      return 103
    case 'user':
      return 1
    case 'image':
      return '/profile/upload/sample.png'
    case 'file':
      return '/profile/upload/sample.pdf'
  }
}

/**
 * The column's default as the field's (the server's value for a field left out, the dialog's first value): literals
 * only (`'0'::bpchar`, `1`, `true`); expressions such as now() stay the database's.
 */
function defaultOf(live: DbColumn, type: FieldType): string | number | boolean | undefined {
  const d = live.defaultValue
  if (d === null || /^nextval\(/.test(d)) return undefined
  const quoted = /^'((?:[^']|'')*)'(::[\w\s]+)?$/.exec(d)
  if (quoted && ['text', 'textarea', 'dict', 'status'].includes(type)) return quoted[1].replace(/''/g, "'")
  if (/^-?\d+(\.\d+)?$/.test(d) && ['integer', 'number', 'money', 'percent'].includes(type)) return Number(d)
  if ((d === 'true' || d === 'false') && type === 'boolean') return d === 'true'
  return undefined
}

const AUDIT_BUILDERS: Record<string, string> = {
  create_by: 'createBy',
  create_time: 'createTime',
  update_by: 'updateBy',
  update_time: 'updateTime',
}

function fieldOf(c: GenColumn, live: DbColumn): FieldPlan {
  const key = c.javaField
  const label = labelOf(c.columnComment, c.columnName)
  const yes = (v: string) => v === '1'
  const roles: Record<string, unknown> = {}
  if (yes(c.isList)) roles.list = true
  if (c.isPk === '1') return { key, label, type: 'id', builder: 'id', options: roles }
  const type = fieldTypeOf(c, live)
  if (yes(c.isQuery)) {
    const op = SEARCH_OPS[c.queryType as GenQueryType] ?? 'equals'
    const [fits, only] = QUERY_FITS[op] ?? [() => true, '']
    if (!fits(type)) throw badRequest(`字段 ${c.columnName}：查询方式 ${c.queryType} 只用于${only}`)
    const usual: SearchOp = TEXT_LIKE.includes(type)
      ? 'like'
      : type === 'date' || type === 'datetime'
        ? 'between'
        : 'equals'
    roles.search = op === usual ? true : { op }
  }
  if (AUDIT_COLUMNS.includes(c.columnName) && live.columnName === c.columnName && key === camel(c.columnName)) {
    if (yes(c.isList)) roles.export = true
    return { key, label, type, builder: AUDIT_BUILDERS[c.columnName], options: roles }
  }
  const o: Record<string, unknown> = {}
  const readonly = !yes(c.isInsert) && !yes(c.isEdit)
  if (readonly) o.readonly = true
  else if (yes(c.isRequired)) o.required = true
  if (['text', 'textarea', 'richText', 'dict'].includes(type) && live.maxLength) o.maxLength = live.maxLength
  const initial = defaultOf(live, type)
  if (initial !== undefined && !readonly) o.default = initial
  if (c.minValue !== '') o.min = Number(c.minValue)
  if (c.maxValue !== '') o.max = Number(c.maxValue)
  if (type === 'number' && live.dataType === 'numeric' && live.scale !== null && live.scale !== 2)
    o.precision = live.scale
  if (type === 'dict' && c.htmlType === 'checkbox') o.multiple = true
  Object.assign(o, roles)
  if (!readonly) {
    const control = c.htmlType === 'radio' || c.htmlType === 'checkbox' ? c.htmlType : undefined
    if (type === 'dict' && control) o.form = { control, ...(yes(c.isEdit) ? {} : { readOnly: 'edit' }) }
    else o.form = yes(c.isEdit) ? true : { readOnly: 'edit' }
  }
  if (yes(c.isList)) o.export = true
  const required = o.required === true
  return {
    key,
    label,
    type,
    builder: type === 'dict' ? 'dict' : type,
    options: o,
    ...(type === 'dict' ? { dictType: c.dictType, choices: choicesOf(c.columnComment) } : {}),
    ...(required ? { sample: sampleOf(type, o as never, label) } : {}),
  }
}

/** The Drizzle column of a live column, as its table has it (type, length, identity, not null, default). */
function columnOf(live: DbColumn, property: string): ColumnPlan {
  const n = `'${live.columnName}'`
  const serial = /^nextval\(/.test(live.defaultValue ?? '')
  let base: string
  let builder: string
  switch (live.dataType) {
    case 'smallint':
      ;[builder, base] = serial ? ['smallserial', `smallserial(${n})`] : ['smallint', `smallint(${n})`]
      break
    case 'integer':
      ;[builder, base] = serial ? ['serial', `serial(${n})`] : ['integer', `integer(${n})`]
      break
    case 'bigint':
      ;[builder, base] = serial
        ? ['bigserial', `bigserial(${n}, { mode: 'number' })`]
        : ['bigint', `bigint(${n}, { mode: 'number' })`]
      break
    case 'numeric':
      builder = 'numeric'
      base =
        live.precision === null
          ? `numeric(${n}, { mode: 'number' })`
          : `numeric(${n}, { precision: ${live.precision}, scale: ${live.scale ?? 0}, mode: 'number' })`
      break
    case 'real':
      ;[builder, base] = ['real', `real(${n})`]
      break
    case 'double precision':
      ;[builder, base] = ['doublePrecision', `doublePrecision(${n})`]
      break
    case 'character varying':
      builder = 'varchar'
      base = live.maxLength === null ? `varchar(${n})` : `varchar(${n}, { length: ${live.maxLength} })`
      break
    case 'character':
      ;[builder, base] = ['char', `char(${n}, { length: ${live.maxLength ?? 1} })`]
      break
    case 'text':
    case 'uuid':
    case 'boolean':
    case 'json':
    case 'jsonb':
      ;[builder, base] = [live.dataType, `${live.dataType}(${n})`]
      break
    case 'date':
      ;[builder, base] = ['date', `date(${n}, { mode: 'string' })`]
      break
    case 'timestamp with time zone':
      ;[builder, base] = ['timestamp', `timestamp(${n}, { mode: 'date', withTimezone: true })`]
      break
    case 'timestamp without time zone':
      ;[builder, base] = ['timestamp', `timestamp(${n}, { mode: 'date' })`]
      break
    default:
      throw badRequest(`列 ${live.columnName} 的类型 ${live.columnType} 暂不支持生成`)
  }
  let expression = base
  let usesSql = false
  if (live.isPk) expression += '.primaryKey()'
  if (live.identity === 'ALWAYS') expression += '.generatedAlwaysAsIdentity()'
  if (live.identity === 'BY DEFAULT') expression += '.generatedByDefaultAsIdentity()'
  if (!live.nullable && !live.isPk && !serial && !live.identity) expression += '.notNull()'
  const d = live.defaultValue
  if (d !== null && !serial) {
    const quoted = /^'((?:[^']|'')*)'::[\w\s]+$/.exec(d)
    if (quoted && !live.dataType.startsWith('timestamp')) expression += `.default('${quoted[1].replace(/''/g, "\\'")}')`
    else if (/^-?\d+(\.\d+)?$/.test(d) && live.dataType !== 'character varying' && live.dataType !== 'text')
      expression += `.default(${Number(d)})`
    else if (d === 'true' || d === 'false') expression += `.default(${d})`
    else if (/^(now\(\)|CURRENT_TIMESTAMP)$/i.test(d) && live.dataType.startsWith('timestamp'))
      expression += '.defaultNow()'
    else {
      usesSql = true
      expression += `.default(sql\`${d.replace(/[`\\$]/g, (m) => `\\${m}`)}\`)`
    }
  }
  return { property, expression, imports: [builder], usesSql }
}

function resourceOf(
  input: TableInput,
  module: string,
  upper: string,
  extra: { tree?: { code: string; parent: string; name: string }; fkColumn?: string; one?: boolean },
): ResourcePlan {
  const { table, columns, live } = input
  if (!live.length) throw badRequest(`表 ${table.tableName} 在数据库中不存在，请先同步`)
  const liveByName = new Map(live.map((c) => [c.columnName, c]))
  const pks = live.filter((c) => c.isPk)
  if (pks.length !== 1) throw badRequest(`表 ${table.tableName} 须有单列主键`)
  const pk = pks[0]
  if (!INTEGER_TYPES.includes(pk.dataType) || !(pk.identity || /^nextval\(/.test(pk.defaultValue ?? '')))
    throw badRequest(`表 ${table.tableName} 的主键 ${pk.columnName} 须为自增整数列`)
  const stale = columns.filter(
    (c) => !liveByName.has(c.columnName) || liveByName.get(c.columnName)!.columnType !== c.columnType,
  )
  if (stale.length)
    throw badRequest(`表 ${table.tableName} 的列 ${stale.map((c) => c.columnName).join('、')} 已变化，请先同步`)
  const described = columns.filter((c) => supported(dataTypeOf(c.columnType)))
  const fields = described.map((c) => fieldOf(c, liveByName.get(c.columnName)!))
  const byColumn = new Map(described.map((c, i) => [c.columnName, fields[i]]))
  const keyOfColumn = (name: string) => byColumn.get(name)?.key ?? camel(name)
  const properties = new Map(columns.map((c) => [c.columnName, c.javaField]))
  const tableColumns = live.map((c) => columnOf(c, properties.get(c.columnName) ?? camel(c.columnName)))
  const idKey = keyOfColumn(pk.columnName)
  const key = table.businessName
  const treeName = extra.tree ? keyOfColumn(extra.tree.name) : undefined
  const firstText = fields.find((f) => f.type === 'text' && f.options.readonly !== true)
  const fk = extra.fkColumn ? byColumn.get(extra.fkColumn) : undefined
  if (extra.fkColumn && (!fk || !INTEGER_TYPES.includes(liveByName.get(extra.fkColumn)!.dataType)))
    throw badRequest(`子表 ${table.tableName} 的外键 ${extra.fkColumn} 须为整数列`)
  if (fk) {
    // the foreign key: required, a filter and a column, whatever the grid said
    fk.builder = 'integer'
    fk.type = 'integer'
    fk.options = { ...fk.options, required: true, readonly: undefined, list: true, search: true, form: true, min: 1 }
    delete fk.options.readonly
    delete fk.sample
  }
  if (extra.tree) {
    // a new row starts at the top of the tree (0, the family's root) unless given a parent
    const parent = byColumn.get(extra.tree.parent)
    if (!parent || !INTEGER_TYPES.includes(liveByName.get(extra.tree.parent)!.dataType))
      throw badRequest(`树父编码字段 ${extra.tree.parent} 须为整数列`)
    if (parent.sample !== undefined) parent.sample = 0
  }
  const sortField = fields.find((f) => /^(orderNum|sort|sortNo|seq)$/.test(f.key) && f.type === 'integer')
  const prefix =
    module === table.moduleName && table.options.permissionPrefix ? table.options.permissionPrefix : `${module}:${key}`
  return {
    tableName: table.tableName,
    tableExport: camel(table.tableName),
    constName: `${upper}_${upperSnake(key)}`,
    rowType: `${table.className}Row`,
    className: table.className,
    key,
    noun: table.functionName,
    title: table.functionName,
    path: `/${module}/${key}`,
    idKey,
    nameKey: treeName ?? firstText?.key,
    permissionPrefix: prefix,
    permissionKey: key,
    fields,
    columns: tableColumns,
    ...(extra.tree ? { tree: { parent: keyOfColumn(extra.tree.parent) } } : {}),
    ...(fk ? { fk: { key: fk.key, one: !!extra.one } } : {}),
    ...(sortField ? { sortKey: sortField.key } : {}),
  }
}

/** The dictionaries the fields name that are not among `known`, each once, its entries from the column comment. */
function missingDictionaries(resources: ResourcePlan[], known: ReadonlySet<string>): DictionaryDescription[] {
  const fields = resources.flatMap((r) => r.fields).filter((f) => f.dictType && !known.has(f.dictType))
  return [...new Map(fields.map((f) => [f.dictType!, f])).values()].map((f) => ({
    type: f.dictType!,
    name: f.label,
    items: f.choices ?? [],
  }))
}

/**
 * Everything the templates need, checked: a clear refusal for what cannot be generated. `knownDicts`: the dictionary
 * types the database has (the others are seeded by the module).
 */
export function planModule(
  master: TableInput,
  sub: TableInput | undefined,
  knownDicts: ReadonlySet<string> = new Set(),
): ModulePlan {
  const t = master.table
  const template = t.tplCategory as GenTemplate
  const module = t.moduleName
  const upper = module.toUpperCase()
  const o = t.options
  const tree = isTreeTemplate(template)
    ? { code: o.treeCode ?? '', parent: o.treeParentCode ?? '', name: o.treeName ?? '' }
    : undefined
  if (tree && (!tree.code || !tree.parent || !tree.name)) throw badRequest('树表须设置树编码、树父编码和树名称字段')
  const masterPlan = resourceOf(master, module, upper, { tree })
  let subPlan: ResourcePlan | undefined
  if (hasSubTable(template)) {
    if (!sub) throw badRequest('主子表须选择已导入的子表')
    subPlan = resourceOf({ ...sub, table: { ...sub.table, moduleName: module } }, module, upper, {
      fkColumn: t.subTableFkName ?? '',
      one: template === 'one',
    })
    if (subPlan.key === masterPlan.key) throw badRequest('子表的业务名不能与主表相同')
    if (subPlan.className === masterPlan.className) throw badRequest('子表的实体类名称不能与主表相同')
  }
  return {
    module,
    upper,
    packageName: t.packageName || `@wp/${module}`,
    author: t.functionAuthor,
    template,
    title: labelOf(t.tableComment, t.functionName),
    parentMenuKey: o.parentMenuKey,
    master: masterPlan,
    sub: subPlan,
    dictionaries: missingDictionaries([masterPlan, ...(subPlan ? [subPlan] : [])], knownDicts),
  }
}
