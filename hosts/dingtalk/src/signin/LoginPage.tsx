import { fetchChallenge, sessionStore, type LoginChallenge } from '@wp/kit'
import Button from 'antd-mobile/es/components/button'
import Form from 'antd-mobile/es/components/form'
import Input from 'antd-mobile/es/components/input'
import { useEffect, useState } from 'react'
import { AccountFields } from './AccountFields'
import { useLocation, useNavigate } from 'react-router'
import { continueTo } from './redirect'

interface LoginValues {
  username: string
  password: string
  code?: string
}

/** Outside DingTalk: the ordinary sign-in (the `/code` challenge, its captcha when on) in the phone's layout. */
export default function LoginPage() {
  const navigate = useNavigate()
  const { search } = useLocation()
  const [challenge, setChallenge] = useState<LoginChallenge>()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const renew = () => fetchChallenge().then(setChallenge, (err: Error) => setError(err.message))
  useEffect(() => void renew(), [])

  const submit = async (values: LoginValues) => {
    setBusy(true)
    setError(undefined)
    try {
      await sessionStore.getState().login({ ...values, challenge })
      navigate(continueTo(search), { replace: true })
    } catch (err) {
      setError((err as Error).message)
      void renew()
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="h5-page h5-signin" data-testid="h5-login">
      <h1 className="h5-brand">综合工作平台</h1>
      <Form
        layout="horizontal"
        onFinish={(values) => void submit(values as LoginValues)}
        footer={
          <Button block type="submit" color="primary" size="large" loading={busy} data-testid="h5-login-submit">
            登 录
          </Button>
        }
      >
        <AccountFields prefix="h5-login" />
        {challenge?.captchaEnabled && (
          <Form.Item
            name="code"
            label="验证码"
            rules={[{ required: true, message: '请输入验证码' }]}
            extra={<img src={challenge.img} alt="验证码" className="h5-captcha" onClick={() => void renew()} />}
          >
            <Input placeholder="验证码" data-testid="h5-login-code" />
          </Form.Item>
        )}
      </Form>
      {error && (
        <p className="h5-error" role="alert" data-testid="h5-login-error">
          {error}
        </p>
      )}
    </div>
  )
}
