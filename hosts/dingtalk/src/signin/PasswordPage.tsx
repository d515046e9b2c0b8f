import { EXPIRED_PASSWORD_NOTICE, INITIAL_PASSWORD_NOTICE, newPasswordRule, sameAsRule, updatePassword } from '@wp/auth'
import { passwordHint } from '@wp/contract'
import { sessionStore, useSession } from '@wp/kit'
import Button from 'antd-mobile/es/components/button'
import Form from 'antd-mobile/es/components/form'
import Input from 'antd-mobile/es/components/input'
import { useState } from 'react'
import { useNavigate } from 'react-router'

interface PasswordValues {
  oldPassword: string
  newPassword: string
  confirmPassword: string
}

/**
 * The phone's forced change of an initial or expired password (getInfo's `isDefaultModifyPwd` / `isPasswordExpired`;
 * until then the server refuses everything else). The desktop's rules (`sys.account.chrtype`, from the contract) and
 * its call; once the server accepts, the gate lets the requested screen through. The other way out is 退出登录.
 */
export default function PasswordPage() {
  const navigate = useNavigate()
  const chrtype = useSession((s) => s.pwdChrtype)
  const userName = useSession((s) => s.user?.userName)
  const expired = useSession((s) => s.isPasswordExpired)
  const [busy, setBusy] = useState(false)

  const submit = async ({ oldPassword, newPassword }: PasswordValues) => {
    setBusy(true)
    try {
      await updatePassword(oldPassword, newPassword)
      void import('../shell/widgets').then(({ Toast }) => Toast.show({ icon: 'success', content: '修改成功' }))
      sessionStore.setState({ isDefaultModifyPwd: false, isPasswordExpired: false })
    } catch {
      // the kit has shown the server's reason (a wrong old password, say) as a toast
    } finally {
      setBusy(false)
    }
  }

  const signOut = async () => {
    await sessionStore.getState().logout()
    navigate('/login', { replace: true })
  }

  return (
    <div className="h5-page h5-signin" data-testid="h5-password">
      <h1 className="h5-brand">修改密码</h1>
      <p className="h5-hint" data-testid="h5-password-notice">
        {expired ? EXPIRED_PASSWORD_NOTICE : INITIAL_PASSWORD_NOTICE}
      </p>
      <Form
        layout="vertical"
        onFinish={(values) => void submit(values as PasswordValues)}
        footer={
          <>
            <Button block type="submit" color="primary" size="large" loading={busy} data-testid="h5-password-submit">
              确认修改
            </Button>
            <Button block fill="none" className="h5-secondary" onClick={() => void signOut()}>
              退出登录
            </Button>
          </>
        }
      >
        <Form.Item name="oldPassword" label="旧密码" rules={[{ required: true, message: '旧密码不能为空' }]}>
          <Input
            type="password"
            placeholder="请输入旧密码"
            autoComplete="current-password"
            data-testid="h5-password-old"
          />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label="新密码"
          description={passwordHint(chrtype)}
          rules={[{ required: true, message: '新密码不能为空' }, newPasswordRule(chrtype, { userName })]}
        >
          <Input type="password" placeholder="请输入新密码" autoComplete="new-password" data-testid="h5-password-new" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label="确认密码"
          dependencies={['newPassword']}
          rules={[{ required: true, message: '确认密码不能为空' }, sameAsRule('newPassword')]}
        >
          <Input
            type="password"
            placeholder="请再次输入新密码"
            autoComplete="new-password"
            data-testid="h5-password-confirm"
          />
        </Form.Item>
      </Form>
    </div>
  )
}
