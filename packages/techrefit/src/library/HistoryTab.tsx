import type { TrApprovalEntry } from '@wp/contract'
import { useLoaded } from '@wp/ui'
import { Empty, Tag, Timeline } from 'antd'
import { useCallback } from 'react'
import { trApi } from '../api'

const OUTCOMES: Record<string, { text: string; color: string }> = {
  approve: { text: '通过', color: 'green' },
  reject: { text: '驳回', color: 'red' },
  return: { text: '退回', color: 'orange' },
  revoke: { text: '撤回', color: 'default' },
  stop: { text: '终止', color: 'red' },
  timeout: { text: '超时', color: 'orange' },
  countersign: { text: '会签结束', color: 'default' },
  canceled: { text: '取消', color: 'default' },
}
const STATUS: Record<string, string> = {
  running: '审批中',
  completed: '已完成',
  terminated: '已终止',
  suspended: '已挂起',
}

/** 流程记录: every 入库 and 立项 instance of a project, newest first, with its tasks, outcomes and comments. */
export function HistoryTab({ projectId, version }: { projectId: number; version?: number }) {
  const entries = useLoaded(
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` changes when the project has moved on: a new loader reads the history again, the shown one staying until it answers
    useCallback(() => trApi.history(projectId), [projectId, version]),
    null as TrApprovalEntry[] | null,
  )
  if (entries && !entries.length) return <Empty description="暂无审批记录" />
  return (
    <div data-testid="techrefit-history">
      {entries?.map((e) => (
        <div key={e.procInsId} style={{ marginBottom: 16 }}>
          <div style={{ fontWeight: 600, marginBottom: 8 }}>
            {e.procDefName}（{STATUS[e.status] ?? e.status}）· {e.startUserName} 发起于 {e.startTime}
            {e.endReason ? ` · ${e.endReason}` : ''}
          </div>
          <Timeline
            items={e.tasks.map((t) => ({
              key: t.taskId,
              color: t.status === 'open' ? 'blue' : t.outcome === 'approve' ? 'green' : 'gray',
              content: (
                <div>
                  <b>{t.name}</b> {t.assigneeName ?? '待签收'}{' '}
                  {t.outcome && <Tag color={OUTCOMES[t.outcome]?.color}>{OUTCOMES[t.outcome]?.text ?? t.outcome}</Tag>}
                  {t.status === 'open' && <Tag color="processing">办理中</Tag>}
                  <span style={{ color: '#999' }}> {t.finishTime ?? t.createTime}</span>
                  {t.comment && <div style={{ color: '#555' }}>意见：{t.comment}</div>}
                </div>
              ),
            }))}
          />
        </div>
      ))}
    </div>
  )
}
