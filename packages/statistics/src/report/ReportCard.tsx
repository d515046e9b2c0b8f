import { STAT_COMPONENTS, type StatReport } from '@wp/contract'
import { useGo } from '@wp/ui'
import type { WorkbenchCardProps } from '@wp/kit'
import { Button, Col, Row, Statistic } from 'antd'
import { useEffect, useState } from 'react'
import { defaultPeriod } from '../entry/periods'
import { loadReport } from './api'
import { changeText, figureText } from './figures'

/** The report page's path in the seeded menu (统计 → 统计报表). */
export const REPORT_PATH = '/statistics/report'

/**
 * 统计报表 on the workbench (/index, the top bar's entry): last month's first key figure of each kind with 同比, and
 * the way to the whole report.
 */
export default function ReportCard({ Frame }: WorkbenchCardProps) {
  const go = useGo()
  const [report, setReport] = useState<StatReport | null>(null)
  const periodKey = defaultPeriod('M')
  useEffect(() => void loadReport({ periodKey }).then(setReport, () => undefined), [periodKey])
  return (
    <Frame
      title={`统计报表 · ${periodKey}`}
      data={{ 'data-component': STAT_COMPONENTS.report }}
      extra={
        <Button type="link" onClick={() => go(REPORT_PATH)} data-testid="stat-report-open">
          查看报表
        </Button>
      }
    >
      <Row gutter={[12, 12]}>
        {(report?.sections ?? []).map((s) => {
          const ind = s.indicators[0]
          const cell = ind && s.total.values[ind.key]
          return ind ? (
            <Col key={s.kind} xs={12} md={8}>
              <Statistic title={`${s.title}·${ind.label}`} value={figureText(cell?.current, ind.unit)} />
              <div style={{ fontSize: 12, color: '#595959' }}>同比 {changeText(cell?.yoyPct)}</div>
            </Col>
          ) : null
        })}
      </Row>
    </Frame>
  )
}
