import type { StatReportCell, StatReportSection } from '@wp/contract'
import type { ChartOption } from '../screen/chartOption'

/** +12.5% / −3.0% / — : a change as the report prints it. */
export function changeText(pct: number | null | undefined): string {
  if (pct === null || pct === undefined || !Number.isFinite(pct)) return '—'
  const sign = pct > 0 ? '+' : pct < 0 ? '−' : ''
  return `${sign}${Math.abs(pct).toFixed(1)}%`
}

/** A figure with its unit's decimals: money with 2, counts without. */
export function figureText(value: number | null | undefined, unit?: string): string {
  if (value === null || value === undefined) return '—'
  const decimals = unit === '万元' || unit === '%' ? 2 : Number.isInteger(value) ? 0 : 2
  return value.toLocaleString('zh-CN', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
}

export const cellOf = (
  section: StatReportSection,
  orgIndex: number | 'total',
  key: string,
): StatReportCell | undefined => (orgIndex === 'total' ? section.total : section.rows[orgIndex])?.values[key]

/** The section's first indicator by organisation: this period against the same period last year. */
export function sectionChart(section: StatReportSection): ChartOption | null {
  const indicator = section.indicators[0]
  if (!indicator || !section.rows.length) return null
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 64, right: 16, top: 36, bottom: 48 },
    xAxis: { type: 'category', data: section.rows.map((r) => r.orgName), axisLabel: { rotate: 30 } },
    yAxis: { type: 'value', name: indicator.unit ?? '' },
    series: [
      {
        name: `${indicator.label}（本期）`,
        type: 'bar',
        data: section.rows.map((r) => r.values[indicator.key]?.current ?? null),
      },
      { name: '上年同期', type: 'bar', data: section.rows.map((r) => r.values[indicator.key]?.lastYear ?? null) },
    ],
  }
}
