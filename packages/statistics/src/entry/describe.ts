// The entry screens built from the contract's kind descriptions: which kind a page shows, the periods it offers,
// the checks of each figure and the list's columns. Pure, so it is tested without a browser.
import {
  STAT_KINDS,
  statKind,
  type StatField,
  type StatKind,
  type StatKindDescription,
  type StatLockState,
} from '@wp/contract'
import { validators, type Validator } from '@wp/kit'

// the periods a screen offers, in their own light module (the workbench's report card reads them without the kinds)
export { defaultPeriod, periodChoices } from './periods'

/**
 * The kind a page shows: the `kind` prop (an element, a parcel), else `?kind=` (the menu's query), else a path
 * segment naming a kind (`/statistics/investment`, `/statistics/manualInputData/listInvestment`).
 */
export function kindOf(prop: unknown, search: string, pathname: string): StatKindDescription | undefined {
  const asked = typeof prop === 'string' && prop ? prop : new URLSearchParams(search).get('kind')
  if (asked) return statKind(asked)
  const segments = pathname.split('/').filter(Boolean).reverse()
  for (const segment of segments) {
    const found = STAT_KINDS.find(
      (k) =>
        k.kind.toLowerCase() === segment.toLowerCase() || `list${k.suffix}`.toLowerCase() === segment.toLowerCase(),
    )
    if (found) return found
  }
  return undefined
}

const NUMERIC = new Set(['money', 'number', 'integer', 'percent'])
export const isNumeric = (field: StatField) => NUMERIC.has(field.type)

/**
 * The browser's check of one figure from its description (the server checks the same again): a number, within the
 * bounds, with no more decimals than allowed, no longer than the text limit. Messages name the field.
 */
export function figureCheck(field: StatField): Validator {
  return (value) => {
    if (value === null || value === undefined || value === '') return null
    if (!isNumeric(field)) {
      const length = Array.from(String(value)).length
      return field.maxLength && length > field.maxLength ? `${field.label}不能超过${field.maxLength}个字符` : null
    }
    const text = String(value).replace(/,/g, '').trim()
    if (!/^-?\d+(\.\d+)?$/.test(text)) return `${field.label}必须是数字`
    const n = Number(text)
    const decimals = text.split('.')[1]?.length ?? 0
    const precision = field.precision ?? (field.type === 'integer' ? 0 : 2)
    if (decimals > precision)
      return precision === 0 ? `${field.label}必须是整数` : `${field.label}最多${precision}位小数`
    if (field.min !== undefined && n < field.min) return `${field.label}不能小于${field.min}`
    if (field.max !== undefined && n > field.max) return `${field.label}不能大于${field.max}`
    return null
  }
}

/** The kit's checks that apply to a field besides its bounds (money format, phone numbers). */
export function kitChecks(field: StatField): Validator[] {
  if (field.type === 'money') return [validators.money]
  if (field.masked === 'phone' || /Phone$/.test(field.key)) return [validators.contact]
  return []
}

/** How a field is typed in. */
export type Control = 'money' | 'number' | 'text' | 'textarea' | 'date' | 'dict'

export function controlOf(field: StatField): Control {
  switch (field.type) {
    case 'money':
      return 'money'
    case 'number':
    case 'integer':
    case 'percent':
      return 'number'
    case 'date':
      return 'date'
    case 'dict':
      return 'dict'
    default:
      return field.multiline || field.richText ? 'textarea' : 'text'
  }
}

/** A field's label with its unit: 年度投资计划（万元）. */
export const labelOf = (field: StatField) => (field.unit ? `${field.label}（${field.unit}）` : field.label)

/** The fields the list shows: the kind's key figures (`report`), else its first five fields. */
export function listFields(kind: StatKindDescription): StatField[] {
  const key = kind.fields.filter((f) => f.report)
  const chosen = key.length ? key : kind.fields.filter((f) => !f.multiline && !f.richText).slice(0, 5)
  return chosen.slice(0, 6)
}

/**
 * Whether a field is locked for the open form: the lock of the field itself wins over the whole form's (`*`), as
 * the server decides; `lockedBy` says when, for the tooltip.
 */
export function lockOf(locks: readonly StatLockState[] | undefined, key: string): StatLockState | undefined {
  const own = locks?.find((l) => l.fieldName === key)
  if (own) return own.locked ? own : undefined
  const form = locks?.find((l) => l.fieldName === '*')
  return form?.locked ? form : undefined
}

export type { StatKind }
