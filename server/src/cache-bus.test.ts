import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './testing/harness'

const until = async (check: () => Promise<boolean>, ms = 3000) => {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (await check()) return true
    await new Promise((r) => setTimeout(r, 25))
  }
  return false
}

/** Two server processes on one PostgreSQL database: a write in one clears the other's caches at once. */
describe('caches across processes (PostgreSQL LISTEN/NOTIFY)', () => {
  let a: TestServer
  let b: TestServer
  beforeAll(async () => {
    a = await startTestServer()
    b = await startTestServer({ shareDatabaseOf: a })
  })
  afterAll(async () => {
    await b?.close()
    await a?.close()
  })

  it('a logout in one process kills the token in the other', async () => {
    const token = await a.login('admin')
    expect((await b.call('GET', '/prod-api/system/user/getInfo', { token })).code).toBe(200) // now cached in b
    await a.call('DELETE', '/prod-api/auth/logout', { token })
    expect(
      await until(async () => (await b.call('GET', '/prod-api/system/user/getInfo', { token })).code === 401),
    ).toBe(true)
  })

  it('a configuration change in one process is read by the other', async () => {
    const token = await a.login('admin')
    const url = '/prod-api/system/config/configKey/sys.index.skinName'
    expect((await b.call('GET', url, { token })).msg).toBe('skin-blue')
    const row = (await a.call('GET', '/prod-api/system/config/list?configKey=skinName', { token })).rows![0]
    await a.call('PUT', '/prod-api/system/config', { token, body: { ...row, configValue: 'skin-green' } })
    expect(await until(async () => (await b.call('GET', url, { token })).msg === 'skin-green')).toBe(true)
  })
})

/**
 * A process whose LISTEN cannot work (behind a transaction pooler, LISTEN hears nothing; here its listening address
 * refuses) says so and polls the events table: it still hears the others within a couple of seconds.
 */
describe('caches across processes when notifications cannot arrive (polling)', () => {
  let a: TestServer
  let b: TestServer
  beforeAll(async () => {
    a = await startTestServer()
    b = await startTestServer({ shareDatabaseOf: a, env: { DATABASE_LISTEN_URL: 'postgres://127.0.0.1:1/none' } })
  })
  afterAll(async () => {
    await b?.close()
    await a?.close()
  })

  it('falls back to polling and still hears a logout made in the other process, and is heard by it', async () => {
    expect(a.ctx.bus.mode).toBe('notify')
    expect(b.ctx.bus.mode).toBe('poll')
    const token = await a.login('admin')
    expect((await b.call('GET', '/prod-api/system/user/getInfo', { token })).code).toBe(200)
    await a.call('DELETE', '/prod-api/auth/logout', { token })
    expect(
      await until(async () => (await b.call('GET', '/prod-api/system/user/getInfo', { token })).code === 401),
    ).toBe(true)
    // And the other way: b's writes reach a (a listens; b writes the events table and notifies).
    const token2 = await b.login('admin')
    expect((await a.call('GET', '/prod-api/system/user/getInfo', { token: token2 })).code).toBe(200)
    await b.call('DELETE', '/prod-api/auth/logout', { token: token2 })
    expect(
      await until(async () => (await a.call('GET', '/prod-api/system/user/getInfo', { token: token2 })).code === 401),
    ).toBe(true)
  })
})
