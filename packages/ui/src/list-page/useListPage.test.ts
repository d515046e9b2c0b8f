import { describe, expect, it } from 'vitest'
import { exportParams, listParams } from './useListPage'

describe('list parameters', () => {
  it('sends page, filled-in filters and the date range as params[beginTime|endTime]', () => {
    expect(
      listParams({
        pageNum: 2,
        pageSize: 10,
        filters: { dictName: '用户', dictType: '', status: undefined },
        dateRange: ['2026-01-01', '2026-01-31'],
      }),
    ).toEqual({
      pageNum: 2,
      pageSize: 10,
      dictName: '用户',
      params: { beginTime: '2026-01-01', endTime: '2026-01-31' },
    })
  })

  it('exports with the current filters and without paging', () => {
    expect(exportParams({ filters: { configKey: 'sys.' }, dateRange: null })).toEqual({ configKey: 'sys.' })
  })
})
