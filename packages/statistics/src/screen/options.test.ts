import { describe, expect, it } from 'vitest'
import { rankingOption, ringOption, seriesOption } from './options'

describe('chart options from screen data', () => {
  it('puts series of two units on two y axes', () => {
    const option = seriesOption({
      categories: ['2026-01', '2026-02'],
      series: [
        { name: '本月完成', unit: '万元', type: 'bar', data: [10, 20] },
        { name: '完成率', unit: '%', type: 'line', data: [5, 12] },
      ],
    }) as { yAxis: { name: string }[]; series: { yAxisIndex: number; type: string }[] }
    expect(option.yAxis.map((a) => a.name)).toEqual(['万元', '%'])
    expect(option.series.map((s) => [s.type, s.yAxisIndex])).toEqual([
      ['bar', 0],
      ['line', 1],
    ])
  })

  it('stacks bars when asked, one axis for one unit', () => {
    const option = seriesOption(
      {
        categories: ['2025'],
        series: [
          { name: '发明', unit: '件', type: 'bar', data: [3] },
          { name: '实用新型', unit: '件', type: 'bar', data: [5] },
        ],
      },
      { stacked: true },
    ) as { yAxis: unknown[]; series: { stack?: string }[] }
    expect(option.yAxis).toHaveLength(1)
    expect(option.series.every((s) => s.stack === 'total')).toBe(true)
  })

  it('ranks at most ten names, first on top', () => {
    const values = Array.from({ length: 12 }, (_, i) => ({ name: `单位${i}`, value: 100 - i }))
    const option = rankingOption(values, '%') as { yAxis: { data: string[]; inverse: boolean } }
    expect(option.yAxis.data).toHaveLength(10)
    expect(option.yAxis.data[0]).toBe('单位0')
    expect(option.yAxis.inverse).toBe(true)
  })

  it('draws a ring of the shares', () => {
    const option = ringOption([{ name: '党委', value: 3 }]) as { series: { type: string; data: unknown[] }[] }
    expect(option.series[0].type).toBe('pie')
    expect(option.series[0].data).toEqual([{ name: '党委', value: 3 }])
  })
})
