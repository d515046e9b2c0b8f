import type { GenColumn, GenHtmlType, GenQueryType, GenTsType } from '@wp/contract'
import type { DbColumn } from './introspect'
import { camel } from './names'

/** The family's audit columns: set by the server, never typed in. */
export const AUDIT_COLUMNS = ['create_by', 'create_time', 'update_by', 'update_time']
const NOT_EDIT = ['del_flag', ...AUDIT_COLUMNS]
const NOT_LIST = ['del_flag', 'create_by', 'update_by', 'update_time']
const NOT_QUERY = ['del_flag', 'remark', ...AUDIT_COLUMNS]

const INTEGER_TYPES = ['smallint', 'integer', 'bigint']
const DECIMAL_TYPES = ['numeric', 'real', 'double precision']
const TEXT_TYPES = ['character varying', 'character', 'text', 'uuid']
const DATE_TYPES = ['date', 'timestamp with time zone', 'timestamp without time zone']

/** Whether the generator can describe the column (json, bytea, arrays, intervals… cannot be a field). */
export const supported = (dataType: string) =>
  [...INTEGER_TYPES, ...DECIMAL_TYPES, ...TEXT_TYPES, ...DATE_TYPES, 'boolean'].includes(dataType)

/** The data type part of a stored column type: `character varying(50)` → `character varying`. */
export const dataTypeOf = (columnType: string) => columnType.replace(/\(.*\)$/, '')

export const tsTypeOf = (dataType: string): GenTsType =>
  INTEGER_TYPES.includes(dataType) || DECIMAL_TYPES.includes(dataType)
    ? 'number'
    : dataType === 'boolean'
      ? 'boolean'
      : 'string'

const isIncrement = (c: DbColumn) => c.identity !== null || /^nextval\(/.test(c.defaultValue ?? '')

function htmlTypeOf(c: DbColumn): GenHtmlType {
  const name = c.columnName
  if (c.dataType === 'date') return 'date'
  if (c.dataType.startsWith('timestamp')) return 'datetime'
  if (c.dataType === 'numeric' && /(amount|money|price|fee|fund|cost)$/.test(name)) return 'money'
  if (!TEXT_TYPES.includes(c.dataType)) return 'input'
  if (/(image|avatar|photo|picture)s?$/.test(name)) return 'imageUpload'
  if (/(file|attachment)s?$/.test(name)) return 'fileUpload'
  if (/content$/.test(name)) return 'editor'
  if (/status$/.test(name)) return 'radio'
  if (/(type|sex|gender)$/.test(name)) return 'select'
  if (c.dataType === 'text' || (c.maxLength ?? 0) >= 500) return 'textarea'
  return 'input'
}

function queryTypeOf(c: DbColumn, html: GenHtmlType): GenQueryType {
  if (html === 'date' || html === 'datetime') return 'BETWEEN'
  if (TEXT_TYPES.includes(c.dataType) && /(name|title)$/.test(c.columnName)) return 'LIKE'
  return 'EQ'
}

const flag = (yes: boolean) => (yes ? '1' : '0')

/**
 * A column as first imported (the family's `GenUtils.initColumnField`): the field's key from the name, its label
 * from the comment, the display and query types from the type and name, the roles from the family's lists (no audit
 * column in forms, no `remark` among the filters); columns the generator cannot describe get no role at all.
 */
export function importedColumn(c: DbColumn, tableId: number): Omit<GenColumn, 'columnId'> {
  const html = htmlTypeOf(c)
  const usable = supported(c.dataType)
  const plain = usable && !c.isPk
  return {
    tableId,
    columnName: c.columnName,
    columnComment: c.comment || c.columnName,
    columnType: c.columnType,
    javaType: tsTypeOf(c.dataType),
    javaField: camel(c.columnName),
    isPk: flag(c.isPk),
    isIncrement: flag(isIncrement(c)),
    isRequired: flag(plain && !c.nullable && c.defaultValue === null && !NOT_EDIT.includes(c.columnName)),
    isInsert: flag(plain && !NOT_EDIT.includes(c.columnName)),
    isEdit: flag(plain && !NOT_EDIT.includes(c.columnName)),
    isList: flag(usable && !NOT_LIST.includes(c.columnName) && html !== 'editor' && html !== 'textarea'),
    isQuery: flag(
      plain &&
        !NOT_QUERY.includes(c.columnName) &&
        ['input', 'select', 'radio', 'date', 'datetime'].includes(html) &&
        !(html === 'input' && tsTypeOf(c.dataType) !== 'string'),
    ),
    queryType: queryTypeOf(c, html),
    htmlType: html,
    dictType: c.columnName === 'status' && c.dataType === 'character' ? 'sys_normal_disable' : '',
    minValue: '',
    maxValue: '',
    sort: c.position,
  }
}
