import { Button, Result } from 'antd'

/** /bind: DingTalk account binding. The server has no binding call yet (POST /auth/dingding/login/bind). */
export default function BindPage() {
  return (
    <Result
      status="info"
      title="钉钉账号绑定尚未开通"
      subTitle="服务端还没有提供账号绑定接口（/auth/dingding/login/bind），请使用账号密码登录。"
      data-testid="page-bind"
      extra={
        <Button type="primary" href="/login">
          返回登录
        </Button>
      }
    />
  )
}
