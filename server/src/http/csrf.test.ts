import { describe, expect, it } from 'vitest'
import { COOKIE_ONLY_MSG } from '../auth/session'
import { sharedTestServer } from '../testing/harness'

/** A cookie alone, which a browser attaches to other sites' requests too, never changes anything (issue 13, hole 2). */
describe('cross-site request forgery', () => {
  const t = sharedTestServer()

  const raw = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: string) =>
    t.server.fastify.inject({ method, url, headers, payload })
  const cookie = () => ({ cookie: `Admin-Token=${t.token}` })

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
    const list = await t.server.call('GET', '/prod-api/system/notice/list?noticeTitle=forged', { token: t.token })
    expect(list.total).toBe(0)
    const real = await raw(
      'POST',
      '/prod-api/system/notice',
      {
        authorization: `Bearer ${t.token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      form,
    )
    expect(real.json().code).toBe(200)
  })

  it('the state-changing GET kept for the family (unlock) needs the bearer header; plain reads still take the cookie', async () => {
    const forged = await raw('GET', '/prod-api/system/logininfor/unlock/ry', cookie())
    expect(forged.json()).toMatchObject({ code: 401, msg: COOKIE_ONLY_MSG })
    const real = await raw('GET', '/prod-api/system/logininfor/unlock/ry', { authorization: `Bearer ${t.token}` })
    expect(real.json().code).toBe(200)
    const read = await raw('GET', '/prod-api/system/user/getInfo', cookie())
    expect(read.json().code).toBe(200)
  })

  it('a cookie-only DELETE or PUT is refused too', async () => {
    const del = await t.server.fastify.inject({ method: 'DELETE', url: '/prod-api/system/notice/1', headers: cookie() })
    expect(del.json().code).toBe(401)
    const put = await t.server.fastify.inject({
      method: 'PUT',
      url: '/prod-api/system/user/profile',
      headers: cookie(),
      payload: { nickName: 'x', email: 'a@b.cn', phonenumber: '15888888888', sex: '0' },
    })
    expect(put.json().code).toBe(401)
    expect((await t.server.call('GET', '/prod-api/system/notice/1', { token: t.token })).code).toBe(200)
  })
})
