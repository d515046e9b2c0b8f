import { CheckCircleOutlined, ClockCircleOutlined } from '@ant-design/icons'
import { WORKFLOW_DICT_TYPES, type FlowTaskDto } from '@wp/contract'
import { DictTag, parseTime } from '@wp/kit'
import { Card, Descriptions, Empty, Tag, Timeline } from 'antd'

/** 流转记录: each node with 办理人, 候选办理, 接收时间, 处理时间, 耗时 and 处理意见 (RuoYi's timeline colours). */
export function FlowRecord({ flowList }: { flowList: readonly FlowTaskDto[] }) {
  if (!flowList.length) return <Empty description="暂无流转记录" />
  return (
    <Timeline
      data-testid="flow-record"
      items={flowList.map((r, i) => {
        const done = Boolean(r.finishTime)
        return {
          key: `${r.taskId}-${i}`,
          color: done ? '#2bc418' : '#b3bdbb',
          dot: done ? <CheckCircleOutlined /> : <ClockCircleOutlined />,
          children: (
            <Card size="small" title={r.taskName} data-testid="flow-record-item" data-done={done || undefined}>
              <Descriptions size="small" column={2}>
                {r.assigneeName ? (
                  <Descriptions.Item label="办理人">
                    {r.assigneeName} {r.assigneeDeptName ? <Tag>{r.assigneeDeptName}</Tag> : null}
                  </Descriptions.Item>
                ) : null}
                {r.candidate ? <Descriptions.Item label="候选办理">{r.candidate}</Descriptions.Item> : null}
                <Descriptions.Item label="接收时间">{parseTime(r.createTime) ?? ''}</Descriptions.Item>
                {r.finishTime ? (
                  <Descriptions.Item label="处理时间">{parseTime(r.finishTime)}</Descriptions.Item>
                ) : null}
                {r.duration ? <Descriptions.Item label="耗时">{r.duration}</Descriptions.Item> : null}
                {r.comment ? (
                  <Descriptions.Item label="处理意见" span={2}>
                    <DictTag type={WORKFLOW_DICT_TYPES.commentType} value={r.comment.type} /> {r.comment.comment}
                  </Descriptions.Item>
                ) : null}
              </Descriptions>
            </Card>
          ),
        }
      })}
    />
  )
}
