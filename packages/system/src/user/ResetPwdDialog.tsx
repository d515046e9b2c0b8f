import { App, Form, Input, Modal } from 'antd'
import { rules } from '@wp/kit'
import { useState } from 'react'
import { resetUserPwd } from './api'
import { PASSWORD_PATTERN, PASSWORD_PATTERN_MESSAGE } from './params'

/** 重置密码: asks for the new password of one user. */
export function ResetPwdDialog({
  user,
  onClose,
}: {
  user: { userId: number; userName: string } | null
  onClose: () => void
}) {
  const { message } = App.useApp()
  const [form] = Form.useForm<{ password: string }>()
  const [saving, setSaving] = useState(false)

  const submit = async () => {
    if (!user) return
    const { password } = await form.validateFields()
    setSaving(true)
    try {
      await resetUserPwd(user.userId, password)
      message.success(`修改成功，新密码是：${password}`)
      onClose()
    } catch {
      // shown by the kit
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      title="提示"
      open={user !== null}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      okText="确定"
      cancelText="取消"
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'user-reset-pwd-submit' } as never}
    >
      <Form form={form} layout="vertical" data-testid="user-reset-pwd-dialog" preserve={false}>
        <Form.Item
          name="password"
          label={`请输入"${user?.userName ?? ''}"的新密码`}
          rules={[
            rules.required,
            rules.lengthRange(5, 20),
            { pattern: PASSWORD_PATTERN, message: PASSWORD_PATTERN_MESSAGE },
          ]}
        >
          <Input.Password maxLength={20} data-testid="user-reset-pwd-input" />
        </Form.Item>
      </Form>
    </Modal>
  )
}
