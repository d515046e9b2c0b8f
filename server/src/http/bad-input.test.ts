import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/harness'

describe('bad input gets a clear envelope, never a crash', () => {
  let s: TestServer
  let token: string
  beforeAll(async () => {
    s = await startTestServer()
    token = await s.login('admin')
  })
  afterAll(() => s?.close())

  const raw = (method: string, url: string, payload: string | Buffer, contentType = 'application/json') =>
    s.fastify.inject({
      method: method as 'POST',
      url,
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
    })

  it('answers malformed JSON with 400 and no stack', async () => {
    const res = await raw('POST', '/prod-api/system/dict/type', '{"dictName": ')
    expect(res.statusCode).toBe(200)
    const body = JSON.parse(res.body)
    expect(body.code).toBe(400)
    expect(res.body).not.toMatch(/at .*\.ts:\d+/)
  })

  it('answers a huge body with 413', async () => {
    const res = await raw(
      'POST',
      '/prod-api/system/dict/type',
      JSON.stringify({ dictName: 'x'.repeat(3 * 1024 * 1024), dictType: 'a' }),
    )
    expect(JSON.parse(res.body)).toMatchObject({ code: 413, msg: '请求内容过大' })
  })

  it('answers an unsupported content type with 415', async () => {
    const res = await raw('POST', '/prod-api/system/dict/type', 'dictName', 'text/xml')
    expect(JSON.parse(res.body).code).toBe(415)
  })

  it('answers wrong types, out-of-range paging and unknown routes with envelopes', async () => {
    expect((await s.call('GET', '/prod-api/system/dict/type/list?pageNum=-1', { token })).code).toBe(400)
    expect((await s.call('GET', '/prod-api/system/dict/type/list?pageSize=100000', { token })).msg).toContain(
      'pageSize',
    )
    expect(
      (await s.call('GET', '/prod-api/system/dict/type/list?params[beginTime]=yesterday', { token })).msg,
    ).toContain('beginTime')
    const unknown = await s.call('GET', '/prod-api/nope/nothing', { token })
    expect(unknown.code).toBe(404)
    expect((await s.call('POST', '/prod-api/system/dict/type', { token, body: [] })).code).toBe(400)
    expect((await s.call('DELETE', '/prod-api/system/dict/type/1,abc', { token })).code).toBe(400)
  })

  it('still serves after all of that', async () => {
    expect((await s.call('GET', '/prod-api/system/user/getInfo', { token })).code).toBe(200)
  })
})

describe('a DELETE with a JSON content type and no body is fine', () => {
  it('deletes', async () => {
    const s = await startTestServer()
    try {
      const token = await s.login('admin')
      const added = await s.call('POST', '/prod-api/system/dict/type', {
        token,
        body: { dictName: '临时', dictType: 'tmp_empty_body' },
      })
      const res = await s.fastify.inject({
        method: 'DELETE',
        url: `/prod-api/system/dict/type/${added.data.dictId}`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      })
      expect(JSON.parse(res.body).code).toBe(200)
    } finally {
      await s.close()
    }
  })
})
