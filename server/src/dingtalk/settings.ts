import { ServiceError } from '../http/errors'

/** The DingTalk application this server signs people in with (an enterprise internal app). */
export interface DingTalkSettings {
  corpId: string
  appKey: string
  /** Never sent to a browser: only this server's calls to DingTalk carry it. */
  appSecret: string
  agentId: string
  /** The old open API (`gettoken`, `topapi/...`). */
  oapiBase: string
  /** The new open API (`v1.0/oauth2/...`, `v1.0/contact/...`). */
  apiBase: string
  /** DingTalk's web sign-in page (the desktop OAuth start). */
  loginBase: string
  /** How long one call to DingTalk may take. */
  timeoutMs: number
  /** The platform's address as people reach it (`PUBLIC_URL`): work notices link to `<publicUrl>/h5/approval`. */
  publicUrl: string
}

export const NOT_CONFIGURED_MSG = '钉钉未配置，请联系管理员'

const trimBase = (url: string) => url.replace(/\/+$/, '')

/**
 * Reads `DINGTALK_*` from the environment the server started with. Null unless the corp id, app key, app secret and
 * agent id are all set: the routes then answer that DingTalk is not configured.
 */
export function readDingTalkSettings(env: Readonly<Record<string, string | undefined>>): DingTalkSettings | null {
  const corpId = env.DINGTALK_CORP_ID?.trim()
  const appKey = env.DINGTALK_APP_KEY?.trim()
  const appSecret = env.DINGTALK_APP_SECRET?.trim()
  const agentId = env.DINGTALK_AGENT_ID?.trim()
  if (!corpId || !appKey || !appSecret || !agentId) return null
  const timeout = Number(env.DINGTALK_TIMEOUT_MS)
  return {
    corpId,
    appKey,
    appSecret,
    agentId,
    oapiBase: trimBase(env.DINGTALK_OAPI_BASE || 'https://oapi.dingtalk.com'),
    apiBase: trimBase(env.DINGTALK_API_BASE || 'https://api.dingtalk.com'),
    loginBase: trimBase(env.DINGTALK_LOGIN_BASE || 'https://login.dingtalk.com'),
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 5000,
    publicUrl: trimBase(env.PUBLIC_URL || `http://localhost:${env.PORT || 8080}`),
  }
}

/** The settings, or the family's refusal when DingTalk is not configured. */
export function requireSettings(settings: DingTalkSettings | null): DingTalkSettings {
  if (!settings) throw new ServiceError(NOT_CONFIGURED_MSG, 500)
  return settings
}
