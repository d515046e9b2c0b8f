import { afterAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { modules } from '../modules'
import type { ServerModule } from '../platform/module'
import { sharedTestServer, startTestServer, type TestServer } from '../testing/harness'
import { ok } from './envelope'
import { DATABASE_REFUSAL_HEADER } from './errors'

/** Input the database would choke on is refused up front with a clear 400 (issue 13, hole 5). */
describe('input the database cannot hold', () => {
  const t = sharedTestServer()

  const auth = () => ({ authorization: `Bearer ${t.token}` })

  it('ids beyond bigint are a 400, in paths, lists of ids and queries', async () => {
    for (const [method, url] of [
      ['DELETE', '/prod-api/system/post/99999999999999999999'],
      ['DELETE', '/prod-api/system/post/1,99999999999999999999'],
      ['GET', '/prod-api/system/post/99999999999999999999'],
      ['GET', '/prod-api/system/user/list?deptId=99999999999999999999'],
    ] as const) {
      const res = await t.server.fastify.inject({ method, url, headers: auth() })
      expect(res.statusCode, url).toBe(200)
      expect(res.json().code, url).toBe(400)
    }
  })

  it('a NUL byte anywhere (JSON body, query, path, form) is a 400 naming it', async () => {
    const post = await t.server.call('POST', '/prod-api/system/post', {
      token: t.token,
      body: { postCode: 'nul\u0000', postName: '空字符', postSort: 1 },
    })
    expect(post).toMatchObject({ code: 400 })
    expect(post.msg).toContain('空字符')
    const nested = await t.server.call('PUT', '/prod-api/system/user/profile', {
      token: t.token,
      body: { nickName: 'ok', remark: ['x\u0000'] },
    })
    expect(nested.code).toBe(400)
    const query = await t.server.call('GET', '/prod-api/system/post/list?postName=%00', { token: t.token })
    expect(query.code).toBe(400)
    const path = await t.server.call('GET', '/prod-api/system/dict/data/type/a%00b', { token: t.token })
    expect(path.code).toBe(400)
    const exported = await t.server.fastify.inject({
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
      const res = await t.server.fastify.inject({
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

/**
 * The net under validation (SQLSTATE classes 22 and 23 → 400) still answers in the envelope, but marks the answer
 * when MARK_DATABASE_REFUSALS is set, so the fuzz test reports the route instead of counting it as a refusal.
 */
describe('a refusal the database gave instead of the route', () => {
  const unvalidated: ServerModule = {
    name: 'unvalidated',
    routes(r, ctx) {
      r.get('/unvalidated/cast', {
        access: 'signed-in',
        summary: '未校验的参数',
        query: z.object({ n: z.string().max(50) }),
        handler: async ({ query }) => {
          const result = await ctx.db.execute(sql`select ${(query as { n: string }).n}::int as n`)
          return ok((result as { rows: { n: number }[] }).rows[0])
        },
      })
    },
  }
  const servers: TestServer[] = []
  afterAll(async () => {
    for (const s of servers) await s.close()
  })

  it('is marked x-refused-by: database when asked, and answered alike in the envelope either way', async () => {
    for (const mark of [true, false]) {
      const s = await startTestServer({
        modules: [...modules, unvalidated],
        env: mark ? { MARK_DATABASE_REFUSALS: 'true' } : {},
      })
      servers.push(s)
      const token = await s.login('admin')
      const headers = { authorization: `Bearer ${token}` }
      const fine = await s.fastify.inject({ method: 'GET', url: '/prod-api/unvalidated/cast?n=7', headers })
      expect(fine.json()).toMatchObject({ code: 200, data: { n: 7 } })
      expect(fine.headers[DATABASE_REFUSAL_HEADER]).toBeUndefined()
      const refused = await s.fastify.inject({ method: 'GET', url: '/prod-api/unvalidated/cast?n=abc', headers })
      expect(refused.statusCode).toBe(200)
      expect(refused.json()).toMatchObject({ code: 400, msg: '参数值超出范围或格式不正确' })
      expect(refused.headers[DATABASE_REFUSAL_HEADER]).toBe(mark ? 'database' : undefined)
    }
  })

  it('the routes the fuzz test found refuse with their validation’s message, not the database’s', async () => {
    const s = await startTestServer({ env: { MARK_DATABASE_REFUSALS: 'true' } })
    servers.push(s)
    const token = await s.login('admin')
    const headers = { authorization: `Bearer ${token}` }
    // 规则库's 规则类别 and 校验类型 are dictionary codes without a fixed list, in varchar(10) and varchar(20) columns
    const body = { ruleName: '列宽', ruleKind: 'code', content: 'KH{yyyy}{seq5}' }
    for (const [field, label, room] of [
      ['ruleKind', '规则类别', 10],
      ['checkType', '校验类型', 20],
    ] as const) {
      const res = await s.fastify.inject({
        method: 'POST',
        url: '/prod-api/masterdata/rule',
        headers,
        payload: { ...body, [field]: 'k'.repeat(room + 1) },
      })
      expect(res.json(), field).toMatchObject({
        code: 400,
        msg: `参数校验失败：${field} ${label}长度不能超过${room}个字符`,
      })
      expect(res.headers[DATABASE_REFUSAL_HEADER], field).toBeUndefined()
    }
    // an index id past bigint (fuzz seed 7)
    const locks = await s.fastify.inject({
      method: 'GET',
      url: '/prod-api/statistics/index/getLocksByIndexIds?indexIds=1,99999999999999999999',
      headers,
    })
    expect(locks.json()).toMatchObject({ code: 400, msg: '参数校验失败：indexIds 编号超出范围' })
    expect(locks.headers[DATABASE_REFUSAL_HEADER]).toBeUndefined()
  })
})
