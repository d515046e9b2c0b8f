// Plain value checks the rules share on both sides of the wire (no DOM).

export type TimeInput = Date | string | number | null | undefined

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

/** Most characters a money text may have (the family's money input truncates at 20). */
export const MONEY_MAX_LENGTH = 20

/**
 * The numeric-string check: optional sign, an integer part without leading zeros, optional decimals.
 * "0", "-12.50", "+3" pass; "012", "1.", ".5", "1e3" do not.
 */
export function isNumericString(value: string): boolean {
  return /^[+-]?(0|[1-9]\d*)(\.\d+)?$/.test(value)
}
