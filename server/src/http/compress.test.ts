import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/harness'

const COMPRESS = fileURLToPath(new URL('../../../scripts/compress-assets.mjs', import.meta.url))
const web = mkdtempSync(path.join(tmpdir(), 'wp-web-'))
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i % 37}`))}\n`
let s: TestServer
let token: string

beforeAll(async () => {
  mkdirSync(path.join(web, 'portal/assets'), { recursive: true })
  mkdirSync(path.join(web, 'elements'), { recursive: true })
  writeFileSync(path.join(web, 'portal/index.html'), `<!doctype html><title>x</title>${'<!-- pad -->'.repeat(40)}`)
  writeFileSync(path.join(web, 'portal/assets/main-Ab_9-xYz.js'), script)
  writeFileSync(path.join(web, 'elements/system.js'), script)
  const built = spawnSync(process.execPath, [COMPRESS, web], { encoding: 'utf8' })
  expect(built.status).toBe(0)
  s = await startTestServer({ env: { WEB_ROOT: web } })
  token = await s.login('admin')
})
afterAll(async () => {
  await s?.close()
  rmSync(web, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}) => s.fastify.inject({ method: 'GET', url, headers })

describe('compressed, cacheable answers', () => {
  it('the build writes brotli and gzip copies beside each text asset', () => {
    for (const f of ['portal/assets/main-Ab_9-xYz.js', 'elements/system.js', 'portal/index.html']) {
      expect(existsSync(path.join(web, f + '.br'))).toBe(true)
      expect(existsSync(path.join(web, f + '.gz'))).toBe(true)
    }
  })

  it('negotiates the encoding of static files, with Vary, and caches hashed names for a year', async () => {
    const url = '/portal/assets/main-Ab_9-xYz.js'
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script)
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')

    const gz = await get(url, { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script)

    const plain = await get(url)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(script)
    expect(plain.headers.vary).toMatch(/accept-encoding/i)
  })

  it('asks browsers to revalidate index.html and unhashed entry files', async () => {
    const page = await get('/index', { 'accept-encoding': 'br' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('no-cache')
    expect(page.headers['content-encoding']).toBe('br')
    expect((await get('/elements/system.js')).headers['cache-control']).toBe('no-cache')
  })

  it('compresses API JSON above 1 KB for clients that accept it, and leaves small answers alone', async () => {
    const headers = { authorization: `Bearer ${token}` }
    const url = '/prod-api/system/menu/getRouters'
    const br = await get(url, { ...headers, 'accept-encoding': 'gzip, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    const routers = JSON.parse(brotliDecompressSync(br.rawPayload).toString())
    expect(routers.code).toBe(200)
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(routers).length / 2)

    const gz = await get(url, { ...headers, 'accept-encoding': 'gzip' })
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(routers)
    expect((await get(url, headers)).json()).toEqual(routers)

    const small = await get('/prod-api/code', { 'accept-encoding': 'br' })
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.json().code).toBe(200)
  })

  it('keeps compressed bodies by their text: the same answer is the same bytes, a changed answer is compressed anew', async () => {
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'br' }
    const url = '/prod-api/system/dict/data/type/sys_oper_type'
    const read = async () => {
      const res = await get(url, headers)
      expect(res.headers['content-encoding']).toBe('br')
      return brotliDecompressSync(res.rawPayload).toString()
    }
    const before = await read()
    expect(await read()).toBe(before)
    const added = await s.call('POST', '/prod-api/system/dict/data', {
      token,
      body: { dictType: 'sys_oper_type', dictLabel: '压缩后新增', dictValue: '98', dictSort: 98 },
    })
    expect(added.code).toBe(200)
    const after = await read()
    expect(after).not.toBe(before)
    expect(JSON.parse(after).data.map((d: { dictLabel: string }) => d.dictLabel)).toContain('压缩后新增')
  })
})
