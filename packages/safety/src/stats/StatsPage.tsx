import type { HazardStats } from '@wp/contract'
import { DictTag } from '@wp/kit'
import { Card, Col, Row, Statistic, Table } from 'antd'
import { useEffect, useState } from 'react'
import { loadStats } from '../api'

const rate = (closed: number, total: number) => (total ? `${((closed / total) * 100).toFixed(1)}%` : '—')

/** 隐患统计: totals, 闭环率, overdue, and the counts per level, status and organisation (the caller's data scope). */
export default function StatsPage() {
  const [stats, setStats] = useState<HazardStats | null>(null)
  useEffect(() => void loadStats().then(setStats, () => undefined), [])
  if (!stats) return <Card loading />
  return (
    <Row gutter={[12, 12]} data-testid="hazard-stats">
      <Col xs={12} md={6}>
        <Card>
          <Statistic title="隐患总数" value={stats.total} />
        </Card>
      </Col>
      <Col xs={12} md={6}>
        <Card>
          <Statistic title="已闭环" value={stats.closed} />
        </Card>
      </Col>
      <Col xs={12} md={6}>
        <Card>
          <Statistic title="闭环率" value={rate(stats.closed, stats.total)} />
        </Card>
      </Col>
      <Col xs={12} md={6}>
        <Card>
          <Statistic
            title="逾期未整改"
            value={stats.overdue}
            valueStyle={{ color: stats.overdue ? '#cf1322' : undefined }}
          />
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <Card title="按等级" size="small">
          <Table
            rowKey="level"
            size="small"
            pagination={false}
            dataSource={stats.byLevel}
            columns={[
              {
                title: '等级',
                dataIndex: 'level',
                render: (v: string) => <DictTag type="safe_hazard_level" value={v} />,
              },
              { title: '数量', dataIndex: 'count' },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <Card title="按状态" size="small">
          <Table
            rowKey="status"
            size="small"
            pagination={false}
            dataSource={stats.byStatus}
            columns={[
              {
                title: '状态',
                dataIndex: 'status',
                render: (v: string) => <DictTag type="safe_hazard_status" value={v} />,
              },
              { title: '数量', dataIndex: 'count' },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <Card title="按单位" size="small">
          <Table
            rowKey="orgId"
            size="small"
            pagination={false}
            dataSource={stats.byOrg}
            columns={[
              { title: '单位', dataIndex: 'orgName' },
              { title: '数量', dataIndex: 'count' },
              { title: '闭环率', render: (_: unknown, o: HazardStats['byOrg'][number]) => rate(o.closed, o.count) },
            ]}
          />
        </Card>
      </Col>
    </Row>
  )
}
