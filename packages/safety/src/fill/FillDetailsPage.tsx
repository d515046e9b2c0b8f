import { HAZARD_STATUS as S, SAFETY_PERMISSIONS, type HazardDelayRow, type HazardRow } from '@wp/contract'
import { DictTag, useAccess, useDict } from '@wp/kit'
import { PlainTable, useGo } from '@wp/ui'
import { App, Button, Card, DatePicker, Form, Input, Modal, Result, Select, Space, Tabs } from 'antd'
import type { Dayjs } from 'dayjs'
import { useState } from 'react'
import { approveDelay, PAGES, superviseHazard, suspendHazard, voidHazard } from '../api'
import { AcceptInfo, HazardHeader, HazardLog, RectifyInfo, ReportInfo } from './HazardSummary'
import { useHazard } from './useHazard'

const P = SAFETY_PERMISSIONS.hazard
const ENDED: string[] = [S.CLOSED, S.REFUSED, S.VOID]

type Ask = { kind: 'void' | 'suspend' | 'supervise' } | { kind: 'delay'; delay: HazardDelayRow; approved: boolean }

/**
 * 隐患详情 (`/safety/fill_details?id=`, the todo list's link): the header (number, status, level, overdue), tabs
 * 隐患信息 / 整改信息 (before and after photos) / 验收信息 / 流转记录 / 延期申请, and the actions the caller may take:
 * 办理 when they hold the open step, 延期审批, 挂牌督办, 挂起 / 恢复, 作废 — each with its reason.
 */
export default function FillDetailsPage({ hazardId }: { hazardId?: number }) {
  const go = useGo()
  const access = useAccess()
  const { hazard, progress, reload, failed } = useHazard(hazardId)
  const [ask, setAsk] = useState<Ask | null>(null)
  if (failed) return <Result status="404" title="隐患不存在或无权查看" />
  if (!hazard || !progress) return <Card loading />
  const live = !ENDED.includes(hazard.hazardStatus ?? '') && hazard.hazardStatus !== S.DRAFT
  const delays = progress.delays

  const actions = (
    <Space wrap>
      {progress.mine && !hazard.suspended && (
        <Button type="primary" onClick={() => go(PAGES.edit(hazard.hazardId))} data-testid="hazard-handle">
          办理
        </Button>
      )}
      {hazard.hazardStatus === S.DRAFT && (
        <Button onClick={() => go(PAGES.edit(hazard.hazardId))} data-testid="hazard-handle">
          编辑上报
        </Button>
      )}
      {live && access.hasPermi(P.supervise) && !hazard.supervised && (
        <Button onClick={() => setAsk({ kind: 'supervise' })}>挂牌督办</Button>
      )}
      {live && access.hasPermi(P.suspend) && (
        <Button onClick={() => setAsk({ kind: 'suspend' })}>{hazard.suspended ? '恢复' : '挂起'}</Button>
      )}
      {!ENDED.includes(hazard.hazardStatus ?? '') && access.hasPermi(P.void) && (
        <Button danger onClick={() => setAsk({ kind: 'void' })}>
          作废
        </Button>
      )}
    </Space>
  )

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="hazard-fill-details">
      <Card size="small" extra={actions}>
        <HazardHeader hazard={hazard} />
      </Card>
      <Card size="small">
        <Tabs
          items={[
            { key: 'report', label: '隐患信息', children: <ReportInfo hazard={hazard} /> },
            { key: 'rectify', label: '整改信息', children: <RectifyInfo hazard={hazard} /> },
            { key: 'accept', label: '验收信息', children: <AcceptInfo hazard={hazard} /> },
            { key: 'log', label: '流转记录', children: <HazardLog progress={progress} /> },
            {
              key: 'delay',
              label: `延期申请（${delays.length}）`,
              children: <DelayTable delays={delays} mayApprove={access.hasPermi(P.delayApprove)} onAsk={setAsk} />,
            },
          ]}
        />
      </Card>
      <AskDialog ask={ask} hazard={hazard} onClose={() => setAsk(null)} onDone={reload} />
    </Space>
  )
}

/** The delays of a hazard, with 同意 / 不同意 for the approver who holds the request's task. */
function DelayTable({
  delays,
  mayApprove,
  onAsk,
}: {
  delays: (HazardDelayRow & { mine?: boolean })[]
  mayApprove: boolean
  onAsk: (ask: Ask) => void
}) {
  return (
    <PlainTable
      rowKey="delayId"
      dataSource={delays}
      data-testid="hazard-delays"
      columns={[
        { title: '原期限', dataIndex: 'oldDeadline' },
        { title: '申请期限', dataIndex: 'newDeadline' },
        { title: '原因', dataIndex: 'reason' },
        { title: '申请人', dataIndex: 'applicantName' },
        {
          title: '状态',
          dataIndex: 'status',
          render: (v: string) => <DictTag type="safe_delay_status" value={v} />,
        },
        { title: '审批意见', dataIndex: 'opinion' },
        {
          title: '操作',
          render: (_: unknown, d: HazardDelayRow & { mine?: boolean }) =>
            d.mine && mayApprove ? (
              <Space>
                <Button size="small" type="link" onClick={() => onAsk({ kind: 'delay', delay: d, approved: true })}>
                  同意
                </Button>
                <Button
                  size="small"
                  type="link"
                  danger
                  onClick={() => onAsk({ kind: 'delay', delay: d, approved: false })}
                >
                  不同意
                </Button>
              </Space>
            ) : null,
        },
      ]}
    />
  )
}

/** The reason (作废, 挂起, 不同意), or the level and deadline (挂牌督办), asked before the action runs. */
function AskDialog({
  ask,
  hazard,
  onClose,
  onDone,
}: {
  ask: Ask | null
  hazard: HazardRow
  onClose: () => void
  onDone: () => Promise<void>
}) {
  const { message } = App.useApp()
  const dicts = useDict('safe_supervise_level')
  const [form] = Form.useForm()
  const reasonRequired =
    ask?.kind === 'void' || (ask?.kind === 'suspend' && !hazard.suspended) || (ask?.kind === 'delay' && !ask.approved)
  const confirm = async () => {
    if (!ask) return
    const v = (await form.validateFields().catch(() => null)) as Record<string, unknown> | null
    if (!v) return
    try {
      if (ask.kind === 'void') await voidHazard(hazard.hazardId, v.reason as string)
      if (ask.kind === 'suspend') await suspendHazard(hazard.hazardId, !hazard.suspended, v.reason as string)
      if (ask.kind === 'supervise')
        await superviseHazard(hazard.hazardId, {
          superviseLevel: v.superviseLevel as string,
          superviseDeadline: (v.superviseDeadline as Dayjs).format('YYYY-MM-DD'),
        })
      if (ask.kind === 'delay') await approveDelay(ask.delay.delayId, ask.approved, v.reason as string | undefined)
      message.success('操作成功')
      onClose()
      await onDone()
    } catch {
      // the kit has said why
    }
  }

  return (
    <Modal
      title={
        ask?.kind === 'void'
          ? '作废隐患'
          : ask?.kind === 'suspend'
            ? hazard.suspended
              ? '恢复隐患'
              : '挂起隐患'
            : ask?.kind === 'supervise'
              ? '挂牌督办'
              : ask?.kind === 'delay'
                ? ask.approved
                  ? '同意延期'
                  : '不同意延期'
                : ''
      }
      open={!!ask}
      onOk={() => void confirm()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} labelCol={{ flex: '90px' }} preserve={false}>
        {ask?.kind === 'supervise' ? (
          <>
            <Form.Item name="superviseLevel" label="督办级别" rules={[{ required: true, message: '请选择督办级别' }]}>
              <Select options={(dicts.safe_supervise_level ?? []).map((o) => ({ value: o.value, label: o.label }))} />
            </Form.Item>
            <Form.Item
              name="superviseDeadline"
              label="督办期限"
              rules={[{ required: true, message: '请选择督办期限' }]}
            >
              <DatePicker />
            </Form.Item>
          </>
        ) : (
          <Form.Item
            name="reason"
            label={ask?.kind === 'delay' ? '审批意见' : '原因'}
            rules={reasonRequired ? [{ required: true, message: '请填写原因' }] : []}
          >
            <Input.TextArea rows={3} maxLength={500} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  )
}
