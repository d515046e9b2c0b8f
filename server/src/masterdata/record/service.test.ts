import { describe, expect, it } from 'vitest'
import { withChange } from './service'

describe('withChange', () => {
  it('lays the change over the attributes and removes those it sets to null', () => {
    const before = { name: '旧名称', code: 'A1', note: '备注' }
    expect(withChange(before, { name: '新名称', note: null, size: 3 })).toEqual({ name: '新名称', code: 'A1', size: 3 })
    expect(before).toEqual({ name: '旧名称', code: 'A1', note: '备注' })
  })

  it('also drops a null the attributes already held', () => {
    expect(withChange({ a: null, b: 1 }, {})).toEqual({ b: 1 })
  })
})
