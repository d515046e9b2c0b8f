import { Button, Form, Input, Space } from 'antd'
import { useState } from 'react'
import { updatePassword } from './api'
import type { PasswordChangeValues } from './passwordRules'
import { usePasswordChangeFields } from './usePasswordChangeFields'

type Values = PasswordChangeValues

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
  const fields = usePasswordChangeFields()
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
      {fields.map((f) => (
        <Form.Item
          key={f.name}
          name={f.name}
          label={f.label}
          extra={f.hint}
          dependencies={f.dependencies}
          rules={f.rules}
        >
          <Input.Password placeholder={f.placeholder} autoComplete={f.autoComplete} data-testid={`pwd-${f.id}`} />
        </Form.Item>
      ))}
      <Space>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="pwd-submit">
          {submitText}
        </Button>
        {extra}
      </Space>
    </Form>
  )
}
