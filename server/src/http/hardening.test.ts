import { desc, eq, gt } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { FILE_NAME_HEADER_MSG } from '../files/routes'
import { sysFile } from '../files/schema'
import { sysOperLog } from '../system/log/schema'
import { sysUser } from '../directory/user/schema'
import { sharedTestServer } from '../testing/harness'
import { rawPost, userWith } from '../testing/fixtures'
import { storable } from './oplog'
import { BODY_TOO_LARGE_MSG } from './route'
import { JSON_TOO_DEEP_MSG, MAX_JSON_DEPTH } from './validation'

const API = '/prod-api'
/** A 1×1 GIF. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)

/** Issue 18, holes 3, 4, 6 and 8: bodies, nesting, headers and uploads from outside. */
describe('what the server reads from a request', () => {
  const t = sharedTestServer()
  let port: number
  beforeAll(async () => {
    await t.server.fastify.listen({ port: 0, host: '127.0.0.1' })
    port = (t.server.fastify.server.address() as { port: number }).port
  })
  afterAll(async () => {
    // The refused senders' half-sent connections are the test's own; close them rather than wait for their timeout.
    t.server?.fastify.server.closeAllConnections()
  })

  it('hole 3: a body is refused by its sender’s access before a byte of it is read', async () => {
    const big = 100 * 1024 * 1024
    for (const type of ['application/octet-stream', 'image/png', 'application/json']) {
      const anonymous = await rawPost(port, `${API}/system/notice`, { 'content-type': type }, big, 4 * 1024 * 1024)
      expect(anonymous.status).toBe(200)
      expect(JSON.parse(anonymous.body)).toMatchObject({ code: 401 })
      expect(anonymous.sentBeforeAnswer).toBeLessThan(4 * 1024 * 1024)
    }
    const reader = await userWith(t.server, ['system:notice:list'])
    const denied = await rawPost(
      port,
      `${API}/system/notice`,
      { 'content-type': 'application/octet-stream', authorization: `Bearer ${reader.token}` },
      big,
      4 * 1024 * 1024,
    )
    expect(JSON.parse(denied.body)).toMatchObject({ code: 403 })
    // Allowed to call the route, but past its limit (2 MB): 413 before reading; a raw file where fields belong: 415.
    const auth = { authorization: `Bearer ${t.token}` }
    const tooBig = await rawPost(
      port,
      `${API}/system/notice`,
      { 'content-type': 'application/json', ...auth },
      big,
      4 * 1024 * 1024,
    )
    expect(JSON.parse(tooBig.body)).toEqual({ code: 413, msg: BODY_TOO_LARGE_MSG })
    expect(tooBig.sentBeforeAnswer).toBeLessThan(4 * 1024 * 1024)
    const raw = await t.server.fastify.inject({
      method: 'POST',
      url: `${API}/system/notice`,
      headers: { 'content-type': 'image/png', ...auth },
      payload: GIF,
    })
    expect(JSON.parse(raw.body)).toMatchObject({ code: 415 })
    // An upload takes the configured size (10 MB), streamed: 11 MB is refused while it is still being sent.
    const upload = await rawPost(
      port,
      `${API}/file/upload`,
      { 'content-type': 'application/octet-stream', ...auth },
      11 * 1024 * 1024,
      11 * 1024 * 1024,
    )
    expect(JSON.parse(upload.body)).toMatchObject({ code: 413 })
    expect(upload.sentBeforeAnswer).toBeLessThan(11 * 1024 * 1024)
  }, 120_000)

  it('hole 4: JSON nested past the bound is refused (400), and every logged write leaves its row', async () => {
    const [before] = await t.server.ctx.db.select().from(sysUser).where(eq(sysUser.userName, 'ry'))
    const deep = await t.server.fastify.inject({
      method: 'PUT',
      url: `${API}/system/user/resetPwd`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${t.token}` },
      payload: `{"userId":${before.userId},"password":"Deep-2026x","junk":${nested(5000)}}`,
    })
    expect(JSON.parse(deep.body)).toEqual({ code: 400, msg: JSON_TOO_DEEP_MSG })
    const [after] = await t.server.ctx.db.select().from(sysUser).where(eq(sysUser.userName, 'ry'))
    expect(after.password).toBe(before.password)
    // The refused write leaves its row (the log is written once the answer has gone, so wait for it), then within the
    // bound the write happens and its row is written, the parameters cut where they are too deep.
    const LOG_WAIT = { timeout: 10_000, interval: 50 }
    const lastRow = async () =>
      (await t.server.ctx.db.select().from(sysOperLog).orderBy(desc(sysOperLog.operId)).limit(1))[0]
    const refused = await vi.waitFor(async () => {
      const row = await lastRow()
      expect(row).toMatchObject({ title: '用户管理', status: 1, errorMsg: JSON_TOO_DEEP_MSG })
      return row
    }, LOG_WAIT)
    const ok = await t.server.call('PUT', `${API}/system/user/resetPwd`, {
      token: t.token,
      body: JSON.parse(`{"userId":${before.userId},"password":"Deep-2026x","junk":${nested(MAX_JSON_DEPTH - 1)}}`),
    })
    expect(ok.code).toBe(200)
    const rows = await vi.waitFor(async () => {
      const found = await t.server.ctx.db.select().from(sysOperLog).where(gt(sysOperLog.operId, refused.operId))
      expect(found).toHaveLength(1)
      return found
    }, LOG_WAIT)
    expect(rows[0]).toMatchObject({ title: '用户管理', status: 0 })
    expect(rows[0].operParam).toContain('"password":"******"')
    expect(rows[0].operParam).toContain('[…]')
    // What the log stores never throws, whatever the value.
    const cyclic: Record<string, unknown> = { a: 1 }
    cyclic.self = { back: cyclic }
    let deepValue: unknown = 1
    for (let i = 0; i < 100_000; i++) deepValue = { a: deepValue }
    for (const value of [cyclic, deepValue, { n: 10n }, [deepValue]]) expect(typeof storable(value)).toBe('string')
  })

  it('hole 6: a bad x-file-name or deeply nested variables are refused with 400, never 500', async () => {
    for (const name of ['%E0%A4%A', '%', 'a%00b', '%ZZ']) {
      const res = await t.server.fastify.inject({
        method: 'POST',
        url: `${API}/file/upload`,
        headers: { 'content-type': 'image/gif', 'x-file-name': name, authorization: `Bearer ${t.token}` },
        payload: GIF,
      })
      expect({ name, ...JSON.parse(res.body) }).toEqual({ name, code: 400, msg: FILE_NAME_HEADER_MSG })
    }
    for (const url of [`${API}/flowable/definition/start/1`, `${API}/flowable/instance/startBy/1`]) {
      const res = await t.server.fastify.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${t.token}` },
        payload: `{"variables":${nested(5000)}}`,
      })
      expect(JSON.parse(res.body)).toEqual({ code: 400, msg: JSON_TOO_DEEP_MSG })
    }
  })

  it('hole 8: an upload is stored and offered under the extension of its detected type', async () => {
    const res = await t.server.fastify.inject({
      method: 'POST',
      url: `${API}/file/upload`,
      headers: { 'content-type': 'image/gif', 'x-file-name': 'poly.gif.html', authorization: `Bearer ${t.token}` },
      payload: GIF,
    })
    const body = JSON.parse(res.body).data
    expect(body).toMatchObject({ name: 'poly.gif', mime: 'image/gif' })
    const [row] = await t.server.ctx.db.select().from(sysFile).where(eq(sysFile.fileId, body.fileId))
    expect(row).toMatchObject({ originalName: 'poly.gif', storedName: `${body.fileId}.gif`, ext: 'gif' })
    const served = await t.server.fastify.inject({
      method: 'GET',
      url: body.url,
      headers: { authorization: `Bearer ${t.token}` },
    })
    expect(served.headers['content-type']).toBe('image/gif')
    expect(served.headers['content-disposition']).toBe(`inline; filename*=UTF-8''poly.gif`)
    const renamed = await t.server.fastify.inject({
      method: 'POST',
      url: `${API}/file/upload`,
      headers: { 'content-type': 'image/gif', 'x-file-name': 'report.pdf', authorization: `Bearer ${t.token}` },
      payload: GIF,
    })
    expect(JSON.parse(renamed.body)).toMatchObject({ code: 200, data: { name: 'report.gif' } })
  })

  it('hole 8: a request line past the server’s header limit is answered in the envelope', async () => {
    const res = await fetch(`http://127.0.0.1:${port}${API}/system/notice/list?q=${'x'.repeat(20_000)}`)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(await res.json()).toMatchObject({ code: 431 })
  })
})
