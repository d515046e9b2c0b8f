import { describe, expect, it } from 'vitest'
import { deptOptions } from './tree'

describe('department parent picker', () => {
  it('builds the tree without empty children', () => {
    const rows = [
      { deptId: 100, parentId: 0, deptName: '集团', orderNum: 0, status: '0' },
      { deptId: 101, parentId: 100, deptName: '总部', orderNum: 1, status: '0' },
    ]
    expect(deptOptions(rows)).toEqual([{ value: 100, title: '集团', children: [{ value: 101, title: '总部' }] }])
  })
})
