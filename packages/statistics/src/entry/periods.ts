// The periods a statistics screen or card offers. Apart from describe.ts (which reads the kinds' descriptions) so the
// workbench's 统计报表 card loads without those descriptions.
import type { StatPeriodType } from '@wp/contract'

const pad = (n: number) => String(n).padStart(2, '0')

/** The period keys a filter or a form offers, newest first: 36 months, 10 half years or 10 years back from `now`. */
export function periodChoices(periodType: StatPeriodType, now = new Date()): string[] {
  const y = now.getFullYear()
  const m = now.getMonth() + 1
  switch (periodType) {
    case 'M':
      return Array.from({ length: 36 }, (_, i) => {
        const d = new Date(y, m - 1 - i, 1)
        return `${d.getFullYear()}-${pad(d.getMonth() + 1)}`
      })
    case 'H': {
      const half = m <= 6 ? 1 : 2
      return Array.from({ length: 10 }, (_, i) => {
        const index = y * 2 + (half - 1) - i
        return `${Math.floor(index / 2)}-H${(index % 2) + 1}`
      })
    }
    case 'Y':
      return Array.from({ length: 10 }, (_, i) => String(y - i))
    case 'D':
      return Array.from({ length: 31 }, (_, i) => {
        const d = new Date(y, m - 1, now.getDate() - i)
        return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
      })
  }
}

/** The period a new form starts with: last month for monthly kinds (reported after the month ends), else the latest. */
export function defaultPeriod(periodType: StatPeriodType, now = new Date()): string {
  const choices = periodChoices(periodType, now)
  return periodType === 'M' ? choices[1] : choices[0]
}
