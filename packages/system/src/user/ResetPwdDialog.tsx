import { ActionDialog } from '@wp/ui'
import { App, Form, Input } from 'antd'
import { rules, toFormRule } from '@wp/kit'
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

  const submit = async () => {
    if (!user) return
    const filled = await form.validateFields().catch(() => null)
    if (!filled) return false
    await resetUserPwd(user.userId, filled.password)
    message.success(`修改成功，新密码是：${filled.password}`)
  }

  return (
    <ActionDialog
      title="提示"
      open={user !== null}
      onClose={onClose}
      onSubmit={submit}
      submitTestId="user-reset-pwd-submit"
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
    </ActionDialog>
  )
}
