export const NUMBER_UNITS = ['元', '万', '亿', '兆', '京', '垓', '杼'] as const
export type NumberUnit = (typeof NUMBER_UNITS)[number]

/** Rounds half away from zero to `decimals` places without binary drift (1.005 → 1.01). */
export function roundNumber(value: number, decimals = 1): number {
  if (!Number.isFinite(value)) return value
  const sign = value < 0 ? -1 : 1
  const shifted = Math.round(Number(`${Math.abs(value)}e${decimals}`))
  const result = sign * Number(`${shifted}e-${decimals}`)
  return Object.is(result, -0) ? 0 : result
}

export interface NumberWithUnit {
  value: number
  unit: NumberUnit
  /** value and unit together, e.g. "1.2万" */
  text: string
}

/**
 * Splits a large number into a unit of 元 万 亿 兆 京 垓 杼 (each 10000 times the previous) and rounds it
 * (default one decimal): 123456 → { value: 12.3, unit: '万' }.
 */
export function formatNumberUnit(value: number | string, decimals = 1): NumberWithUnit {
  let n = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''))
  if (!Number.isFinite(n)) n = 0
  let index = 0
  while (Math.abs(n) >= 10000 && index < NUMBER_UNITS.length - 1) {
    n /= 10000
    index++
  }
  let rounded = roundNumber(n, decimals)
  // 9999.96 rounds to 10000.0: move it up one unit so the value stays below 10000
  if (Math.abs(rounded) >= 10000 && index < NUMBER_UNITS.length - 1) {
    index++
    rounded = roundNumber(n / 10000, decimals)
  }
  const unit = NUMBER_UNITS[index]
  return { value: rounded, unit, text: `${rounded}${unit}` }
}
