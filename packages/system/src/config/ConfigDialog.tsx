import { App, Form, Input, Modal, Radio } from 'antd'
import { rules, useDict } from '@wp/kit'
import { useEffect, useRef, useState } from 'react'
import { addConfig, editConfig, getConfig, type ConfigInput } from './api'

/** 添加参数 / 修改参数. `configId` undefined = add. */
export function ConfigDialog({
  open,
  configId,
  onClose,
  onSaved,
}: {
  open: boolean
  configId?: number
  onClose: () => void
  onSaved: () => void
}) {
  const { message } = App.useApp()
  const [form] = Form.useForm<ConfigInput>()
  const [saving, setSaving] = useState(false)
  const { sys_yes_no: yesNo } = useDict('sys_yes_no')
  const close = useRef(onClose)
  close.current = onClose

  useEffect(() => {
    if (!open) return
    form.resetFields()
    if (configId !== undefined)
      getConfig(configId).then(
        (c) => form.setFieldsValue(c),
        () => close.current(),
      )
  }, [open, configId, form])

  const submit = async () => {
    const values = await form.validateFields()
    setSaving(true)
    try {
      if (configId === undefined) await addConfig({ ...values, configValue: values.configValue ?? '' })
      else await editConfig({ ...values, configValue: values.configValue ?? '', configId })
      message.success(configId === undefined ? '新增成功' : '修改成功')
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
      title={configId === undefined ? '添加参数' : '修改参数'}
      open={open}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      okText="确定"
      cancelText="取消"
      destroyOnHidden
    >
      <Form form={form} data-testid="config-dialog" labelCol={{ flex: '90px' }} initialValues={{ configType: 'Y' }}>
        <Form.Item name="configName" label="参数名称" rules={[rules.required, rules.maxLength(100)]}>
          <Input placeholder="请输入参数名称" data-testid="config-name" />
        </Form.Item>
        <Form.Item name="configKey" label="参数键名" rules={[rules.required, rules.maxLength(100)]}>
          <Input placeholder="请输入参数键名" data-testid="config-key" />
        </Form.Item>
        <Form.Item name="configValue" label="参数键值" rules={[rules.required, rules.maxLength(500)]}>
          <Input.TextArea placeholder="请输入参数键值" rows={2} data-testid="config-value" />
        </Form.Item>
        <Form.Item name="configType" label="系统内置">
          <Radio.Group options={yesNo.map((s) => ({ value: s.value, label: s.label }))} />
        </Form.Item>
        <Form.Item name="remark" label="备注" rules={[rules.maxLength(500)]}>
          <Input.TextArea placeholder="请输入内容" rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
