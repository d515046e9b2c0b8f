import { App, Col, Form, Input, Radio, Row, Select } from 'antd'
import { rules, useDict } from '@wp/kit'
import { FullScreenModal, RichTextEditor } from '@wp/ui'
import { useEffect, useRef, useState } from 'react'
import { addNotice, editNotice, getNotice, type NoticeInput } from './api'

/** 添加公告 / 修改公告, the content in the rich-text editor. */
export function NoticeDialog({
  open,
  noticeId,
  onClose,
  onSaved,
}: {
  open: boolean
  noticeId?: number
  onClose: () => void
  onSaved: () => void
}) {
  const { message } = App.useApp()
  const [form] = Form.useForm<NoticeInput>()
  const [saving, setSaving] = useState(false)
  const { sys_notice_type: types, sys_notice_status: statuses } = useDict('sys_notice_type', 'sys_notice_status')
  const close = useRef(onClose)
  close.current = onClose
  const adding = noticeId === undefined

  useEffect(() => {
    if (!open) return
    form.resetFields()
    if (!adding)
      getNotice(noticeId).then(
        (n) => form.setFieldsValue({ ...n, noticeContent: n.noticeContent ?? '' }),
        () => close.current(),
      )
  }, [open, noticeId, adding, form])

  const submit = async () => {
    const values = await form.validateFields()
    setSaving(true)
    try {
      const input = { ...values, noticeContent: values.noticeContent ?? '' }
      if (adding) await addNotice(input)
      else await editNotice({ ...input, noticeId })
      message.success(adding ? '新增成功' : '修改成功')
      onSaved()
      onClose()
    } catch {
      // shown by the kit
    } finally {
      setSaving(false)
    }
  }

  return (
    <FullScreenModal
      title={adding ? '添加公告' : '修改公告'}
      open={open}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ 'data-testid': 'notice-submit' } as never}
      width={880}
      destroyOnHidden
    >
      <Form
        form={form}
        data-testid="notice-dialog"
        labelCol={{ flex: '80px' }}
        initialValues={{ status: '0', noticeContent: '' }}
      >
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="noticeTitle" label="公告标题" rules={[rules.required, rules.maxLength(50)]}>
              <Input placeholder="请输入公告标题" data-testid="notice-title" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="noticeType" label="公告类型" rules={[{ required: true, message: '该输入项为必填项!' }]}>
              <Select
                placeholder="请选择公告类型"
                options={types.map((s) => ({ value: s.value, label: s.label }))}
                data-testid="notice-type"
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="status" label="状态">
              <Radio.Group options={statuses.map((s) => ({ value: s.value, label: s.label }))} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="noticeContent" label="内容">
              <RichTextEditor height={300} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </FullScreenModal>
  )
}
