import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/harness'

/** Input the database would choke on is refused up front with a clear 400 (issue 13, hole 5). */
describe('input the database cannot hold', () => {
  let s: TestServer
  let token: string
  beforeAll(async () => {
    s = await startTestServer()
    token = await s.login('admin')
  })
  afterAll(() => s?.close())

  const auth = () => ({ authorization: `Bearer ${token}` })

  it('ids beyond bigint are a 400, in paths, lists of ids and queries', async () => {
    for (const [method, url] of [
      ['DELETE', '/prod-api/system/post/99999999999999999999'],
      ['DELETE', '/prod-api/system/post/1,99999999999999999999'],
      ['GET', '/prod-api/system/post/99999999999999999999'],
      ['GET', '/prod-api/system/user/list?deptId=99999999999999999999'],
    ] as const) {
      const res = await s.fastify.inject({ method, url, headers: auth() })
      expect(res.statusCode, url).toBe(200)
      expect(res.json().code, url).toBe(400)
    }
  })

  it('a NUL byte anywhere (JSON body, query, path, form) is a 400 naming it', async () => {
    const post = await s.call('POST', '/prod-api/system/post', {
      token,
      body: { postCode: 'nul\u0000', postName: '空字符', postSort: 1 },
    })
    expect(post).toMatchObject({ code: 400 })
    expect(post.msg).toContain('空字符')
    const nested = await s.call('PUT', '/prod-api/system/user/profile', {
      token,
      body: { nickName: 'ok', remark: ['x\u0000'] },
    })
    expect(nested.code).toBe(400)
    const query = await s.call('GET', '/prod-api/system/post/list?postName=%00', { token })
    expect(query.code).toBe(400)
    const path = await s.call('GET', '/prod-api/system/dict/data/type/a%00b', { token })
    expect(path.code).toBe(400)
    const exported = await s.fastify.inject({
      method: 'POST',
      url: '/prod-api/system/post/export',
      headers: { ...auth(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'postName=%00',
    })
    expect(exported.statusCode).toBe(200)
    expect(exported.json().code).toBe(400)
  })

  it('a truncated multipart upload is a 400', async () => {
    const boundary = '----wpcut'
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`
    for (const url of [
      '/prod-api/system/user/profile/avatar',
      '/prod-api/system/user/importData?updateSupport=false',
    ]) {
      const res = await s.fastify.inject({
        method: 'POST',
        url,
        headers: { ...auth(), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.from(head + 'partial bytes with no closing boundary'),
      })
      expect(res.statusCode, url).toBe(200)
      expect(res.json().code, url).toBe(400)
    }
  })
})
