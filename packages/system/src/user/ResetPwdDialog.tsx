import { App, Form, Input, Modal } from 'antd'
import { rules, toFormRule } from '@wp/kit'
import { useState } from 'react'
import { resetUserPwd } from './api'
import { passwordCheck } from './params'

/** 重置密码: asks for the new password of one user. */
export function ResetPwdDialog({
  user,
  chrtype,
  onClose,
}: {
  user: { userId: number; userName: string } | null
  /** the configured `sys.account.chrtype` the new password must follow */
  chrtype: string | null | undefined
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
          rules={[rules.required, toFormRule(passwordCheck(chrtype))]}
        >
          <Input.Password maxLength={20} data-testid="user-reset-pwd-input" />
        </Form.Item>
      </Form>
    </Modal>
  )
}
