import { isNumericString, MONEY_MAX_LENGTH, toDate } from './values'
import { isValidCron } from './cron'
import { RULE_MESSAGES as M } from './messages'

/** A plain check: the message when the value is wrong, null when it is fine. */
export type Validator = (value: unknown) => string | null

const MOBILE = /^1[3-9]\d{9}$/
const LANDLINE = /^(0\d{2,3}-?)?[1-9]\d{6,7}(-\d{1,6})?$/
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/
const MONEY = /^-?(0|[1-9]\d{0,2}(,\d{3})*|[1-9]\d*)(\.\d{1,2})?$/
const URL_PATTERN = /^(https?|ftp):\/\/([A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:]+\])(:\d{1,5})?([/?#][^\s]*)?$/

/** Empty values are left to `required`: every other check passes on them, as antd's own rules do. */
function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : String(value)
}

function pattern(regex: RegExp, message: string): Validator {
  return (value) => (isEmpty(value) || regex.test(text(value)) ? null : message)
}

function lengthOf(value: unknown): number {
  return Array.from(typeof value === 'string' ? value : String(value)).length
}

function toTime(value: unknown): number | null {
  if (value instanceof Date) return value.getTime()
  if (typeof value === 'string' || typeof value === 'number') return toDate(value)?.getTime() ?? null
  // dayjs / moment objects and anything else with a numeric valueOf
  if (value && typeof value === 'object' && typeof (value as { valueOf(): unknown }).valueOf() === 'number') {
    return (value as { valueOf(): number }).valueOf()
  }
  return null
}

export const validators = {
  required: ((value) =>
    isEmpty(value) || (Array.isArray(value) && value.length === 0) ? M.required : null) as Validator,
  maxLength:
    (n: number): Validator =>
    (value) =>
      isEmpty(value) || lengthOf(value) <= n ? null : M.maxLength(n),
  lengthRange:
    (min: number, max: number): Validator =>
    (value) => {
      if (isEmpty(value)) return null
      const length = lengthOf(value)
      return length >= min && length <= max ? null : M.lengthRange(min, max)
    },
  email: pattern(EMAIL, M.email),
  emailMulti: ((value) => {
    if (isEmpty(value)) return null
    const parts = text(value).split(',')
    return parts.every((part) => EMAIL.test(part.trim())) ? null : M.emailMulti
  }) as Validator,
  phone: pattern(MOBILE, M.phone),
  contact: ((value) =>
    isEmpty(value) || MOBILE.test(text(value)) || LANDLINE.test(text(value)) ? null : M.contact) as Validator,
  areaContact: ((value) => {
    if (isEmpty(value)) return null
    const t = text(value)
    return MOBILE.test(t) || LANDLINE.test(t) || /^\d{7,8}$/.test(t) ? null : M.areaContact
  }) as Validator,
  tel: pattern(/^0\d{2,3}-[1-9]\d{6,7}$/, M.tel),
  postCode: pattern(/^[1-9]\d{5}$/, M.postCode),
  IDcode: pattern(/^(\d{15}|\d{18}|\d{17}[Xx])$/, M.IDcode),
  /** A [start, end] pair (Dates, timestamps, date strings or dayjs values) that must span more than 10 minutes. */
  meetingTime: ((value) => {
    if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) return null
    if (!Array.isArray(value) || value.length !== 2) return M.meetingTime
    const start = toTime(value[0])
    const end = toTime(value[1])
    if (start === null || end === null) return M.meetingTime
    return end - start > 10 * 60 * 1000 ? null : M.meetingTime
  }) as Validator,
  multipleTable: ((value) => (Array.isArray(value) && value.length > 0 ? null : M.multipleTable)) as Validator,
  input: pattern(/^[A-Za-z0-9_]+$/, M.input),
  url: pattern(URL_PATTERN, M.url),
  cron: ((value) => (isEmpty(value) || isValidCron(text(value)) ? null : M.cron)) as Validator,
  arrayRequired: ((value) => (Array.isArray(value) && value.length > 0 ? null : M.arrayRequired)) as Validator,
  /** Digits with optional thousands grouping, optional minus, at most 2 decimals, at most 20 characters. */
  money: ((value) => {
    if (isEmpty(value)) return null
    const t = text(value)
    return t.length <= MONEY_MAX_LENGTH && MONEY.test(t) ? null : M.money
  }) as Validator,
  /** Optional sign, integer part without leading zeros, optional decimals. */
  numeric: ((value) => (isEmpty(value) || isNumericString(text(value)) ? null : M.numeric)) as Validator,
}
