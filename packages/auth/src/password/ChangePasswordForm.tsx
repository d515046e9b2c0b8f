import { Button, Form, Input, Space } from 'antd'
import { passwordHint } from '@wp/contract'
import { useSession } from '@wp/kit'
import { useState } from 'react'
import { updatePassword } from './api'
import { newPasswordRule, sameAsRule } from './passwordRules'

interface Values {
  oldPassword: string
  newPassword: string
  confirmPassword: string
}

export interface ChangePasswordFormProps {
  /** After the server accepted the new password. */
  onChanged?: () => void
  /** Extra buttons next to 保存 (e.g. 退出登录 in the forced change). */
  extra?: React.ReactNode
  submitText?: string
}

/** Old / new / confirm, checked against the configured password policy before it is sent. */
export function ChangePasswordForm({ onChanged, extra, submitText = '保存' }: ChangePasswordFormProps) {
  const [form] = Form.useForm<Values>()
  const chrtype = useSession((s) => s.pwdChrtype)
  const userName = useSession((s) => s.user?.userName)
  const [saving, setSaving] = useState(false)

  const submit = async (values: Values) => {
    setSaving(true)
    try {
      await updatePassword(values.oldPassword, values.newPassword)
      form.resetFields()
      onChanged?.()
    } catch {
      // the kit has shown the server's reason
    } finally {
      setSaving(false)
    }
  }

  return (
    <Form form={form} layout="vertical" onFinish={submit} data-testid="change-password-form" requiredMark={false}>
      <Form.Item name="oldPassword" label="旧密码" rules={[{ required: true, message: '旧密码不能为空' }]}>
        <Input.Password placeholder="请输入旧密码" autoComplete="current-password" data-testid="pwd-old" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label="新密码"
        extra={passwordHint(chrtype)}
        rules={[{ required: true, message: '新密码不能为空' }, newPasswordRule(chrtype, { userName })]}
      >
        <Input.Password placeholder="请输入新密码" autoComplete="new-password" data-testid="pwd-new" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label="确认密码"
        dependencies={['newPassword']}
        rules={[{ required: true, message: '确认密码不能为空' }, sameAsRule('newPassword')]}
      >
        <Input.Password placeholder="请再次输入新密码" autoComplete="new-password" data-testid="pwd-confirm" />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="pwd-submit">
          {submitText}
        </Button>
        {extra}
      </Space>
    </Form>
  )
}
