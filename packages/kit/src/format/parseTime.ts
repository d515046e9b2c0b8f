export type TimeInput = Date | string | number | null | undefined

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'] as const

/** Turns the family's loose time inputs into a Date (ten-digit numbers are seconds). */
export function toDate(time: TimeInput): Date | null {
  if (time === null || time === undefined || time === '' || time === 0) return null
  let value: string | number | Date = time
  if (typeof value === 'string') {
    if (/^[0-9]+$/.test(value)) value = parseInt(value, 10)
    else
      value = value
        .replace(/-/g, '/')
        .replace('T', ' ')
        .replace(/\.\d{3}/g, '')
  }
  if (typeof value === 'number' && String(value).length === 10) value = value * 1000
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/**
 * Formats a time with `{y} {m} {d} {h} {i} {s}` (zero-padded) and `{a}` (Chinese weekday 日…六).
 * Returns null for empty or unparsable input, as the family's parseTime does for empty input.
 */
export function parseTime(time: TimeInput, pattern = '{y}-{m}-{d} {h}:{i}:{s}'): string | null {
  const date = toDate(time)
  if (!date) return null
  const parts: Record<string, number> = {
    y: date.getFullYear(),
    m: date.getMonth() + 1,
    d: date.getDate(),
    h: date.getHours(),
    i: date.getMinutes(),
    s: date.getSeconds(),
    a: date.getDay(),
  }
  return pattern.replace(/{([ymdhisa])+}/g, (_, key: string) => {
    const value = parts[key]
    if (key === 'a') return WEEKDAYS[value]
    return value < 10 ? `0${value}` : String(value)
  })
}
