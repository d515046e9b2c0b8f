import { EditOutlined, UserAddOutlined } from '@ant-design/icons'
import { WORKFLOW_PERMISSIONS, type FlowTaskDto } from '@wp/contract'
import { ListScreen } from '@wp/ui'
import { Tag } from 'antd'
import { listTodo, taskAction } from './api'
import { detailLink } from './links'
import { useStartProcess } from './start/useStartProcess'
import { processNameSearch, taskColumns } from './taskColumns'

const P = WORKFLOW_PERMISSIONS.task

/** 待办任务 (flowable/task/todo/index): tasks the user holds or may claim. */
export default function TodoPage() {
  const start = useStartProcess('todo')
  return (
    <ListScreen<FlowTaskDto>
      name="todo"
      rowKey="taskId"
      perms={{}}
      load={listTodo}
      search={processNameSearch('todo')}
      columns={taskColumns({
        key: 'taskName',
        title: '当前节点',
        render: (v, row) => (
          <>
            {String(v ?? '')} {row.claimable ? <Tag color="orange">待签收</Tag> : null}
            {row.delegationState === 'pending' ? <Tag color="blue">委派</Tag> : null}
          </>
        ),
      })}
      toolbar={() => [start.action]}
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
      {({ reload }) => start.drawer(reload)}
    </ListScreen>
  )
}
