import { EyeOutlined, RollbackOutlined } from '@ant-design/icons'
import { WORKFLOW_PERMISSIONS, type FlowTaskDto } from '@wp/contract'
import { ListScreen } from '@wp/ui'
import { listFinished, taskAction } from './api'
import { detailLink } from './links'
import { processNameSearch, taskColumns } from './taskColumns'

const P = WORKFLOW_PERMISSIONS.task

/** 已办任务 (flowable/task/finished/index): tasks the user completed. */
export default function FinishedPage() {
  return (
    <ListScreen<FlowTaskDto>
      name="finished"
      rowKey="taskId"
      perms={{}}
      load={listFinished}
      search={processNameSearch('finished')}
      columns={[
        ...taskColumns({ key: 'taskName', title: '任务节点' }),
        { key: 'finishTime', title: '审批时间', width: 170, time: true },
        { key: 'duration', title: '耗时', width: 120 },
      ]}
      rowActions={(row, { go, reload, message }) => [
        {
          perm: P.record,
          label: '流转记录',
          icon: <EyeOutlined />,
          testId: 'finished-row-record',
          onClick: () => go(detailLink(row, true)),
        },
        {
          perm: P.revoke,
          label: '撤回',
          icon: <RollbackOutlined />,
          testId: 'finished-row-revoke',
          more: true,
          confirm: '确认撤回该任务吗？下一节点尚未办理时可以撤回。',
          onClick: async () => {
            await taskAction('revokeProcess', { instanceId: row.procInsId, taskId: row.taskId ?? undefined })
            message.success('撤回成功')
            await reload()
          },
        },
      ]}
    />
  )
}
