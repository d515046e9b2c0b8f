import { BUSINESS_TYPE as B, SYSTEM_PERMISSIONS as S } from '@wp/contract'
import { encryptPassword } from '../auth/cipher'
import { userByName } from '../directory'
import { INITIAL_PASSWORD, type TestServer } from '../testing/harness'
import type { SecurityTable } from '../testing/security-table'
import { sysDingBinding } from './schema'
import { issueTicket } from './service'
import { startDingTalkStandIn, type DingTalkStandIn } from './stand-in'

// Found by its file name and loaded only by the security test (server/src/security.test.ts), never in production.

let standIn: Promise<DingTalkStandIn> | undefined

/** Points the test server at a DingTalk stand-in (started once, for the whole security walk). */
async function configured(s: TestServer) {
  standIn ??= startDingTalkStandIn()
  const dt = await standIn
  Object.assign(s.config.env, dt.env)
  return dt
}

const person = (n: number) => ({ userid: `sec-${n}`, unionid: `sec-union-${n}`, name: `钉钉${n}` })

/** A DingTalk user's bind ticket, a fresh account and its encrypted password: a bind that succeeds. */
async function bindBody(s: TestServer, n: number) {
  const dt = await configured(s)
  const answer = await s.call('POST', '/prod-api/auth/ding/token', { body: { code: dt.code(person(n)) } })
  await s.createUser(`db${n}`, [])
  const challenge = await s.call('GET', '/prod-api/code')
  return {
    bindTicket: answer.data.bindTicket,
    username: `db${n}`,
    password: encryptPassword(INITIAL_PASSWORD, challenge.key),
    uuid: challenge.uuid,
  }
}

/** The security walk signs in a fresh user `si<n-1>` for a signed-in route: bind that user. */
async function bindSignedInUser(s: TestServer, n: number) {
  const user = await userByName(s.ctx, `si${n - 1}`)
  await s.ctx.db
    .insert(sysDingBinding)
    .values({ userId: user!.userId, dingUserId: `sec-si-${n}`, dingName: 'x', createTime: s.clock.now() })
}

/** Every route of the DingTalk module: its expected access and operation-log row, and a request that succeeds. */
export const securityTable: SecurityTable = {
  'GET /auth/ding/config': { access: 'public' },
  'POST /auth/ding/token': {
    access: 'public',
    log: false, // a sign-in: written to the login log, as the password login is
    sample: async (s, _a, n) => ({ body: { code: (await configured(s)).code(person(n)) } }),
  },
  'POST /auth/dingding/login/bind': {
    access: 'public',
    log: { title: '钉钉绑定', type: B.GRANT },
    sample: async (s, _a, n) => ({ body: await bindBody(s, n) }),
  },
  'GET /auth/dingding/login/start': {
    access: 'public',
    sample: async (s) => (await configured(s), { url: '/auth/dingding/login/start?redirect=/system/user' }),
    redirect:
      /^http:\/\/127\.0\.0\.1:\d+\/oauth2\/auth\?redirect_uri=[^&]+%2Fprod-api%2Fauth%2Fdingding%2Flogin%2Fcallback&response_type=code&client_id=[^&]+&scope=openid&state=[\w-]{32}&prompt=consent$/,
  },
  'GET /auth/dingding/login/callback': {
    access: 'public',
    // a bound person comes back to the login page with a sign-in ticket; every error would land on ?dingError=
    sample: async (s, _a, n) => {
      const who = person(n)
      const code = (await configured(s)).code(who)
      const userId = await s.createUser(`dcb${n}`, [])
      await s.ctx.db
        .insert(sysDingBinding)
        .values({ userId, dingUserId: who.userid, unionId: who.unionid, dingName: who.name, createTime: s.clock.now() })
      const state = await issueTicket(s.ctx, 'state', { redirect: '/system/user' })
      return { url: `/auth/dingding/login/callback?authCode=${code}&state=${state}` }
    },
    redirect: /^\/login\?redirect=%2Fsystem%2Fuser#dingTicket=[\w-]{32}$/,
  },
  'POST /auth/dingding/login/ticket': {
    access: 'public',
    log: false, // a sign-in: written to the login log
    sample: async (s, _a, n) => {
      await configured(s)
      const userId = await s.createUser(`dtk${n}`, [])
      await s.ctx.db
        .insert(sysDingBinding)
        .values({ userId, dingUserId: `sec-tk-${n}`, dingName: 'x', createTime: s.clock.now() })
      return { body: { ticket: await issueTicket(s.ctx, 'signin', { dingUserId: `sec-tk-${n}` }) } }
    },
  },
  'GET /auth/ding/binding': { access: 'signed-in' },
  'DELETE /auth/ding/binding': {
    access: 'signed-in',
    log: { title: '钉钉绑定', type: B.DELETE },
    sample: async (s, _a, n) => (await bindSignedInUser(s, n), {}),
  },
  'GET /dingtalk/binding/list': { access: S.user.list },
}
