import type { DingSignedIn } from '@wp/contract'
import { encryptPassword, fetchChallenge, post, sessionStore, type ApiResult } from '@wp/kit'

/**
 * Binds the ticket's DingTalk user to the account (`POST /auth/dingding/login/bind`, the password encrypted with a
 * fresh `/code` key as at login) and keeps the session it answers with. The desktop /bind page and the DingTalk
 * host's both use it.
 */
export async function bindDingTalk(bindTicket: string, username: string, password: string): Promise<void> {
  const challenge = await fetchChallenge()
  const res = await post<ApiResult<DingSignedIn>>(
    '/auth/dingding/login/bind',
    { bindTicket, username: username.trim(), password: encryptPassword(password, challenge.key), uuid: challenge.uuid },
    { isToken: false, repeatSubmit: false, meta: { quiet: true } },
  )
  if (!res.data?.access_token) throw new Error('绑定失败：未获得令牌')
  sessionStore.getState().adopt(res.data)
}
