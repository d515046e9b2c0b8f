import { Button, Result, type ResultProps } from 'antd'

/** A page's outcome (registered, registration closed, nothing to bind) with the way back to the login page. */
export function LoginResult(props: {
  status: ResultProps['status']
  title: string
  subTitle: string
  testId: string
  /** the button's words: 返回登录, 去登录 */
  action?: string
}) {
  return (
    <Result
      status={props.status}
      title={props.title}
      subTitle={props.subTitle}
      data-testid={props.testId}
      extra={
        <Button type="primary" href="/login">
          {props.action ?? '返回登录'}
        </Button>
      }
    />
  )
}
