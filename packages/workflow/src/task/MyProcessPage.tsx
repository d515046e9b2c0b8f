import { CloseCircleOutlined, EyeOutlined, RollbackOutlined } from '@ant-design/icons'
import { FLOW_INSTANCE_STATUS, WORKFLOW_DICT_TYPES, WORKFLOW_PERMISSIONS, type FlowTaskDto } from '@wp/contract'
import { deleteQuestionOf, ListScreen } from '@wp/ui'
import { deleteInstances, listMyProcess, taskAction } from './api'
import { detailLink } from './links'
import { useStartProcess } from './start/useStartProcess'
import { processColumns, processNameSearch } from './taskColumns'

const P = WORKFLOW_PERMISSIONS.task

/** 我的流程 (flowable/task/myProcess/index): the processes the user started. */
export default function MyProcessPage() {
  const start = useStartProcess('myprocess')
  const running = (row: FlowTaskDto) => row.processStatus === FLOW_INSTANCE_STATUS.RUNNING
  return (
    <ListScreen<FlowTaskDto>
      name="myprocess"
      rowKey="procInsId"
      perms={{ remove: WORKFLOW_PERMISSIONS.instance.remove }}
      load={listMyProcess}
      search={processNameSearch('myprocess')}
      columns={[
        { key: 'procInsId', title: '流程编号', width: 110 },
        ...processColumns,
        { key: 'createTime', title: '提交时间', width: 170, time: true },
        { key: 'processStatus', title: '流程状态', width: 100, dict: WORKFLOW_DICT_TYPES.processStatus },
        { key: 'duration', title: '耗时', width: 120 },
        { key: 'taskName', title: '当前节点' },
        { key: 'assigneeName', title: '办理人', render: (v, row) => String(v ?? row.candidate ?? '') },
      ]}
      remove={(rows) => deleteInstances(rows.map((r) => r.procInsId))}
      removeConfirm={deleteQuestionOf('流程', (r) => `${r.procDefName}（${r.procInsId}）`)}
      canRemove={(row) => !running(row)}
      toolbar={() => [start.action]}
      rowActions={(row, { go, reload, message }) => [
        {
          label: '详情',
          icon: <EyeOutlined />,
          testId: 'myprocess-row-detail',
          onClick: () => go(detailLink({ ...row, taskId: null }, true)),
        },
        ...(running(row)
          ? [
              {
                perm: P.revoke,
                label: '撤回',
                icon: <RollbackOutlined />,
                testId: 'myprocess-row-revoke',
                confirm: '确认撤回该流程吗？',
                onClick: async () => {
                  await taskAction('revokeProcess', { instanceId: row.procInsId })
                  message.success('撤回成功')
                  await reload()
                },
              },
              {
                perm: P.stop,
                label: '取消申请',
                icon: <CloseCircleOutlined />,
                testId: 'myprocess-row-stop',
                danger: true,
                confirm: '确认取消该申请吗？流程将结束。',
                onClick: async () => {
                  await taskAction('stopProcess', { instanceId: row.procInsId, comment: '取消申请' })
                  message.success('已取消申请')
                  await reload()
                },
              },
            ]
          : []),
      ]}
    >
      {({ reload }) => start.drawer(reload)}
    </ListScreen>
  )
}
