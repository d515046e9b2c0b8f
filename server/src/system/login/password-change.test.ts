import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { PASSWORD_CHANGE_MSG } from '../../auth/session'
import { setConfig } from '../../testing/fixtures'
import { sharedTestServer, INITIAL_PASSWORD } from '../../testing/harness'
import { sysUser } from '../../directory/user/schema'

/** The server, not only the browser, holds an account on its initial or expired password (issue 13, hole 3). */
describe('a password that must be changed', () => {
  const t = sharedTestServer(null)

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
    for (const [method, url] of allowed) expect((await t.server.call(method, url, { token })).code, url).toBe(200)
    for (const [method, url] of refused) {
      const res = await t.server.call(method, url, {
        token,
        body: method === 'PUT' ? { nickName: 'x', sex: '0' } : undefined,
      })
      expect(res, url).toMatchObject({ code: 403, msg })
    }
  }

  it('an initial password opens only sign-out, getInfo, getRouters, the profile and the password change', async () => {
    const id = await t.server.createUser('fresh1')
    await t.server.ctx.db.update(sysUser).set({ pwdUpdateDate: null }).where(eq(sysUser.userId, id))
    const token = await t.server.login('fresh1')
    await expectRestricted(token, PASSWORD_CHANGE_MSG.initial)
    const changed = await t.server.call('PUT', '/prod-api/system/user/profile/updatePwd', {
      token,
      body: { oldPassword: INITIAL_PASSWORD, newPassword: 'Fresh-2026' },
    })
    expect(changed.code).toBe(200)
    for (const [method, url] of refused.slice(0, 4))
      expect((await t.server.call(method, url, { token })).msg).not.toBe(PASSWORD_CHANGE_MSG.initial)
    expect((await t.server.call('GET', '/prod-api/system/dict/data/type/sys_user_sex', { token })).code).toBe(200)
    expect((await t.server.call('DELETE', '/prod-api/auth/logout', { token })).code).toBe(200)
  })

  it('with the policy off, an initial password is not restricted', async () => {
    const id = await t.server.createUser('fresh2', [2])
    await t.server.ctx.db.update(sysUser).set({ pwdUpdateDate: null }).where(eq(sysUser.userId, id))
    await setConfig(t.server, 'sys.account.initPasswordModify', '0')
    t.server.ctx.bus.forgetUser(id)
    const token = await t.server.login('fresh2')
    expect((await t.server.call('GET', '/prod-api/system/dict/data/type/sys_user_sex', { token })).code).toBe(200)
    await setConfig(t.server, 'sys.account.initPasswordModify', '1')
  })

  it('an expired password is held the same way until changed', async () => {
    await t.server.createUser('aged1', [2])
    await setConfig(t.server, 'sys.account.passwordValidateDays', '30')
    t.server.clock.advance(31 * 86_400_000)
    const token = await t.server.login('aged1')
    await expectRestricted(token, PASSWORD_CHANGE_MSG.expired)
    await setConfig(t.server, 'sys.account.passwordValidateDays', '0')
  })
})
