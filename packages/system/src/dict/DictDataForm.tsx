import { App, Button, Form, Input, InputNumber, Select, Space } from 'antd'
import { rules, clearDictCache } from '@wp/kit'
import { useState } from 'react'
import { LIST_CLASSES, type DictDataRow } from '@wp/contract'
import { dictData } from './api'

interface Values {
  dictLabel: string
  dictValue: string
  dictSort?: number
  listClass?: string
}

/**
 * `<wp-dict-data-form dict-type="…">`: adds one value to a dictionary (POST /system/dict/data) and emits a composed
 * `saved` event whose detail is the created entry.
 */
export default function DictDataForm({
  dictType,
  onSaved,
}: {
  dictType?: string
  onSaved?: (entry: DictDataRow) => void
}) {
  const { message } = App.useApp()
  const [form] = Form.useForm<Values>()
  const [saving, setSaving] = useState(false)

  const submit = async (values: Values) => {
    if (!dictType) return
    setSaving(true)
    try {
      const created = await dictData.add({
        dictType,
        dictLabel: values.dictLabel,
        dictValue: values.dictValue,
        dictSort: values.dictSort ?? 0,
        listClass: (values.listClass ?? 'default') as DictDataRow['listClass'],
        status: '0',
      })
      clearDictCache(dictType)
      message.success('新增成功')
      form.resetFields()
      onSaved?.(created)
    } catch {
      // shown by the kit
    } finally {
      setSaving(false)
    }
  }

  if (!dictType) return <span>缺少 dict-type 属性</span>
  return (
    <Form
      form={form}
      layout="inline"
      onFinish={submit}
      initialValues={{ dictSort: 0, listClass: 'default' }}
      data-testid="dict-data-form"
      style={{ rowGap: 8 }}
    >
      <Form.Item name="dictLabel" label="数据标签" rules={[rules.required, rules.maxLength(100)]}>
        <Input placeholder="请输入数据标签" data-testid="dict-data-form-label" />
      </Form.Item>
      <Form.Item name="dictValue" label="数据键值" rules={[rules.required, rules.maxLength(100)]}>
        <Input placeholder="请输入数据键值" data-testid="dict-data-form-value" />
      </Form.Item>
      <Form.Item name="dictSort" label="排序">
        <InputNumber min={0} max={99999} precision={0} style={{ width: 90 }} />
      </Form.Item>
      <Form.Item name="listClass" label="回显样式">
        <Select options={[...LIST_CLASSES]} style={{ width: 100 }} />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="dict-data-form-submit">
            保存
          </Button>
        </Space>
      </Form.Item>
    </Form>
  )
}
