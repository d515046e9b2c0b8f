import { describe, expect, it } from 'vitest'
import { gaugeOption, RING_LABEL_WIDTH, rankingOption, ringOption, seriesOption } from './options'

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

  it('wraps a ring label within its width instead of cutting it to "技…"', () => {
    const option = ringOption([{ name: '经营管理人才', value: 3 }]) as {
      series: { label: { width: number; overflow: string }; radius: string[] }[]
    }
    expect(option.series[0].label).toMatchObject({ width: RING_LABEL_WIDTH, overflow: 'break' })
    // the outer radius leaves the label its width beside the ring in a half panel (300 px wide, 260 px high)
    const outer = (parseFloat(option.series[0].radius[1]) / 100) * (260 / 2)
    expect(300 / 2 - outer - 12).toBeGreaterThanOrEqual(RING_LABEL_WIDTH)
  })

  it('draws a gauge as a half circle that fits a short box, its name under the centre and no tick numbers', () => {
    const option = gaugeOption(42, '女干部占比') as {
      series: {
        startAngle: number
        endAngle: number
        center: string[]
        radius: string
        axisLabel: { show: boolean }
        title: { offsetCenter: string[] }
        detail: { offsetCenter: string[] }
      }[]
    }
    const g = option.series[0]
    expect([g.startAngle, g.endAngle]).toEqual([180, 0])
    expect(g.axisLabel.show).toBe(false)
    // the arc stays inside a box of any shape a panel gives it: a short strip, a half panel, and one of two gauges
    // side by side in a half panel (干部队伍结构)
    for (const [w, h] of [
      [300, 130],
      [300, 260],
      [150, 150],
    ]) {
      const r = (parseFloat(g.radius) / 100) * (Math.min(w, h) / 2)
      const cy = (parseFloat(g.center[1]) / 100) * h
      expect(cy - r, `${w}×${h}: top`).toBeGreaterThanOrEqual(0)
      expect(2 * r, `${w}×${h}: width`).toBeLessThanOrEqual(w)
      // the name (13 px) under the centre stays in the box
      expect(cy + (parseFloat(g.title.offsetCenter[1]) / 100) * r + 13, `${w}×${h}: name`).toBeLessThanOrEqual(h)
    }
    expect(parseFloat(g.detail.offsetCenter[1])).toBeLessThan(0)
  })
})
