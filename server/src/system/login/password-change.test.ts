import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PASSWORD_CHANGE_MSG } from '../../auth/session'
import { setConfig } from '../../testing/fixtures'
import { INITIAL_PASSWORD, startTestServer, type TestServer } from '../../testing/harness'
import { sysUser } from '../../directory/user/schema'

/** The server, not only the browser, holds an account on its initial or expired password (issue 13, hole 3). */
describe('a password that must be changed', () => {
  let s: TestServer
  beforeAll(async () => {
    s = await startTestServer()
  })
  afterAll(() => s?.close())

  const allowed = [
    ['GET', '/prod-api/system/user/getInfo'],
    ['GET', '/prod-api/system/menu/getRouters'],
    ['GET', '/prod-api/system/user/profile'],
  ] as const
  const refused = [
    ['GET', '/prod-api/system/user/list'],
    ['GET', '/prod-api/system/dict/data/type/sys_user_sex'],
    ['GET', '/prod-api/system/notice/list'],
    ['POST', '/prod-api/auth/refresh'],
    ['PUT', '/prod-api/system/user/profile'],
  ] as const

  async function expectRestricted(token: string, msg: string) {
    for (const [method, url] of allowed) expect((await s.call(method, url, { token })).code, url).toBe(200)
    for (const [method, url] of refused) {
      const res = await s.call(method, url, {
        token,
        body: method === 'PUT' ? { nickName: 'x', sex: '0' } : undefined,
      })
      expect(res, url).toMatchObject({ code: 403, msg })
    }
  }

  it('an initial password opens only sign-out, getInfo, getRouters, the profile and the password change', async () => {
    const id = await s.createUser('fresh1')
    await s.ctx.db.update(sysUser).set({ pwdUpdateDate: null }).where(eq(sysUser.userId, id))
    const token = await s.login('fresh1')
    await expectRestricted(token, PASSWORD_CHANGE_MSG.initial)
    const changed = await s.call('PUT', '/prod-api/system/user/profile/updatePwd', {
      token,
      body: { oldPassword: INITIAL_PASSWORD, newPassword: 'Fresh-2026' },
    })
    expect(changed.code).toBe(200)
    for (const [method, url] of refused.slice(0, 4))
      expect((await s.call(method, url, { token })).msg).not.toBe(PASSWORD_CHANGE_MSG.initial)
    expect((await s.call('GET', '/prod-api/system/dict/data/type/sys_user_sex', { token })).code).toBe(200)
    expect((await s.call('DELETE', '/prod-api/auth/logout', { token })).code).toBe(200)
  })

  it('with the policy off, an initial password is not restricted', async () => {
    const id = await s.createUser('fresh2', [2])
    await s.ctx.db.update(sysUser).set({ pwdUpdateDate: null }).where(eq(sysUser.userId, id))
    await setConfig(s, 'sys.account.initPasswordModify', '0')
    s.ctx.bus.forgetUser(id)
    const token = await s.login('fresh2')
    expect((await s.call('GET', '/prod-api/system/dict/data/type/sys_user_sex', { token })).code).toBe(200)
    await setConfig(s, 'sys.account.initPasswordModify', '1')
  })

  it('an expired password is held the same way until changed', async () => {
    await s.createUser('aged1', [2])
    await setConfig(s, 'sys.account.passwordValidateDays', '30')
    s.clock.advance(31 * 86_400_000)
    const token = await s.login('aged1')
    await expectRestricted(token, PASSWORD_CHANGE_MSG.expired)
    await setConfig(s, 'sys.account.passwordValidateDays', '0')
  })
})
