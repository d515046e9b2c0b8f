import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COOKIE_ONLY_MSG } from '../auth/session'
import { startTestServer, type TestServer } from '../testing/harness'

/** A cookie alone, which a browser attaches to other sites' requests too, never changes anything (issue 13, hole 2). */
describe('cross-site request forgery', () => {
  let s: TestServer
  let admin: string
  beforeAll(async () => {
    s = await startTestServer()
    admin = await s.login('admin')
  })
  afterAll(() => s?.close())

  const raw = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: string) =>
    s.fastify.inject({ method, url, headers, payload })
  const cookie = () => ({ cookie: `Admin-Token=${admin}` })

  it('a form-encoded POST with only the Admin-Token cookie is refused and creates nothing', async () => {
    const form = 'noticeTitle=forged&noticeType=1&status=0'
    const forged = await raw(
      'POST',
      '/prod-api/system/notice',
      {
        ...cookie(),
        'content-type': 'application/x-www-form-urlencoded',
      },
      form,
    )
    expect(forged.statusCode).toBe(200)
    expect(forged.json()).toMatchObject({ code: 401, msg: COOKIE_ONLY_MSG })
    const list = await s.call('GET', '/prod-api/system/notice/list?noticeTitle=forged', { token: admin })
    expect(list.total).toBe(0)
    const real = await raw(
      'POST',
      '/prod-api/system/notice',
      {
        authorization: `Bearer ${admin}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      form,
    )
    expect(real.json().code).toBe(200)
  })

  it('the state-changing GET kept for the family (unlock) needs the bearer header; plain reads still take the cookie', async () => {
    const forged = await raw('GET', '/prod-api/system/logininfor/unlock/ry', cookie())
    expect(forged.json()).toMatchObject({ code: 401, msg: COOKIE_ONLY_MSG })
    const real = await raw('GET', '/prod-api/system/logininfor/unlock/ry', { authorization: `Bearer ${admin}` })
    expect(real.json().code).toBe(200)
    const read = await raw('GET', '/prod-api/system/user/getInfo', cookie())
    expect(read.json().code).toBe(200)
  })

  it('a cookie-only DELETE or PUT is refused too', async () => {
    const del = await s.fastify.inject({ method: 'DELETE', url: '/prod-api/system/notice/1', headers: cookie() })
    expect(del.json().code).toBe(401)
    const put = await s.fastify.inject({
      method: 'PUT',
      url: '/prod-api/system/user/profile',
      headers: cookie(),
      payload: { nickName: 'x', email: 'a@b.cn', phonenumber: '15888888888', sex: '0' },
    })
    expect(put.json().code).toBe(401)
    expect((await s.call('GET', '/prod-api/system/notice/1', { token: admin })).code).toBe(200)
  })
})
