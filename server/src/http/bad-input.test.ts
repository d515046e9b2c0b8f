import { describe, expect, it } from 'vitest'
import { sharedTestServer, startTestServer } from '../testing/harness'
import { MULTIPART_REFUSED_MSG } from './route'

describe('bad input gets a clear envelope, never a crash', () => {
  const t = sharedTestServer()

  const raw = (method: string, url: string, payload: string | Buffer, contentType = 'application/json') =>
    t.server.fastify.inject({
      method: method as 'POST',
      url,
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${t.token}` },
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
    expect((await t.server.call('GET', '/prod-api/system/dict/type/list?pageNum=-1', { token: t.token })).code).toBe(
      400,
    )
    expect(
      (await t.server.call('GET', '/prod-api/system/dict/type/list?pageSize=100000', { token: t.token })).msg,
    ).toContain('pageSize')
    expect(
      (await t.server.call('GET', '/prod-api/system/dict/type/list?params[beginTime]=yesterday', { token: t.token }))
        .msg,
    ).toContain('beginTime')
    const unknown = await t.server.call('GET', '/prod-api/nope/nothing', { token: t.token })
    expect(unknown.code).toBe(404)
    expect((await t.server.call('POST', '/prod-api/system/dict/type', { token: t.token, body: [] })).code).toBe(400)
    expect((await t.server.call('DELETE', '/prod-api/system/dict/type/1,abc', { token: t.token })).code).toBe(400)
  })

  it('answers a multipart body to a route that reads JSON or a form with 415, instead of reading no fields', async () => {
    const boundary = '----wpform'
    const res = await raw(
      'POST',
      '/prod-api/system/post/export',
      `--${boundary}\r\nContent-Disposition: form-data; name="postCode"\r\n\r\nceo\r\n--${boundary}--\r\n`,
      `multipart/form-data; boundary=${boundary}`,
    )
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ code: 415, msg: MULTIPART_REFUSED_MSG })
  })

  it('answers a path the router cannot read in the envelope: bad percent-encoding, a parameter too long', async () => {
    for (const [url, msg] of [
      ['/prod-api/system/config/%E0%A4%A', '请求地址格式错误'],
      ['/prod-api/system/post/' + '1,'.repeat(5000) + '1', '请求地址中的参数过长'],
    ]) {
      const res = await t.server.fastify.inject({ method: 'GET', url, headers: { authorization: `Bearer ${t.token}` } })
      expect(res.statusCode, url.slice(0, 40)).toBe(200)
      expect(res.json(), url.slice(0, 40)).toEqual({ code: 400, msg })
      expect(res.headers['x-content-type-options'], url.slice(0, 40)).toBe('nosniff') // the headers of every answer
    }
  })

  it('deletes a long selection of ids named in the path (past the router default of 100 characters)', async () => {
    const ids: number[] = []
    for (const n of [1, 2]) {
      const added = await t.server.call('POST', '/prod-api/system/post', {
        token: t.token,
        body: { postCode: `many_${n}`, postName: `批量${n}`, postSort: n },
      })
      expect(added.code).toBe(200)
      const list = await t.server.call('GET', `/prod-api/system/post/list?postCode=many_${n}`, { token: t.token })
      ids.push(list.rows![0].postId)
    }
    const selection = [...ids, ...Array.from({ length: 40 }, (_, i) => 900_000 + i)].join(',')
    expect(selection.length).toBeGreaterThan(100)
    expect((await t.server.call('DELETE', `/prod-api/system/post/${selection}`, { token: t.token })).code).toBe(200)
    expect((await t.server.call('GET', '/prod-api/system/post/list?postCode=many_', { token: t.token })).total).toBe(0)
  })

  it('still serves after all of that', async () => {
    expect((await t.server.call('GET', '/prod-api/system/user/getInfo', { token: t.token })).code).toBe(200)
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
