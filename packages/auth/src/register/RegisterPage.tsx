import { App, Button, Card, Form, Input, Spin } from 'antd'
import { encryptPassword, get, post, type ApiResult } from '@wp/kit'
import { useCallback, useEffect, useState } from 'react'
import { LoginResult } from '../login/LoginResult'
import { newPasswordRule, sameAsRule } from '../password/passwordRules'

export const REGISTER_DISABLED = '注册功能未开启'

interface Challenge {
  registerEnabled: boolean
  captchaEnabled: boolean
  uuid: string
  key: string
  img?: string
}

/** The login challenge also says whether self-registration is on (configuration `sys.account.registerUser`). */
async function fetchRegisterChallenge(): Promise<Challenge> {
  const res = await get<ApiResult & Partial<Challenge>>('/code', undefined, { isToken: false })
  return {
    registerEnabled: res.registerEnabled === true,
    captchaEnabled: res.captchaEnabled === true,
    uuid: String(res.uuid ?? ''),
    key: String(res.key ?? ''),
    ...(res.img ? { img: `data:image/png;base64,${res.img}` } : {}),
  }
}

interface RegisterValues {
  username: string
  password: string
  confirmPassword: string
  code?: string
}

/** /register: self-registration through the same single-use challenge as the login (captcha and password key). */
export default function RegisterPage() {
  const { message } = App.useApp()
  const [challenge, setChallenge] = useState<Challenge | null>(null)
  const [failed, setFailed] = useState(false)
  const [done, setDone] = useState(false)
  const [saving, setSaving] = useState(false)
  const refresh = useCallback(() => {
    fetchRegisterChallenge().then(setChallenge, () => setFailed(true))
  }, [])
  useEffect(refresh, [refresh])
  const enabled = failed ? false : challenge ? challenge.registerEnabled : null

  const submit = async (values: RegisterValues) => {
    if (!challenge) return
    setSaving(true)
    try {
      await post('/auth/register', {
        username: values.username,
        password: encryptPassword(values.password, challenge.key),
        code: values.code,
        uuid: challenge.uuid,
      })
      message.success('注册成功，请登录')
      setDone(true)
    } catch {
      refresh() // the challenge is spent either way
    } finally {
      setSaving(false)
    }
  }

  if (done)
    return (
      <LoginResult
        status="success"
        title="注册成功"
        subTitle="账号已创建，管理员授权后即可使用更多功能。"
        testId="register-done"
        action="去登录"
      />
    )
  if (enabled === null) return <Spin style={{ display: 'block', margin: '120px auto' }} />
  if (!enabled)
    return (
      <LoginResult
        status="warning"
        title={REGISTER_DISABLED}
        subTitle="请联系管理员开通账号。"
        testId="register-disabled"
      />
    )
  return (
    <Card title="注册账号" style={{ maxWidth: 420, margin: '80px auto' }} data-testid="register-form">
      <Form layout="vertical" onFinish={submit}>
        <Form.Item
          name="username"
          label="账号"
          rules={[
            { required: true, message: '请输入您的账号' },
            { min: 2, max: 20, message: '用户账号长度必须介于 2 和 20 之间' },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="password"
          label="密码"
          rules={[{ required: true, message: '请输入您的密码' }, newPasswordRule('0', { userNameField: 'username' })]}
        >
          <Input.Password />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label="确认密码"
          dependencies={['password']}
          rules={[{ required: true, message: '请再次输入您的密码' }, sameAsRule('password')]}
        >
          <Input.Password />
        </Form.Item>
        {challenge?.captchaEnabled && (
          <Form.Item name="code" label="验证码" rules={[{ required: true, message: '请输入验证码' }]}>
            <Input
              addonAfter={
                <img src={challenge.img} alt="验证码" style={{ height: 30, cursor: 'pointer' }} onClick={refresh} />
              }
            />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" block loading={saving} data-testid="register-submit">
          注 册
        </Button>
      </Form>
    </Card>
  )
}
