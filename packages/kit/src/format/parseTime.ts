import { toDate, type TimeInput } from '@wp/contract'

export { toDate, type TimeInput }

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'] as const

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
