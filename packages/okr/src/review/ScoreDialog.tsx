import type { OkrBoardObjective } from '@wp/contract'
import { App, Form, InputNumber, Modal } from 'antd'
import { useState } from 'react'
import { scoreObjective } from '../api'

/** 评分: a score 0–100 per key result; the server weights them into the objective's score (≥ 70 已达成). */
export function ScoreDialog({
  o,
  onClose,
  onSaved,
}: {
  o: OkrBoardObjective
  onClose: () => void
  onSaved: () => void
}) {
  const { message } = App.useApp()
  const [form] = Form.useForm<Record<string, number>>()
  const [saving, setSaving] = useState(false)
  const save = async () => {
    const values = await form.validateFields()
    setSaving(true)
    try {
      const r = await scoreObjective(o.objectiveId, {
        scores: o.keyResults.map((k) => ({ krId: k.krId, score: values[`kr${k.krId}`] })),
      })
      message.success(`目标得分 ${r.score}`)
      onSaved()
    } finally {
      setSaving(false)
    }
  }
  return (
    <Modal open title={`评分：${o.title}`} onOk={save} onCancel={onClose} confirmLoading={saving} destroyOnHidden>
      <Form
        form={form}
        layout="vertical"
        data-testid="okr-score-form"
        initialValues={Object.fromEntries(o.keyResults.map((k) => [`kr${k.krId}`, k.score ?? k.progressPercent ?? 0]))}
      >
        {o.keyResults.map((k) => (
          <Form.Item
            key={k.krId}
            name={`kr${k.krId}`}
            label={`${k.title}（权重 ${k.weight}%）`}
            rules={[{ required: true, message: '请评分' }]}
          >
            <InputNumber min={0} max={100} precision={2} style={{ width: '100%' }} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  )
}
