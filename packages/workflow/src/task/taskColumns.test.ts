import { describe, expect, it } from 'vitest'
import { taskColumns } from './taskColumns'

describe('taskColumns', () => {
  it('puts the list’s own node column between the process and 流程发起人', () => {
    const columns = taskColumns({ key: 'taskName', title: '任务节点' })
    expect(columns.map((c) => c.title)).toEqual([
      '任务编号',
      '流程名称',
      '流程类别',
      '流程版本',
      '任务节点',
      '流程发起人',
      '接收时间',
    ])
  })
})
