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
