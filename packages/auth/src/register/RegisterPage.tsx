import { Button, Card, Form, Input, Result, Spin } from 'antd'
import { get, getToken, post, type ApiResult } from '@wp/kit'
import { useEffect, useState } from 'react'
import { checkNewPassword, PASSWORD_MISMATCH_MESSAGE } from '../password/passwordPolicy'

export const REGISTER_DISABLED = '注册功能未开启'
export const REGISTER_CONFIG_KEY = 'sys.account.registerUser'

/**
 * Whether self-registration is on (configuration `sys.account.registerUser`). The server lets only signed-in users
 * read configuration, so for a visitor it is off.
 */
export async function registrationEnabled(): Promise<boolean> {
  if (!getToken()) return false
  try {
    const res = await get<ApiResult>(`/system/config/configKey/${REGISTER_CONFIG_KEY}`, undefined, {
      meta: { quiet: true },
    })
    return res.msg === 'true'
  } catch {
    return false
  }
}

/**
 * /register. The server has no register call yet (POST /auth/register answers 404), so with registration switched
 * on the form is shown but the server refuses it; switched off (the default) the page says so.
 */
export default function RegisterPage() {
  const [enabled, setEnabled] = useState<boolean | null>(null)
  useEffect(() => {
    let live = true
    registrationEnabled().then((on) => live && setEnabled(on))
    return () => {
      live = false
    }
  }, [])

  if (enabled === null) return <Spin style={{ display: 'block', margin: '120px auto' }} />
  if (!enabled)
    return (
      <Result
        status="warning"
        title={REGISTER_DISABLED}
        subTitle="请联系管理员开通账号。"
        data-testid="register-disabled"
        extra={
          <Button type="primary" href="/login">
            返回登录
          </Button>
        }
      />
    )
  return (
    <Card title="注册账号" style={{ maxWidth: 420, margin: '80px auto' }} data-testid="register-form">
      <Form
        layout="vertical"
        onFinish={(values: { username: string; password: string }) =>
          post('/auth/register', { username: values.username, password: values.password }).catch(() => undefined)
        }
      >
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
          rules={[
            { required: true, message: '请输入您的密码' },
            {
              validator: (_, v: string | undefined) =>
                v && checkNewPassword(v, '0')
                  ? Promise.reject(new Error(checkNewPassword(v, '0')!))
                  : Promise.resolve(),
            },
          ]}
        >
          <Input.Password />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label="确认密码"
          dependencies={['password']}
          rules={[
            { required: true, message: '请再次输入您的密码' },
            ({ getFieldValue }) => ({
              validator: (_, v: string | undefined) =>
                !v || v === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(PASSWORD_MISMATCH_MESSAGE)),
            }),
          ]}
        >
          <Input.Password />
        </Form.Item>
        <Button type="primary" htmlType="submit" block>
          注 册
        </Button>
      </Form>
    </Card>
  )
}
