import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

// A local HTTP stand-in of DingTalk's open API, for tests only (never imported by the server): the paths and answer
// shapes the server's client uses, with the errors and hangs a test asks for.

export interface StandInUser {
  userid: string
  unionid: string
  name: string
}

export interface ReceivedNotice {
  agentId: number
  userIds: string[]
  title: string
  url: string
  text: string
}

export interface DingTalkStandIn {
  /** The base URL for DINGTALK_OAPI_BASE and DINGTALK_API_BASE. */
  url: string
  /** The env a server needs to use this stand-in. */
  env: Record<string, string>
  /** How many access tokens `gettoken` has issued. */
  tokensIssued(): number
  /** Registers a one-time JSAPI auth code (or web sign-in code) for a user. */
  code(user: StandInUser): string
  /** Next answers of a path: a DingTalk error (`errcode`), or no answer at all (`hang`). */
  failNext(path: string, failure: { errcode: number; errmsg: string } | 'hang'): void
  /** `expires_in` of the next tokens (seconds). */
  tokenLifetime(seconds: number): void
  /** Work notices received. */
  notices: ReceivedNotice[]
  close(): Promise<void>
}

export const STAND_IN_APP = {
  corpId: 'dingcorp-test',
  appKey: 'ding-app-key',
  appSecret: 'ding-app-secret',
  agentId: '9001',
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = ''
  for await (const chunk of req) text += chunk
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** Starts the stand-in on a free local port. */
export async function startDingTalkStandIn(): Promise<DingTalkStandIn> {
  let issued = 0
  let lifetime = 7200
  let seq = 0
  const live = new Set<string>()
  const codes = new Map<string, StandInUser>()
  const users = new Map<string, StandInUser>()
  const failures = new Map<string, ({ errcode: number; errmsg: string } | 'hang')[]>()
  const hanging = new Set<ServerResponse>()
  const notices: ReceivedNotice[] = []

  const send = (res: ServerResponse, body: unknown, status = 200) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const failure = failures.get(url.pathname)?.shift()
    if (failure === 'hang') return void hanging.add(res)
    if (failure) return send(res, failure)
    const body = req.method === 'POST' ? await readBody(req) : {}
    const tokenOk = () => live.has(url.searchParams.get('access_token') ?? '')
    switch (url.pathname) {
      case '/gettoken': {
        if (
          url.searchParams.get('appkey') !== STAND_IN_APP.appKey ||
          url.searchParams.get('appsecret') !== STAND_IN_APP.appSecret
        )
          return send(res, { errcode: 40089, errmsg: '不合法的corpid或corpsecret' })
        const token = `app-token-${++issued}`
        live.add(token)
        return send(res, { errcode: 0, errmsg: 'ok', access_token: token, expires_in: lifetime })
      }
      case '/topapi/v2/user/getuserinfo': {
        if (!tokenOk()) return send(res, { errcode: 40014, errmsg: '不合法的access_token' })
        const user = codes.get(String(body.code))
        if (!user) return send(res, { errcode: 40078, errmsg: '不存在的临时授权码' })
        codes.delete(String(body.code))
        return send(res, {
          errcode: 0,
          errmsg: 'ok',
          result: { userid: user.userid, unionid: user.unionid, name: user.name },
        })
      }
      case '/topapi/v2/user/get': {
        const user = [...users.values()].find((u) => u.userid === body.userid)
        if (!tokenOk() || !user) return send(res, { errcode: 60121, errmsg: '找不到该用户' })
        return send(res, { errcode: 0, errmsg: 'ok', result: user })
      }
      case '/topapi/user/getbyunionid': {
        const user = users.get(String(body.unionid))
        if (!tokenOk() || !user) return send(res, { errcode: 60121, errmsg: '找不到该用户' })
        return send(res, { errcode: 0, errmsg: 'ok', result: { contact_type: 0, userid: user.userid } })
      }
      case '/topapi/message/corpconversation/asyncsend_v2': {
        if (!tokenOk()) return send(res, { errcode: 40014, errmsg: '不合法的access_token' })
        const msg = body.msg as { action_card?: { title: string; markdown: string; single_url: string } }
        notices.push({
          agentId: Number(body.agent_id),
          userIds: String(body.userid_list).split(','),
          title: msg.action_card?.title ?? '',
          text: msg.action_card?.markdown ?? '',
          url: msg.action_card?.single_url ?? '',
        })
        return send(res, { errcode: 0, errmsg: 'ok', task_id: 1000 + notices.length })
      }
      case '/v1.0/oauth2/userAccessToken': {
        const user = codes.get(String(body.code))
        if (body.clientId !== STAND_IN_APP.appKey || body.clientSecret !== STAND_IN_APP.appSecret)
          return send(res, { code: 'invalidClientSecret', message: '应用凭证无效' }, 400)
        if (!user) return send(res, { code: 'invalidAuthCode', message: '授权码无效' }, 400)
        codes.delete(String(body.code))
        return send(res, { accessToken: `user-token-${user.unionid}`, refreshToken: 'r', expireIn: 7200 })
      }
      case '/v1.0/contact/users/me': {
        const token = String(req.headers['x-acs-dingtalk-access-token'] ?? '')
        const user = users.get(token.replace(/^user-token-/, ''))
        if (!user) return send(res, { code: 'InvalidAuthentication', message: '令牌无效' }, 401)
        return send(res, { nick: user.name, unionId: user.unionid, openId: `open-${user.unionid}` })
      }
      default:
        return send(res, { code: 'NotFound', message: url.pathname }, 404)
    }
  }

  const server = createServer((req, res) => void handle(req, res))
  server.unref() // never what keeps a test process alive
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    env: {
      DINGTALK_CORP_ID: STAND_IN_APP.corpId,
      DINGTALK_APP_KEY: STAND_IN_APP.appKey,
      DINGTALK_APP_SECRET: STAND_IN_APP.appSecret,
      DINGTALK_AGENT_ID: STAND_IN_APP.agentId,
      DINGTALK_OAPI_BASE: url,
      DINGTALK_API_BASE: url,
      DINGTALK_LOGIN_BASE: url,
    },
    tokensIssued: () => issued,
    code(user) {
      users.set(user.unionid, user)
      const code = `code-${++seq}-${user.userid}`
      codes.set(code, user)
      return code
    },
    failNext(path, failure) {
      failures.set(path, [...(failures.get(path) ?? []), failure])
    },
    tokenLifetime(seconds) {
      lifetime = seconds
    },
    notices,
    async close() {
      for (const res of hanging) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
