import Button from 'antd-mobile/es/components/button'
import Form from 'antd-mobile/es/components/form'
import { AccountFields } from './AccountFields'
import { useState } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { bindDingTalk } from '@wp/auth'

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
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  if (!state?.bindTicket) return <Navigate to="/" replace />

  const submit = async ({ username, password }: BindValues) => {
    setBusy(true)
    setError(undefined)
    try {
      await bindDingTalk(state.bindTicket, username, password)
      navigate(state.redirect && state.redirect.startsWith('/') ? state.redirect : '/', { replace: true })
    } catch (err) {
      setError((err as Error).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="h5-page h5-signin" data-testid="h5-bind">
      <h1 className="h5-brand">绑定平台账号</h1>
      <p className="h5-hint">
        {state.dingName ? `${state.dingName}，` : ''}首次使用请输入平台账号和密码完成绑定，以后在钉钉中打开将自动登录。
      </p>
      <Form
        layout="horizontal"
        onFinish={(values) => void submit(values as BindValues)}
        footer={
          <Button block type="submit" color="primary" size="large" loading={busy} data-testid="h5-bind-submit">
            绑定并登录
          </Button>
        }
      >
        <AccountFields prefix="h5-bind" placeholder="平台账号" />
      </Form>
      {error && (
        <p className="h5-error" role="alert" data-testid="h5-bind-error">
          {error}
        </p>
      )}
    </div>
  )
}
