import { App, Form, Input, InputNumber, Modal, Radio } from 'antd'
import { rules, useDict } from '@wp/kit'
import { useEffect, useRef, useState } from 'react'
import { addPost, editPost, getPost, type PostInput } from './api'

/** 添加岗位 / 修改岗位. */
export function PostDialog({
  open,
  postId,
  onClose,
  onSaved,
}: {
  open: boolean
  postId?: number
  onClose: () => void
  onSaved: () => void
}) {
  const { message } = App.useApp()
  const [form] = Form.useForm<PostInput>()
  const [saving, setSaving] = useState(false)
  const { sys_normal_disable: statuses } = useDict('sys_normal_disable')
  const close = useRef(onClose)
  close.current = onClose
  const adding = postId === undefined

  useEffect(() => {
    if (!open) return
    form.resetFields()
    if (!adding)
      getPost(postId).then(
        (p) => form.setFieldsValue(p),
        () => close.current(),
      )
  }, [open, postId, adding, form])

  const submit = async () => {
    const values = await form.validateFields()
    setSaving(true)
    try {
      if (adding) await addPost(values)
      else await editPost({ ...values, postId })
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
    <Modal
      title={adding ? '添加岗位' : '修改岗位'}
      open={open}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ 'data-testid': 'post-submit' } as never}
      destroyOnHidden
    >
      <Form
        form={form}
        data-testid="post-dialog"
        labelCol={{ flex: '80px' }}
        initialValues={{ postSort: 0, status: '0' }}
      >
        <Form.Item name="postName" label="岗位名称" rules={[rules.required, rules.maxLength(50)]}>
          <Input placeholder="请输入岗位名称" data-testid="post-name" />
        </Form.Item>
        <Form.Item name="postCode" label="岗位编码" rules={[rules.required, rules.maxLength(64)]}>
          <Input placeholder="请输入编码名称" data-testid="post-code" />
        </Form.Item>
        <Form.Item name="postSort" label="岗位顺序" rules={[{ required: true, message: '该输入项为必填项!' }]}>
          <InputNumber min={0} max={99999} />
        </Form.Item>
        <Form.Item name="status" label="岗位状态">
          <Radio.Group options={statuses.map((s) => ({ value: s.value, label: s.label }))} />
        </Form.Item>
        <Form.Item name="remark" label="备注" rules={[rules.maxLength(500)]}>
          <Input.TextArea placeholder="请输入内容" rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
