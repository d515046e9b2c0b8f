import { OKR_LEVEL, type OkrBoardObjective } from '@wp/contract'
import { useSession } from '@wp/kit'
import { App, Form, Input, InputNumber, Modal, Radio, Select } from 'antd'
import { useState } from 'react'
import { addKeyResult, addObjective, align } from '../api'

interface Values {
  title: string
  level: string
  visibility: string
  alignTo?: number
  krTitle: string
  unit: string
  baseline: number
  target: number
}

/**
 * 新建目标: my objective in the cycle with its first numeric key result, aligned (对齐) to an objective of the cycle
 * I can see — of my department or another. Owner and organisation are mine; more key results and weights are edited
 * in the key result ledger.
 */
export function ObjectiveDialog({
  cycleId,
  candidates,
  onClose,
  onSaved,
}: {
  cycleId: number
  /** the objectives it may align to */
  candidates: readonly Pick<OkrBoardObjective, 'objectiveId' | 'title' | 'orgName'>[]
  onClose: () => void
  onSaved: () => void
}) {
  const { message } = App.useApp()
  const user = useSession((s) => s.user)
  const [form] = Form.useForm<Values>()
  const [saving, setSaving] = useState(false)
  const save = async () => {
    const v = await form.validateFields()
    if (!user) return
    setSaving(true)
    try {
      const { objectiveId } = await addObjective({
        cycleId,
        level: v.level,
        title: v.title,
        visibility: v.visibility,
        ownerOrgId: user.deptId ?? user.dept?.deptId,
        ownerUserId: user.userId,
      })
      await addKeyResult({
        objectiveId,
        title: v.krTitle,
        krType: '1',
        ownerUserId: user.userId,
        unit: v.unit,
        baseline: v.baseline,
        target: v.target,
        weight: 100,
      })
      if (v.alignTo) await align({ sourceType: 'O', sourceId: objectiveId, targetType: 'O', targetId: v.alignTo })
      message.success('目标已创建')
      onSaved()
    } finally {
      setSaving(false)
    }
  }
  return (
    <Modal open title="新建目标" width={640} onOk={save} onCancel={onClose} confirmLoading={saving} destroyOnHidden>
      <Form
        form={form}
        layout="vertical"
        data-testid="okr-objective-form"
        initialValues={{ level: OKR_LEVEL.PERSON, visibility: '1', baseline: 0 }}
      >
        <Form.Item name="title" label="目标" rules={[{ required: true, message: '请填写目标' }, { max: 300 }]}>
          <Input data-testid="okr-objective-title" />
        </Form.Item>
        <Form.Item name="level" label="层级">
          <Radio.Group
            optionType="button"
            options={[
              { value: OKR_LEVEL.PERSON, label: '个人' },
              { value: OKR_LEVEL.DEPARTMENT, label: '部门' },
            ]}
          />
        </Form.Item>
        <Form.Item name="visibility" label="可见范围">
          <Radio.Group
            options={[
              { value: '1', label: '全员' },
              { value: '2', label: '本单位' },
              { value: '3', label: '仅相关人' },
            ]}
          />
        </Form.Item>
        <Form.Item name="alignTo" label="对齐到">
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            data-testid="okr-objective-align"
            options={candidates.map((o) => ({ value: o.objectiveId, label: `${o.orgName}：${o.title}` }))}
          />
        </Form.Item>
        <Form.Item
          name="krTitle"
          label="关键结果"
          rules={[{ required: true, message: '请填写关键结果' }, { max: 300 }]}
        >
          <Input data-testid="okr-kr-title" />
        </Form.Item>
        <div style={{ display: 'flex', gap: 8 }}>
          <Form.Item name="unit" label="单位" rules={[{ required: true, message: '请填写单位' }]} style={{ flex: 1 }}>
            <Input data-testid="okr-kr-unit" maxLength={20} />
          </Form.Item>
          <Form.Item name="baseline" label="基线值" rules={[{ required: true }]} style={{ flex: 1 }}>
            <InputNumber style={{ width: '100%' }} data-testid="okr-kr-baseline" />
          </Form.Item>
          <Form.Item
            name="target"
            label="目标值"
            rules={[{ required: true, message: '请填写目标值' }]}
            style={{ flex: 1 }}
          >
            <InputNumber style={{ width: '100%' }} data-testid="okr-kr-target" />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  )
}
