import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encryptPassword } from '../auth/cipher'
import { INITIAL_PASSWORD, startTestServer, type TestServer } from '../testing/harness'
import { DingTalkClient, DING_MESSAGES } from './client'
import { drainOutbox, messagesAbout, postMessages, type OutboxMessage } from '../outbox/outbox'
import { deployXml, startFlow } from '../workflow/testing/flow'
import { singleTaskXml } from '../workflow/testing/models'
import { dingTalkMessenger } from './notices'
import { BIND_MESSAGES, SIGNIN_TICKET_TTL_MS, TICKET_TTL_MS } from './service'
import { NOT_CONFIGURED_MSG, readDingTalkSettings } from './settings'
import { startDingTalkStandIn, STAND_IN_APP, type DingTalkStandIn } from './stand-in'

let dt: DingTalkStandIn
let s: TestServer
let n = 0

const person = () => {
  n++
  return { userid: `ding-${n}`, unionid: `union-${n}`, name: `钉钉用户${n}` }
}

/** The H5 host's call: a JSAPI auth code for `who`. */
const token = (who: ReturnType<typeof person>) =>
  s.call('POST', '/prod-api/auth/ding/token', { body: { code: dt.code(who) } })

/** The bind page's call: the account's name and password encrypted with a fresh `/code` key. */
async function bindCall(bindTicket: string, username: string, password = INITIAL_PASSWORD) {
  const challenge = await s.call('GET', '/prod-api/code')
  return s.call('POST', '/prod-api/auth/dingding/login/bind', {
    body: {
      bindTicket,
      username,
      password: password && encryptPassword(password, challenge.key),
      uuid: challenge.uuid,
    },
  })
}

/** A DingTalk user bound to a fresh account through the real routes; returns both. */
async function boundPerson() {
  const who = person()
  const userName = `bound${n}`
  await s.createUser(userName, [])
  const first = await token(who)
  const bound = await bindCall(first.data.bindTicket, userName)
  expect(bound.code).toBe(200)
  return { who, userName }
}

beforeAll(async () => {
  dt = await startDingTalkStandIn()
  s = await startTestServer({ env: { ...dt.env, DINGTALK_TIMEOUT_MS: '400', PUBLIC_URL: 'https://work.example' } })
})
afterAll(async () => {
  await s?.close()
  await dt?.close()
})

describe('the application access token', () => {
  it('is fetched once, shared by concurrent callers, and refreshed shortly before it expires', async () => {
    const settings = readDingTalkSettings(dt.env)!
    const clock = {
      t: Date.now(),
      now() {
        return new Date(this.t)
      },
    }
    const client = new DingTalkClient(settings, clock)
    const before = dt.tokensIssued()
    const tokens = await Promise.all([client.accessToken(), client.accessToken(), client.accessToken()])
    expect(new Set(tokens).size).toBe(1)
    expect(dt.tokensIssued()).toBe(before + 1)
    clock.t += 7200_000 - 301_000 // still more than the five-minute margin left
    expect(await client.accessToken()).toBe(tokens[0])
    expect(dt.tokensIssued()).toBe(before + 1)
    clock.t += 2_000 // inside the margin
    const renewed = await client.accessToken()
    expect(renewed).not.toBe(tokens[0])
    expect(dt.tokensIssued()).toBe(before + 2)
  })

  it('is replaced once when DingTalk says it is no longer valid', async () => {
    await token(person()) // warms the cache
    const before = dt.tokensIssued()
    dt.failNext('/topapi/v2/user/getuserinfo', { errcode: 42001, errmsg: 'access_token超时' })
    const res = await token(person())
    expect(res.code).toBe(200)
    expect(res.data.bound).toBe(false)
    expect(dt.tokensIssued()).toBe(before + 1)
  })
})

describe('DingTalk failures become clear messages, never a 5xx', () => {
  it('an errcode ≠ 0 names the step and DingTalk’s message', async () => {
    dt.failNext('/topapi/v2/user/getuserinfo', { errcode: 60011, errmsg: '没有调用该接口的权限' })
    const res = await token(person())
    expect(res).toMatchObject({ code: 500, msg: '钉钉获取用户身份失败：没有调用该接口的权限（60011）' })
  })

  it('a wrong or already used auth code is told apart', async () => {
    const wrong = await s.call('POST', '/prod-api/auth/ding/token', { body: { code: 'no-such-code' } })
    expect(wrong).toMatchObject({ code: 500, msg: DING_MESSAGES.codeInvalid })
    const who = person()
    const code = dt.code(who)
    expect((await s.call('POST', '/prod-api/auth/ding/token', { body: { code } })).code).toBe(200)
    const again = await s.call('POST', '/prod-api/auth/ding/token', { body: { code } })
    expect(again).toMatchObject({ code: 500, msg: DING_MESSAGES.codeInvalid })
  })

  it('a DingTalk that does not answer times out with a message', async () => {
    dt.failNext('/topapi/v2/user/getuserinfo', 'hang')
    const res = await s.fastify.inject({
      method: 'POST',
      url: '/prod-api/auth/ding/token',
      payload: { code: dt.code(person()) },
    })
    expect(res.statusCode).toBe(200)
    expect(JSON.parse(res.body)).toMatchObject({ code: 500, msg: DING_MESSAGES.timeout })
  })

  it('an empty code is refused before DingTalk is asked', async () => {
    const res = await s.call('POST', '/prod-api/auth/ding/token', { body: { code: '' } })
    expect(res).toMatchObject({ code: 400, msg: '参数校验失败：code 授权码不能为空' })
  })

  it('without settings every DingTalk route says it is not configured, and the config says so', async () => {
    const bare = await startTestServer({ shareDatabaseOf: s })
    try {
      expect((await bare.call('POST', '/prod-api/auth/ding/token', { body: { code: 'x' } })).msg).toBe(
        NOT_CONFIGURED_MSG,
      )
      expect((await bare.call('GET', '/prod-api/auth/dingding/login/start')).msg).toBe(NOT_CONFIGURED_MSG)
      expect((await bare.call('GET', '/prod-api/auth/ding/config')).data).toEqual({ configured: false })
    } finally {
      await bare.close()
    }
  })

  it('the app secret never reaches a browser', async () => {
    const res = await s.fastify.inject({ method: 'GET', url: '/prod-api/auth/ding/config' })
    expect(JSON.parse(res.body).data).toEqual({ configured: true, corpId: STAND_IN_APP.corpId, agentId: '9001' })
    expect(res.body).not.toContain(STAND_IN_APP.appSecret)
  })
})

describe('binding', () => {
  it('an unbound DingTalk user gets a ticket that binds an account with its password, once, and then signs in silently', async () => {
    const who = person()
    await s.createUser('binder1', [])
    const first = await token(who)
    expect(first.data).toMatchObject({ bound: false, dingName: who.name })
    const ticket = first.data.bindTicket as string

    const wrong = await bindCall(ticket, 'binder1', 'not-the-password')
    expect(wrong).toMatchObject({ code: 500, msg: '用户不存在/密码错误' })

    const bound = await bindCall(ticket, 'binder1')
    expect(bound.code).toBe(200)
    const info = await s.call('GET', '/prod-api/system/user/getInfo', { token: bound.data.access_token })
    expect(info.user.userName).toBe('binder1')

    const reused = await bindCall(ticket, 'binder1')
    expect(reused).toMatchObject({ code: 400, msg: BIND_MESSAGES.ticketUsed })

    const silent = await token(who)
    expect(silent.code).toBe(200)
    expect(silent.data.bound).toBeUndefined()
    const again = await s.call('GET', '/prod-api/system/user/getInfo', { token: silent.data.access_token })
    expect(again.user.userName).toBe('binder1')
  })

  it('a ticket cannot bind an account without its password', async () => {
    const binder2 = await s.createUser('binder2', [])
    const ticket = (await token(person())).data.bindTicket as string
    const noPassword = await bindCall(ticket, 'binder2', '')
    expect(noPassword).toMatchObject({ code: 500, msg: '用户/密码必须填写' })
    const plain = await s.call('POST', '/prod-api/auth/dingding/login/bind', {
      body: { bindTicket: ticket, username: 'binder2', password: INITIAL_PASSWORD, uuid: 'f'.repeat(32) },
    })
    expect(plain.code).toBe(500)
    const admin = await s.login('admin')
    const list = await s.call('GET', `/prod-api/dingtalk/binding/list?userIds=${binder2}`, { token: admin })
    expect(list.total).toBe(0)
  })

  it('a ticket expires after five minutes; an unknown one is refused', async () => {
    await s.createUser('binder3', [])
    const ticket = (await token(person())).data.bindTicket as string
    s.clock.advance(TICKET_TTL_MS + 1000)
    expect(await bindCall(ticket, 'binder3')).toMatchObject({ code: 400, msg: BIND_MESSAGES.ticketExpired })
    expect(await bindCall('x'.repeat(32), 'binder3')).toMatchObject({ code: 400, msg: BIND_MESSAGES.ticketInvalid })
  })

  it('an account bound already is refused without spending the ticket', async () => {
    const { userName } = await boundPerson()
    const ticket = (await token(person())).data.bindTicket as string
    expect(await bindCall(ticket, userName)).toMatchObject({ code: 400, msg: BIND_MESSAGES.accountAlreadyBound })
    await s.createUser('binder4', [])
    expect((await bindCall(ticket, 'binder4')).code).toBe(200)
  })

  it('the personal centre shows and removes the own binding; administrators see bindings on the user list', async () => {
    const { who, userName } = await boundPerson()
    const own = await s.login(userName)
    const shown = await s.call('GET', '/prod-api/auth/ding/binding', { token: own })
    expect(shown.data).toMatchObject({ dingUserId: who.userid, dingName: who.name })

    const admin = await s.login('admin')
    const list = await s.call('GET', `/prod-api/dingtalk/binding/list?orderByColumn=createTime&isAsc=desc`, {
      token: admin,
    })
    expect(list.rows!.map((r) => r.userName)).toContain(userName)
    const badSort = await s.call('GET', '/prod-api/dingtalk/binding/list?orderByColumn=dingUserId;drop', {
      token: admin,
    })
    expect(badSort.code).toBe(400)

    expect((await s.call('DELETE', '/prod-api/auth/ding/binding', { token: own })).code).toBe(200)
    expect((await s.call('GET', '/prod-api/auth/ding/binding', { token: own })).data).toBeNull()
    expect((await token(who)).data.bound).toBe(false)
  })
})

/** The login page's call: spends the web sign-in's ticket for a session. */
const exchange = (ticket: string) => s.call('POST', '/prod-api/auth/dingding/login/ticket', { body: { ticket } })

/** A bound person's trip through DingTalk's web sign-in: the ticket the callback hands the login page. */
async function signInTicket(who: ReturnType<typeof person>) {
  const start = await s.fastify.inject({ method: 'GET', url: '/prod-api/auth/dingding/login/start' })
  const state = new URL(start.headers.location as string).searchParams.get('state')!
  const back = await s.fastify.inject({
    method: 'GET',
    url: `/prod-api/auth/dingding/login/callback?authCode=${dt.code(who)}&state=${state}`,
  })
  return new URLSearchParams((back.headers.location as string).split('#')[1]).get('dingTicket')!
}

describe('the desktop web sign-in', () => {
  it('starts at DingTalk’s page with a state, and returns a bound user to the portal signed in', async () => {
    const { who } = await boundPerson()
    const start = await s.fastify.inject({
      method: 'GET',
      url: '/prod-api/auth/dingding/login/start?redirect=/system/user',
    })
    expect(start.statusCode).toBe(302)
    const to = new URL(start.headers.location as string)
    expect(to.origin + to.pathname).toBe(`${dt.url}/oauth2/auth`)
    expect(to.searchParams.get('client_id')).toBe(STAND_IN_APP.appKey)
    expect(to.searchParams.get('redirect_uri')).toBe('https://work.example/prod-api/auth/dingding/login/callback')
    expect(start.headers.location).not.toContain(STAND_IN_APP.appSecret)
    const state = to.searchParams.get('state')!

    const back = await s.fastify.inject({
      method: 'GET',
      url: `/prod-api/auth/dingding/login/callback?authCode=${dt.code(who)}&state=${state}`,
    })
    // No cookie carries a token (issue 18, hole 8): the login page gets a one-minute single-use ticket in the fragment.
    expect(back.statusCode).toBe(302)
    expect(back.headers['set-cookie']).toBeUndefined()
    const landing = back.headers.location as string
    expect(landing).toMatch(/^\/login\?redirect=%2Fsystem%2Fuser#dingTicket=[A-Za-z0-9_-]{32}$/)
    const ticket = new URLSearchParams(landing.split('#')[1]).get('dingTicket')!
    const session = await exchange(ticket)
    expect(session.code).toBe(200)
    expect(session.data.expires_in).toBe(720)
    const info = await s.call('GET', '/prod-api/system/user/getInfo', { token: session.data.access_token })
    expect(info.code).toBe(200)
    // spent once: a second exchange is refused, and so is a ticket never issued
    expect(await exchange(ticket)).toMatchObject({ code: 400, msg: BIND_MESSAGES.signinUsed })
    expect(await exchange('x'.repeat(32))).toMatchObject({ code: 400, msg: BIND_MESSAGES.signinInvalid })

    const replay = await s.fastify.inject({
      method: 'GET',
      url: `/prod-api/auth/dingding/login/callback?authCode=${dt.code(who)}&state=${state}`,
    })
    expect(replay.headers.location).toBe(`/login?dingError=${encodeURIComponent(BIND_MESSAGES.stateInvalid)}`)
  })

  it('refuses a sign-in ticket after its minute, and lets exactly one of two concurrent exchanges win', async () => {
    const { who } = await boundPerson()
    const late = await signInTicket(who)
    s.clock.advance(SIGNIN_TICKET_TTL_MS)
    expect(await exchange(late)).toMatchObject({ code: 400, msg: BIND_MESSAGES.signinExpired })
    const raced = await signInTicket(who)
    const answers = await Promise.all([exchange(raced), exchange(raced)])
    expect(answers.map((a) => a.code).sort()).toEqual([200, 400])
    expect(answers.find((a) => a.code === 400)!.msg).toBe(BIND_MESSAGES.signinUsed)
  })

  it('sends an unbound user to the bind page with a ticket', async () => {
    const who = person()
    const start = await s.fastify.inject({
      method: 'GET',
      url: '/prod-api/auth/dingding/login/start?redirect=//evil.example',
    })
    const state = new URL(start.headers.location as string).searchParams.get('state')!
    const back = await s.fastify.inject({
      method: 'GET',
      url: `/prod-api/auth/dingding/login/callback?authCode=${dt.code(who)}&state=${state}`,
    })
    const to = new URL(back.headers.location as string, 'http://portal')
    expect(to.pathname).toBe('/bind')
    expect(to.searchParams.get('redirect')).toBe('/index')
    await s.createUser('webbinder', [])
    expect((await bindCall(to.searchParams.get('bindTicket')!, 'webbinder')).code).toBe(200)
  })
})

/** An outbox message as the messenger receives it. */
const message = (userId: number, title: string, link: string, body = title): OutboxMessage => ({
  id: 0,
  topic: 'test.notice',
  userId,
  title,
  body,
  link,
  ref: null,
})

describe('work notices', () => {
  it('reach the assignee’s DingTalk user with an absolute link to the task on the phone; unbound accounts are done', async () => {
    const { who, userName } = await boundPerson()
    const admin = await s.login('admin')
    const list = await s.call('GET', `/prod-api/dingtalk/binding/list?pageSize=100`, { token: admin })
    const [{ userId }] = list.rows!.filter((r) => r.userName === userName)
    const before = dt.notices.length
    await dingTalkMessenger.send(s.ctx, message(userId, '待审批：请假', '/h5/approval?taskId=42'))
    await dingTalkMessenger.send(s.ctx, message(1, '待审批：报销', '/h5/approval?taskId=43')) // admin: not bound
    expect(dt.notices.slice(before)).toEqual([
      {
        agentId: 9001,
        userIds: [who.userid],
        title: '待审批：请假',
        text: '待审批：请假',
        url: 'https://work.example/h5/approval?taskId=42',
      },
    ])
  })

  it('a DingTalk failure throws, so the outbox keeps the row for another attempt', async () => {
    const { userName } = await boundPerson()
    const admin = await s.login('admin')
    const list = await s.call('GET', `/prod-api/dingtalk/binding/list?pageSize=100`, { token: admin })
    const [{ userId }] = list.rows!.filter((r) => r.userName === userName)
    dt.failNext('/topapi/message/corpconversation/asyncsend_v2', { errcode: 88, errmsg: '发送失败' })
    await expect(dingTalkMessenger.send(s.ctx, message(userId, 't', '/h5/approval?taskId=1'))).rejects.toThrow(
      '钉钉发送工作通知失败：发送失败（88）',
    )
  })

  it('a message any module posts to the outbox is delivered once; a failure keeps it with its error for later', async () => {
    const { who, userName } = await boundPerson()
    const admin = await s.login('admin')
    const list = await s.call('GET', `/prod-api/dingtalk/binding/list?pageSize=100`, { token: admin })
    const [{ userId }] = list.rows!.filter((r) => r.userName === userName)
    const ref = `test:reminder:${userId}`
    await postMessages(s.ctx.db, s.clock.now(), [
      {
        topic: 'statistics.remind',
        userId,
        title: '催报：投资完成情况',
        body: '请于8日前填报',
        link: '/statistics/entry',
        ref,
      },
    ])
    dt.failNext('/topapi/message/corpconversation/asyncsend_v2', { errcode: 88, errmsg: '发送失败' })
    await drainOutbox(s.ctx)
    const [failed] = await messagesAbout(s.ctx.db, ref)
    expect(failed).toMatchObject({ sentTime: null, attempts: 1, lastError: '钉钉发送工作通知失败：发送失败（88）' })
    const before = dt.notices.length
    expect(await drainOutbox(s.ctx)).toBeGreaterThan(0)
    expect(await drainOutbox(s.ctx)).toBe(0)
    expect(dt.notices.slice(before).filter((n) => n.userIds.includes(who.userid))).toEqual([
      {
        agentId: 9001,
        userIds: [who.userid],
        title: '催报：投资完成情况',
        text: '请于8日前填报',
        url: 'https://work.example/statistics/entry',
      },
    ])
    expect((await messagesAbout(s.ctx.db, ref))[0].sentTime).not.toBeNull()
  })

  it('a task started in the workflow reaches its assignee in DingTalk through the outbox, linking to the phone', async () => {
    const { who, userName } = await boundPerson()
    const admin = await s.login('admin')
    const list = await s.call('GET', `/prod-api/dingtalk/binding/list?pageSize=100`, { token: admin })
    const [{ userId }] = list.rows!.filter((r) => r.userName === userName)
    const deployId = await deployXml(s, admin, singleTaskXml(userId, 'dingnotice'))
    const started = await startFlow(s, admin, deployId)
    const taskId = started.tasks.find((t) => t.assigneeId === userId)!.taskId
    const before = dt.notices.length
    expect(await drainOutbox(s.ctx)).toBeGreaterThan(0)
    const mine = dt.notices.slice(before).filter((n) => n.userIds.includes(who.userid))
    expect(mine.map((n) => n.url)).toEqual([`https://work.example/h5/approval?taskId=${taskId}`])
  })
})
