import {
  FIELD_MESSAGES as M,
  fieldsIn,
  inputFields,
  isMultiple,
  isNumeric,
  rangeKeysOf,
  searchOpOf,
  validators,
  type FieldDescription,
  type ResourceDescription,
} from '@wp/contract'
import { z, type ZodType } from 'zod'
import { pagingFields } from '../paging'
import { blankToUndefined, optional, optionalText } from '../validation'

/**
 * The zod schemas of a resource, drawn from its description: the body of an add or edit (each field's type, bounds,
 * pattern, shared rules and choices, with messages naming the field), and the list's query (its search fields,
 * ranges under `params`, paging and sorting). The same schemas feed the OpenAPI document.
 */

/** The longest value a field takes when its description sets no `maxLength`. */
const DEFAULT_MAX: Partial<Record<FieldDescription['type'], number>> = {
  text: 200,
  textarea: 2000,
  richText: 1_000_000,
  dict: 100,
  image: 2000,
  file: 2000,
}

/**
 * The description with each text field's `maxLength` held to what its column stores (`lengths`, by field), so the
 * body's validation refuses a value too long with the field's own message instead of the database refusing it.
 * Text, and dictionary codes without a fixed list; a field already as short as its column keeps its bound.
 */
export function fittedToColumns<R extends ResourceDescription>(
  r: R,
  lengths: Readonly<Record<string, number>> = {},
): R {
  const fit = (f: FieldDescription): FieldDescription => {
    const room = lengths[f.key]
    const free =
      f.type === 'text' || f.type === 'textarea' || f.type === 'richText' || (f.type === 'dict' && !f.options)
    if (room === undefined || !free) return f
    const max = f.maxLength ?? DEFAULT_MAX[f.type] ?? 200
    return max > room ? { ...f, maxLength: room } : f
  }
  return { ...r, fields: r.fields.map(fit) }
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const DATETIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})?$/
/** An uploaded file's address: this server's `/…` path or an http(s) link, without quotes or markup. */
const ADDRESS = /^(https?:\/\/|\/)[^\s<>"'`]*$/

/** A wrong type's message, or 不能为空 when nothing was given (a required field). */
const wrong = (f: FieldDescription, message: string) => ({
  error: (issue: { input?: unknown }) => (issue.input == null ? M.required(f.label) : message),
})

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '')

/** A real calendar date (no 2 月 30 日). */
function isCalendarDate(y: string, m: string, d: string) {
  const date = new Date(Date.UTC(+y, +m - 1, +d))
  return date.getUTCFullYear() === +y && date.getUTCMonth() === +m - 1 && date.getUTCDate() === +d
}

/** A number typed as text (`'12.5'`, `'1,200'`) read as the number; anything else is left for zod to refuse. */
const numeric = (v: unknown) => {
  if (typeof v !== 'string') return v
  const n = Number(v.trim().replace(/,/g, ''))
  return Number.isFinite(n) ? n : v
}

const decimals = (n: number) => {
  const s = String(n)
  if (s.includes('e')) return 20
  return s.includes('.') ? s.length - s.indexOf('.') - 1 : 0
}

function numberSchema(f: FieldDescription): ZodType {
  const L = f.label
  const places = f.type === 'integer' ? 0 : f.type === 'number' ? (f.precision ?? 2) : 2
  const min = f.min ?? (f.type === 'integer' ? -2147483648 : -1e15)
  const max = f.max ?? (f.type === 'integer' ? 2147483647 : 1e15)
  const n = z
    .number(wrong(f, M.number(L)))
    .min(min, M.min(L, min))
    .max(max, M.max(L, max))
  return z.preprocess(
    numeric,
    f.type === 'integer' ? n.int(M.integer(L)) : n.refine((v) => decimals(v) <= places, M.precision(L, places)),
  )
}

function textSchema(f: FieldDescription, sanitize?: (html: string) => string): ZodType {
  const L = f.label
  const max = f.maxLength ?? DEFAULT_MAX[f.type] ?? 200
  let s = z.string(wrong(f, M.text(L))).trim()
  const between = f.minLength && f.maxLength ? M.lengthBetween(L, f.minLength, max) : undefined
  if (f.minLength) s = s.min(f.minLength, between ?? M.minLength(L, f.minLength))
  s = s.max(max, between ?? M.maxLength(L, max))
  if (f.type === 'text') s = s.regex(/^[^<>]*$/, M.markup(L))
  if (f.pattern) s = s.regex(new RegExp(`^(?:${f.pattern.regex})$`), f.pattern.message)
  const checked = f.rules?.length
    ? s.superRefine((value, issues) => {
        for (const name of f.rules ?? []) {
          const message = validators[name](value)
          if (message) issues.addIssue({ code: 'custom', message: `${L}：${message}` })
        }
      })
    : s
  if (f.type !== 'richText') return checked
  return sanitize ? checked.transform(sanitize) : checked
}

/** A code some clients send as a number (`0` for `'0'`). */
const code = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? String(v) : v)

function choiceSchema(f: FieldDescription): ZodType {
  const L = f.label
  const allowed = f.options?.map((o) => o.value) ?? (f.type === 'status' ? ['0', '1'] : undefined)
  const one = allowed
    ? z.enum(allowed as [string, ...string[]], wrong(f, M.choice(L)))
    : z
        .string(wrong(f, M.choice(L)))
        .max(f.maxLength ?? DEFAULT_MAX.dict!, M.maxLength(L, f.maxLength ?? DEFAULT_MAX.dict!))
        .regex(/^[^<>,]*$/, M.choice(L))
        .regex(f.pattern ? new RegExp(`^(?:${f.pattern.regex})$`) : /^/, f.pattern?.message)
  const item = z.preprocess((v) => (typeof v === 'string' ? v.trim() : code(v)), one)
  if (!isMultiple(f)) return item
  // several values: a list or the family's comma-joined text, stored comma-joined
  return z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim()) : v),
    z.array(item, wrong(f, M.choice(L))).max(100),
  )
}

function dateSchema(f: FieldDescription): ZodType {
  const L = f.label
  if (f.type === 'date')
    return z
      .string(wrong(f, M.date(L)))
      .trim()
      .refine((v) => {
        const m = DATE.exec(v)
        return !!m && isCalendarDate(m[1], m[2], m[3])
      }, M.date(L))
  return z
    .string(wrong(f, M.datetime(L)))
    .trim()
    .refine((v) => {
      const m = DATETIME.exec(v)
      return !!m && isCalendarDate(m[1], m[2], m[3]) && +m[4] < 24 && +m[5] < 60 && +(m[6] ?? 0) < 60
    }, M.datetime(L))
}

/** The schema of one field's value, not counting whether it may be left out. */
export function valueSchema(f: FieldDescription, sanitize?: (html: string) => string): ZodType {
  const L = f.label
  switch (f.type) {
    case 'text':
    case 'textarea':
    case 'richText':
      return textSchema(f, sanitize)
    case 'dict':
    case 'status':
      return choiceSchema(f)
    case 'date':
    case 'datetime':
      return dateSchema(f)
    case 'boolean':
      return z.preprocess(
        (v) => (v === 'true' || v === 1 || v === '1' ? true : v === 'false' || v === 0 || v === '0' ? false : v),
        z.boolean(wrong(f, M.boolean(L))),
      )
    case 'dept':
    case 'user':
      return z.preprocess(
        numeric,
        z
          .number(wrong(f, M.id(L)))
          .int(M.id(L))
          .positive(M.id(L))
          .max(Number.MAX_SAFE_INTEGER),
      )
    case 'password':
      // the resource's own add applies the password policy; here only its size
      return z.string(wrong(f, M.text(L))).max(f.maxLength ?? 50, M.maxLength(L, f.maxLength ?? 50))
    case 'image':
    case 'file':
      return z
        .string(wrong(f, M.text(L)))
        .trim()
        .max(DEFAULT_MAX[f.type]!, M.maxLength(L, DEFAULT_MAX[f.type]!))
        .refine((v) => v.split(',').every((part) => ADDRESS.test(part.trim())), M.address(L))
    default:
      if (isNumeric(f)) return numberSchema(f)
      throw new Error(`field ${f.key}: unknown type ${f.type as string}`)
  }
}

/**
 * A body field: required ones refuse a blank value (`岗位名称不能为空`); optional ones read a blank value as null
 * (cleared, or the field's default) and leave an absent one undefined (unchanged when editing).
 */
function bodyField(f: FieldDescription, mode: 'add' | 'edit', sanitize?: (html: string) => string): ZodType {
  const value = valueSchema(f, sanitize)
  if (f.required && f.default === undefined)
    return mode === 'add'
      ? z.preprocess((v) => (isBlank(v) ? undefined : v), value)
      : // an edit may leave a required field out (unchanged), but not blank it
        z.preprocess((v) => (v === undefined ? v : isBlank(v) ? null : v), value.optional())
  return z.preprocess((v) => (v === undefined ? undefined : isBlank(v) ? null : v), value.nullable().optional())
}

/**
 * The body of an add, or of an edit (without the id, which the route adds): an edit may leave fields out, and those
 * keep their values.
 */
export function bodySchema(r: ResourceDescription, sanitize?: (html: string) => string, mode: 'add' | 'edit' = 'add') {
  return z.object(Object.fromEntries(inputFields(r, mode).map((f) => [f.key, bodyField(f, mode, sanitize)])))
}

/** One search field's filter value: blank is no filter. */
function filterField(f: FieldDescription): ZodType {
  const op = searchOpOf(f)
  if (op === 'like') return optionalText(f.maxLength ?? 100)
  if (op === 'under') return optional(valueSchema(f))
  if (op === 'in')
    return z.preprocess(
      (v) => (isBlank(v) ? undefined : Array.isArray(v) ? v : String(v).split(',')),
      z.array(z.string().trim().max(100)).max(100).optional(),
    )
  // equals: the field's own value (a status must be 0 or 1), without its length and pattern bounds for text
  if (f.type === 'text' || f.type === 'textarea') return optionalText(f.maxLength ?? 100)
  return optional(valueSchema({ ...f, rules: undefined, pattern: undefined }))
}

/** A range's end: a date (`yyyy-MM-dd`, optionally with a time) or a number. */
function rangeEnd(f: FieldDescription): ZodType {
  if (isNumeric(f)) return z.preprocess((v) => (isBlank(v) ? undefined : numeric(v)), z.number().optional())
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, '日期格式应为 yyyy-MM-dd')
      .optional(),
  )
}

/** The search form's filters: each search field, and the ranges under `params` (`params[beginTime]`). */
export function filterShape(r: ResourceDescription): Record<string, ZodType> {
  const shape: Record<string, ZodType> = {}
  const params: Record<string, ZodType> = {}
  for (const f of fieldsIn(r, 'search')) {
    if (searchOpOf(f) !== 'between') shape[f.key] = filterField(f)
    else for (const key of rangeKeysOf(f)) params[key] = rangeEnd(f)
  }
  if (Object.keys(params).length) shape.params = z.object(params).partial().optional()
  return shape
}

/** The list's query: the filters, and paging and sorting unless the resource is a tree. */
export function querySchema(r: ResourceDescription) {
  const filters = z.object(filterShape(r))
  return r.tree ? filters : filters.extend(pagingFields)
}
