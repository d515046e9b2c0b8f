import { OKR_OBJ_STATUS, type OkrBoardObjective, type OkrKeyResultRow } from '@wp/contract'
import { DictTag } from '@wp/kit'
import { Button, Card, List, Progress, Space, Tag } from 'antd'

const LEVELS: Record<string, string> = { '1': '集团', '2': '公司', '3': '部门', '4': '个人' }
const STATUS_COLOUR: Record<string, string> = { '0': 'default', '1': 'success', '2': 'warning', '3': 'error' }
const STATUS: Record<string, string> = { '0': '暂无', '1': '正常', '2': '风险', '3': '延期' }

export interface ObjectiveActions {
  onCheckin: (kr: OkrKeyResultRow) => void
  onHistory: (kr: OkrKeyResultRow) => void
  onSubmit: (o: OkrBoardObjective) => void
  /** offered while the cycle is being scored */
  onScore?: (o: OkrBoardObjective) => void
}

const SUBMITTABLE: string[] = [OKR_OBJ_STATUS.DRAFT, OKR_OBJ_STATUS.RETURNED]

/** A key result's link beside it (历史, 更新进展), test id `okr-<key>-<krId>`. */
const krAction = (
  key: 'history' | 'checkin',
  label: string,
  kr: OkrKeyResultRow,
  act: (kr: OkrKeyResultRow) => void,
) => (
  <Button key={key} size="small" type="link" data-testid={`okr-${key}-${kr.krId}`} onClick={() => act(kr)}>
    {label}
  </Button>
)

/** One objective with its key results (progress, confidence, 更新进展, 历史), 提交 while a draft, 评分 in scoring. */
export function ObjectiveCard({
  o,
  onCheckin,
  onHistory,
  onSubmit,
  onScore,
}: { o: OkrBoardObjective } & ObjectiveActions) {
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
            {o.collaborators?.length ? ` · 协作：${o.collaborators.map((c) => c.nickName).join('、')}` : ''}
          </span>
          <DictTag type="okr_obj_status" value={o.objStatus} />
          <Tag color={STATUS_COLOUR[o.progressStatus ?? '0']}>{STATUS[o.progressStatus ?? '0']}</Tag>
          {o.score !== null && o.score !== undefined && <Tag color="purple">评分 {o.score}</Tag>}
          {SUBMITTABLE.includes(o.objStatus) && (
            <Button size="small" type="primary" data-testid={`okr-submit-${o.objectiveId}`} onClick={() => onSubmit(o)}>
              提交
            </Button>
          )}
          {onScore && (
            <Button size="small" data-testid={`okr-score-${o.objectiveId}`} onClick={() => onScore(o)}>
              评分
            </Button>
          )}
        </Space>
      }
      style={{ marginBottom: 12 }}
    >
      <Progress
        percent={o.progressPercent ?? 0}
        aria-label={`${o.title} 进度`}
        data-testid={`okr-objective-progress-${o.objectiveId}`}
      />
      <List
        size="small"
        dataSource={o.keyResults}
        locale={{ emptyText: '尚无关键结果' }}
        renderItem={(kr) => (
          <List.Item
            data-testid={`okr-kr-${kr.krId}`}
            actions={[krAction('history', '历史', kr, onHistory), krAction('checkin', '更新进展', kr, onCheckin)]}
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
              <Progress percent={kr.progressPercent ?? 0} size="small" aria-label={`${kr.title} 进度`} />
            </div>
          </List.Item>
        )}
      />
    </Card>
  )
}
