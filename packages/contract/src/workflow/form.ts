/**
 * The form schema of the workflow module: what the form builder saves (`sys_form.form_content`), what the renderer
 * draws (start form, task form, mobile approval) and what the server validates submitted values against. Field keys
 * are process variable names, so gateway conditions read them (`${days > 3}`).
 */
import { RESERVED_VARIABLES } from './dicts'

export const FORM_FIELD_TYPES = [
  'input',
  'textarea',
  'number',
  'money',
  'select',
  'radio',
  'date',
  'daterange',
  'user',
  'dept',
  'upload',
  'richtext',
  'subtable',
] as const
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number]

/**
 * Named checks a field may carry: the kit's rules (@wp/kit `validators`) by the same names. The checks themselves
 * are passed to `validateFormData` (browser and server pass the kit's pure `validators`), so one implementation serves.
 */
export const FORM_RULE_NAMES = [
  'email',
  'phone',
  'contact',
  'tel',
  'postCode',
  'IDcode',
  'url',
  'input',
  'money',
  'numeric',
] as const
export type FormRuleName = (typeof FORM_RULE_NAMES)[number]

/** A check by name: the message when the value is wrong, null when fine (the kit's `Validator`). */
export type FormRuleCheck = (value: unknown) => string | null
export type FormRuleChecks = Partial<Record<FormRuleName, FormRuleCheck>>

export interface FormOption {
  label: string
  value: string
}

export interface FormField {
  type: FormFieldType
  /** variable name: a letter or `_`, then letters, digits, `_` */
  key: string
  label: string
  required?: boolean
  rules?: FormRuleName[]
  /** width on a 24-column grid (default 24) */
  span?: number
  placeholder?: string
  /** select / radio: a dictionary (`sys_…`) or fixed options */
  dictType?: string
  options?: FormOption[]
  /** select, user, dept, upload: several values */
  multiple?: boolean
  /** number / money bounds; input / textarea / richtext: maxLength */
  min?: number
  max?: number
  /** number: decimals allowed (default: any) */
  precision?: number
  maxLength?: number
  /** upload: most files (default 5) */
  maxCount?: number
  /** subtable: its columns (no nested sub-tables) */
  columns?: FormField[]
  defaultValue?: unknown
  /** shown, never editable */
  disabled?: boolean
}

export interface FormSchema {
  /** schema format version (1) */
  version?: number
  labelWidth?: number
  fields: FormField[]
}

/** An uploaded file as a form value: the file service's url and its name. */
export interface FormUploadValue {
  name: string
  url: string
}

export interface FormFieldError {
  /** the field's key; `rows.2.amount` inside a sub-table */
  key: string
  message: string
}

export interface FormValidation {
  errors: FormFieldError[]
  /** the submitted values of the schema's keys only (numbers as numbers); unknown keys dropped */
  values: Record<string, unknown>
}

export interface ValidateFormOptions {
  /** named checks (the kit's validators) */
  checks?: FormRuleChecks
  /** the allowed values of a dictionary; without it, dictionary fields are not checked for membership */
  dictValues?: (dictType: string) => readonly string[] | undefined
  /** only these keys are taken from `data` (a task form whose earlier fields are read-only) */
  only?: readonly string[]
}

const KEY = /^[A-Za-z_][A-Za-z0-9_]*$/
const DATE = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/
const MONEY = /^-?\d{1,15}(\.\d{1,2})?$/

/** Problems of a schema itself (the builder's save and the server's form save): empty when it is usable. */
export function checkFormSchema(schema: unknown): string[] {
  const problems: string[] = []
  if (!schema || typeof schema !== 'object' || !Array.isArray((schema as FormSchema).fields)) {
    return ['表单结构无效：缺少字段列表']
  }
  const walk = (fields: FormField[], where: string, nested: boolean): void => {
    const seen = new Set<string>()
    for (const f of fields) {
      if (!f || typeof f !== 'object') {
        problems.push(`${where}含有无效字段`)
        continue
      }
      const name = f.label || f.key || '?'
      if (!FORM_FIELD_TYPES.includes(f.type)) problems.push(`字段「${name}」的类型「${String(f.type)}」不受支持`)
      if (typeof f.key !== 'string' || !KEY.test(f.key)) {
        problems.push(`字段「${name}」的标识须以字母或下划线开头，只含字母、数字、下划线`)
      } else if (seen.has(f.key)) problems.push(`字段标识「${f.key}」重复`)
      else seen.add(f.key)
      if (!nested && (RESERVED_VARIABLES as readonly string[]).includes(f.key)) {
        problems.push(`字段标识「${f.key}」是流程保留变量名`)
      }
      if (typeof f.label !== 'string' || f.label.trim() === '') problems.push(`字段「${f.key}」缺少标题`)
      if (f.span !== undefined && (!Number.isInteger(f.span) || f.span < 1 || f.span > 24)) {
        problems.push(`字段「${name}」的宽度须为1到24的整数`)
      }
      for (const r of f.rules ?? []) {
        if (!FORM_RULE_NAMES.includes(r)) problems.push(`字段「${name}」的校验规则「${String(r)}」不存在`)
      }
      if ((f.type === 'select' || f.type === 'radio') && !f.dictType && !(f.options && f.options.length)) {
        problems.push(`字段「${name}」须指定字典或选项`)
      }
      if (f.type === 'subtable') {
        if (nested) problems.push(`子表「${name}」不能再嵌套子表`)
        else if (!f.columns || f.columns.length === 0) problems.push(`子表「${name}」须至少有一列`)
        else walk(f.columns, `子表「${name}」`, true)
      }
    }
  }
  walk((schema as FormSchema).fields, '表单', false)
  return problems
}

function isEmpty(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && !v.length)
}

function isId(v: unknown): boolean {
  return (typeof v === 'number' && Number.isInteger(v) && v > 0) || (typeof v === 'string' && /^[1-9]\d{0,17}$/.test(v))
}

/** Validates one value; returns [message | null, normalised value]. */
function checkValue(f: FormField, v: unknown, opts: ValidateFormOptions, key: string, errors: FormFieldError[]) {
  const fail = (message: string) => {
    errors.push({ key, message: `${f.label}：${message}` })
    return undefined
  }
  if (isEmpty(v)) {
    if (f.required) return fail('不能为空')
    return v === undefined ? undefined : null
  }
  const many = (check: (x: unknown) => boolean, what: string): unknown => {
    const list = f.multiple ? (Array.isArray(v) ? v : null) : [v]
    if (!list || !list.every(check)) return fail(`须为${what}`)
    return v
  }
  switch (f.type) {
    case 'input':
    case 'textarea':
    case 'richtext': {
      if (typeof v !== 'string') return fail('须为文本')
      const limit = f.maxLength ?? (f.type === 'richtext' ? 100000 : f.type === 'textarea' ? 2000 : 500)
      if (Array.from(v).length > limit) return fail(`最多输入${limit}个字符`)
      break
    }
    case 'number': {
      const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : NaN
      if (!Number.isFinite(n)) return fail('须为数字')
      if (f.min !== undefined && n < f.min) return fail(`不能小于${f.min}`)
      if (f.max !== undefined && n > f.max) return fail(`不能大于${f.max}`)
      if (f.precision !== undefined) {
        const decimals = (String(n).split('.')[1] ?? '').length
        if (decimals > f.precision) return fail(`最多${f.precision}位小数`)
      }
      v = n
      break
    }
    case 'money': {
      const t = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.replace(/,/g, '').trim() : ''
      if (!MONEY.test(t)) return fail('须为金额（最多2位小数）')
      const n = Number(t)
      if (f.min !== undefined && n < f.min) return fail(`不能小于${f.min}`)
      if (f.max !== undefined && n > f.max) return fail(`不能大于${f.max}`)
      v = n
      break
    }
    case 'select':
    case 'radio': {
      const allowed = f.options?.length
        ? f.options.map((o) => o.value)
        : f.dictType
          ? opts.dictValues?.(f.dictType)
          : undefined
      const multiple = f.type === 'select' && f.multiple
      const list = multiple ? (Array.isArray(v) ? v : null) : [v]
      if (!list || !list.every((x) => typeof x === 'string' || typeof x === 'number')) return fail('选项无效')
      if (allowed && !list.every((x) => allowed.includes(String(x)))) return fail('选项不在可选范围内')
      v = multiple ? list.map(String) : String(v)
      break
    }
    case 'date':
      if (typeof v !== 'string' || !DATE.test(v)) return fail('须为日期（yyyy-MM-dd）')
      break
    case 'daterange':
      if (!Array.isArray(v) || v.length !== 2 || !v.every((x) => typeof x === 'string' && DATE.test(x))) {
        return fail('须为开始和结束日期')
      }
      if (String(v[0]) > String(v[1])) return fail('开始日期不能晚于结束日期')
      break
    case 'user':
      v = many(isId, '用户')
      if (v === undefined) return undefined
      break
    case 'dept':
      v = many(isId, '部门')
      if (v === undefined) return undefined
      break
    case 'upload': {
      const list = Array.isArray(v) ? v : null
      const ok = (x: unknown) =>
        !!x &&
        typeof x === 'object' &&
        typeof (x as FormUploadValue).name === 'string' &&
        typeof (x as FormUploadValue).url === 'string' &&
        !/^\s*(javascript|data|vbscript):/i.test((x as FormUploadValue).url)
      if (!list || !list.every(ok)) return fail('文件无效')
      if (list.length > (f.maxCount ?? 5)) return fail(`最多上传${f.maxCount ?? 5}个文件`)
      v = list.map((x: FormUploadValue) => ({ name: x.name, url: x.url }))
      break
    }
    case 'subtable': {
      if (!Array.isArray(v) || !v.every((r) => r && typeof r === 'object' && !Array.isArray(r))) {
        return fail('须为表格行')
      }
      v = v.map((row: Record<string, unknown>, i: number) => {
        const out: Record<string, unknown> = {}
        for (const c of f.columns ?? []) {
          const cv = checkValue(c, row[c.key], opts, `${key}.${i}.${c.key}`, errors)
          if (cv !== undefined) out[c.key] = cv
        }
        return out
      })
      break
    }
  }
  for (const r of f.rules ?? []) {
    const check = opts.checks?.[r]
    const message = check ? check(v) : null
    if (message) return fail(message)
  }
  return v
}

/**
 * Checks submitted values against a schema: required fields, types, options, bounds, named rules; sub-table rows
 * column by column. Pure: the server runs it before a start or a complete, the renderer before it submits.
 */
export function validateFormData(schema: FormSchema, data: unknown, opts: ValidateFormOptions = {}): FormValidation {
  const errors: FormFieldError[] = []
  const values: Record<string, unknown> = {}
  const source = data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {}
  for (const f of schema.fields) {
    if (opts.only && !opts.only.includes(f.key)) continue
    if (f.disabled) continue
    const before = errors.length
    const v = checkValue(
      f,
      Object.prototype.hasOwnProperty.call(source, f.key) ? source[f.key] : undefined,
      opts,
      f.key,
      errors,
    )
    if (errors.length === before && v !== undefined) values[f.key] = v
  }
  return { errors, values }
}

/** Parses a library form's `formContent`; null when it is not a usable schema. */
export function parseFormSchema(text: string | null | undefined): FormSchema | null {
  if (!text) return null
  try {
    const parsed: unknown = JSON.parse(text)
    return checkFormSchema(parsed).length === 0 ? (parsed as FormSchema) : null
  } catch {
    return null
  }
}
