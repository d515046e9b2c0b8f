import { describe, expect, it } from 'vitest'
import { LOGIN_MESSAGES, UNLOCK_WRONG_MSG } from '../../auth/login'
import { ACCOUNT_LOCK_MS, ACCOUNT_MAX_FAILURES } from '../../auth/throttle'
import { sharedTestServer, INITIAL_PASSWORD } from '../../testing/harness'
import { OLD_PASSWORD_WRONG_MSG } from '../profile/service'

const UPDATE_PWD = '/prod-api/system/user/profile/updatePwd'

/** Issue 18, hole 7: a session is no way round the sign-in lock (5 wrong passwords in 10 minutes). */
describe('guessing a password behind a session', () => {
  const t = sharedTestServer(null)

  it('wrong old passwords on the password change count towards the account lock', async () => {
    await t.server.createUser('guesser')
    const token = await t.server.login('guesser')
    const change = (oldPassword: string, newPassword = 'Guessed-2026') =>
      t.server.call('PUT', UPDATE_PWD, { token, body: { oldPassword, newPassword } })
    for (let i = 1; i < ACCOUNT_MAX_FAILURES; i++)
      expect(await change(`wrong${i}x`)).toMatchObject({ code: 500, msg: OLD_PASSWORD_WRONG_MSG })
    expect((await change('wrong5x')).msg).toBe(LOGIN_MESSAGES.locked)
    // Locked: the right old password is refused too, and so is signing in.
    expect((await change(INITIAL_PASSWORD)).msg).toBe(LOGIN_MESSAGES.locked)
    await expect(t.server.login('guesser')).rejects.toThrow(LOGIN_MESSAGES.locked)
    // After the lock, the right one is accepted.
    t.server.clock.advance(ACCOUNT_LOCK_MS + 1000)
    expect((await change(INITIAL_PASSWORD)).code).toBe(200)
    expect(await t.server.login('guesser', 'Guessed-2026')).toBeTruthy()
  })

  it('the lock screen still counts its wrong guesses, towards the same lock', async () => {
    await t.server.createUser('unlocker')
    const token = await t.server.login('unlocker')
    const unlock = (password: string) =>
      t.server.call('POST', '/prod-api/auth/unlockscreen', { token, body: { password } })
    const change = (oldPassword: string) =>
      t.server.call('PUT', UPDATE_PWD, { token, body: { oldPassword, newPassword: 'Other-2026' } })
    for (let i = 1; i < ACCOUNT_MAX_FAILURES - 1; i++) expect((await unlock(`wrong${i}x`)).msg).toBe(UNLOCK_WRONG_MSG)
    expect((await change('wrong4x')).msg).toBe(OLD_PASSWORD_WRONG_MSG)
    expect((await unlock('wrong5x')).msg).toBe(LOGIN_MESSAGES.locked)
    expect((await unlock(INITIAL_PASSWORD)).msg).toBe(LOGIN_MESSAGES.locked)
  })
})
