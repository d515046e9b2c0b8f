/** DingTalk sign-in and binding, as the server answers and the hosts read. */

/** `GET /auth/ding/config`: whether DingTalk sign-in is on, and the corp the H5 host asks an auth code for. */
export interface DingConfig {
  configured: boolean
  corpId?: string
  agentId?: string
}

/** A platform session, as `/auth/login` answers it. */
export interface DingSignedIn {
  access_token: string
  expires_in: number
}

/** A DingTalk user not bound to an account yet: the ticket binds one within 5 minutes, once. */
export interface DingUnbound {
  bound: false
  bindTicket: string
  dingName: string
}

/** `POST /auth/ding/token` answers one of these. */
export type DingTokenAnswer = DingSignedIn | DingUnbound

export const isDingUnbound = (answer: DingTokenAnswer): answer is DingUnbound => (answer as DingUnbound).bound === false

/** `GET /auth/ding/binding`: the caller's own binding (personal centre), `null` when none. */
export interface DingOwnBinding {
  dingUserId: string
  dingName: string
  createTime: string
  lastLoginTime: string | null
}

/** A row of `GET /dingtalk/binding/list` (administrators, the user list's binding column). */
export interface DingBindingRow extends DingOwnBinding {
  userId: number
  userName: string
  nickName: string
}
