import { describe, expect, it } from 'vitest'
import { columnSortOrder, sortParams, withSort } from './sort'

describe('server-side sorting', () => {
  it('maps the table sorter to orderByColumn / isAsc', () => {
    expect(sortParams({ columnKey: 'costTime', order: 'ascend' })).toEqual({
      orderByColumn: 'costTime',
      isAsc: 'ascending',
    })
    expect(sortParams({ columnKey: 'operTime', order: 'descend' })).toEqual({
      orderByColumn: 'operTime',
      isAsc: 'descending',
    })
    expect(sortParams({ columnKey: 'operTime', order: null })).toEqual({})
  })
  it('replaces the sort in the filters and shows it on the column', () => {
    expect(withSort({ title: 'x', orderByColumn: 'operTime', isAsc: 'descending' }, {})).toEqual({ title: 'x' })
    const sort = { orderByColumn: 'costTime', isAsc: 'ascending' as const }
    expect(columnSortOrder(sort, 'costTime')).toBe('ascend')
    expect(columnSortOrder(sort, 'operTime')).toBeNull()
  })
})
