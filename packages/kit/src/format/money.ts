import { isNumericString, MONEY_MAX_LENGTH } from '@wp/contract'
import { roundNumber } from './number'

function groupThousands(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/**
 * Money with thousands separators and a fixed number of decimals (default 2): 1234567.8 → "1,234,567.80".
 * Empty or non-numeric input gives "".
 */
export function formatMoney(value: number | string | null | undefined, decimals = 2): string {
  if (value === null || value === undefined || value === '') return ''
  const n = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''))
  if (!Number.isFinite(n)) return ''
  const fixed = roundNumber(n, decimals).toFixed(decimals)
  const negative = fixed.startsWith('-')
  const [integer, fraction] = (negative ? fixed.slice(1) : fixed).split('.')
  const text = groupThousands(integer) + (fraction ? `.${fraction}` : '')
  return negative && Number(fixed) !== 0 ? `-${text}` : text
}

/** Reads a money text back into a number ("-1,234.5" → -1234.5); null when it is not a number. */
export function parseMoney(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null
  if (typeof text === 'number') return Number.isFinite(text) ? text : null
  const cleaned = text.replace(/,/g, '').trim()
  if (!isNumericString(cleaned)) return null
  return Number(cleaned)
}

/**
 * What a money input keeps while typing: only digits, one dot and an optional leading minus; thousands
 * grouped; at most 2 decimals; at most 20 characters. Commas typed by the user are regrouped.
 */
export function sanitizeMoneyInput(raw: string, allowNegative = true): string {
  let text = raw.replace(/[^\d.,-]/g, '').replace(/,/g, '')
  const negative = allowNegative && text.startsWith('-')
  text = text.replace(/-/g, '')
  const dot = text.indexOf('.')
  let integer = dot >= 0 ? text.slice(0, dot) : text
  let fraction =
    dot >= 0
      ? text
          .slice(dot + 1)
          .replace(/\./g, '')
          .slice(0, 2)
      : ''
  integer = integer.replace(/^0+(?=\d)/, '')
  if (dot >= 0 && integer === '') integer = '0'
  let result = (negative ? '-' : '') + groupThousands(integer) + (dot >= 0 ? `.${fraction}` : '')
  while (result.length > MONEY_MAX_LENGTH) {
    // drop digits from the end until it fits, then regroup
    if (fraction.length > 0) fraction = fraction.slice(0, -1)
    else integer = integer.slice(0, -1)
    const keepDot = dot >= 0 && fraction.length > 0
    result = (negative ? '-' : '') + groupThousands(integer) + (keepDot ? `.${fraction}` : '')
  }
  return result
}

export { isNumericString, MONEY_MAX_LENGTH }
