import type { ApiResult } from '@wp/kit'
import { get, getApiBase, useLoad } from '@wp/kit'
import type { DingConfig } from '@wp/contract'

const loadDingConfigured = async () =>
  !!(await get<ApiResult<DingConfig>>('/auth/ding/config', undefined, { isToken: false, meta: { quiet: true } })).data
    ?.configured

/**
 * "钉钉登录" under the login form when the server has DingTalk configured: DingTalk's web sign-in, which returns
 * through the server's callback signed in (or to /bind for a DingTalk user not bound yet).
 */
export function DingTalkEntry({ redirect }: { redirect: string }) {
  const configured = useLoad(loadDingConfigured).value
  if (!configured) return null
  const href = `${getApiBase()}/auth/dingding/login/start?${new URLSearchParams({ redirect })}`
  return (
    <a className="wp-login-ding" href={href} data-testid="login-dingtalk">
      钉钉登录
    </a>
  )
}
