import { App, Button, Modal, Typography } from 'antd'
import { sessionStore, useSession } from '@wp/kit'
import { ChangePasswordForm } from './ChangePasswordForm'
import { EXPIRED_PASSWORD_NOTICE, INITIAL_PASSWORD_NOTICE } from './passwordRules'

/**
 * Shown before anything else when getInfo says the password is the initial one or has expired: a modal that cannot
 * be dismissed; the only ways out are a new password or logging out.
 */
export default function ForcedPasswordChange() {
  const { message } = App.useApp()
  const expired = useSession((s) => s.isPasswordExpired)
  return (
    <Modal open title="修改密码" closable={false} keyboard={false} mask={{ closable: false }} footer={null}>
      <div data-testid="forced-password-change">
        <Typography.Paragraph type="warning" data-testid="forced-password-notice">
          {expired ? EXPIRED_PASSWORD_NOTICE : INITIAL_PASSWORD_NOTICE}
        </Typography.Paragraph>
        <ChangePasswordForm
          submitText="确认修改"
          onChanged={() => {
            message.success('修改成功')
            sessionStore.setState({ isDefaultModifyPwd: false, isPasswordExpired: false })
          }}
          extra={
            <Button
              data-testid="forced-password-logout"
              onClick={async () => {
                await sessionStore.getState().logout()
                window.location.href = '/index'
              }}
            >
              退出登录
            </Button>
          }
        />
      </div>
    </Modal>
  )
}
