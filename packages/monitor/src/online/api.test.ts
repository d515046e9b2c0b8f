import { describe, expect, it } from 'vitest'
import { pageOf } from './api'

describe('online list paging', () => {
  it('pages the whole list in the browser', () => {
    const rows = Array.from({ length: 25 }, (_, i) => i)
    expect(pageOf(rows, 1, 10)).toHaveLength(10)
    expect(pageOf(rows, 3, 10)).toEqual([20, 21, 22, 23, 24])
    expect(pageOf(rows, 4, 10)).toEqual([])
  })
})
