import { PASSWORD_COMMON_MESSAGE, PASSWORD_USERNAME_MESSAGE, PASSWORD_WHITESPACE_MESSAGE } from '@wp/contract'
import { describe, expect, it } from 'vitest'
import { setConfig, signInBody } from '../../testing/fixtures'
import { sharedTestServer, INITIAL_PASSWORD } from '../../testing/harness'

/** Every way a password is chosen applies the contract's rule (issue 13, hole 4). */
describe('the password rule on the server', () => {
  const t = sharedTestServer()

  it('refuses seven spaces, a common password and the user name, in a change, a reset and a new user', async () => {
    await t.server.createUser('wang5')
    const token = await t.server.login('wang5')
    const change = (newPassword: string) =>
      t.server.call('PUT', '/prod-api/system/user/profile/updatePwd', {
        token,
        body: { oldPassword: INITIAL_PASSWORD, newPassword },
      })
    expect((await change('       ')).msg).toBe(PASSWORD_WHITESPACE_MESSAGE)
    expect((await change(' Tz8-kLm2q')).msg).toBe(PASSWORD_WHITESPACE_MESSAGE)
    expect((await change('password')).msg).toBe(PASSWORD_COMMON_MESSAGE)
    expect((await change('Wang5')).code).toBe(400) // too short as well
    expect((await change('wang5wang5')).code).toBe(200)

    const reset = (password: string) =>
      t.server.call('PUT', '/prod-api/system/user/resetPwd', { token: t.token, body: { userId: 2, password } })
    expect((await reset('ry')).code).toBe(400)
    expect((await reset('qwerty123')).msg).toBe(PASSWORD_COMMON_MESSAGE)
    const add = await t.server.call('POST', '/prod-api/system/user', {
      token: t.token,
      body: { userName: 'zhao6x', nickName: '赵六', password: 'zhao6x', deptId: 103 },
    })
    expect(add.msg).toBe(PASSWORD_USERNAME_MESSAGE)
    expect(add.code).toBe(400)
  })

  it('registration applies it too', async () => {
    await setConfig(t.server, 'sys.account.registerUser', 'true')
    const weak = await t.server.call('POST', '/prod-api/auth/register', {
      body: await signInBody(t.server, 'newbie', 'password'),
    })
    expect(weak.msg).toBe(PASSWORD_COMMON_MESSAGE)
    const same = await t.server.call('POST', '/prod-api/auth/register', {
      body: await signInBody(t.server, 'newbie1', 'newbie1'),
    })
    expect(same.msg).toBe(PASSWORD_USERNAME_MESSAGE)
  })
})
