import type { OkrBoardObjective, OkrBoardScope, OkrKeyResultRow } from '@wp/contract'
import { App, Button, Empty, Select, Space, Spin, Tabs } from 'antd'
import { useCallback, useEffect, useId, useState } from 'react'
import { useQueryParam } from '@wp/ui'
import { ObjectiveDrawer } from '../alignment/ObjectiveDrawer'
import { loadAlignTargets, loadBoard, submitObjective } from '../api'
import { ScoreDialog } from '../review/ScoreDialog'
import { SummaryTable } from '../review/SummaryTable'
import { CheckinDialog } from './CheckinDialog'
import { CheckinHistory } from './CheckinHistory'
import { ObjectiveCard } from './ObjectiveCard'
import { ObjectiveDialog } from './ObjectiveDialog'
import { useCycle } from './useCycle'

type Tab = OkrBoardScope | 'review'

const TABS: { key: Tab; label: string }[] = [
  { key: 'my', label: '我的OKR' },
  { key: 'dept', label: '部门OKR' },
  { key: 'company', label: '公司OKR' },
  { key: 'review', label: '部门复盘' },
]

/** 评分中 (okr_cycle_status): scoring is offered on the cards. */
const CYCLE_SCORING = '3'

/**
 * /okr/okr: my, my department's and the company's objectives of a cycle with their key results, check-ins and their
 * history, 提交 and 评分; 部门复盘 sums the cycle up per department. `?objectiveId=` (reminders, the workflow's detail
 * path, the map's drawer) opens that objective's details on load.
 */
export default function OkrPage() {
  const { message } = App.useApp()
  const { cycles, cycleId, setCycleId } = useCycle()
  const cycleField = useId()
  const [tab, setTab] = useState<Tab>('my')
  const [rows, setRows] = useState<OkrBoardObjective[]>()
  const [checking, setChecking] = useState<OkrKeyResultRow>()
  const [history, setHistory] = useState<OkrKeyResultRow>()
  const [scoring, setScoring] = useState<OkrBoardObjective>()
  const [targets, setTargets] = useState<Awaited<ReturnType<typeof loadAlignTargets>>>()
  const asked = Number(useQueryParam('objectiveId'))
  const [closed, setClosed] = useState<number>()
  const shown = Number.isInteger(asked) && asked > 0 && asked !== closed ? asked : undefined
  const reload = useCallback(() => {
    if (cycleId && tab !== 'review') void loadBoard(cycleId, tab).then(setRows)
  }, [cycleId, tab])
  useEffect(reload, [reload])
  /** a dialog saved: close it and read the board again */
  const closeAndReload = (close: (nothing: undefined) => void) => () => {
    close(undefined)
    reload()
  }
  const inScoring = cycles.find((c) => c.cycleId === cycleId)?.cycleStatus === CYCLE_SCORING
  const submit = async (o: OkrBoardObjective) => {
    const r = await submitObjective(o.objectiveId)
    message.success(r.objStatus === '1' ? '已提交，待上级确认' : '已提交，目标进行中')
    reload()
  }

  return (
    <div className="app-container" data-testid="okr-page">
      <Space style={{ marginBottom: 12 }}>
        <label htmlFor={cycleField}>周期</label>
        <Select
          id={cycleField}
          style={{ width: 200 }}
          value={cycleId}
          onChange={setCycleId}
          data-testid="okr-cycle"
          options={cycles.map((c) => ({ value: c.cycleId, label: c.cycleName }))}
        />
        {cycleId && (
          <Button
            type="primary"
            data-testid="okr-new-objective"
            onClick={() => void loadAlignTargets(cycleId).then(setTargets)}
          >
            新建目标
          </Button>
        )}
      </Space>
      <Tabs activeKey={tab} onChange={(k) => setTab(k as Tab)} items={TABS} />
      {!cycleId ? (
        <Empty description="尚无OKR周期，请先在周期管理中新建" />
      ) : tab === 'review' ? (
        <SummaryTable cycleId={cycleId} />
      ) : !rows ? (
        <Spin />
      ) : rows.length ? (
        rows.map((o) => (
          <ObjectiveCard
            key={o.objectiveId}
            o={o}
            onCheckin={setChecking}
            onHistory={setHistory}
            onSubmit={(x) => void submit(x)}
            onScore={inScoring ? setScoring : undefined}
          />
        ))
      ) : (
        <Empty description="暂无目标" />
      )}
      {checking && (
        <CheckinDialog kr={checking} onClose={() => setChecking(undefined)} onSaved={closeAndReload(setChecking)} />
      )}
      {targets && cycleId && (
        <ObjectiveDialog
          cycleId={cycleId}
          candidates={targets}
          onClose={() => setTargets(undefined)}
          onSaved={closeAndReload(setTargets)}
        />
      )}
      {shown !== undefined && <ObjectiveDrawer objectiveId={shown} onClose={() => setClosed(shown)} />}
      {history && <CheckinHistory kr={history} onClose={() => setHistory(undefined)} />}
      {scoring && (
        <ScoreDialog o={scoring} onClose={() => setScoring(undefined)} onSaved={closeAndReload(setScoring)} />
      )}
    </div>
  )
}
