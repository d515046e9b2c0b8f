import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { sharedTestServer } from '../testing/harness'
import { sysConfig } from '../system/config/schema'

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

function multipart(field: string, name: string, bytes: Buffer, type = 'application/octet-stream') {
  const boundary = '----wp' + Math.random().toString(16).slice(2)
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return { payload: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` }
}

describe('file upload', () => {
  const t = sharedTestServer('ry')

  async function upload(field: string, name: string, bytes: Buffer, auth = true) {
    const body = multipart(field, name, bytes)
    const res = await t.server.fastify.inject({
      method: 'POST',
      url: '/prod-api/file/upload',
      headers: { 'content-type': body.contentType, ...(auth ? { authorization: `Bearer ${t.token}` } : {}) },
      payload: body.payload,
    })
    await t.server.ctx.oplog.flush()
    return JSON.parse(res.body)
  }

  it('stores a multipart image under a server-made name and serves it only to a signed-in user', async () => {
    const res = await upload('file', '../../etc/我的图.png', PNG)
    expect(res.code).toBe(200)
    expect(res.data.url).toMatch(/^\/prod-api\/file\/[0-9a-f]{32}$/)
    expect(res.data.name).toBe('我的图.png')
    const anonymous = await t.server.fastify.inject({ method: 'GET', url: res.data.url })
    expect(JSON.parse(anonymous.body).code).toBe(401)
    const viaCookie = await t.server.fastify.inject({
      method: 'GET',
      url: res.data.url,
      headers: { cookie: `Admin-Token=${t.token}` },
    })
    expect(viaCookie.statusCode).toBe(200)
    expect(viaCookie.headers['content-type']).toBe('image/png')
    expect(viaCookie.headers['x-content-type-options']).toBe('nosniff')
    expect(Buffer.compare(viaCookie.rawPayload, PNG)).toBe(0)
  })

  it('accepts the raw image as the body (the editor does that)', async () => {
    const res = await t.server.fastify.inject({
      method: 'POST',
      url: '/prod-api/file/upload',
      headers: { 'content-type': 'image/png', authorization: `Bearer ${t.token}` },
      payload: PNG,
    })
    const body = JSON.parse(res.body)
    expect(body.code).toBe(200)
    expect(body.data.url).toMatch(/^\/prod-api\/file\//)
  })

  it('refuses HTML or script named .png, by content', async () => {
    const html = await upload('file', 'evil.png', Buffer.from('<html><script>alert(1)</script></html>'))
    expect(html.code).toBe(415)
    expect(html.msg).toContain('不支持的文件类型')
    const svg = await upload(
      'file',
      'x.png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    )
    expect(svg.code).toBe(415)
    const js = await upload('file', 'a.jpg', Buffer.from('alert(document.cookie)'))
    expect(js.code).toBe(415)
  })

  it('enforces the size limit from configuration and refuses empty files and other fields', async () => {
    await t.server.ctx.db
      .update(sysConfig)
      .set({ configValue: '1' })
      .where(eq(sysConfig.configKey, 'sys.upload.maxSize'))
    t.server.ctx.bus.clear('config')
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024 + 10)])
    const res = await upload('file', 'big.png', big)
    expect(res.code).toBe(413)
    expect(res.msg).toContain('1 MB')
    expect((await upload('file', 'empty.png', Buffer.alloc(0))).code).toBe(400)
    expect((await upload('other', 'a.png', PNG)).msg).toBe('请通过字段 file 上传文件')
    expect((await upload('file', 'a.png', PNG, false)).code).toBe(401)
  })
})
