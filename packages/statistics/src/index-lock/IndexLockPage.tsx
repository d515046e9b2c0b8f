import { LockOutlined, UnlockOutlined } from '@ant-design/icons'
import { STAT_KINDS, STATISTICS_PERMISSIONS, type StatIndexRow, type StatKind, type StatLockState } from '@wp/contract'
import { HasPermi, parseTime } from '@wp/kit'
import { CLEARABLE, PlainTable, SELECT_ALL } from '@wp/ui'
import { App, Button, Select, Space, Tag, TreeSelect, type TableColumnsType } from 'antd'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { defaultPeriod, periodChoices } from '../entry/describe'
import { OpinionDialog, type OpinionRequest } from '../entry/OpinionDialog'
import { changeLock, listIndexes, lockStates } from './api'
import { useOrgs } from '../entry/useOrgs'

const P = STATISTICS_PERMISSIONS.index

/** The catalogue's columns with each indicator's lock for the chosen organisation and period. */
function indexColumns(states: Map<number, StatLockState>): TableColumnsType<StatIndexRow> {
  return [
    { title: '指标编码', dataIndex: 'indexCode', width: 200 },
    {
      title: '指标名称',
      dataIndex: 'indexName',
      render: (n: string, r) => (r.fieldName === '*' && !n.includes('整表') ? `${n}（整表）` : n),
    },
    { title: '单位', dataIndex: 'unit', width: 80 },
    {
      title: '锁定状态',
      key: 'locked',
      width: 260,
      render: (_, r) => {
        const s = states.get(r.indexId)
        return s?.locked ? (
          <span data-testid="stat-index-locked">
            <Tag color="warning" icon={<LockOutlined />}>
              已锁定
            </Tag>
            {s.lockBy} {s.lockTime ? parseTime(s.lockTime) : ''}
          </span>
        ) : (
          <Tag>未锁定</Tag>
        )
      },
    },
  ]
}

/**
 * 指标锁定 (component path statistics/index/index): choose a kind, a period and optionally one organisation, tick
 * indicators (or 整表 `*`), then lock or unlock them; unlocking asks for the reason the log keeps.
 */
export default function IndexLockPage() {
  const { message } = App.useApp()
  const [kind, setKind] = useState<StatKind>('investment')
  const description = STAT_KINDS.find((k) => k.kind === kind)!
  const periods = useMemo(
    () => (description.periodType ? periodChoices(description.periodType) : []),
    [description.periodType],
  )
  const [periodKey, setPeriodKey] = useState<string | undefined>(() => defaultPeriod('M'))
  const [orgId, setOrgId] = useState<number | undefined>()
  const orgs = useOrgs()
  const [indexes, setIndexes] = useState<StatIndexRow[]>([])
  const [states, setStates] = useState<Map<number, StatLockState>>(new Map())
  const [selected, setSelected] = useState<number[]>([])
  const [opinion, setOpinion] = useState<OpinionRequest | null>(null)
  useEffect(() => {
    setSelected([])
    setPeriodKey(description.periodType ? defaultPeriod(description.periodType) : undefined)
    listIndexes(kind).then(setIndexes, () => setIndexes([]))
  }, [kind, description.periodType])

  const refresh = useCallback(async () => {
    if (!indexes.length) return setStates(new Map())
    const rows = await lockStates(
      indexes.map((i) => i.indexId),
      orgId,
      periodKey,
    )
    setStates(new Map(rows.map((r) => [r.indexId, r])))
  }, [indexes, orgId, periodKey])
  useEffect(() => void refresh().catch(() => undefined), [refresh])

  const apply = async (locked: boolean, reason?: string) => {
    for (const indexId of selected)
      await changeLock({ indexId, orgId: orgId ?? null, periodKey: periodKey ?? null, locked, reason })
    message.success(locked ? '锁定成功' : '解锁成功')
    setSelected([])
    await refresh()
  }

  return (
    <div data-testid="stat-index-page">
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          style={{ width: 200 }}
          value={kind}
          options={STAT_KINDS.map((k) => ({ value: k.kind, label: k.title }))}
          onChange={setKind}
          data-testid="stat-index-kind"
          aria-label="填报类别"
        />
        {description.periodType && (
          <Select
            style={{ width: 130 }}
            value={periodKey}
            allowClear={CLEARABLE}
            placeholder="全部统计期"
            options={periods.map((p) => ({ value: p, label: p }))}
            onChange={setPeriodKey}
            data-testid="stat-index-period"
            aria-label="统计期"
          />
        )}
        <TreeSelect
          style={{ minWidth: 220 }}
          treeData={orgs}
          allowClear={CLEARABLE}
          placeholder="全部单位"
          value={orgId}
          onChange={setOrgId}
          data-testid="stat-index-org"
          aria-label="单位"
        />
        <HasPermi perms={[P.lock]}>
          <Button
            type="primary"
            icon={<LockOutlined />}
            disabled={!selected.length}
            onClick={() => void apply(true)}
            data-testid="stat-index-lock"
          >
            锁定
          </Button>
          <Button
            icon={<UnlockOutlined />}
            disabled={!selected.length}
            onClick={() =>
              setOpinion({ title: '解锁', label: '解锁原因', required: true, run: (reason) => apply(false, reason) })
            }
            data-testid="stat-index-unlock"
          >
            解锁
          </Button>
        </HasPermi>
      </Space>
      <PlainTable<StatIndexRow>
        rowKey="indexId"
        dataSource={indexes}
        data-testid="stat-index-table"
        rowSelection={{ ...SELECT_ALL, selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        columns={indexColumns(states)}
      />
      <OpinionDialog request={opinion} onClose={() => setOpinion(null)} />
    </div>
  )
}
