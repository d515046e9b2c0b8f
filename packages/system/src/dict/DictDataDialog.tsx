import { App, Form, Input, InputNumber, Modal, Radio, Select } from 'antd'
import { rules, useDict, clearDictCache } from '@wp/kit'
import { useEffect, useRef, useState } from 'react'
import { addDictData, editDictData, getDictData, LIST_CLASS_OPTIONS, type DictDataInput } from './api'

/** 添加字典数据 / 修改字典数据 of one type. `dictCode` undefined = add. */
export function DictDataDialog({
  open,
  dictType,
  dictCode,
  onClose,
  onSaved,
}: {
  open: boolean
  dictType: string
  dictCode?: number
  onClose: () => void
  onSaved: () => void
}) {
  const { message } = App.useApp()
  const [form] = Form.useForm<DictDataInput>()
  const [saving, setSaving] = useState(false)
  const { sys_normal_disable: statuses } = useDict('sys_normal_disable')
  const close = useRef(onClose)
  close.current = onClose

  useEffect(() => {
    if (!open) return
    form.resetFields()
    form.setFieldsValue({ dictType })
    if (dictCode !== undefined)
      getDictData(dictCode).then(
        (d) => form.setFieldsValue(d),
        () => close.current(),
      )
  }, [open, dictCode, dictType, form])

  const submit = async () => {
    const values = await form.validateFields()
    setSaving(true)
    try {
      if (dictCode === undefined) await addDictData({ ...values, dictType })
      else await editDictData({ ...values, dictType, dictCode })
      message.success(dictCode === undefined ? '新增成功' : '修改成功')
      clearDictCache(dictType)
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
      title={dictCode === undefined ? '添加字典数据' : '修改字典数据'}
      open={open}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      okText="确定"
      cancelText="取消"
      destroyOnHidden
    >
      <Form
        form={form}
        data-testid="dict-data-dialog"
        labelCol={{ flex: '90px' }}
        initialValues={{ status: '0', dictSort: 0, listClass: 'default' }}
      >
        <Form.Item name="dictType" label="字典类型">
          <Input disabled />
        </Form.Item>
        <Form.Item name="dictLabel" label="数据标签" rules={[rules.required, rules.maxLength(100)]}>
          <Input placeholder="请输入数据标签" data-testid="dict-data-label" />
        </Form.Item>
        <Form.Item name="dictValue" label="数据键值" rules={[rules.required, rules.maxLength(100)]}>
          <Input placeholder="请输入数据键值" data-testid="dict-data-value" />
        </Form.Item>
        <Form.Item name="cssClass" label="样式属性" rules={[rules.maxLength(100)]}>
          <Input placeholder="请输入样式属性" />
        </Form.Item>
        <Form.Item name="dictSort" label="显示排序" rules={[rules.required]}>
          <InputNumber min={0} max={99999} precision={0} />
        </Form.Item>
        <Form.Item name="listClass" label="回显样式">
          <Select options={LIST_CLASS_OPTIONS} />
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
