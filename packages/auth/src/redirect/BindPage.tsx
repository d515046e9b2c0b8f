import { Alert, Button, Card, Form, Input } from 'antd'
import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { LoginResult } from '../login/LoginResult'
import { redirectTarget } from '../login/redirect'
import { bindDingTalk } from './bindDingTalk'

interface BindValues {
  username: string
  password: string
}

/**
 * /bind: a DingTalk user who signed in on DingTalk's page but is not bound yet binds an account once (its name and
 * password, encrypted with a `/code` key as at login), and is then signed in. The ticket comes from the server's
 * callback and is valid five minutes, once.
 */
export default function BindPage() {
  const navigate = useNavigate()
  const { search } = useLocation()
  const params = new URLSearchParams(search)
  const bindTicket = params.get('bindTicket')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  if (!bindTicket)
    return (
      <LoginResult
        status="info"
        title="钉钉账号绑定"
        subTitle="请在登录页点击“钉钉登录”，或在钉钉中打开平台。"
        testId="page-bind"
      />
    )

  const submit = async ({ username, password }: BindValues) => {
    setBusy(true)
    setError('')
    try {
      await bindDingTalk(bindTicket, username, password)
      navigate(redirectTarget(search), { replace: true })
    } catch (err) {
      setError((err as Error).message)
      setBusy(false)
    }
  }

  return (
    <Card title="绑定平台账号" style={{ maxWidth: 420, margin: '10vh auto' }} data-testid="page-bind">
      <p>
        {params.get('dingName') ? `${params.get('dingName')}，` : ''}
        首次使用钉钉登录，请输入平台账号和密码完成绑定。
      </p>
      {error && <Alert type="error" message={error} style={{ marginBottom: 16 }} data-testid="bind-error" />}
      <Form<BindValues> layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item name="username" label="账号" rules={[{ required: true, message: '请输入您的账号' }]}>
          <Input autoComplete="username" data-testid="bind-username" />
        </Form.Item>
        <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入您的密码' }]}>
          <Input.Password autoComplete="current-password" data-testid="bind-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="bind-submit">
          绑定并登录
        </Button>
      </Form>
    </Card>
  )
}
