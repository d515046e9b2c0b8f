import type { OkrBoardObjective, OkrBoardScope, OkrKeyResultRow } from '@wp/contract'
import { Empty, Select, Space, Spin, Tabs } from 'antd'
import { useCallback, useEffect, useState } from 'react'
import { loadBoard } from '../api'
import { CheckinDialog } from './CheckinDialog'
import { ObjectiveCard } from './ObjectiveCard'
import { useCycle } from './useCycle'

const TABS: { key: OkrBoardScope; label: string }[] = [
  { key: 'my', label: '我的OKR' },
  { key: 'dept', label: '部门OKR' },
  { key: 'company', label: '公司OKR' },
]

/** /okr/okr: my, my department's and the company's objectives of a cycle with their key results and check-ins. */
export default function OkrPage() {
  const { cycles, cycleId, setCycleId } = useCycle()
  const [scope, setScope] = useState<OkrBoardScope>('my')
  const [rows, setRows] = useState<OkrBoardObjective[]>()
  const [checking, setChecking] = useState<OkrKeyResultRow>()
  const reload = useCallback(() => {
    if (cycleId) void loadBoard(cycleId, scope).then(setRows)
  }, [cycleId, scope])
  useEffect(reload, [reload])

  return (
    <div className="app-container" data-testid="okr-page">
      <Space style={{ marginBottom: 12 }}>
        周期
        <Select
          style={{ width: 200 }}
          value={cycleId}
          onChange={setCycleId}
          data-testid="okr-cycle"
          options={cycles.map((c) => ({ value: c.cycleId, label: c.cycleName }))}
        />
      </Space>
      <Tabs activeKey={scope} onChange={(k) => setScope(k as OkrBoardScope)} items={TABS} />
      {!cycleId ? (
        <Empty description="尚无OKR周期，请先在周期管理中新建" />
      ) : !rows ? (
        <Spin />
      ) : rows.length ? (
        rows.map((o) => <ObjectiveCard key={o.objectiveId} o={o} onCheckin={setChecking} />)
      ) : (
        <Empty description="暂无目标" />
      )}
      {checking && (
        <CheckinDialog
          kr={checking}
          onClose={() => setChecking(undefined)}
          onSaved={() => {
            setChecking(undefined)
            reload()
          }}
        />
      )}
    </div>
  )
}
