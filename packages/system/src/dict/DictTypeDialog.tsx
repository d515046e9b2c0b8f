import { App, Form, Input, Modal, Radio } from 'antd'
import { rules, useDict, clearDictCache } from '@wp/kit'
import { useEffect, useRef, useState } from 'react'
import {
  addDictType,
  DICT_TYPE_PATTERN,
  DICT_TYPE_PATTERN_MESSAGE,
  editDictType,
  getDictType,
  type DictTypeInput,
} from './api'

/** 添加字典类型 / 修改字典类型. `dictId` undefined = add. */
export function DictTypeDialog({
  open,
  dictId,
  onClose,
  onSaved,
}: {
  open: boolean
  dictId?: number
  onClose: () => void
  onSaved: () => void
}) {
  const { message } = App.useApp()
  const [form] = Form.useForm<DictTypeInput>()
  const [saving, setSaving] = useState(false)
  const { sys_normal_disable: statuses } = useDict('sys_normal_disable')
  const close = useRef(onClose)
  close.current = onClose

  useEffect(() => {
    if (!open) return
    form.resetFields()
    if (dictId !== undefined)
      getDictType(dictId).then(
        (t) => form.setFieldsValue(t),
        () => close.current(),
      )
  }, [open, dictId, form])

  const submit = async () => {
    const values = await form.validateFields()
    setSaving(true)
    try {
      if (dictId === undefined) await addDictType(values)
      else await editDictType({ ...values, dictId })
      message.success(dictId === undefined ? '新增成功' : '修改成功')
      clearDictCache()
      onSaved()
      onClose()
    } catch {
      // shown by the kit
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      title={dictId === undefined ? '添加字典类型' : '修改字典类型'}
      open={open}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      okText="确定"
      cancelText="取消"
      destroyOnHidden
    >
      <Form form={form} data-testid="dict-type-dialog" labelCol={{ flex: '90px' }} initialValues={{ status: '0' }}>
        <Form.Item name="dictName" label="字典名称" rules={[rules.required, rules.maxLength(100)]}>
          <Input placeholder="请输入字典名称" data-testid="dict-type-name" />
        </Form.Item>
        <Form.Item
          name="dictType"
          label="字典类型"
          rules={[
            rules.required,
            rules.maxLength(100),
            { pattern: DICT_TYPE_PATTERN, message: DICT_TYPE_PATTERN_MESSAGE },
          ]}
        >
          <Input placeholder="请输入字典类型" data-testid="dict-type-type" />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Radio.Group options={statuses.map((s) => ({ value: s.value, label: s.label }))} />
        </Form.Item>
        <Form.Item name="remark" label="备注" rules={[rules.maxLength(500)]}>
          <Input.TextArea placeholder="请输入内容" rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
