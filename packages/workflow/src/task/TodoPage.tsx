import { EditOutlined, PlayCircleOutlined, UserAddOutlined } from '@ant-design/icons'
import { WORKFLOW_PERMISSIONS, type FlowTaskDto } from '@wp/contract'
import { ListScreen } from '@wp/ui'
import { Tag } from 'antd'
import { useState } from 'react'
import { listTodo, taskAction } from './api'
import { detailLink } from './links'
import { StartDrawer } from './start/StartDrawer'
import { processColumns, starterColumn } from './taskColumns'

const P = WORKFLOW_PERMISSIONS.task

/** 待办任务 (flowable/task/todo/index): tasks the user holds or may claim. */
export default function TodoPage() {
  const [starting, setStarting] = useState(false)
  return (
    <ListScreen<FlowTaskDto>
      name="todo"
      rowKey="taskId"
      perms={{}}
      load={listTodo}
      search={[{ name: 'name', label: '流程名称', testId: 'todo-search-name' }]}
      columns={[
        { key: 'taskId', title: '任务编号', width: 110 },
        ...processColumns,
        {
          key: 'taskName',
          title: '当前节点',
          render: (v, row) => (
            <>
              {String(v ?? '')} {row.claimable ? <Tag color="orange">待签收</Tag> : null}
              {row.delegationState === 'pending' ? <Tag color="blue">委派</Tag> : null}
            </>
          ),
        },
        starterColumn,
        { key: 'createTime', title: '接收时间', width: 170, time: true },
      ]}
      toolbar={() => [
        {
          perm: WORKFLOW_PERMISSIONS.instance.start,
          label: '发起流程',
          icon: <PlayCircleOutlined />,
          testId: 'todo-start',
          onClick: () => setStarting(true),
        },
      ]}
      rowActions={(row, { go, reload, message }) => [
        ...(row.claimable
          ? [
              {
                perm: P.claim,
                label: '签收',
                icon: <UserAddOutlined />,
                testId: 'todo-row-claim',
                onClick: async () => {
                  await taskAction('claim', { taskId: row.taskId ?? undefined })
                  message.success('签收成功')
                  await reload()
                },
              },
            ]
          : []),
        {
          perm: P.query,
          label: '办理',
          icon: <EditOutlined />,
          testId: 'todo-row-handle',
          onClick: () => go(detailLink(row)),
        },
      ]}
    >
      {({ reload }) => <StartDrawer open={starting} onClose={() => setStarting(false)} onStarted={reload} />}
    </ListScreen>
  )
}
