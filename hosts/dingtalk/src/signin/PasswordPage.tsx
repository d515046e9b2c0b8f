import {
  EXPIRED_PASSWORD_NOTICE,
  INITIAL_PASSWORD_NOTICE,
  updatePassword,
  usePasswordChangeFields,
  type PasswordChangeValues,
} from '@wp/auth'
import { sessionStore, useSession } from '@wp/kit'
import Button from 'antd-mobile/es/components/button'
import Form from 'antd-mobile/es/components/form'
import Input from 'antd-mobile/es/components/input'
import { useNavigate } from 'react-router'
import { SigninForm } from './SigninForm'

/**
 * The phone's forced change of an initial or expired password (getInfo's `isDefaultModifyPwd` / `isPasswordExpired`;
 * until then the server refuses everything else). The desktop's rules (`sys.account.chrtype`, from the contract) and
 * its call; once the server accepts, the gate lets the requested screen through. The other way out is 退出登录.
 */
export default function PasswordPage() {
  const navigate = useNavigate()
  const fields = usePasswordChangeFields()
  const expired = useSession((s) => s.isPasswordExpired)
  const change = async ({ oldPassword, newPassword }: PasswordChangeValues) => {
    await updatePassword(oldPassword, newPassword)
    void import('../shell/widgets').then(({ Toast }) => Toast.show({ icon: 'success', content: '修改成功' }))
    sessionStore.setState({ isDefaultModifyPwd: false, isPasswordExpired: false })
  }

  const signOut = async () => {
    await sessionStore.getState().logout()
    navigate('/login', { replace: true })
  }

  return (
    <SigninForm
      id="h5-password"
      title="修改密码"
      hint={expired ? EXPIRED_PASSWORD_NOTICE : INITIAL_PASSWORD_NOTICE}
      hintTestId="h5-password-notice"
      layout="vertical"
      submitLabel="确认修改"
      onSubmit={change}
      // the kit has shown the server's reason (a wrong old password, say) as a toast
      kitShowsErrors
      extraFooter={
        <Button block fill="none" className="h5-secondary" onClick={() => void signOut()}>
          退出登录
        </Button>
      }
    >
      {fields.map((f) => (
        <Form.Item
          key={f.name}
          name={f.name}
          label={f.label}
          description={f.hint}
          dependencies={f.dependencies}
          rules={f.rules}
        >
          <Input
            type="password"
            placeholder={f.placeholder}
            autoComplete={f.autoComplete}
            data-testid={`h5-password-${f.id}`}
          />
        </Form.Item>
      ))}
    </SigninForm>
  )
}
