import {
  MASTERDATA_PERMISSIONS as P,
  MDM_DICTS,
  MDM_DISTRIBUTION,
  type DistributionLogRow,
  type SubscriberStats,
} from '@wp/contract'
import { DictTag, get, parseTime, useAccess, useLoad, type ApiResult, type TableResult } from '@wp/kit'
import { ResourceScreen, useGo } from '@wp/ui'
import { Button, Card, Select, Space, Table, Tag } from 'antd'
import { useCallback, useState } from 'react'
import { api, PAGES } from '../shared/api'

const KEEP_PREVIOUS = { keepPrevious: true }

/** The distribution log with 重推 of failures, and success / failure counts per subscriber. */
function DistributionLog() {
  const { hasPermi } = useAccess()
  const [status, setStatus] = useState<string>()
  const load = useCallback(async () => {
    const [log, stats] = await Promise.all([
      get<TableResult<DistributionLogRow>>('/masterdata/distribution/log/list', { pageSize: 50, pushStatus: status }),
      get<ApiResult<SubscriberStats[]>>('/masterdata/distribution/stats'),
    ])
    return { rows: log.rows, stats: stats.data ?? [] }
  }, [status])
  // the log of the status chosen last, however its answers come back; the rows on show stay while a filter loads
  const { value, loading, reload } = useLoad(load, KEEP_PREVIOUS)
  const rows = value?.rows ?? []
  const stats = value?.stats ?? []
  return (
    <Card title="分发日志" style={{ marginTop: 16 }}>
      <Space style={{ marginBottom: 12 }} wrap>
        {stats.map((s) => (
          <Tag key={s.subscriberId} data-testid="dist-stat">
            {s.subscriberName}：成功 {s.success} / 失败 {s.failed} / 待推送 {s.pending}
          </Tag>
        ))}
      </Space>
      <Space style={{ marginBottom: 12 }}>
        <Select
          allowClear
          placeholder="推送状态"
          aria-label="推送状态"
          style={{ width: 140 }}
          onChange={setStatus}
          options={[
            { value: '1', label: '成功' },
            { value: '2', label: '重试中' },
            { value: '3', label: '已放弃' },
            { value: '0', label: '待推送' },
          ]}
        />
        {hasPermi(P.distribution.push) && (
          <Button
            onClick={async () => {
              await api.push()
              reload()
            }}
            data-testid="dist-push"
          >
            立即推送
          </Button>
        )}
        <Button onClick={reload}>刷新</Button>
      </Space>
      <Table
        rowKey="logId"
        size="small"
        data-testid="dist-log"
        loading={loading}
        dataSource={rows}
        columns={[
          { title: '编号', dataIndex: 'logId', width: 70 },
          { title: '订阅系统', dataIndex: 'subscriberName' },
          { title: '主数据编码', dataIndex: 'recordCode' },
          { title: '事件', dataIndex: 'event' },
          {
            title: '状态',
            dataIndex: 'pushStatus',
            render: (v: string) => <DictTag type={MDM_DICTS.pushStatus} value={v} />,
          },
          { title: '次数', dataIndex: 'attempts', width: 60 },
          { title: 'HTTP', dataIndex: 'httpStatus', width: 70 },
          { title: '错误', dataIndex: 'errorMsg', ellipsis: true },
          { title: '推送时间', dataIndex: 'pushTime', render: (v: string | null) => (v ? parseTime(v) : '') },
          {
            title: '操作',
            render: (_: unknown, r: DistributionLogRow) =>
              (r.pushStatus === '2' || r.pushStatus === '3') &&
              hasPermi(P.distribution.push) && (
                <Button
                  type="link"
                  data-testid="dist-repush"
                  onClick={async () => {
                    await api.repush([r.logId])
                    reload()
                  }}
                >
                  重推
                </Button>
              ),
          },
        ]}
      />
    </Card>
  )
}

/** 分发配置: topics (model × subscriber, mode, fields, renames, filter), the log, re-push. */
export default function DistributionPage() {
  const go = useGo()
  return (
    <>
      <ResourceScreen
        resource={MDM_DISTRIBUTION}
        toolbar={() => [
          { perm: P.distribution.add, label: '新增分发', testId: 'dist-new', onClick: () => go(PAGES.distributionAdd) },
        ]}
      />
      <DistributionLog />
    </>
  )
}
