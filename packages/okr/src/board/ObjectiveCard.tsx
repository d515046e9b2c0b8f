import type { OkrBoardObjective, OkrKeyResultRow } from '@wp/contract'
import { Button, Card, List, Progress, Space, Tag } from 'antd'

const LEVELS: Record<string, string> = { '1': '集团', '2': '公司', '3': '部门', '4': '个人' }
const STATUS_COLOUR: Record<string, string> = { '0': 'default', '1': 'success', '2': 'warning', '3': 'error' }
const STATUS: Record<string, string> = { '0': '暂无', '1': '正常', '2': '风险', '3': '延期' }

/** One objective with its key results (progress, confidence, 更新进展). */
export function ObjectiveCard({ o, onCheckin }: { o: OkrBoardObjective; onCheckin: (kr: OkrKeyResultRow) => void }) {
  return (
    <Card
      size="small"
      data-testid={`okr-objective-${o.objectiveId}`}
      title={
        <Space>
          <Tag color="blue">{LEVELS[o.level] ?? o.level}</Tag>
          <span>{o.title}</span>
        </Space>
      }
      extra={
        <Space>
          <span>
            {o.orgName} · {o.ownerName}
          </span>
          <Tag color={STATUS_COLOUR[o.progressStatus ?? '0']}>{STATUS[o.progressStatus ?? '0']}</Tag>
        </Space>
      }
      style={{ marginBottom: 12 }}
    >
      <Progress percent={o.progressPercent ?? 0} data-testid={`okr-objective-progress-${o.objectiveId}`} />
      <List
        size="small"
        dataSource={o.keyResults}
        locale={{ emptyText: '尚无关键结果' }}
        renderItem={(kr) => (
          <List.Item
            data-testid={`okr-kr-${kr.krId}`}
            actions={[
              <Button
                key="checkin"
                size="small"
                type="link"
                data-testid={`okr-checkin-${kr.krId}`}
                onClick={() => onCheckin(kr)}
              >
                更新进展
              </Button>,
            ]}
          >
            <div style={{ flex: 1 }}>
              <div>
                KR：{kr.title}
                <span style={{ color: '#8c8c8c', marginLeft: 8 }}>
                  权重 {kr.weight}% · 信心 {kr.confidence ?? '—'}
                  {kr.currentValue !== null && kr.currentValue !== undefined
                    ? ` · 当前 ${kr.currentValue}${kr.unit ?? ''}`
                    : ''}
                </span>
              </div>
              <Progress percent={kr.progressPercent ?? 0} size="small" />
            </div>
          </List.Item>
        )}
      />
    </Card>
  )
}
