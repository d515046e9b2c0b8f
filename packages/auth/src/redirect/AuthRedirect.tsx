import { Result } from 'antd'
import { useEffect } from 'react'

export const OAUTH_CODE_KEY = 'x-admin-oauth-code'

/**
 * /auth-redirect: the landing page of a third-party login opened in a popup (the family's AuthRedirect): it hands
 * the query to the opener through localStorage and closes itself.
 */
export default function AuthRedirect() {
  useEffect(() => {
    const query = window.location.search.slice(1)
    try {
      localStorage.setItem(OAUTH_CODE_KEY, query)
    } catch {
      /* nothing to hand over */
    }
    if (window.opener) window.close()
  }, [])
  return (
    <Result
      status="info"
      title="正在完成登录…"
      subTitle="此窗口将自动关闭；如未关闭，请手动关闭后返回登录页。"
      data-testid="auth-redirect"
    />
  )
}
