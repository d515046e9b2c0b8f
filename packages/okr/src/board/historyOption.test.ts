import type { OkrCheckinRow } from '@wp/contract'
import { describe, expect, it } from 'vitest'
import { historyOption } from './historyOption'

const row = (checkinId: number, progressPercent: number, confidence: number, createTime: string): OkrCheckinRow => ({
  checkinId,
  krId: 1,
  value: progressPercent,
  zone: null,
  progressPercent,
  confidence,
  comment: null,
  createBy: 'alice',
  createTime,
})

describe('the check-in history chart', () => {
  it('draws progress and confidence oldest first on their own axes', () => {
    // the list answers newest first
    const o = historyOption([row(3, 80, 9, '2026-05-20 10:00:00'), row(2, 40, 6, '2026-05-13 09:30:00')])
    expect(o.xAxis.data).toEqual(['05-13 09:30', '05-20 10:00'])
    expect(o.series[0]).toMatchObject({ name: '进度', data: [40, 80] })
    expect(o.series[1]).toMatchObject({ name: '信心', yAxisIndex: 1, data: [6, 9] })
    expect(o.yAxis.map((a) => a.max)).toEqual([100, 10])
  })
})
