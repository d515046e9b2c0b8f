import { STAT_DICTIONARIES, type StatField, type StatKindDescription, type StatPeriodType } from '@wp/contract'
import { sanitizeRichText } from '../../http/sanitize'

/** Dictionaries the kinds borrow from the system module, with the labels an Excel sheet may carry. */
const SYSTEM_DICTS: Record<string, [string, string][]> = {
  sys_yes_no: [
    ['Y', '是'],
    ['N', '否'],
  ],
  sys_user_sex: [
    ['0', '男'],
    ['1', '女'],
    ['2', '未知'],
  ],
}
const DICTS = new Map<string, { name: string; byValue: Map<string, string>; byLabel: Map<string, string> }>()
for (const d of [
  ...STAT_DICTIONARIES,
  { type: 'sys_yes_no', name: '是否', items: SYSTEM_DICTS.sys_yes_no },
  { type: 'sys_user_sex', name: '性别', items: SYSTEM_DICTS.sys_user_sex },
])
  DICTS.set(d.type, {
    name: d.name,
    byValue: new Map(d.items.map(([v, l]) => [v, l])),
    byLabel: new Map(d.items.map(([v, l]) => [l, v])),
  })

/** The label of a dictionary value (exports), or the value itself when unknown. */
export const dictLabel = (dictType: string | undefined, value: unknown): string =>
  value == null ? '' : (DICTS.get(dictType ?? '')?.byValue.get(String(value)) ?? String(value))

export type FieldValue = string | number | null
export type Mode = 'draft' | 'submit'

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '')

function decimals(n: number) {
  const s = String(n)
  if (s.includes('e')) return 20
  return s.includes('.') ? s.length - s.indexOf('.') - 1 : 0
}

const fmt = (n: number) => String(Math.round(n * 10000) / 10000)

/** One field's value from a body or a sheet: the stored form, or the reason it is refused (naming the field). */
export function parseField(f: StatField, raw: unknown): { value: FieldValue } | { error: string } {
  if (blank(raw)) return { value: null }
  const label = f.label
  switch (f.type) {
    case 'money':
    case 'number':
    case 'percent':
    case 'integer': {
      const n = typeof raw === 'number' ? raw : Number(String(raw).trim().replace(/,/g, ''))
      if (typeof raw === 'boolean' || !Number.isFinite(n)) return { error: `${label}应为数字` }
      if (f.type === 'integer' && !Number.isInteger(n)) return { error: `${label}应为整数` }
      const p = f.precision ?? 2
      if (f.type !== 'integer' && decimals(n) > p) return { error: `${label}最多保留 ${p} 位小数` }
      if (f.min !== undefined && n < f.min) return { error: `${label}不能小于 ${f.min}` }
      if (f.max !== undefined && n > f.max) return { error: `${label}不能大于 ${f.max}` }
      return { value: n }
    }
    case 'date': {
      const s = raw instanceof Date ? raw.toISOString().slice(0, 10) : String(raw).trim().slice(0, 10)
      const d = new Date(`${s}T00:00:00Z`)
      if (!/^\d{4}-\d{2}-\d{2}$/.test(s) || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== s)
        return { error: `${label}应为日期（yyyy-MM-dd）` }
      return { value: s }
    }
    case 'dict': {
      const dict = DICTS.get(f.dictType ?? '')
      const s = String(raw).trim()
      if (dict?.byValue.has(s)) return { value: s }
      if (dict?.byLabel.has(s)) return { value: dict.byLabel.get(s)! }
      return { error: `${label}的取值“${s.slice(0, 20)}”不在字典“${dict?.name ?? f.dictType}”中` }
    }
    case 'text': {
      if (typeof raw !== 'string' && typeof raw !== 'number') return { error: `${label}应为文本` }
      let s = String(raw).trim()
      if (f.richText) s = sanitizeRichText(s)
      else if (/[<>]/.test(s)) return { error: `${label}不能包含 < 或 > 字符` }
      if (s.length > (f.maxLength ?? 200)) return { error: `${label}长度不能超过 ${f.maxLength ?? 200} 个字符` }
      if (f.masked === 'idCard' && !/^\d{17}[\dXx]$/.test(s)) return { error: `${label}格式不正确` }
      if (f.masked === 'phone' && !/^\+?[\d-]{5,20}$/.test(s)) return { error: `${label}格式不正确` }
      return { value: s }
    }
  }
}

/**
 * Checks a row's values against its kind's description. A draft checks what is given (types, bounds, precision,
 * dictionaries, parts not above their totals); a submission also requires the required fields, exact sums and the
 * conditional requirements. Returns the row's values and every refusal, each naming its field.
 */
export function checkRow(
  d: StatKindDescription,
  input: Record<string, unknown>,
  mode: Mode,
): { values: Record<string, FieldValue>; errors: string[] } {
  const values: Record<string, FieldValue> = {}
  const errors: string[] = []
  for (const f of d.fields) {
    const parsed = parseField(f, input[f.key])
    if ('error' in parsed) errors.push(parsed.error)
    else {
      values[f.key] = parsed.value
      if (mode === 'submit' && f.required && parsed.value === null) errors.push(`${f.label}不能为空`)
    }
  }
  if (errors.length) return { values, errors }
  errors.push(...crossChecks(d, values, mode))
  return { values, errors }
}

function crossChecks(d: StatKindDescription, values: Record<string, FieldValue>, mode: Mode): string[] {
  const label = new Map(d.fields.map((f) => [f.key, f.label]))
  const num = (k: string) => (typeof values[k] === 'number' ? (values[k] as number) : null)
  const errors: string[] = []
  for (const c of d.checks ?? []) {
    if (c.rule === 'requiredWhen') {
      if (mode !== 'submit') continue
      const when = values[c.when.field]
      if (when !== null && c.when.in.includes(String(when)) && values[c.field] === null) {
        const whenField = d.fields.find((f) => f.key === c.when.field)!
        errors.push(`${whenField.label}为“${dictLabel(whenField.dictType, when)}”时，${label.get(c.field)}不能为空`)
      }
      continue
    }
    // a warning from the year's other months, given by the save (yearToDateWarnings), never a refusal
    if (c.rule === 'ytdCoversMonths') continue
    const total = num(c.total)
    const given = c.parts.filter((p) => num(p) !== null)
    if (total === null || !given.length) continue
    const sum = c.parts.reduce((s, p) => s + (num(p) ?? 0), 0)
    const names = c.parts.length === 1 ? label.get(c.parts[0]) : `${c.parts.map((p) => label.get(p)).join('、')}之和`
    if (c.rule === 'sumAtMost' && sum > total + 0.005)
      errors.push(`${names}（${fmt(sum)}）不能大于${label.get(c.total)}（${fmt(total)}）`)
    if (c.rule === 'sumEquals' && mode === 'submit' && Math.abs(sum - total) > 0.01)
      errors.push(`${names}（${fmt(sum)}）应等于${label.get(c.total)}（${fmt(total)}）`)
  }
  return errors
}

const PERIOD_PATTERN: Record<StatPeriodType, RegExp> = {
  D: /^(\d{4})-(\d{2})-(\d{2})$/,
  M: /^(\d{4})-(0[1-9]|1[0-2])$/,
  H: /^(\d{4})-H([12])$/,
  Y: /^(\d{4})$/,
}
const PERIOD_FORMAT: Record<StatPeriodType, string> = {
  D: 'yyyy-MM-dd',
  M: 'yyyy-MM',
  H: 'yyyy-H1 或 yyyy-H2',
  Y: 'yyyy',
}

/** A period key of the type, with its year and month; or the refusal naming the expected form. */
export function parsePeriod(
  type: StatPeriodType,
  key: unknown,
): { periodKey: string; statYear: number; statMonth: number | null } | { error: string } {
  const s = typeof key === 'string' ? key.trim() : typeof key === 'number' ? String(key) : ''
  const m = PERIOD_PATTERN[type].exec(s)
  const wrong = { error: `统计期应为 ${PERIOD_FORMAT[type]} 格式` }
  if (!m) return wrong
  const year = Number(m[1])
  if (year < 1949 || year > 2100) return { error: '统计期的年份超出范围' }
  if (type === 'D' && 'error' in parseField({ key: 'periodKey', label: '统计期', type: 'date' }, s)) return wrong
  const month = type === 'D' || type === 'M' ? Number(m[2]) : type === 'H' ? (m[2] === '1' ? 6 : 12) : null
  return { periodKey: s, statYear: year, statMonth: month }
}

/** `110***********1234` / `138****5678`: what lists show of personal numbers. */
export function mask(value: unknown): unknown {
  if (typeof value !== 'string' || value.length < 7) return value
  return value.slice(0, 3) + '*'.repeat(value.length - 7) + value.slice(-4)
}
