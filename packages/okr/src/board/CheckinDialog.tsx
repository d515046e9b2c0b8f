import { OKR_KR_TYPE, type OkrKeyResultRow } from '@wp/contract'
import { App, Form, Input, InputNumber, Modal, Select, Slider } from 'antd'
import { useState } from 'react'
import { checkIn } from '../api'

const ZONES = [
  { value: '0', label: '未达成' },
  { value: '1', label: '保底' },
  { value: '2', label: '目标' },
  { value: '3', label: '挑战' },
]

interface Values {
  value?: number
  zone?: string
  confidence: number
  comment?: string
}

/** 更新进展: a numeric key result's current value or a graded one's zone, the confidence 0–10 and a comment. */
export function CheckinDialog({
  kr,
  onClose,
  onSaved,
}: {
  kr: OkrKeyResultRow
  onClose: () => void
  onSaved: () => void
}) {
  const { message } = App.useApp()
  const [form] = Form.useForm<Values>()
  const [saving, setSaving] = useState(false)
  const numeric = kr.krType === OKR_KR_TYPE.NUMERIC
  const save = async () => {
    const values = await form.validateFields()
    setSaving(true)
    try {
      await checkIn({ krId: kr.krId, ...values })
      message.success('进展已更新')
      onSaved()
    } finally {
      setSaving(false)
    }
  }
  return (
    <Modal open title={`更新进展：${kr.title}`} onOk={save} onCancel={onClose} confirmLoading={saving} destroyOnHidden>
      <Form
        form={form}
        layout="vertical"
        data-testid="okr-checkin-form"
        initialValues={{
          value: kr.currentValue ?? undefined,
          zone: kr.currentZone ?? undefined,
          confidence: kr.confidence ?? 7,
        }}
      >
        {numeric ? (
          <Form.Item
            name="value"
            label={`当前值（${kr.baseline ?? ''} → ${kr.target ?? ''} ${kr.unit ?? ''}）`}
            rules={[{ required: true, message: '请填写当前值' }]}
          >
            <InputNumber style={{ width: '100%' }} data-testid="okr-checkin-value" />
          </Form.Item>
        ) : (
          <Form.Item name="zone" label="档位" rules={[{ required: true, message: '请选择档位' }]}>
            <Select options={ZONES} data-testid="okr-checkin-zone" />
          </Form.Item>
        )}
        <Form.Item name="confidence" label="信心指数（0–10）">
          <Slider min={0} max={10} marks={{ 0: '0', 4: '4', 7: '7', 10: '10' }} />
        </Form.Item>
        <Form.Item name="comment" label="进展说明" rules={[{ max: 2000, message: '进展说明最多输入2000个字符' }]}>
          <Input.TextArea rows={3} data-testid="okr-checkin-comment" />
        </Form.Item>
      </Form>
    </Modal>
  )
}
