/**
 * Quartz cron check: 6 or 7 fields (seconds minutes hours day-of-month month day-of-week [year]), with `*`, `?`,
 * ranges, steps, lists, month (JAN–DEC) and weekday (SUN–SAT) names, `L`, `W`, `LW`, `L-n`, `nL` and `n#m`.
 * As in Quartz, exactly one of day-of-month and day-of-week must be `?`.
 */

interface FieldSpec {
  min: number
  max: number
  names?: readonly string[]
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const
const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const

const SECONDS: FieldSpec = { min: 0, max: 59 }
const MINUTES: FieldSpec = { min: 0, max: 59 }
const HOURS: FieldSpec = { min: 0, max: 23 }
const DAY_OF_MONTH: FieldSpec = { min: 1, max: 31 }
const MONTH: FieldSpec = { min: 1, max: 12, names: MONTHS }
const DAY_OF_WEEK: FieldSpec = { min: 1, max: 7, names: WEEKDAYS }
const YEAR: FieldSpec = { min: 1970, max: 2099 }

function parseValue(text: string, spec: FieldSpec): number | null {
  if (/^\d+$/.test(text)) {
    const n = Number(text)
    return n >= spec.min && n <= spec.max ? n : null
  }
  if (spec.names) {
    const index = spec.names.indexOf(text as never)
    if (index >= 0) return index + spec.min
  }
  return null
}

/** One list item of a plain field: `*`, `n`, `a-b`, each optionally followed by `/step`. */
function isPlainItem(item: string, spec: FieldSpec): boolean {
  const [base, step, ...rest] = item.split('/')
  if (rest.length > 0) return false
  if (step !== undefined) {
    if (!/^\d+$/.test(step)) return false
    const n = Number(step)
    if (n < 1 || n > spec.max) return false
  }
  if (base === '*') return true
  const bounds = base.split('-')
  if (bounds.length === 1) return parseValue(bounds[0], spec) !== null
  if (bounds.length === 2) return parseValue(bounds[0], spec) !== null && parseValue(bounds[1], spec) !== null
  return false
}

function isPlainField(field: string, spec: FieldSpec): boolean {
  if (field === '') return false
  return field.split(',').every((item) => isPlainItem(item, spec))
}

function isDayOfMonth(field: string): boolean {
  if (field === '?' || field === 'L' || field === 'LW') return true
  let m = /^L-(\d{1,2})$/.exec(field)
  if (m) return Number(m[1]) >= 1 && Number(m[1]) <= 30
  m = /^(\d{1,2})W$/.exec(field)
  if (m) return Number(m[1]) >= 1 && Number(m[1]) <= 31
  return isPlainField(field, DAY_OF_MONTH)
}

function isDayOfWeek(field: string): boolean {
  if (field === '?' || field === 'L') return true
  let m = /^([1-7]|[A-Z]{3})L$/.exec(field)
  if (m) return parseValue(m[1], DAY_OF_WEEK) !== null
  m = /^([1-7]|[A-Z]{3})#([1-5])$/.exec(field)
  if (m) return parseValue(m[1], DAY_OF_WEEK) !== null
  return isPlainField(field, DAY_OF_WEEK)
}

export function isValidCron(expression: string): boolean {
  if (typeof expression !== 'string') return false
  const fields = expression.trim().toUpperCase().split(/\s+/)
  if (fields.length !== 6 && fields.length !== 7) return false
  const [seconds, minutes, hours, dayOfMonth, month, dayOfWeek, year] = fields
  if ((dayOfMonth === '?') === (dayOfWeek === '?')) return false
  return (
    isPlainField(seconds, SECONDS) &&
    isPlainField(minutes, MINUTES) &&
    isPlainField(hours, HOURS) &&
    isDayOfMonth(dayOfMonth) &&
    isPlainField(month, MONTH) &&
    isDayOfWeek(dayOfWeek) &&
    (year === undefined || isPlainField(year, YEAR))
  )
}
