import type { StatReportSection } from '@wp/contract'
import { describe, expect, it } from 'vitest'
import { changeText, figureText, sectionChart } from './figures'

describe('report figures', () => {
  it('prints changes with a sign and a dash when there is nothing to compare', () => {
    expect(changeText(12.345)).toBe('+12.3%')
    expect(changeText(-3)).toBe('−3.0%')
    expect(changeText(0)).toBe('0.0%')
    expect(changeText(null)).toBe('—')
  })

  it('prints money with two decimals and counts without', () => {
    expect(figureText(1234.5, '万元')).toBe('1,234.50')
    expect(figureText(12, '人')).toBe('12')
    expect(figureText(null)).toBe('—')
  })

  it('charts the first indicator by organisation against last year', () => {
    const cell = (current: number, lastYear: number) => ({
      current,
      lastYear,
      previous: null,
      ytd: null,
      changePct: null,
      yoyPct: null,
    })
    const section = {
      kind: 'investment',
      title: '投资完成情况',
      periodKey: '2026-10',
      previousPeriodKey: '2026-09',
      indicators: [{ key: 'ytdTotal', label: '累计完成投资', unit: '万元' }],
      rows: [
        { orgId: 1, orgName: '甲公司', reportStatus: '2', locked: true, values: { ytdTotal: cell(10, 8) } },
        { orgId: 2, orgName: '乙公司', reportStatus: '1', locked: false, values: { ytdTotal: cell(5, 6) } },
      ],
      total: { orgId: 0, orgName: '合计', reportStatus: null, locked: false, values: { ytdTotal: cell(15, 14) } },
    } as StatReportSection
    const option = sectionChart(section) as { series: { data: number[] }[]; xAxis: { data: string[] } }
    expect(option.xAxis.data).toEqual(['甲公司', '乙公司'])
    expect(option.series[0].data).toEqual([10, 5])
    expect(option.series[1].data).toEqual([8, 6])
    expect(sectionChart({ ...section, rows: [] })).toBeNull()
  })
})
