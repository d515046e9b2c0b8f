import { PROJECT_DICT_TYPES as D, type FilingRow } from '@wp/contract'
import { DictTag } from '@wp/kit'
import { useGo } from '@wp/ui'
import { DatePicker, Space, Statistic, Table, Tag } from 'antd'
import dayjs from 'dayjs'
import { useEffect, useState } from 'react'
import { reportApi } from '../api'

/** 填报进度: for a period, which running projects have reported and which have not (催报 at a glance). */
export default function FilingPage() {
  const [period, setPeriod] = useState(dayjs().format('YYYY-MM'))
  const [rows, setRows] = useState<FilingRow[]>([])
  const [loading, setLoading] = useState(false)
  const go = useGo()
  useEffect(() => {
    setLoading(true)
    reportApi
      .filing(period)
      .then(setRows)
      .finally(() => setLoading(false))
  }, [period])
  const missing = rows.filter((r) => !r.reportId || r.reportStatus === '0').length
  return (
    <div style={{ padding: 16 }} data-testid="filing-page">
      <Space size="large" style={{ marginBottom: 12 }}>
        <DatePicker
          picker="month"
          value={dayjs(`${period}-01`)}
          allowClear={false}
          onChange={(d) => d && setPeriod(d.format('YYYY-MM'))}
          data-testid="filing-period"
        />
        <Statistic title="进行中项目" value={rows.length} />
        <Statistic title="未汇报" value={missing} valueStyle={{ color: missing ? '#cf1322' : undefined }} />
      </Space>
      <Table<FilingRow>
        rowKey="projectId"
        size="small"
        loading={loading}
        dataSource={rows}
        data-testid="filing-table"
        columns={[
          { title: '项目编号', dataIndex: 'projectCode', width: 140 },
          {
            title: '项目名称',
            dataIndex: 'projectName',
            render: (v: string, r) => <a onClick={() => go(`/variety/variety_detail?projectId=${r.projectId}`)}>{v}</a>,
          },
          { title: '牵头单位', dataIndex: 'orgName', width: 140 },
          { title: '项目负责人', dataIndex: 'managerName', width: 110 },
          {
            title: '汇报状态',
            dataIndex: 'reportStatus',
            width: 110,
            render: (v: string | null) =>
              v ? <DictTag type={D.reportStatus} value={v} /> : <Tag color="red">未汇报</Tag>,
          },
          {
            title: '提交时间',
            dataIndex: 'submitTime',
            width: 170,
            render: (v: string | null) => v?.slice(0, 19).replace('T', ' '),
          },
        ]}
      />
    </div>
  )
}
