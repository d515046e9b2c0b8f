import { Button, Result, Space } from 'antd'

/** /401: the family's wording. */
export default function UnauthorizedPage() {
  return (
    <Result
      status="403"
      title="401 错误!"
      data-testid="page-401"
      subTitle="您没有访问权限！对不起，您没有访问权限，请不要进行非法操作！您可以返回主页面"
      extra={
        <Space>
          <Button onClick={() => window.history.back()}>返回</Button>
          <Button type="primary" href="/index" data-testid="back-home">
            回首页
          </Button>
        </Space>
      }
    />
  )
}
