import { describe, expect, it } from 'vitest'
import { dataScopeBody, idsToSave } from './scope'

const tree = [
  {
    id: 1,
    label: '系统管理',
    children: [
      {
        id: 100,
        label: '用户管理',
        children: [
          { id: 1000, label: '查询' },
          { id: 1001, label: '新增' },
        ],
      },
    ],
  },
  { id: 2, label: '系统监控', children: [{ id: 109, label: '在线用户' }] },
]

describe('ids a role saves', () => {
  it('adds the parents of checked nodes when linked', () => {
    expect(idsToSave(tree, [1000], true).sort((a, b) => a - b)).toEqual([1, 100, 1000])
  })
  it('saves only the checked nodes when not linked', () => {
    expect(idsToSave(tree, [1000, 109], false)).toEqual([1000, 109])
  })
})

describe('data scope body', () => {
  it('sends departments for the custom scope only', () => {
    expect(dataScopeBody(2, '2', tree, [1001], true)).toEqual({
      roleId: 2,
      dataScope: '2',
      deptIds: [1001, 1, 100],
      deptCheckStrictly: true,
    })
    expect(dataScopeBody(2, '3', tree, [1001], true)).toEqual({
      roleId: 2,
      dataScope: '3',
      deptIds: [],
      deptCheckStrictly: true,
    })
  })
})
