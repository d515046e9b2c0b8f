import { dayOf, PROJECT_DICT_TYPES as D, PROJECT_PERMISSIONS as P, type PlanNodeRow, type PlanView } from '@wp/contract'
import { DictTag, useAccess } from '@wp/kit'
import { PlainTable, UserPicker } from '@wp/ui'
import {
  App,
  Button,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Modal,
  Progress,
  Select,
  Space,
  Tag,
  type TableColumnsType,
} from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useMemo, useState, type ReactNode } from 'react'
import { planApi, type NodeInput } from '../api'
import { treeOrder } from '../gantt/model'

type TreeRow = PlanNodeRow & { children?: TreeRow[] }

const fmt = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : '')

function tree(nodes: readonly PlanNodeRow[]): TreeRow[] {
  const rows = new Map<number, TreeRow>(nodes.map((n) => [n.planId, { ...n }]))
  const top: TreeRow[] = []
  for (const { node } of treeOrder(nodes)) {
    const row = rows.get(node.planId)!
    const parent = node.parentId != null ? rows.get(node.parentId) : undefined
    if (parent) (parent.children ??= []).push(row)
    else top.push(row)
  }
  return top
}

interface NodeForm {
  nodeName: string
  nodeType: '1' | '2' | '3'
  dates?: [Dayjs, Dayjs]
  on?: Dayjs
  deliverable?: string
  weight?: number | null
  responsibleUserId?: number | null
}

/** 新增 / 修改 a node: name, type, dates (one date for a milestone), deliverable, weight, owner. */
function NodeDialog({
  view,
  editing,
  onClose,
  onChanged,
}: {
  view: PlanView
  editing: { parentId: number | null; node?: PlanNodeRow } | null
  onClose: () => void
  onChanged: () => void
}) {
  const { message } = App.useApp()
  const [form] = Form.useForm<NodeForm>()
  const type = Form.useWatch('nodeType', form)
  const draft = view.projectStatus === '0'
  const node = editing?.node
  const initial: Partial<NodeForm> = node
    ? {
        nodeName: node.nodeName,
        nodeType: node.nodeType,
        dates: [dayjs(node.planStart), dayjs(node.planEnd)],
        on: dayjs(node.planEnd),
        deliverable: node.deliverable ?? undefined,
        weight: node.weight,
        responsibleUserId: node.responsibleUserId,
      }
    : { nodeType: '3', weight: null }
  const save = async () => {
    const v = await form.validateFields()
    const milestone = v.nodeType === '2'
    const body: NodeInput = {
      nodeName: v.nodeName,
      nodeType: v.nodeType,
      planStart: milestone ? fmt(v.on) : fmt(v.dates?.[0]),
      planEnd: milestone ? fmt(v.on) : fmt(v.dates?.[1]),
      deliverable: v.deliverable || null,
      weight: v.weight ?? null,
      responsibleUserId: v.responsibleUserId ?? null,
    }
    if (node) {
      const { nodeType: _type, ...rest } = body
      await planApi.editNode(node.planId, rest)
    } else await planApi.addNode(view.projectId, { ...body, parentId: editing?.parentId ?? null })
    message.success('保存成功')
    onClose()
    onChanged()
  }
  return (
    <Modal
      open={!!editing}
      title={node ? '修改计划节点' : '新增计划节点'}
      onCancel={onClose}
      onOk={() => void save()}
      okButtonProps={{ 'data-testid': 'plan-node-submit' } as never}
      destroyOnHidden
    >
      <Form form={form} labelCol={{ span: 6 }} initialValues={initial} data-testid="plan-node-form" preserve={false}>
        <Form.Item name="nodeName" label="节点名称" rules={[{ required: true, message: '节点名称不能为空' }]}>
          <Input maxLength={200} data-testid="node-name" />
        </Form.Item>
        <Form.Item name="nodeType" label="节点类型" rules={[{ required: true }]}>
          <Select
            disabled={!!node}
            data-testid="node-type"
            options={[
              { value: '1', label: '阶段' },
              { value: '3', label: '任务' },
              { value: '2', label: '里程碑' },
            ]}
          />
        </Form.Item>
        {type === '2' ? (
          <Form.Item name="on" label="里程碑日期" rules={[{ required: true, message: '请选择日期' }]}>
            <DatePicker disabled={!draft && !!node} data-testid="node-on" />
          </Form.Item>
        ) : (
          <Form.Item name="dates" label="计划起止" rules={[{ required: true, message: '请选择计划起止日期' }]}>
            <DatePicker.RangePicker disabled={!draft && !!node} data-testid="node-dates" />
          </Form.Item>
        )}
        <Form.Item
          name="deliverable"
          label="交付成果"
          rules={[{ required: type === '2', message: '里程碑须填写交付成果 / 完成标志' }]}
        >
          <Input maxLength={500} data-testid="node-deliverable" />
        </Form.Item>
        <Form.Item name="weight" label="权重" tooltip="同级节点按权重汇总进度；不填则均分">
          <InputNumber min={0} max={100} precision={2} data-testid="node-weight" />
        </Form.Item>
        <Form.Item name="responsibleUserId" label="责任人">
          <UserPicker />
        </Form.Item>
      </Form>
    </Modal>
  )
}

/** 填报进度 of a leaf: percent done and, when complete, what was done. */
function ProgressDialog({
  node,
  onClose,
  onChanged,
}: {
  node: PlanNodeRow | null
  onClose: () => void
  onChanged: () => void
}) {
  const { message } = App.useApp()
  const [form] = Form.useForm<{ progressPercent: number; completeDesc?: string }>()
  const save = async () => {
    const v = await form.validateFields()
    await planApi.progress(node!.planId, v)
    message.success('进度已更新')
    onClose()
    onChanged()
  }
  return (
    <Modal
      open={!!node}
      title={`填报进度：${node?.nodeName ?? ''}`}
      onCancel={onClose}
      onOk={() => void save()}
      okButtonProps={{ 'data-testid': 'progress-submit' } as never}
      destroyOnHidden
    >
      <Form
        form={form}
        labelCol={{ span: 6 }}
        preserve={false}
        initialValues={{ progressPercent: node?.progressPercent ?? 0, completeDesc: node?.completeDesc ?? '' }}
      >
        <Form.Item name="progressPercent" label="完成进度" rules={[{ required: true }]}>
          <InputNumber min={0} max={100} precision={0} addonAfter="%" data-testid="progress-percent" />
        </Form.Item>
        <Form.Item name="completeDesc" label="完成情况">
          <Input.TextArea rows={2} maxLength={2000} data-testid="progress-desc" />
        </Form.Item>
      </Form>
    </Modal>
  )
}

/** One end of a new link: a leaf node, searched by name. */
function LinkEnd(props: {
  name: 'predId' | 'succId'
  label: string
  testId: string
  leaves: { value: number; label: string }[]
}) {
  return (
    <Form.Item name={props.name} rules={[{ required: true, message: `请选择${props.label}` }]}>
      <Select
        style={{ width: 200 }}
        placeholder={props.label}
        data-testid={props.testId}
        options={props.leaves}
        showSearch={{ optionFilterProp: 'label' }}
      />
    </Form.Item>
  )
}

/** The finish-to-start links: listed, removed, added (the server refuses a cycle). */
function Links({ view, canEdit, onChanged }: { view: PlanView; canEdit: boolean; onChanged: () => void }) {
  const { message } = App.useApp()
  const [form] = Form.useForm<{ predId: number; succId: number; lag: number }>()
  const names = new Map(view.nodes.map((n) => [n.planId, n.nodeName]))
  const leaves = view.nodes.filter((n) => n.nodeType !== '1').map((n) => ({ value: n.planId, label: n.nodeName }))
  const add = async () => {
    const v = await form.validateFields()
    await planApi.link(view.projectId, v.predId, v.succId, v.lag ?? 0)
    message.success('已添加前后置关系')
    form.resetFields()
    onChanged()
  }
  return (
    <>
      <h4 style={{ marginTop: 16 }}>前后置关系（完成-开始）</h4>
      <PlainTable
        rowKey="linkId"
        dataSource={view.links}
        data-testid="plan-links"
        columns={[
          { title: '前置节点', dataIndex: 'predId', render: (id: number) => names.get(id) },
          { title: '后置节点', dataIndex: 'succId', render: (id: number) => names.get(id) },
          { title: '间隔（天）', dataIndex: 'lag' },
          {
            title: '操作',
            render: (_: unknown, l: { linkId: number }) =>
              canEdit && (
                <Button
                  size="small"
                  type="link"
                  danger
                  onClick={async () => {
                    await planApi.unlink(l.linkId)
                    onChanged()
                  }}
                >
                  删除
                </Button>
              ),
          },
        ]}
      />
      {canEdit && (
        <Form form={form} layout="inline" style={{ marginTop: 8 }} initialValues={{ lag: 0 }}>
          <LinkEnd name="predId" label="前置节点" testId="link-pred" leaves={leaves} />
          <LinkEnd name="succId" label="后置节点" testId="link-succ" leaves={leaves} />
          <Form.Item name="lag" label="间隔">
            <InputNumber min={-365} max={365} precision={0} addonAfter="天" style={{ width: 120 }} />
          </Form.Item>
          <Button onClick={() => void add()} data-testid="link-add">
            添加关系
          </Button>
        </Form>
      )}
    </>
  )
}

/** The tree table's columns (the actions only when the plan may be edited). */
function columns(
  actions: ((r: TreeRow) => ReactNode) | null,
  variance: ReadonlyMap<number, number | null>,
): TableColumnsType<TreeRow> {
  return [
    {
      title: '节点名称',
      dataIndex: 'nodeName',
      width: 240,
      render: (v: string, r) => (
        <span data-testid={`plan-node-${r.planId}`}>
          <DictTag type={D.nodeType} value={r.nodeType} /> {v}
          {r.critical && <Tag color="red">关键</Tag>}
        </span>
      ),
    },
    { title: '责任人', dataIndex: 'responsibleUserName', width: 90 },
    { title: '计划开始', dataIndex: 'planStart', width: 105 },
    {
      title: '计划完成',
      dataIndex: 'planEnd',
      width: 105,
      render: (v: string, r) => <span data-testid={`plan-end-${r.planId}`}>{v}</span>,
    },
    {
      title: '工期',
      width: 60,
      render: (_: unknown, r) => (r.nodeType === '2' ? '—' : `${dayOf(r.planEnd) - dayOf(r.planStart) + 1}天`),
    },
    { title: '权重', dataIndex: 'weight', width: 60, render: (v: number | null) => (v == null ? '均分' : v) },
    {
      title: '进度',
      dataIndex: 'progressPercent',
      width: 130,
      render: (v: number, r) => (
        <Progress
          percent={v}
          size="small"
          aria-label={`${r.nodeName} 进度`}
          data-testid={`plan-progress-${r.planId}`}
        />
      ),
    },
    {
      title: '状态',
      dataIndex: 'nodeStatus',
      width: 80,
      render: (v: string) => <DictTag type={D.nodeStatus} value={v} />,
    },
    { title: '总时差', dataIndex: 'float', width: 70, render: (v: number | null) => (v == null ? '' : `${v}天`) },
    {
      title: '较基线',
      width: 70,
      render: (_: unknown, r) => {
        const v = variance.get(r.planId)
        if (v == null) return ''
        return (
          <span style={{ color: v > 0 ? '#cf1322' : undefined }}>{v > 0 ? `+${v}天` : v < 0 ? `${v}天` : '—'}</span>
        )
      },
    },
    {
      title: '延期',
      dataIndex: 'delayTimes',
      width: 60,
      render: (v: number, r) => (v ? <span title={r.delayReason ?? ''}>{v}次</span> : ''),
    },
    ...(actions
      ? [{ title: '操作', width: 220, fixed: 'right' as const, render: (_: unknown, r: TreeRow) => actions(r) }]
      : []),
  ]
}

/**
 * 工作计划 as a tree table: phases, milestones and tasks with owners, dates, duration, weight, rolled-up progress,
 * status, float (critical ones marked) and delays; adding, editing, progress, deleting, and the dependencies.
 */
export function PlanTable({ view, onChanged }: { view: PlanView; onChanged: () => void }) {
  const { hasPermi } = useAccess()
  const { modal } = App.useApp()
  const canEdit = hasPermi(P.plan.edit) && (view.projectStatus === '0' || view.projectStatus === '2')
  const draft = view.projectStatus === '0'
  const data = useMemo(() => tree(view.nodes), [view])
  const variance = useMemo(() => new Map(view.baseline.map((b) => [b.planId, b.finishVariance])), [view])
  const [editing, setEditing] = useState<{ parentId: number | null; node?: PlanNodeRow } | null>(null)
  const [progressOf, setProgressOf] = useState<PlanNodeRow | null>(null)
  const remove = (r: TreeRow) =>
    modal.confirm({
      title: '提示',
      content: `确认删除「${r.nodeName}」及其下级节点吗？`,
      onOk: async () => {
        await planApi.removeNode(r.planId)
        onChanged()
      },
    })
  const actions = (r: TreeRow) => (
    <Space size={4}>
      {r.nodeType !== '2' && (
        <Button size="small" type="link" onClick={() => setEditing({ parentId: r.planId })}>
          新增下级
        </Button>
      )}
      <Button size="small" type="link" onClick={() => setEditing({ parentId: r.parentId, node: r })}>
        修改
      </Button>
      {!r.children?.length && view.projectStatus === '2' && (
        <Button size="small" type="link" data-testid={`plan-report-${r.planId}`} onClick={() => setProgressOf(r)}>
          进度
        </Button>
      )}
      {draft && (
        <Button size="small" type="link" danger onClick={() => remove(r)}>
          删除
        </Button>
      )}
    </Space>
  )
  return (
    <div data-testid="plan-table">
      {canEdit && (
        <Space style={{ marginBottom: 8 }}>
          <Button type="primary" onClick={() => setEditing({ parentId: null })} data-testid="plan-add">
            新增节点
          </Button>
        </Space>
      )}
      <PlainTable<TreeRow>
        rowKey="planId"
        dataSource={data}
        expandable={{ defaultExpandAllRows: true }}
        scroll={{ x: 1100 }}
        columns={columns(canEdit ? actions : null, variance)}
      />
      <Links view={view} canEdit={canEdit} onChanged={onChanged} />
      <NodeDialog view={view} editing={editing} onClose={() => setEditing(null)} onChanged={onChanged} />
      <ProgressDialog node={progressOf} onClose={() => setProgressOf(null)} onChanged={onChanged} />
    </div>
  )
}
