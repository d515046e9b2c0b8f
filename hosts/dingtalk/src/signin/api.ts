import { isDingUnbound, type DingConfig, type DingTokenAnswer, type DingUnbound } from '@wp/contract'
import { get, post, sessionStore, type ApiResult } from '@wp/kit'
import { authCode } from './dingtalk'

/** What the silent login found: a session (stored), or a DingTalk user who must bind an account first. */
export type SilentOutcome = { signedIn: true } | { signedIn: false; unbound: DingUnbound }

/** The corp to ask a code for: the app's home URL may carry DingTalk's `corpId` placeholder, else the server says. */
async function corpId(): Promise<string> {
  const fromUrl = new URLSearchParams(window.location.search).get('corpId')
  if (fromUrl && !fromUrl.includes('$')) return fromUrl
  const res = await get<ApiResult<DingConfig>>('/auth/ding/config', undefined, { isToken: false })
  if (!res.data?.configured || !res.data.corpId) throw new Error('钉钉未配置，请联系管理员')
  return res.data.corpId
}

/**
 * The silent login inside DingTalk: JSAPI auth code → `POST /auth/ding/token` → the session is stored as after a
 * password login, or the answer says the DingTalk user is not bound yet.
 */
export async function signInSilently(): Promise<SilentOutcome> {
  const code = await authCode(await corpId())
  const res = await post<ApiResult<DingTokenAnswer>>(
    '/auth/ding/token',
    { code },
    { isToken: false, repeatSubmit: false, meta: { quiet: true } },
  )
  if (!res.data) throw new Error('钉钉登录失败')
  if (isDingUnbound(res.data)) return { signedIn: false, unbound: res.data }
  sessionStore.getState().adopt(res.data)
  return { signedIn: true }
}
