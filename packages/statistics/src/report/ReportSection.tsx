import { LockOutlined } from '@ant-design/icons'
import type { StatReportRow, StatReportSection } from '@wp/contract'
import { DictTag } from '@wp/kit'
import { PlainTable, useTableA11y } from '@wp/ui'
import { Card, Col, Row, Statistic } from 'antd'
import { Chart } from '../screen/Chart'
import { changeText, figureText, sectionChart } from './figures'

/** One kind of the report: key figures of the total with 环比 / 同比 / 年累计, a chart by organisation, the table. */
export function ReportSection({ section }: { section: StatReportSection }) {
  const chart = sectionChart(section)
  // the table scrolls sideways inside its box: reachable by Tab and named, as the lists' tables are
  const tableBox = useTableA11y<HTMLDivElement>(`${section.title}数据表格`)
  return (
    <div ref={tableBox} data-testid={`stat-report-section-${section.kind}`}>
      <Row gutter={[12, 12]}>
        {section.indicators.map((ind) => {
          const cell = section.total.values[ind.key]
          return (
            <Col key={ind.key} xs={24} sm={12} lg={6}>
              <Card size="small" data-testid={`stat-report-figure-${section.kind}-${ind.key}`}>
                <Statistic
                  title={`${ind.label}${ind.unit ? `（${ind.unit}）` : ''}`}
                  value={figureText(cell?.current, ind.unit)}
                />
                <div style={{ fontSize: 12, color: '#595959' }}>
                  环比 {changeText(cell?.changePct)} · 同比 {changeText(cell?.yoyPct)}
                  {cell?.ytd !== null && cell?.ytd !== undefined && <> · 年累计 {figureText(cell.ytd, ind.unit)}</>}
                </div>
              </Card>
            </Col>
          )
        })}
      </Row>
      {chart && (
        <div className="wp-stat-report-chart" style={{ height: 300, marginTop: 12 }}>
          <Chart option={chart} testId={`stat-report-chart-${section.kind}`} />
        </div>
      )}
      <PlainTable<StatReportRow>
        style={{ marginTop: 12 }}
        rowKey="orgId"
        dataSource={[...section.rows, section.total]}
        data-testid={`stat-report-table-${section.kind}`}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            title: '单位',
            dataIndex: 'orgName',
            fixed: 'left',
            // a fixed column needs its own width: the company name and its lock, never cut
            width: 240,
            render: (name: string, row) => (
              <span>
                {name} {row.locked && <LockOutlined aria-label="已锁定" style={{ color: '#faad14' }} />}
              </span>
            ),
          },
          {
            title: '状态',
            dataIndex: 'reportStatus',
            render: (s: string | null) => (s ? <DictTag type="stat_report_status" value={s} /> : null),
          },
          ...section.indicators.map((ind) => ({
            title: `${ind.label}${ind.unit ? `（${ind.unit}）` : ''}`,
            key: ind.key,
            align: 'right' as const,
            render: (_: unknown, row: StatReportRow) => {
              const cell = row.values[ind.key]
              return (
                <span data-testid={`stat-report-cell-${row.orgId}-${ind.key}`}>
                  {figureText(cell?.current, ind.unit)}
                  <div style={{ fontSize: 11, color: '#595959' }}>同比 {changeText(cell?.yoyPct)}</div>
                </span>
              )
            },
          })),
        ]}
      />
    </div>
  )
}
