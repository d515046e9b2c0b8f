import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { exportParams, listParams, useListPage } from './useListPage'

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

describe('useListPage', () => {
  /** a fetch whose answers the test hands out, in whatever order it likes */
  function deferredFetch() {
    const asked: { params: Record<string, unknown>; answer: (rows: string[]) => void }[] = []
    const fetch = (params: Record<string, unknown>) =>
      new Promise<{ rows: string[]; total: number }>((resolve) =>
        asked.push({ params, answer: (rows) => resolve({ rows, total: rows.length }) }),
      )
    return { asked, fetch }
  }

  it('shows the answer to the request asked last when an older answer comes after it', async () => {
    const { asked, fetch } = deferredFetch()
    const { result } = renderHook(() => useListPage<string>(fetch))
    await waitFor(() => expect(asked).toHaveLength(1)) // the first load
    let reloaded: Promise<void> | undefined
    act(() => {
      reloaded = result.current.reload()
    })
    expect(asked).toHaveLength(2)
    await act(async () => {
      asked[1].answer(['after the comment'])
      await reloaded
    })
    await act(async () => asked[0].answer(['before the comment']))
    expect(result.current.rows).toEqual(['after the comment'])
    expect(result.current.loading).toBe(false)
  })

  it('stays loading until the request asked last has answered', async () => {
    const { asked, fetch } = deferredFetch()
    const { result } = renderHook(() => useListPage<string>(fetch))
    await waitFor(() => expect(asked).toHaveLength(1))
    act(() => void result.current.reload())
    await act(async () => asked[0].answer(['first']))
    expect(result.current.loading).toBe(true)
    expect(result.current.rows).toEqual([])
    await act(async () => asked[1].answer(['second']))
    expect(result.current.loading).toBe(false)
    expect(result.current.rows).toEqual(['second'])
  })
})
