import { fetchChallenge, sessionStore, type LoginChallenge } from '@wp/kit'
import Form from 'antd-mobile/es/components/form'
import Input from 'antd-mobile/es/components/input'
import { useEffect, useState } from 'react'
import { AccountFields } from './AccountFields'
import { useLocation, useNavigate } from 'react-router'
import { continueTo } from './redirect'
import { SigninForm } from './SigninForm'

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
  const [challengeError, setChallengeError] = useState<string>()
  const renew = () => fetchChallenge().then(setChallenge, (err: Error) => setChallengeError(err.message))
  useEffect(() => void renew(), [])

  const login = async (values: LoginValues) => {
    setChallengeError(undefined)
    try {
      await sessionStore.getState().login({ ...values, challenge })
      navigate(continueTo(search), { replace: true })
    } catch (err) {
      void renew()
      throw err
    }
  }

  return (
    <SigninForm id="h5-login" title="综合工作平台" submitLabel="登 录" onSubmit={login} error={challengeError}>
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
    </SigninForm>
  )
}
