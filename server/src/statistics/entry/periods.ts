import type { StatPeriodType } from '@wp/contract'

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * The period being filled in now: yesterday for daily kinds, last month for monthly ones, the last finished half
 * year, last year (statistics report what has ended).
 */
export function currentPeriod(type: StatPeriodType, now: Date): string {
  const y = now.getFullYear()
  const m = now.getMonth() + 1
  switch (type) {
    case 'D': {
      const d = new Date(now.getTime() - 86_400_000)
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
    }
    case 'M':
      return m === 1 ? `${y - 1}-12` : `${y}-${pad(m - 1)}`
    case 'H':
      return m <= 6 ? `${y - 1}-H2` : `${y}-H1`
    case 'Y':
      return String(y - 1)
  }
}

/** The period before (`2025-01` → `2024-12`, `2025-H1` → `2024-H2`, `2025` → `2024`). */
export function previousPeriod(type: Exclude<StatPeriodType, 'D'>, key: string): string {
  const y = Number(key.slice(0, 4))
  if (type === 'Y') return String(y - 1)
  if (type === 'H') return key.endsWith('H1') ? `${y - 1}-H2` : `${y}-H1`
  const m = Number(key.slice(5, 7))
  return m === 1 ? `${y - 1}-12` : `${y}-${pad(m - 1)}`
}

/** The same period a year before. */
export const lastYearPeriod = (key: string) => `${Number(key.slice(0, 4)) - 1}${key.slice(4)}`

/** The period of a type that a month (`yyyy-MM`) falls in or, for half years, the last one ended by then. */
export function periodOfMonth(type: Exclude<StatPeriodType, 'D'>, month: string): string {
  const y = Number(month.slice(0, 4))
  const m = Number(month.slice(5, 7))
  if (type === 'M') return month
  if (type === 'Y') return String(y)
  return m === 12 ? `${y}-H2` : m >= 6 ? `${y}-H1` : `${y - 1}-H2`
}
