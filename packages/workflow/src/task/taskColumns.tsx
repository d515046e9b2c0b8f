import { WORKFLOW_DICT_TYPES, type FlowTaskDto } from '@wp/contract'
import type { ColumnSpec, SearchField } from '@wp/ui'
import { Tag } from 'antd'

/** The process columns every task list shows: name, category and version. */
export const processColumns: ColumnSpec<FlowTaskDto>[] = [
  { key: 'procDefName', title: '流程名称' },
  { key: 'category', title: '流程类别', width: 110, dict: WORKFLOW_DICT_TYPES.processCategory },
  { key: 'procDefVersion', title: '流程版本', width: 90, align: 'center', render: (v) => <Tag>v{String(v)}</Tag> },
]

/** 任务编号: the first column of the task lists (待办, 已办). */
const taskIdColumn: ColumnSpec<FlowTaskDto> = { key: 'taskId', title: '任务编号', width: 110 }

/** 接收时间: when the task reached its node. */
const receivedColumn: ColumnSpec<FlowTaskDto> = { key: 'createTime', title: '接收时间', width: 170, time: true }

/** The search every task list offers: 流程名称 (`<name>-search-name`). */
export const processNameSearch = (name: string): SearchField[] => [
  { name: 'name', label: '流程名称', testId: `${name}-search-name` },
]

/** 流程发起人 with the starter's department as a tag. */
const starterColumn: ColumnSpec<FlowTaskDto> = {
  key: 'startUserName',
  title: '流程发起人',
  render: (v, row) => (
    <>
      {String(v ?? '')} {row.startDeptName ? <Tag>{row.startDeptName}</Tag> : null}
    </>
  ),
}

/** The columns 待办 and 已办 open with: 任务编号, the process, the task's node (each list shows it its way), 流程发起人, 接收时间. */
export const taskColumns = (node: ColumnSpec<FlowTaskDto>): ColumnSpec<FlowTaskDto>[] => [
  taskIdColumn,
  ...processColumns,
  node,
  starterColumn,
  receivedColumn,
]
