import { roleOf, searchOpOf } from './derive'
import {
  CHOICE_CONTROLS,
  FIELD_TYPES,
  RESOURCE_ACTIONS,
  RULE_NAMES,
  COMPARISON_OPS,
  SEARCH_OPS,
  type FieldDescription,
  type ResourceDescription,
} from './language'

/**
 * What is wrong with a description, in Chinese, one line a problem (none: it is valid). Written for descriptions
 * that arrive as data: a ledger an administrator defines and the server stores, the code generator's output. It checks
 * the shape (known keys, types, no functions), that every key a description names is one of its fields, and that
 * each role fits its field's type.
 */
export function checkResource(value: unknown): string[] {
  const problems: string[] = []
  const say = (where: string, what: string) => problems.push(`${where}：${what}`)
  if (!isObject(value)) return ['描述应为对象']
  const r = value as Record<string, unknown>
  unknownKeys(r, RESOURCE_KEYS, '资源', say)
  for (const key of ['module', 'key', 'title', 'noun', 'path', 'id'] as const)
    if (typeof r[key] !== 'string' || !(r[key] as string).trim()) say('资源', `缺少 ${key}`)
  if (typeof r.module === 'string' && !NAME.test(r.module)) say('资源', `module "${r.module}" 应为小写字母开头的名称`)
  if (typeof r.key === 'string' && !NAME.test(r.key)) say('资源', `key "${r.key}" 应为小写字母开头的名称`)
  if (typeof r.path === 'string' && !PATH.test(r.path)) say('资源', `path "${r.path}" 应形如 /module/resource`)
  if (!Array.isArray(r.fields) || r.fields.length === 0) {
    say('资源', '缺少字段 fields')
    return problems
  }
  const fields = new Map<string, FieldDescription>()
  r.fields.forEach((f, i) => {
    const where = `字段 ${isObject(f) && typeof f.key === 'string' ? f.key : `#${i + 1}`}`
    checkField(f, where, say)
    if (isObject(f) && typeof f.key === 'string') {
      if (fields.has(f.key)) say(where, '与另一字段同名')
      fields.set(f.key, f as unknown as FieldDescription)
    }
  })
  checkReferences(r, fields, say)
  if (problems.length === 0) checkFunctions(value, '资源', say)
  return problems
}

type Say = (where: string, what: string) => void

const NAME = /^[a-z][A-Za-z0-9]*$/
const PATH = /^(\/[A-Za-z][A-Za-z0-9_-]*)+$/
const PERMISSION = /^[A-Za-z][\w-]*(:[\w-]+)+$/

const RESOURCE_KEYS = [
  'module',
  'key',
  'title',
  'noun',
  'path',
  'id',
  'name',
  'fields',
  'permissions',
  'sort',
  'unique',
  'dataScope',
  'tree',
  'layout',
  'sheet',
  'dialog',
]
const FIELD_KEYS = [
  'key',
  'label',
  'type',
  'required',
  'default',
  'readonly',
  'computed',
  'createOnly',
  'maxLength',
  'minLength',
  'min',
  'max',
  'precision',
  'pattern',
  'rules',
  'dictType',
  'options',
  'multiple',
  'unit',
  'list',
  'search',
  'form',
  'export',
]
const ROLE_KEYS = {
  list: ['title', 'width', 'ellipsis', 'fixed', 'align', 'sorter', 'format', 'hidden', 'switch'],
  search: ['op', 'label', 'placeholder', 'params', 'hidden'],
  form: ['label', 'required', 'span', 'region', 'control', 'placeholder', 'tooltip', 'readOnly', 'only', 'rows'],
  export: ['header', 'width', 'format', 'options'],
} as const

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isCount = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0

function unknownKeys(o: Record<string, unknown>, known: readonly string[], where: string, say: Say) {
  for (const key of Object.keys(o)) if (!known.includes(key)) say(where, `未知的属性 ${key}`)
}

function checkField(value: unknown, where: string, say: Say) {
  if (!isObject(value)) return say(where, '应为对象')
  const f = value
  unknownKeys(f, FIELD_KEYS, where, say)
  if (typeof f.key !== 'string' || !NAME.test(f.key)) say(where, 'key 应为小写字母开头的名称')
  if (typeof f.label !== 'string' || !f.label.trim()) say(where, '缺少 label')
  if (!FIELD_TYPES.includes(f.type as never)) return say(where, `未知的类型 ${String(f.type)}`)
  const field = f as unknown as FieldDescription
  for (const key of ['maxLength', 'minLength', 'precision'] as const)
    if (f[key] !== undefined && !isCount(f[key])) say(where, `${key} 应为非负整数`)
  for (const key of ['min', 'max'] as const)
    if (f[key] !== undefined && (typeof f[key] !== 'number' || !Number.isFinite(f[key]))) say(where, `${key} 应为数字`)
  if (typeof f.min === 'number' && typeof f.max === 'number' && f.min > f.max) say(where, 'min 大于 max')
  if (f.pattern !== undefined) checkPattern(f.pattern, where, say)
  if (f.rules !== undefined && (!Array.isArray(f.rules) || f.rules.some((n) => !RULE_NAMES.includes(n as never))))
    say(where, `rules 只能取 ${RULE_NAMES.join('、')}`)
  checkChoices(field, where, say)
  checkDefault(field, where, say)
  if (f.readonly && f.required) say(where, '由服务端填写的字段不能是必填项')
  if (f.computed && (!f.readonly || f.search || f.form)) say(where, '计算字段应为只读，且不能用于搜索和表单')
  if (f.type === 'password' && (f.readonly || f.list || f.search || f.export))
    say(where, '密码字段只能出现在表单中，不能只读、列出、搜索或导出')
  if (f.createOnly && f.readonly) say(where, '由服务端填写的字段不能是 createOnly')
  for (const role of ['list', 'search', 'form', 'export'] as const) {
    const r = f[role]
    if (r === undefined || typeof r === 'boolean') continue
    if (!isObject(r)) say(where, `${role} 应为 true、false 或对象`)
    else unknownKeys(r, ROLE_KEYS[role], `${where} 的 ${role}`, say)
  }
  checkRoles(field, where, say)
}

function checkPattern(p: unknown, where: string, say: Say) {
  if (!isObject(p) || typeof p.regex !== 'string' || typeof p.message !== 'string' || !p.message)
    return say(where, 'pattern 应为 { regex, message }')
  try {
    new RegExp(p.regex)
  } catch {
    say(where, `pattern.regex 不是有效的正则表达式`)
  }
}

function checkChoices(f: FieldDescription, where: string, say: Say) {
  if (f.type === 'dict' && !f.dictType && !f.options) say(where, 'dict 字段需要 dictType 或 options')
  if (f.options !== undefined) {
    if (f.type !== 'dict' && f.type !== 'status') say(where, '只有 dict 字段可以有 options')
    if (!Array.isArray(f.options) || f.options.some((o) => !isObject(o) || typeof o.value !== 'string' || !o.label))
      return say(where, 'options 应为 { value, label } 的列表')
    const values = f.options.map((o) => o.value)
    if (new Set(values).size !== values.length) say(where, 'options 有重复的取值')
  }
  if (f.multiple && f.type !== 'dict') say(where, '只有 dict 字段可以多选')
  if (f.dictType !== undefined && !['dict', 'status', 'integer'].includes(f.type))
    say(where, '只有 dict、status 和 integer 字段可以有 dictType')
  const sheet = roleOf(f, 'export')?.options
  if (sheet !== undefined && (!Array.isArray(sheet) || sheet.some((o) => !isObject(o) || typeof o.value !== 'string')))
    say(where, 'export.options 应为 { value, label } 的列表')
}

function checkDefault(f: FieldDescription, where: string, say: Say) {
  if (f.default === undefined) return
  const wanted = ['integer', 'number', 'money', 'percent', 'dept', 'user'].includes(f.type)
    ? 'number'
    : f.type === 'boolean'
      ? 'boolean'
      : 'string'
  if (typeof f.default !== wanted) say(where, `default 应为 ${wanted}`)
  else if (f.options && !f.options.some((o) => o.value === f.default)) say(where, 'default 不在 options 之中')
}

const RANGE_TYPES = ['date', 'datetime', 'integer', 'number', 'money', 'percent']

function checkRoles(f: FieldDescription, where: string, say: Say) {
  const search = roleOf(f, 'search')
  if (search) {
    if (search.op !== undefined && !SEARCH_OPS.includes(search.op))
      say(where, `search.op 只能取 ${SEARCH_OPS.join('、')}`)
    const op = searchOpOf(f)
    if (op === 'between' && !RANGE_TYPES.includes(f.type)) say(where, 'between 只用于日期和数字')
    if ((COMPARISON_OPS as readonly string[]).includes(op) && !RANGE_TYPES.includes(f.type))
      say(where, `${op} 只用于日期和数字`)
    if (op === 'like' && !['text', 'textarea', 'richText'].includes(f.type)) say(where, 'like 只用于文本')
    if (op === 'in' && f.type !== 'dict' && f.type !== 'status') say(where, 'in 只用于字典字段')
    if (op === 'under' && f.type !== 'dept') say(where, 'under 只用于部门字段')
    const params = search.params
    if (params !== undefined && (!Array.isArray(params) || params.length !== 2 || params.some((p) => !NAME.test(p))))
      say(where, 'search.params 应为两个名称')
  }
  const form = roleOf(f, 'form')
  if (form) {
    if (f.readonly) say(where, '由服务端填写的字段不能出现在表单中')
    if (form.control !== undefined && !CHOICE_CONTROLS.includes(form.control))
      say(where, `form.control 只能取 ${CHOICE_CONTROLS.join('、')}`)
    if (form.control !== undefined && f.type !== 'dict' && f.type !== 'status') say(where, '只有字典字段可以选择控件')
    if (form.only !== undefined && form.only !== 'add' && form.only !== 'edit')
      say(where, 'form.only 只能取 add 或 edit')
    if (form.span !== undefined && (!isCount(form.span) || form.span < 1 || form.span > 24))
      say(where, 'form.span 应为 1 到 24')
  }
  if (roleOf(f, 'list')?.switch && f.type !== 'status') say(where, '只有 status 字段可以在列表中切换')
  for (const role of ['list', 'export'] as const)
    if (roleOf(f, role)?.format !== undefined && f.type !== 'date' && f.type !== 'datetime')
      say(where, `${role}.format 只用于日期和时间`)
}

function checkReferences(r: Record<string, unknown>, fields: Map<string, FieldDescription>, say: Say) {
  const d = r as unknown as ResourceDescription
  const field = (key: unknown, where: string) => {
    if (typeof key !== 'string' || !fields.has(key)) {
      say(where, `没有字段 ${String(key)}`)
      return undefined
    }
    return fields.get(key)
  }
  const id = field(d.id, 'id')
  if (id && id.type !== 'integer') say('id', 'id 字段应为 integer')
  if (d.name !== undefined) field(d.name, 'name')
  if (!isObject(d.permissions)) say('资源', '缺少权限 permissions')
  else
    for (const [action, p] of Object.entries(d.permissions)) {
      if (!RESOURCE_ACTIONS.includes(action as never)) say('permissions', `未知的操作 ${action}`)
      else if (typeof p !== 'string' || !PERMISSION.test(p))
        say('permissions', `${action} 应形如 module:resource:action`)
    }
  for (const key of d.sort?.fields ?? []) field(key, 'sort.fields')
  for (const entry of d.sort?.order ?? []) {
    field(entry?.[0], 'sort.order')
    if (entry?.[1] !== 'asc' && entry?.[1] !== 'desc') say('sort.order', '方向只能取 asc 或 desc')
  }
  for (const f of fields.values())
    if (roleOf(f, 'list')?.sorter && !(d.sort?.fields ?? []).includes(f.key))
      say(`字段 ${f.key}`, '可排序的列须列入 sort.fields')
  for (const rule of d.unique ?? []) {
    if (!Array.isArray(rule?.fields) || !rule.fields.length) say('unique', '缺少 fields')
    else for (const key of rule.fields) field(key, 'unique')
  }
  const scope = d.dataScope
  if (scope !== undefined) {
    const dept = scope.dept === undefined ? undefined : field(scope.dept, 'dataScope.dept')
    if (dept && dept.type !== 'dept' && dept.type !== 'integer') say('dataScope.dept', '应为部门字段')
    const user = scope.user === undefined ? undefined : field(scope.user, 'dataScope.user')
    if (user && user.type !== 'user' && user.type !== 'integer') say('dataScope.user', '应为用户字段')
    if (scope.createBy !== undefined) field(scope.createBy, 'dataScope.createBy')
  }
  for (const [role, keys] of Object.entries(d.layout ?? {})) {
    if (!['list', 'form', 'export'].includes(role)) say('layout', `未知的角色 ${role}`)
    else if (!Array.isArray(keys)) say(`layout.${role}`, '应为字段名的列表')
    else
      for (const key of keys) {
        const f = field(key, `layout.${role}`)
        if (f && !roleOf(f, role as 'list')) say(`layout.${role}`, `字段 ${key} 不在 ${role} 中`)
      }
  }
  if (d.tree !== undefined) {
    const parent = field(d.tree.parent, 'tree.parent')
    if (parent && parent.type !== 'integer' && parent.type !== 'dept') say('tree.parent', '应为 integer 字段')
    for (const [key, words] of Object.entries(d.tree.messages ?? {}))
      if (typeof words !== 'string' || !words) say(`tree.messages.${key}`, '应为文字')
  }
}

/** A description is data: a function anywhere would not survive being stored. */
function checkFunctions(value: unknown, where: string, say: Say, depth = 0) {
  if (depth > 8) return
  if (typeof value === 'function') say(where, '不能包含函数')
  else if (Array.isArray(value)) value.forEach((v) => checkFunctions(v, where, say, depth + 1))
  else if (isObject(value)) for (const v of Object.values(value)) checkFunctions(v, where, say, depth + 1)
}
