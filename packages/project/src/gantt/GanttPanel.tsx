import { PROJECT_PERMISSIONS as P, type Moved, type PlanView } from '@wp/contract'
import { useAccess } from '@wp/kit'
import { Alert, App, Button, Input, Modal, Radio, Select, Space, Table, Tag } from 'antd'
import { lazy, Suspense, useMemo, useRef, useState } from 'react'
import { planApi } from '../api'
import { replan, withMoves, ZOOMS, type Zoom } from './model'

const GanttChart = lazy(() => import('./GanttChart'))

const CAUSES: Record<Moved['cause'], string> = { direct: '拖动', dependency: '前置推迟', parent: '阶段随之调整' }

interface Pending {
  move: { planId: number; planStart: string; planEnd: string }
  moved: Moved[]
  /** drop to repaint, in ms */
  replanMs: number
}

/** The colours of the chart. */
function Legend() {
  return (
    <span>
      <Tag color="#5b8ff9">计划</Tag>
      <Tag color="#f5222d">关键路径</Tag>
      <Tag color="#52c41a">实际</Tag>
      <Tag color="#bfbfbf">基线</Tag>
      <Tag color="#fa8c16">◆ 里程碑</Tag>
    </span>
  )
}

/** What a drop moves, before it is saved: each node with its old and new dates and why it moved. */
function PreviewModal(props: {
  pending: Pending | null
  names: Map<number, string>
  needsApproval: boolean
  reason: string
  onReason: (r: string) => void
  saving: boolean
  onCancel: () => void
  onSave: () => void
}) {
  const { pending, names, needsApproval } = props
  return (
    <Modal
      open={!!pending}
      title="调整预览：以下节点将随之移动"
      onCancel={props.onCancel}
      onOk={props.onSave}
      okText={needsApproval ? '提交调整审批' : '保存'}
      confirmLoading={props.saving}
      width={720}
      okButtonProps={{ 'data-testid': 'gantt-preview-save' } as never}
    >
      <Table
        size="small"
        rowKey="id"
        pagination={{ pageSize: 10, size: 'small', showSizeChanger: false }}
        dataSource={pending?.moved ?? []}
        data-testid="gantt-preview-table"
        columns={[
          { title: '节点', dataIndex: 'id', render: (id: number) => names.get(id) },
          { title: '原计划', render: (_: unknown, m: Moved) => `${m.oldStart} ~ ${m.oldEnd}` },
          { title: '调整后', render: (_: unknown, m: Moved) => `${m.planStart} ~ ${m.planEnd}` },
          { title: '原因', dataIndex: 'cause', render: (c: Moved['cause']) => CAUSES[c] },
        ]}
      />
      {needsApproval && (
        <Input.TextArea
          style={{ marginTop: 12 }}
          rows={2}
          maxLength={500}
          placeholder="调整原因（已立项的计划调整须经审批）"
          value={props.reason}
          onChange={(e) => props.onReason(e.target.value)}
          data-testid="gantt-reason"
        />
      )}
    </Modal>
  )
}

/**
 * The Gantt chart with its toolbar (zoom, baseline, 保存基线) and the drag's preview: a drop re-plans the chart at
 * once with the contract's arithmetic (dependants and milestones move), lists what moved, and saves only when
 * confirmed — directly on a draft plan, as a plan change for approval once the project is established.
 */
export function GanttPanel({
  view,
  onChanged,
  onBaseline,
}: {
  view: PlanView
  onChanged: () => void
  onBaseline: (baselineId: number | undefined) => void
}) {
  const { hasPermi } = useAccess()
  const { message } = App.useApp()
  const [zoom, setZoom] = useState<Zoom>('week')
  const [pending, setPending] = useState<Pending | null>(null)
  const [reason, setReason] = useState('')
  const [saving, setSaving] = useState(false)
  const editable = hasPermi(P.plan.edit) && (view.projectStatus === '0' || view.projectStatus === '2')
  const shown = useMemo(() => (pending ? withMoves(view, pending.moved) : view), [view, pending])
  const names = useMemo(() => new Map(view.nodes.map((n) => [n.planId, n.nodeName])), [view])

  const dropAt = useRef<number | null>(null)
  const dropped = (move: Pending['move']) => {
    const t0 = performance.now()
    dropAt.current = t0
    const result = replan(view, move)
    if (result.cycle) {
      dropAt.current = null
      message.error('计划的前后置关系存在循环')
      return
    }
    const asked = result.moved.find((m) => m.id === move.planId)
    if (!asked || asked.planStart !== move.planStart || asked.planEnd !== move.planEnd) {
      dropAt.current = null
      message.warning(`「${names.get(move.planId)}」不能早于其前置节点完成`)
      return
    }
    setPending({ move, moved: result.moved, replanMs: performance.now() - t0 })
    setReason('')
  }

  const save = async () => {
    if (!pending) return
    if (view.needsApproval && !reason.trim()) {
      message.warning('请填写调整原因')
      return
    }
    setSaving(true)
    try {
      const r = await planApi.reschedule(view.projectId, [pending.move], reason.trim() || undefined)
      message.success(r.changeId ? '已提交计划调整审批' : '计划已调整')
      setPending(null)
      onChanged()
    } finally {
      setSaving(false)
    }
  }

  const saveBaseline = async () => {
    const name = `基线 ${new Date().toLocaleDateString('zh-CN')}`
    await planApi.baseline(view.projectId, name)
    message.success('已保存基线')
    onChanged()
  }

  return (
    <div data-testid="gantt-panel" data-replan-ms={pending ? pending.replanMs.toFixed(1) : undefined}>
      <Space wrap style={{ marginBottom: 8 }}>
        <Radio.Group
          value={zoom}
          onChange={(e) => setZoom(e.target.value as Zoom)}
          optionType="button"
          options={Object.entries(ZOOMS).map(([value, z]) => ({ value, label: z.label }))}
          data-testid="gantt-zoom"
        />
        <Select
          style={{ width: 220 }}
          placeholder="对比基线"
          allowClear
          value={view.baselineId ?? undefined}
          onChange={(v) => onBaseline(v as number | undefined)}
          options={view.baselines.map((b) => ({
            value: b.baselineId,
            label: `${b.name}（${b.createTime.slice(0, 10)}）`,
          }))}
          data-testid="gantt-baseline"
        />
        {hasPermi(P.plan.baseline) && (
          <Button onClick={() => void saveBaseline()} data-testid="gantt-save-baseline">
            保存基线
          </Button>
        )}
        <Legend />
      </Space>
      {view.pendingChangeId && <Alert type="warning" showIcon message="有一项计划调整正在审批，通过后计划才会更新" />}
      <Suspense fallback={<div style={{ height: 300 }} />}>
        <GanttChart
          view={shown}
          zoom={zoom}
          editable={editable && !pending}
          onDrop={(m) => dropped(m)}
          dropAt={dropAt}
        />
      </Suspense>
      <PreviewModal
        pending={pending}
        names={names}
        needsApproval={view.needsApproval}
        reason={reason}
        onReason={setReason}
        saving={saving}
        onCancel={() => setPending(null)}
        onSave={() => void save()}
      />
    </div>
  )
}
