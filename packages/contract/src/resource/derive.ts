import type {
  ChoiceControl,
  ExportRole,
  FieldDescription,
  FormRole,
  ListRole,
  ResourceAction,
  ResourceDescription,
  SearchOp,
  SearchRole,
  SortDirection,
  UniqueRule,
} from './language'

/**
 * What both sides read from a description the same way: which fields play which role, which actions exist, the
 * sort, the defaults, the messages. The server's routes and the browser's screens call these, so they agree.
 */

type Role = 'list' | 'search' | 'form' | 'export'
type RoleOf<K extends Role> = { list: ListRole; search: SearchRole; form: FormRole; export: ExportRole }[K]

/** A field's role as an object (`true` → `{}`), or undefined when the field does not play it. */
export function roleOf<K extends Role>(field: FieldDescription, role: K): RoleOf<K> | undefined {
  const value = field[role]
  if (value === undefined || value === false) return undefined
  return (value === true ? {} : value) as RoleOf<K>
}

/** The fields playing a role, in the description's order (the role's `layout` first, when it names one). */
export function fieldsIn(r: ResourceDescription, role: Role): FieldDescription[] {
  const playing = r.fields.filter((f) => roleOf(f, role) !== undefined)
  const layout = role === 'search' ? undefined : r.layout?.[role]
  if (!layout) return playing
  const at = (f: FieldDescription) => {
    const i = layout.indexOf(f.key)
    return i < 0 ? layout.length : i
  }
  return playing
    .map((f, i) => [f, i] as const)
    .sort(([a, i], [b, j]) => at(a) - at(b) || i - j)
    .map(([f]) => f)
}

export function fieldOf(r: ResourceDescription, key: string): FieldDescription {
  const field = r.fields.find((f) => f.key === key)
  if (!field) throw new Error(`${r.module}.${r.key}: no field ${key}`)
  return field
}

/** The fields a body carries: all but the id and what the server sets; an edit's not those set only on add. */
export const inputFields = (r: ResourceDescription, mode: 'add' | 'edit' = 'add'): FieldDescription[] =>
  r.fields.filter((f) => !f.readonly && f.key !== r.id && !(mode === 'edit' && f.createOnly))

/** The fields an import's sheet carries: those the dialog edits that a body takes (what a user could type in). */
export const importFields = (r: ResourceDescription): FieldDescription[] => {
  const form = new Set(fieldsIn(r, 'form').map((f) => f.key))
  return inputFields(r).filter((f) => form.has(f.key))
}

/** The values a new record starts with. */
export function defaultsOf(r: ResourceDescription): Record<string, string | number | boolean> {
  const values: Record<string, string | number | boolean> = {}
  for (const f of inputFields(r)) if (f.default !== undefined) values[f.key] = f.default
  return values
}

const NUMERIC = new Set(['integer', 'number', 'money', 'percent'])
export const isNumeric = (f: FieldDescription) => NUMERIC.has(f.type)

/** How a search field compares: its own `op`, else like for text, between for dates, equals for the rest. */
export function searchOpOf(field: FieldDescription): SearchOp {
  const op = roleOf(field, 'search')?.op
  if (op) return op
  if (field.type === 'date' || field.type === 'datetime') return 'between'
  if (field.type === 'text' || field.type === 'textarea' || field.type === 'richText') return 'like'
  return 'equals'
}

/** The keys under `params` a range search is sent as: its own, else `begin<Key>` / `end<Key>`. */
export function rangeKeysOf(field: FieldDescription): readonly [string, string] {
  const keys = roleOf(field, 'search')?.params
  if (keys) return keys
  const name = field.key[0].toUpperCase() + field.key.slice(1)
  return [`begin${name}`, `end${name}`]
}

/** The dictionary type that labels a field's values (`status` defaults to sys_normal_disable). */
export const dictTypeOf = (f: FieldDescription): string | undefined =>
  f.dictType ?? (f.type === 'status' ? 'sys_normal_disable' : undefined)

/** The dialog control of a choice field. */
export const choiceControlOf = (f: FieldDescription): ChoiceControl =>
  roleOf(f, 'form')?.control ?? (f.type === 'status' ? 'radio' : 'select')

/** Whether a field holds several values (comma-joined on the wire). */
export const isMultiple = (f: FieldDescription): boolean => !!f.multiple || roleOf(f, 'form')?.control === 'checkbox'

/** The status field whose list switch changes a row's status, if any. */
export const switchFieldOf = (r: ResourceDescription): FieldDescription | undefined =>
  r.fields.find((f) => f.type === 'status' && roleOf(f, 'list')?.switch)

/** The permission of an action, or undefined when the resource does not offer it. */
export function permissionOf(r: ResourceDescription, action: ResourceAction): `${string}:${string}` | undefined {
  const p = r.permissions
  switch (action) {
    case 'changeStatus':
      return switchFieldOf(r) ? (p.changeStatus ?? p.edit) : undefined
    case 'export':
      return fieldsIn(r, 'export').length ? p.export : undefined
    case 'import':
      return importFields(r).length ? p.import : undefined
    default:
      return p[action]
  }
}

/** The actions the resource offers (those with a permission). */
export const actionsOf = (r: ResourceDescription): ResourceAction[] =>
  (['list', 'query', 'add', 'edit', 'remove', 'export', 'changeStatus', 'clean', 'import'] as const).filter((a) =>
    permissionOf(r, a),
  )

/** The fields a client may sort by, and the order when it names none (ending with the id, for a stable page). */
export function sortOf(r: ResourceDescription): {
  fields: readonly string[]
  order: readonly (readonly [string, SortDirection])[]
} {
  const order = r.sort?.order ?? []
  return {
    fields: r.sort?.fields ?? [],
    order: order.some(([key]) => key === r.id) ? order : [...order, [r.id, 'asc'] as const],
  }
}

/** The field that names a row (`postName`), else the id. */
export const nameOf = (r: ResourceDescription): string => r.name ?? r.id

/** What a lookup of a missing id says: 岗位不存在. */
export const notFoundOf = (r: ResourceDescription) => `${r.noun}不存在`

/** The export sheet's and file's name. */
export const sheetOf = (r: ResourceDescription) => r.sheet ?? r.noun

/** The refusal of a repeated value, from the rule's template (see `UniqueRule`). */
export function uniqueMessage(
  r: ResourceDescription,
  rule: UniqueRule,
  verb: '新增' | '修改',
  values: Record<string, unknown>,
): string {
  const template = rule.message ?? `{verb}{noun}'{${nameOf(r)}}'失败，{label}已存在`
  const label = fieldOf(r, rule.fields[0]).label
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === 'verb') return verb
    if (name === 'noun') return r.noun
    if (name === 'label') return label
    const value = values[name]
    return value === undefined || value === null ? '' : String(value)
  })
}

/**
 * A date or time written with a parseTime pattern (`{y}-{m}-{d} {h}:{i}:{s}`), for the server's export cells: a
 * Date, or the family's `yyyy-MM-dd HH:mm:ss` text.
 */
export function formatTime(value: Date | string, pattern: string): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  const d =
    typeof value === 'string' ? new Date(value.length === 10 ? `${value}T00:00:00` : value.replace(' ', 'T')) : value
  if (Number.isNaN(d.getTime())) return String(value)
  const parts: Record<string, string> = {
    y: String(d.getFullYear()),
    m: pad(d.getMonth() + 1),
    d: pad(d.getDate()),
    h: pad(d.getHours()),
    i: pad(d.getMinutes()),
    s: pad(d.getSeconds()),
  }
  return pattern.replace(/\{([ymdhis])\}/g, (_, k: string) => parts[k])
}

/** snake_case of a camelCase key: the stored column's name (`postName` → `post_name`). */
export const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase())

/**
 * The messages a server gives about a field's value: each names the field by its label. (Dialogs show the spec's
 * wording through the kit's rules before anything is sent.)
 */
export const FIELD_MESSAGES = {
  required: (label: string) => `${label}不能为空`,
  maxLength: (label: string, n: number) => `${label}长度不能超过${n}个字符`,
  minLength: (label: string, n: number) => `${label}长度不能少于${n}个字符`,
  lengthBetween: (label: string, min: number, max: number) => `${label}长度必须介于 ${min} 和 ${max} 之间`,
  min: (label: string, n: number) => `${label}不能小于${n}`,
  max: (label: string, n: number) => `${label}不能大于${n}`,
  number: (label: string) => `${label}应为数字`,
  integer: (label: string) => `${label}应为整数`,
  precision: (label: string, p: number) => `${label}最多保留${p}位小数`,
  text: (label: string) => `${label}应为文本`,
  markup: (label: string) => `${label}不能包含脚本字符`,
  date: (label: string) => `${label}应为日期（yyyy-MM-dd）`,
  datetime: (label: string) => `${label}应为时间（yyyy-MM-dd HH:mm:ss）`,
  choice: (label: string) => `${label}的取值不在可选范围内`,
  boolean: (label: string) => `${label}应为是或否`,
  id: (label: string) => `${label}应为编号`,
  address: (label: string) => `${label}应为上传文件的地址`,
} as const
