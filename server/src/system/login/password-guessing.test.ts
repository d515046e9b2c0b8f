import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOGIN_MESSAGES, UNLOCK_WRONG_MSG } from '../../auth/login'
import { ACCOUNT_LOCK_MS, ACCOUNT_MAX_FAILURES } from '../../auth/throttle'
import { INITIAL_PASSWORD, startTestServer, type TestServer } from '../../testing/harness'
import { OLD_PASSWORD_WRONG_MSG } from '../profile/service'

const UPDATE_PWD = '/prod-api/system/user/profile/updatePwd'

/** Issue 18, hole 7: a session is no way round the sign-in lock (5 wrong passwords in 10 minutes). */
describe('guessing a password behind a session', () => {
  let s: TestServer
  beforeAll(async () => {
    s = await startTestServer()
  })
  afterAll(() => s?.close())

  it('wrong old passwords on the password change count towards the account lock', async () => {
    await s.createUser('guesser')
    const token = await s.login('guesser')
    const change = (oldPassword: string, newPassword = 'Guessed-2026') =>
      s.call('PUT', UPDATE_PWD, { token, body: { oldPassword, newPassword } })
    for (let i = 1; i < ACCOUNT_MAX_FAILURES; i++)
      expect(await change(`wrong${i}x`)).toMatchObject({ code: 500, msg: OLD_PASSWORD_WRONG_MSG })
    expect((await change('wrong5x')).msg).toBe(LOGIN_MESSAGES.locked)
    // Locked: the right old password is refused too, and so is signing in.
    expect((await change(INITIAL_PASSWORD)).msg).toBe(LOGIN_MESSAGES.locked)
    await expect(s.login('guesser')).rejects.toThrow(LOGIN_MESSAGES.locked)
    // After the lock, the right one is accepted.
    s.clock.advance(ACCOUNT_LOCK_MS + 1000)
    expect((await change(INITIAL_PASSWORD)).code).toBe(200)
    expect(await s.login('guesser', 'Guessed-2026')).toBeTruthy()
  })

  it('the lock screen still counts its wrong guesses, towards the same lock', async () => {
    await s.createUser('unlocker')
    const token = await s.login('unlocker')
    const unlock = (password: string) => s.call('POST', '/prod-api/auth/unlockscreen', { token, body: { password } })
    const change = (oldPassword: string) =>
      s.call('PUT', UPDATE_PWD, { token, body: { oldPassword, newPassword: 'Other-2026' } })
    for (let i = 1; i < ACCOUNT_MAX_FAILURES - 1; i++) expect((await unlock(`wrong${i}x`)).msg).toBe(UNLOCK_WRONG_MSG)
    expect((await change('wrong4x')).msg).toBe(OLD_PASSWORD_WRONG_MSG)
    expect((await unlock('wrong5x')).msg).toBe(LOGIN_MESSAGES.locked)
    expect((await unlock(INITIAL_PASSWORD)).msg).toBe(LOGIN_MESSAGES.locked)
  })
})
