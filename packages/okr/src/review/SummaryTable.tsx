import type { OkrDeptSummaryRow } from '@wp/contract'
import { PlainTable } from '@wp/ui'
import { useEffect, useState } from 'react'
import { loadSummary } from '../api'

/** 部门复盘: the cycle per department — objectives, key results, mean progress and score, achieved, missed, at risk. */
export function SummaryTable({ cycleId }: { cycleId: number }) {
  const [rows, setRows] = useState<OkrDeptSummaryRow[]>()
  useEffect(() => {
    void loadSummary(cycleId).then(setRows)
  }, [cycleId])
  return (
    <PlainTable
      rowKey="orgId"
      data-testid="okr-summary"
      loading={!rows}
      dataSource={rows ?? []}
      columns={[
        { title: '部门', dataIndex: 'orgName' },
        { title: '目标数', dataIndex: 'objectives', width: 80 },
        { title: '关键结果数', dataIndex: 'keyResults', width: 100 },
        { title: '平均进度', dataIndex: 'avgProgress', width: 100, render: (v: number) => `${v}%` },
        { title: '平均得分', dataIndex: 'avgScore', width: 100, render: (v: number | null) => v ?? '—' },
        { title: '已达成', dataIndex: 'achieved', width: 80 },
        { title: '未达成', dataIndex: 'missed', width: 80 },
        { title: '风险 / 延期', dataIndex: 'atRisk', width: 100 },
      ]}
    />
  )
}
