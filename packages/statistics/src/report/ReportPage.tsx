import { DownloadOutlined, PrinterOutlined, ReloadOutlined } from '@ant-design/icons'
import { STATISTICS_PERMISSIONS, type StatReport } from '@wp/contract'
import { HasPermi } from '@wp/kit'
import { CLEARABLE } from '@wp/ui'
import { Button, Card, Empty, Select, Space, Spin, Switch, Tabs, Tag, TreeSelect } from 'antd'
import { useCallback, useEffect, useState } from 'react'
import { defaultPeriod, periodChoices } from '../entry/periods'
import { exportReport, loadReport, type ReportFilter } from './api'
import { ReportSection } from './ReportSection'
import { useOrgs } from '../entry/useOrgs'

const P = STATISTICS_PERMISSIONS.report

/** Printing shows the report alone: the layout around it, the filters and the buttons stay off the paper. */
const PRINT_CSS = `@media print {
  body * { visibility: hidden; }
  .wp-stat-report, .wp-stat-report * { visibility: visible; }
  .wp-stat-report { position: absolute; left: 0; top: 0; width: 100%; }
  .wp-stat-report .wp-no-print { display: none !important; }
  .wp-stat-report .ant-tabs-content > .ant-tabs-tabpane { display: block !important; break-inside: avoid; }
  .wp-stat-report-chart { break-inside: avoid; }
}`

/** 统计报表 (component path statistics/report/index): the period's key figures across kinds, by organisation. */
export default function ReportPage() {
  const [filter, setFilter] = useState<ReportFilter>(() => ({
    periodKey: defaultPeriod('M'),
    includeUnreviewed: false,
  }))
  const [report, setReport] = useState<StatReport | null>(null)
  const [loading, setLoading] = useState(false)
  const orgs = useOrgs()
  const load = useCallback(async () => {
    setLoading(true)
    try {
      setReport(await loadReport(filter))
    } catch {
      setReport(null)
    } finally {
      setLoading(false)
    }
  }, [filter])
  useEffect(() => void load(), [load])

  return (
    <div className="wp-stat-report" data-testid="stat-report">
      <style>{PRINT_CSS}</style>
      <Space wrap className="wp-no-print" style={{ marginBottom: 12 }}>
        <span>统计期</span>
        <Select
          style={{ width: 120 }}
          value={filter.periodKey}
          options={periodChoices('M').map((p) => ({ value: p, label: p }))}
          onChange={(periodKey) => setFilter((f) => ({ ...f, periodKey }))}
          data-testid="stat-report-period"
          aria-label="统计期"
        />
        <TreeSelect
          style={{ minWidth: 240 }}
          treeData={orgs}
          treeCheckable
          allowClear={CLEARABLE}
          aria-label="单位"
          placeholder="全部单位"
          value={filter.orgIds}
          onChange={(orgIds: number[]) => setFilter((f) => ({ ...f, orgIds }))}
          maxTagCount={2}
        />
        <Switch
          checked={!!filter.includeUnreviewed}
          onChange={(includeUnreviewed) => setFilter((f) => ({ ...f, includeUnreviewed }))}
          data-testid="stat-report-unreviewed"
          aria-labelledby="stat-report-unreviewed-label"
        />
        <span id="stat-report-unreviewed-label">含未审核数据</span>
        <Button icon={<ReloadOutlined />} onClick={() => void load()}>
          刷新
        </Button>
        <HasPermi perms={[P.export]}>
          <Button
            icon={<DownloadOutlined />}
            onClick={() => void exportReport(filter)}
            data-testid="stat-report-export"
          >
            导出 Excel
          </Button>
        </HasPermi>
        <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
          打印
        </Button>
      </Space>
      <h2 style={{ margin: '4px 0 12px' }}>
        统计报表 · {filter.periodKey}
        {filter.includeUnreviewed && <Tag style={{ marginLeft: 8 }}>含未审核</Tag>}
      </h2>
      <Spin spinning={loading}>
        {!report ? (
          <Empty description="暂无数据" />
        ) : (
          <>
            <Card size="small" title="填报进度" style={{ marginBottom: 12 }} data-testid="stat-report-progress">
              <Space wrap>
                {report.progress.map((p) => (
                  <span key={p.kind}>
                    {p.title}：<Tag color="success">已审核 {p.approved}</Tag>
                    <Tag color="processing">已提交 {p.submitted}</Tag>
                    <Tag>草稿 {p.draft}</Tag>
                    <Tag color="error">已退回 {p.returned}</Tag>
                    <Tag color="warning">未填报 {p.missing}</Tag>
                  </span>
                ))}
              </Space>
            </Card>
            <Tabs
              items={report.sections.map((s) => ({
                key: s.kind,
                label: s.title,
                children: <ReportSection section={s} />,
              }))}
            />
          </>
        )}
      </Spin>
    </div>
  )
}
