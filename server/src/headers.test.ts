import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_SECURITY_POLICY } from './app'
import { startTestServer, type TestServer } from './testing/harness'

/** The pages' security headers (issue 13, hole 7). */
describe('security headers', () => {
  let s: TestServer
  const web = mkdtempSync(path.join(tmpdir(), 'wp-web-'))
  beforeAll(async () => {
    mkdirSync(path.join(web, 'portal'))
    writeFileSync(path.join(web, 'portal', 'index.html'), '<!doctype html><script type="module" src="/p.js"></script>')
    s = await startTestServer({ env: { WEB_ROOT: web } })
  })
  afterAll(async () => {
    await s?.close()
    rmSync(web, { recursive: true, force: true })
  })

  it('a page carries a Content-Security-Policy that allows no inline or foreign script, and the old headers', async () => {
    const res = await s.fastify.inject({ method: 'GET', url: '/index' })
    expect(res.statusCode).toBe(200)
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toBe(CONTENT_SECURITY_POLICY)
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))
    expect(scriptSrc?.trim()).toBe("script-src 'self'")
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(res.headers['referrer-policy']).toBe('same-origin')
    expect(res.headers['strict-transport-security']).toBeUndefined()
  })

  it('Strict-Transport-Security only when served over HTTPS (behind a proxy that says so)', async () => {
    const res = await s.fastify.inject({ method: 'GET', url: '/index', headers: { 'x-forwarded-proto': 'https' } })
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    const api = await s.fastify.inject({
      method: 'GET',
      url: '/prod-api/code',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    expect(api.headers['x-content-type-options']).toBe('nosniff')
  })
})
