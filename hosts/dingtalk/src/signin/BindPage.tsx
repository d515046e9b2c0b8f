import { AccountFields } from './AccountFields'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { bindDingTalk } from '@wp/auth'
import { SigninForm } from './SigninForm'

interface BindState {
  bindTicket: string
  dingName?: string
  redirect?: string
}

interface BindValues {
  username: string
  password: string
}

/**
 * Once per DingTalk user: the account's name and password bind it (the ticket from the silent login is valid for five
 * minutes, once); afterwards the user is signed in and every later visit is silent.
 */
export default function BindPage() {
  const navigate = useNavigate()
  const { state } = useLocation() as { state: BindState | null }
  if (!state?.bindTicket) return <Navigate to="/" replace />

  const bind = async ({ username, password }: BindValues) => {
    await bindDingTalk(state.bindTicket, username, password)
    navigate(state.redirect && state.redirect.startsWith('/') ? state.redirect : '/', { replace: true })
  }

  return (
    <SigninForm
      id="h5-bind"
      title="绑定平台账号"
      hint={`${state.dingName ? `${state.dingName}，` : ''}首次使用请输入平台账号和密码完成绑定，以后在钉钉中打开将自动登录。`}
      submitLabel="绑定并登录"
      onSubmit={bind}
    >
      <AccountFields prefix="h5-bind" placeholder="平台账号" />
    </SigninForm>
  )
}
