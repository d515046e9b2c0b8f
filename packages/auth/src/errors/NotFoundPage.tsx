import { Button, Result } from 'antd'

/** /404: the family's wording. */
export default function NotFoundPage() {
  return (
    <Result
      status="404"
      title="404"
      data-testid="page-404"
      subTitle="找不到网页！对不起，您正在寻找的页面不存在。尝试检查URL的错误，然后按浏览器上的刷新按钮或尝试在我们的应用程序中找到其他内容。"
      extra={
        <Button type="primary" href="/index" data-testid="back-home">
          返回首页
        </Button>
      }
    />
  )
}
