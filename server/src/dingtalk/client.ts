import type { Clock } from '../clock'
import { ServiceError } from '../http/errors'
import type { DingTalkSettings } from './settings'

/** What DingTalk said went wrong, as the caller reads it (never a 5xx, never the secret). */
export class DingTalkError extends ServiceError {
  constructor(
    message: string,
    /** DingTalk's errcode (or HTTP status for the new API); 0 for transport failures. */
    readonly dingCode: number | string = 0,
  ) {
    super(message, 500)
    this.name = 'DingTalkError'
  }
}

export const DING_MESSAGES = {
  timeout: '钉钉服务响应超时，请稍后再试',
  unreachable: '无法连接钉钉服务，请稍后再试',
  badAnswer: '钉钉服务返回了无法识别的数据',
  codeInvalid: '钉钉授权码无效或已过期，请重新打开应用',
  failed: (what: string, msg: string, code: number | string) => `钉钉${what}失败：${msg}（${code}）`,
} as const

/** errcodes of the old API meaning "the access token is invalid or expired": fetch a new one and try once more. */
const STALE_TOKEN = new Set([40001, 40014, 42001])
/** errcodes meaning the temporary auth code is wrong, used or expired. */
const BAD_CODE = new Set([40078, 40079, 40089, 60020, 60121, 33012])

/** Refresh this long before DingTalk's `expires_in` ends (at most a tenth of the lifetime). */
const TOKEN_MARGIN_S = 300

interface OapiAnswer {
  errcode?: number
  errmsg?: string
  [key: string]: unknown
}

export interface DingUserByCode {
  userid: string
  unionid?: string
  name?: string
}

export interface DingUserDetail {
  userid: string
  unionid?: string
  name?: string
  avatar?: string
  mobile?: string
}

export interface WorkNotice {
  /** DingTalk user ids (at most 100 per call). */
  userIds: readonly string[]
  title: string
  text: string
  /** Opened inside DingTalk when the notice is tapped. */
  url: string
}

/**
 * The server's side of DingTalk's open API: the application access token (cached until shortly before it expires,
 * one refresh in flight whoever asks), users by auth code, user details, the web OAuth exchange and work notices.
 */
export class DingTalkClient {
  private token: { value: string; refreshAt: number } | null = null
  private refreshing: Promise<string> | null = null

  constructor(
    readonly settings: DingTalkSettings,
    private readonly clock: Clock,
  ) {}

  /** The application's access token: the cached one, or a fresh one shared by concurrent callers. */
  async accessToken(): Promise<string> {
    if (this.token && this.clock.now().getTime() < this.token.refreshAt) return this.token.value
    this.refreshing ??= this.fetchToken().finally(() => {
      this.refreshing = null
    })
    return this.refreshing
  }

  /** Forgets the cached token (DingTalk said it is no longer valid). */
  dropToken() {
    this.token = null
  }

  private async fetchToken(): Promise<string> {
    const { appKey, appSecret, oapiBase } = this.settings
    const url = `${oapiBase}/gettoken?appkey=${encodeURIComponent(appKey)}&appsecret=${encodeURIComponent(appSecret)}`
    const answer = await this.oapiChecked('获取访问令牌', url, { method: 'GET' })
    const value = typeof answer.access_token === 'string' ? answer.access_token : ''
    const expiresIn = Number(answer.expires_in)
    if (!value || !Number.isFinite(expiresIn) || expiresIn <= 0) throw new DingTalkError(DING_MESSAGES.badAnswer)
    const margin = Math.min(TOKEN_MARGIN_S, expiresIn / 10)
    this.token = { value, refreshAt: this.clock.now().getTime() + (expiresIn - margin) * 1000 }
    return value
  }

  /** The user a JSAPI `requestAuthCode` code belongs to (`topapi/v2/user/getuserinfo`). */
  async userByAuthCode(code: string): Promise<DingUserByCode> {
    const answer = await this.topapi('获取用户身份', '/topapi/v2/user/getuserinfo', { code }, { badCode: true })
    const result = answer.result as Partial<DingUserByCode> | undefined
    if (!result?.userid) throw new DingTalkError(DING_MESSAGES.badAnswer)
    return { userid: String(result.userid), unionid: result.unionid, name: result.name }
  }

  /** A user's details (`topapi/v2/user/get`). */
  async userDetail(userid: string): Promise<DingUserDetail> {
    const answer = await this.topapi('获取用户详情', '/topapi/v2/user/get', { userid, language: 'zh_CN' })
    const result = answer.result as Partial<DingUserDetail> | undefined
    if (!result?.userid) throw new DingTalkError(DING_MESSAGES.badAnswer)
    return { ...result, userid: String(result.userid) }
  }

  /** The corp's user id of a union id (`topapi/user/getbyunionid`): the web sign-in only tells the union id. */
  async userIdByUnionId(unionid: string): Promise<string> {
    const answer = await this.topapi('查询用户', '/topapi/user/getbyunionid', { unionid })
    const result = answer.result as { userid?: string } | undefined
    if (!result?.userid) throw new DingTalkError(DING_MESSAGES.badAnswer)
    return String(result.userid)
  }

  /**
   * The desktop web sign-in: the code DingTalk's login page returned → a user access token
   * (`v1.0/oauth2/userAccessToken`) → who signed in (`v1.0/contact/users/me`).
   */
  async webSignIn(authCode: string): Promise<{ unionId: string; nick?: string }> {
    const { appKey, appSecret, apiBase } = this.settings
    const exchanged = await this.newApi('网页登录', `${apiBase}/v1.0/oauth2/userAccessToken`, {
      method: 'POST',
      body: JSON.stringify({
        clientId: appKey,
        clientSecret: appSecret,
        code: authCode,
        grantType: 'authorization_code',
      }),
      headers: { 'content-type': 'application/json' },
    })
    const userToken = typeof exchanged.accessToken === 'string' ? exchanged.accessToken : ''
    if (!userToken) throw new DingTalkError(DING_MESSAGES.badAnswer)
    const me = await this.newApi('获取当前用户', `${apiBase}/v1.0/contact/users/me`, {
      method: 'GET',
      headers: { 'x-acs-dingtalk-access-token': userToken },
    })
    if (typeof me.unionId !== 'string' || !me.unionId) throw new DingTalkError(DING_MESSAGES.badAnswer)
    return { unionId: me.unionId, nick: typeof me.nick === 'string' ? me.nick : undefined }
  }

  /** Sends a work notice as a card with one button (`topapi/message/corpconversation/asyncsend_v2`); returns DingTalk's task id. */
  async sendWorkNotice(notice: WorkNotice): Promise<string> {
    const answer = await this.topapi('发送工作通知', '/topapi/message/corpconversation/asyncsend_v2', {
      agent_id: Number(this.settings.agentId),
      userid_list: notice.userIds.join(','),
      msg: {
        msgtype: 'action_card',
        action_card: { title: notice.title, markdown: notice.text, single_title: '查看详情', single_url: notice.url },
      },
    })
    return String(answer.task_id ?? '')
  }

  /** A `topapi` POST with the access token; a stale token is replaced once. */
  private async topapi(
    what: string,
    path: string,
    body: Record<string, unknown>,
    options: { badCode?: boolean } = {},
  ): Promise<OapiAnswer> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.accessToken()
      const answer = await this.oapi(`${this.settings.oapiBase}${path}?access_token=${encodeURIComponent(token)}`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      })
      const code = Number(answer.errcode ?? 0)
      if (code === 0) return answer
      if (STALE_TOKEN.has(code) && attempt === 0) {
        this.dropToken()
        continue
      }
      if (options.badCode && BAD_CODE.has(code)) throw new DingTalkError(DING_MESSAGES.codeInvalid, code)
      throw new DingTalkError(DING_MESSAGES.failed(what, String(answer.errmsg ?? ''), code), code)
    }
  }

  /** An old-API call whose errcode must be 0. */
  private async oapiChecked(what: string, url: string, init: RequestInit): Promise<OapiAnswer> {
    const answer = await this.oapi(url, init)
    const code = Number(answer.errcode ?? 0)
    if (code !== 0) throw new DingTalkError(DING_MESSAGES.failed(what, String(answer.errmsg ?? ''), code), code)
    return answer
  }

  private async oapi(url: string, init: RequestInit): Promise<OapiAnswer> {
    const res = await this.send(url, init)
    return this.json(res)
  }

  /** A new-API call: success is HTTP 2xx; a refusal carries `{code, message}`. */
  private async newApi(what: string, url: string, init: RequestInit): Promise<Record<string, unknown>> {
    const res = await this.send(url, init)
    const answer = await this.json(res)
    if (res.ok) return answer
    const code = String(answer.code ?? res.status)
    if (/invalid.*(code|authCode)|authCode/i.test(code)) throw new DingTalkError(DING_MESSAGES.codeInvalid, code)
    throw new DingTalkError(DING_MESSAGES.failed(what, String(answer.message ?? res.statusText), code), code)
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(this.settings.timeoutMs) })
    } catch (err) {
      const name = (err as Error)?.name
      throw new DingTalkError(
        name === 'TimeoutError' || name === 'AbortError' ? DING_MESSAGES.timeout : DING_MESSAGES.unreachable,
      )
    }
  }

  private async json(res: Response): Promise<Record<string, unknown>> {
    try {
      const value: unknown = await res.json()
      if (value && typeof value === 'object') return value as Record<string, unknown>
    } catch (err) {
      if ((err as Error)?.name === 'TimeoutError' || (err as Error)?.name === 'AbortError')
        throw new DingTalkError(DING_MESSAGES.timeout)
    }
    throw new DingTalkError(DING_MESSAGES.badAnswer)
  }
}
