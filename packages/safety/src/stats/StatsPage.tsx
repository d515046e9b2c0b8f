import type { HazardStats } from '@wp/contract'
import { DictTag } from '@wp/kit'
import { PlainTable } from '@wp/ui'
import { Card, Col, Row, Statistic } from 'antd'
import { useEffect, useState, type ReactNode } from 'react'
import { loadStats } from '../api'

const rate = (closed: number, total: number) => (total ? `${((closed / total) * 100).toFixed(1)}%` : '—')

/** 隐患统计: totals, 闭环率, overdue, and the counts per level, status and organisation (the caller's data scope). */
export default function StatsPage() {
  const [stats, setStats] = useState<HazardStats | null>(null)
  useEffect(() => void loadStats().then(setStats, () => undefined), [])
  if (!stats) return <Card loading />
  return (
    <Row gutter={[12, 12]} data-testid="hazard-stats">
      <Figure title="隐患总数" value={stats.total} />
      <Figure title="已闭环" value={stats.closed} />
      <Figure title="闭环率" value={rate(stats.closed, stats.total)} />
      <Figure title="逾期未整改" value={stats.overdue} color={stats.overdue ? '#cf1322' : undefined} />
      <Counts
        title="按等级"
        rowKey="level"
        rows={stats.byLevel}
        first={{ title: '等级', render: (r) => <DictTag type="safe_hazard_level" value={r.level} /> }}
      />
      <Counts
        title="按状态"
        rowKey="status"
        rows={stats.byStatus}
        first={{ title: '状态', render: (r) => <DictTag type="safe_hazard_status" value={r.status} /> }}
      />
      <Counts
        title="按单位"
        rowKey="orgId"
        rows={stats.byOrg}
        first={{ title: '单位', render: (o) => o.orgName }}
        more={[{ title: '闭环率', render: (o) => rate(o.closed, o.count) }]}
      />
    </Row>
  )
}

/** One figure of the top row. */
function Figure({ title, value, color }: { title: string; value: number | string; color?: string }) {
  return (
    <Col xs={12} md={6}>
      <Card>
        <Statistic title={title} value={value} valueStyle={color ? { color } : undefined} />
      </Card>
    </Col>
  )
}

interface CountColumn<T> {
  title: string
  render: (row: T) => ReactNode
}

/** A third of the second row: the counts by one grouping (the group, 数量, and any further columns). */
function Counts<T extends { count: number }>(props: {
  title: string
  rowKey: keyof T & string
  rows: T[]
  first: CountColumn<T>
  more?: CountColumn<T>[]
}) {
  const column = ({ title, render }: CountColumn<T>) => ({ title, render: (_: unknown, row: T) => render(row) })
  return (
    <Col xs={24} md={8}>
      <Card title={props.title} size="small">
        <PlainTable<T>
          rowKey={props.rowKey}
          dataSource={props.rows}
          columns={[column(props.first), { title: '数量', dataIndex: 'count' }, ...(props.more ?? []).map(column)]}
        />
      </Card>
    </Col>
  )
}
