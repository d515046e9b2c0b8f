import { HAZARD, HAZARD_STATUS as S, type HazardRow } from '@wp/contract'
import { useDict } from '@wp/kit'
import { DeptPicker, FileUpload, ImageUpload, MoneyInput, ResourceFields, UserPicker, useGo } from '@wp/ui'
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  Modal,
  Radio,
  Result,
  Select,
  Space,
  type FormInstance,
} from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useState, type ReactNode } from 'react'
import { acceptHazard, auditHazard, hazardApi, PAGES, rectifyHazard, requestDelay, submitHazard } from '../api'
import { REPORT_FIELDS } from './reportFields'
import { AcceptInfo, HazardHeader, RectifyInfo, ReportInfo } from './HazardSummary'
import { joined, urlsOf, useHazard } from './useHazard'

type Values = Record<string, unknown>
/** A form's values once its fields (or those named) pass their rules; null when one fails (the form says why). */
const filled = (form: FormInstance, names?: string[]) =>
  form.validateFields(names).catch(() => null) as Promise<Values | null>
const day = (v: unknown) => (v ? (v as Dayjs).format('YYYY-MM-DD') : undefined)
const dateProps = {
  getValueProps: (v: unknown) => ({ value: v ? dayjs(String(v)) : undefined }),
  normalize: (v: Dayjs | null) => (v ? v.format('YYYY-MM-DD') : null),
}
const listProps = {
  getValueProps: (v: unknown) => ({ value: urlsOf(v as string | null) }),
  normalize: (v: string[]) => joined(v),
}
const required = (message: string) => [{ required: true, message }]

/** A reason required unless the verdict field holds `fine`: the message by verdict. */
const reasonFor =
  (verdict: string, fine: string, messages: Record<string, string>) =>
  ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: (_: unknown, value: unknown) => {
      const chosen = String(getFieldValue(verdict) ?? fine)
      return chosen === fine || (typeof value === 'string' && value.trim())
        ? Promise.resolve()
        : Promise.reject(new Error(messages[chosen] ?? '请填写原因'))
    },
  })
const REASONS = { reject: '请填写驳回原因', refuse: '请填写不予受理的原因' }
const PASS_FIELDS = [
  'level',
  'responsibleOrgId',
  'responsibleUserId',
  'rectifyDeadline',
  'requiredMeasures',
  'acceptorId',
]

/** What every step's form is given: the hazard as it stands and how to read it again. */
type StepProps = { hazard: HazardRow; reload: () => Promise<void> }

/**
 * A step's form and what the page does after the step: the kit has shown any refusal; success reloads or moves on.
 */
function useStep(reload: () => Promise<void>) {
  const [form] = Form.useForm()
  const { message } = App.useApp()
  const [busy, setBusy] = useState(false)
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true)
    try {
      await work()
      message.success(done)
      await reload()
    } catch {
      // the kit has said why
    } finally {
      setBusy(false)
    }
  }
  return { form, busy, run }
}

/** A step's verdict (`result`): 通过 (`pass`) or the step's other outcomes, required. */
function Verdict({ label, others }: { label: string; others: Record<string, string> }) {
  const options = [
    { value: 'pass', label: '通过' },
    ...Object.entries(others).map(([value, text]) => ({ value, label: text })),
  ]
  return (
    <Form.Item name="result" label={label} rules={required(`请选择${label}`)}>
      <Radio.Group options={options} />
    </Form.Item>
  )
}

function Report({ hazard, reload }: StepProps) {
  const { form, busy, run } = useStep(reload)
  const save = async (report: boolean) => {
    const values = await filled(form)
    if (!values) return
    await run(
      async () => {
        await hazardApi.edit(hazard.hazardId, values as never)
        if (report) await submitHazard(hazard.hazardId)
      },
      report ? '上报成功' : '保存成功',
    )
  }
  return (
    <Form form={form} labelCol={{ flex: '120px' }} initialValues={hazard}>
      <ResourceFields resource={HAZARD} mode="edit" fields={REPORT_FIELDS} />
      <Space style={{ marginLeft: 120 }}>
        <Button onClick={() => void save(false)} loading={busy} data-testid="hazard-save">
          保存
        </Button>
        <Button type="primary" onClick={() => void save(true)} loading={busy} data-testid="hazard-report-submit">
          {hazard.hazardStatus === S.RETURNED ? '重新上报' : '上报'}
        </Button>
      </Space>
    </Form>
  )
}

function Audit({ hazard, reload }: StepProps) {
  const dicts = useDict('safe_hazard_level')
  const { form, busy, run } = useStep(reload)
  const result = Form.useWatch('result', form) as string | undefined
  const submit = async () => {
    // only the fields of the chosen verdict (those of 通过 keep their values while hidden)
    const names = result === 'pass' ? [...PASS_FIELDS, 'result', 'opinion'] : ['result', 'opinion']
    const v = await filled(form, names)
    if (!v) return
    await run(() => auditHazard(hazard.hazardId, v as never), '审核完成')
  }
  return (
    <Form
      form={form}
      labelCol={{ flex: '120px' }}
      initialValues={{ result: 'pass', level: hazard.level }}
      data-testid="hazard-audit"
    >
      <Verdict label="审核结论" others={{ reject: '驳回', refuse: '不予受理' }} />
      {result === 'pass' && (
        <>
          <Form.Item name="level" label="确认等级">
            <Select options={(dicts.safe_hazard_level ?? []).map((o) => ({ value: o.value, label: o.label }))} />
          </Form.Item>
          <Form.Item name="responsibleOrgId" label="整改责任单位">
            <DeptPicker />
          </Form.Item>
          <Form.Item name="responsibleUserId" label="整改责任人" rules={required('请选择整改责任人')}>
            <UserPicker data-testid="hazard-audit-rectifier" />
          </Form.Item>
          <Form.Item name="rectifyDeadline" label="整改期限" rules={required('请选择整改期限')} {...dateProps}>
            <DatePicker data-testid="hazard-audit-deadline" />
          </Form.Item>
          <Form.Item name="requiredMeasures" label="整改要求" rules={required('请填写整改要求')}>
            <Input.TextArea rows={3} maxLength={2000} data-testid="hazard-audit-measures" />
          </Form.Item>
          <Form.Item name="acceptorId" label="验收人" tooltip="不选则由本人验收">
            <UserPicker />
          </Form.Item>
        </>
      )}
      <Form.Item
        name="opinion"
        label="审核意见"
        dependencies={['result']}
        rules={[reasonFor('result', 'pass', REASONS)]}
      >
        <Input.TextArea rows={2} maxLength={1000} data-testid="hazard-audit-opinion" />
      </Form.Item>
      <Button
        type="primary"
        style={{ marginLeft: 120 }}
        loading={busy}
        onClick={() => void submit()}
        data-testid="hazard-audit-submit"
      >
        提交审核
      </Button>
    </Form>
  )
}

function Rectify({ hazard, reload }: StepProps) {
  const [delay] = Form.useForm()
  const [asking, setAsking] = useState(false)
  const { form, busy, run } = useStep(reload)
  const save = async (submit: boolean) => {
    const v = await filled(form)
    if (!v) return
    await run(
      () => rectifyHazard(hazard.hazardId, { ...(v as object), submit } as never),
      submit ? '已提交验收' : '暂存成功',
    )
  }
  const askDelay = async () => {
    const v = await filled(delay)
    if (!v) return
    await run(() => requestDelay(hazard.hazardId, day(v.newDeadline)!, v.reason as string), '延期申请已提交')
    setAsking(false)
  }
  return (
    <Form
      form={form}
      labelCol={{ flex: '120px' }}
      initialValues={{
        rectifyMeasures: hazard.rectifyMeasures,
        rectifyFund: hazard.rectifyFund,
        rectifyPhotos: hazard.rectifyPhotos,
        rectifyDate: hazard.rectifyDate ?? dayjs().format('YYYY-MM-DD'),
      }}
      data-testid="hazard-rectify-form"
    >
      <Form.Item name="rectifyMeasures" label="实际整改措施" rules={required('请填写实际整改措施')}>
        <Input.TextArea rows={3} maxLength={2000} data-testid="hazard-rectify-measures" />
      </Form.Item>
      <Form.Item name="rectifyFund" label="实际投入资金">
        <MoneyInput />
      </Form.Item>
      <Form.Item name="rectifyPhotos" label="整改后照片" rules={required('请上传整改后照片')} {...listProps}>
        <ImageUpload />
      </Form.Item>
      <Form.Item name="rectifyDate" label="整改完成日期" rules={required('请选择整改完成日期')} {...dateProps}>
        <DatePicker />
      </Form.Item>
      <Space style={{ marginLeft: 120 }}>
        <Button onClick={() => void save(false)} loading={busy}>
          暂存
        </Button>
        <Button type="primary" onClick={() => void save(true)} loading={busy} data-testid="hazard-rectify-submit">
          提交验收
        </Button>
        <Button onClick={() => setAsking(true)} data-testid="hazard-delay-open">
          申请延期
        </Button>
      </Space>
      <Modal
        title="申请延期"
        open={asking}
        onOk={() => void askDelay()}
        onCancel={() => setAsking(false)}
        destroyOnHidden
      >
        <Form form={delay} labelCol={{ flex: '90px' }}>
          <Form.Item label="原整改期限">{hazard.rectifyDeadline}</Form.Item>
          <Form.Item name="newDeadline" label="申请期限" rules={required('请选择申请期限')}>
            <DatePicker />
          </Form.Item>
          <Form.Item name="reason" label="延期原因" rules={required('请填写延期原因')}>
            <Input.TextArea rows={3} maxLength={1000} />
          </Form.Item>
        </Form>
      </Modal>
    </Form>
  )
}

function Accept({ hazard, reload }: StepProps) {
  const dicts = useDict('safe_accept_type')
  const { form, busy, run } = useStep(reload)
  const submit = async () => {
    const v = await filled(form)
    if (!v) return
    await run(() => acceptHazard(hazard.hazardId, v as never), v.result === 'pass' ? '验收通过' : '已退回整改')
  }
  return (
    <Form
      form={form}
      labelCol={{ flex: '120px' }}
      initialValues={{ result: 'pass', acceptType: '1' }}
      data-testid="hazard-accept-form"
    >
      <Verdict label="验收结论" others={{ fail: '不通过' }} />
      <Form.Item name="acceptType" label="验收方式" rules={required('请选择验收方式')}>
        <Select options={(dicts.safe_accept_type ?? []).map((o) => ({ value: o.value, label: o.label }))} />
      </Form.Item>
      <Form.Item
        name="acceptOpinion"
        label="验收意见"
        dependencies={['result']}
        rules={[reasonFor('result', 'pass', { fail: '验收不通过须填写验收意见' })]}
      >
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <Form.Item name="acceptFiles" label="验收材料" {...listProps}>
        <FileUpload />
      </Form.Item>
      <Button
        type="primary"
        style={{ marginLeft: 120 }}
        loading={busy}
        onClick={() => void submit()}
        data-testid="hazard-accept-submit"
      >
        提交验收结论
      </Button>
    </Form>
  )
}

/**
 * 隐患办理 (`/safety/fill_edit?id=`): one page, step-aware — what came before is read only, the open step's form is
 * shown to whoever holds it (the reporter of a draft or a returned report, the reviewer, the rectifier, the
 * acceptor), and nothing beyond it.
 */
export default function FillEditPage({ hazardId }: { hazardId?: number }) {
  const go = useGo()
  const { hazard, progress, reload, failed } = useHazard(hazardId)
  if (failed) return <Result status="404" title="隐患不存在或无权查看" />
  if (!hazard || !progress) return <Card loading />
  const draft = hazard.hazardStatus === S.DRAFT
  const step = draft ? 'report' : progress.step
  const mine = draft || progress.mine
  let form: ReactNode = null
  if (mine && !hazard.suspended) {
    if (step === 'report') form = <Report hazard={hazard} reload={reload} />
    if (step === 'audit') form = <Audit hazard={hazard} reload={reload} />
    if (step === 'rectify') form = <Rectify hazard={hazard} reload={reload} />
    if (step === 'accept') form = <Accept hazard={hazard} reload={reload} />
  }
  // a returned report says why, above the form the reporter corrects
  const returned =
    hazard.hazardStatus === S.RETURNED ? [...progress.log].reverse().find((l) => l.toStatus === S.RETURNED) : undefined
  const later = (s: string) => ['rectify', 'accept', null].includes(s) || !!hazard.rectifyMeasures
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="hazard-fill-edit">
      <Card
        size="small"
        extra={
          <Button type="link" onClick={() => go(PAGES.details(hazard.hazardId))}>
            查看详情
          </Button>
        }
      >
        <HazardHeader hazard={hazard} />
      </Card>
      {returned && (
        <Alert type="warning" showIcon message={`已驳回：${returned.opinion ?? ''}`} data-testid="hazard-returned" />
      )}
      {step !== 'report' && (
        <Card title="隐患信息" size="small">
          <ReportInfo hazard={hazard} />
        </Card>
      )}
      {step !== 'report' && step !== 'audit' && later(step ?? '') && (
        <Card title="整改信息" size="small">
          <RectifyInfo hazard={hazard} />
        </Card>
      )}
      {!step && hazard.acceptType && (
        <Card title="验收信息" size="small">
          <AcceptInfo hazard={hazard} />
        </Card>
      )}
      <Card title={form ? `当前环节：${hazard.currentTaskName ?? '隐患上报'}` : '办理'} size="small">
        {form ?? <Result status="info" title={hazard.suspended ? '隐患已挂起' : '您不是当前环节的办理人'} />}
      </Card>
    </Space>
  )
}
