import type { FlowTaskDto } from '@wp/contract'
import Steps from 'antd-mobile/es/components/steps'

/** The flow record as a vertical timeline: finished steps done, the waiting ones in progress. */
export function FlowTimeline({ records }: { records: readonly FlowTaskDto[] }) {
  return (
    <Steps direction="vertical" current={records.findIndex((r) => !r.finishTime)} data-testid="task-timeline">
      {records.map((r, i) => (
        <Steps.Step
          key={`${r.taskId ?? i}-${i}`}
          status={r.finishTime ? 'finish' : 'process'}
          title={`${r.taskName ?? ''}${r.assigneeName ? ` · ${r.assigneeName}` : r.candidate ? ` · ${r.candidate}` : ''}`}
          description={
            <>
              <div>接收：{r.createTime}</div>
              {r.finishTime && (
                <div>
                  处理：{r.finishTime}
                  {r.duration ? `（耗时 ${r.duration}）` : ''}
                </div>
              )}
              {r.comment?.comment && <div data-testid="timeline-comment">意见：{r.comment.comment}</div>}
            </>
          }
        />
      ))}
    </Steps>
  )
}
