import { describe, expect, it } from 'vitest'
import { PNG } from 'pngjs'
import { eq, desc } from 'drizzle-orm'
import bcrypt from 'bcryptjs'
import { sharedTestServer, INITIAL_PASSWORD } from '../../testing/harness'
import { encryptPassword } from '../../auth/cipher'
import { hashPassword } from '../../auth/password'
import { sysLoginAttempt, sysSession } from '../../auth/schema'
import { ACCOUNT_LOCK_MS } from '../../auth/throttle'
import { sysLogininfor } from '../log/schema'
import { sysUser } from '../../directory/user/schema'
import { sysConfig } from '../config/schema'

describe('login and sessions', () => {
  const t = sharedTestServer(null, { captcha: true })

  const challenge = () => t.server.call('GET', '/prod-api/code')
  async function attempt(username: string, password: string, opts: { ip?: string; code?: string | null } = {}) {
    const c = await t.server.call('GET', '/prod-api/code', { ip: opts.ip })
    const code = opts.code === undefined ? await t.server.captchaAnswer(c.uuid) : opts.code
    return t.server.call('POST', '/prod-api/auth/login', {
      ip: opts.ip,
      body: { username, password: encryptPassword(password, c.key), code, uuid: c.uuid },
    })
  }

  it('issues a challenge with a fresh 16-byte key and, with the captcha on, a 120×40 PNG picture', async () => {
    const a = await challenge()
    const b = await challenge()
    expect(a.code).toBe(200)
    expect(a.captchaEnabled).toBe(true)
    expect(a.uuid).toMatch(/^[0-9a-f]{32}$/)
    expect(Buffer.from(a.key, 'base64')).toHaveLength(16)
    expect(a.key).not.toBe(b.key)
    const png = Buffer.from(a.img, 'base64')
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    const picture = PNG.sync.read(png)
    expect([picture.width, picture.height]).toEqual([120, 40])
    // something is drawn on the background: many distinct colours
    const colours = new Set<number>()
    for (let i = 0; i < picture.data.length; i += 4) colours.add(picture.data.readUInt32BE(i))
    expect(colours.size).toBeGreaterThan(20)
  })

  it('signs in with the encrypted password and returns a 720-minute token', async () => {
    const res = await attempt('admin', INITIAL_PASSWORD)
    expect(res.code).toBe(200)
    expect(res.data.expires_in).toBe(720)
    expect(typeof res.data.access_token).toBe('string')
    const info = await t.server.call('GET', '/prod-api/system/user/getInfo', { token: res.data.access_token })
    expect(info.user.userName).toBe('admin')
    expect(info.user.password).toBeUndefined()
    expect(info.roles).toEqual(['admin'])
    expect(info.permissions).toEqual(['*:*:*'])
    expect(info.isDefaultModifyPwd).toBe(false) // the test template's accounts have chosen their passwords
  })

  it('refuses a replayed login body: the challenge is spent', async () => {
    const c = await challenge()
    const body = {
      username: 'admin',
      password: encryptPassword(INITIAL_PASSWORD, c.key),
      code: await t.server.captchaAnswer(c.uuid),
      uuid: c.uuid,
    }
    expect((await t.server.call('POST', '/prod-api/auth/login', { body })).code).toBe(200)
    const replay = await t.server.call('POST', '/prod-api/auth/login', { body })
    expect(replay).toMatchObject({ code: 500, msg: '验证码已失效' })
  })

  it('checks the captcha: empty, wrong, and expired after two minutes', async () => {
    expect((await attempt('admin', INITIAL_PASSWORD, { code: '' })).msg).toBe('验证码不能为空')
    expect((await attempt('admin', INITIAL_PASSWORD, { code: '999' })).msg).toBe('验证码错误')
    const c = await challenge()
    const code = await t.server.captchaAnswer(c.uuid)
    t.server.clock.advance(2 * 60_000 + 1)
    const late = await t.server.call('POST', '/prod-api/auth/login', {
      body: { username: 'admin', password: encryptPassword(INITIAL_PASSWORD, c.key), code, uuid: c.uuid },
    })
    expect(late.msg).toBe('验证码已失效')
  })

  it('applies the family checks in order with their messages', async () => {
    expect((await attempt('', 'whatever')).msg).toBe('用户/密码必须填写')
    expect((await attempt('admin', '1234')).msg).toBe('用户密码不在指定范围')
    expect((await attempt('a', 'admin123')).msg).toBe('用户名不在指定范围')
    expect((await attempt('nobody', 'admin123')).msg).toBe('用户不存在/密码错误')
    await t.server.ctx.db
      .update(sysConfig)
      .set({ configValue: '10.9.*.*' })
      .where(eq(sysConfig.configKey, 'sys.login.blackIPList'))
    t.server.ctx.bus.clear('config')
    expect((await attempt('admin', INITIAL_PASSWORD, { ip: '10.9.3.4' })).msg).toBe('很遗憾，访问IP已被列入系统黑名单')
    await t.server.ctx.db
      .update(sysConfig)
      .set({ configValue: '' })
      .where(eq(sysConfig.configKey, 'sys.login.blackIPList'))
    t.server.ctx.bus.clear('config')
  })

  it('refuses disabled and deleted accounts with their own messages', async () => {
    const disabled = await t.server.createUser('disabled1')
    await t.server.ctx.db.update(sysUser).set({ status: '1' }).where(eq(sysUser.userId, disabled))
    expect((await attempt('disabled1', INITIAL_PASSWORD)).msg).toBe('对不起，您的账号：disabled1 已停用')
    const deleted = await t.server.createUser('deleted1')
    await t.server.ctx.db.update(sysUser).set({ delFlag: '2' }).where(eq(sysUser.userId, deleted))
    expect((await attempt('deleted1', INITIAL_PASSWORD)).msg).toBe('对不起，您的账号：deleted1 已被删除')
  })

  it('names a disabled or deleted account only to whoever knows its password (no account enumeration)', async () => {
    const disabled = await t.server.createUser('disabled2')
    await t.server.ctx.db.update(sysUser).set({ status: '1' }).where(eq(sysUser.userId, disabled))
    const deleted = await t.server.createUser('deleted2')
    await t.server.ctx.db.update(sysUser).set({ delFlag: '2' }).where(eq(sysUser.userId, deleted))
    for (const name of ['disabled2', 'deleted2', 'neverexisted'])
      expect((await attempt(name, 'Wrong-guess1')).msg, name).toBe('用户不存在/密码错误')
  })

  it('locks an account after 5 wrong passwords for 10 minutes; attempts while locked do not count; then it opens again', async () => {
    await t.server.createUser('lockme')
    const ip = '10.1.1.1'
    for (let i = 0; i < 4; i++) expect((await attempt('lockme', 'wrong-pass', { ip })).msg).toBe('用户不存在/密码错误')
    expect((await attempt('lockme', 'wrong-pass', { ip })).msg).toBe('密码输入错误5次，帐户锁定10分钟')
    // The right password does not get through while locked, and the same answer is given in any letter case.
    expect((await attempt('lockme', INITIAL_PASSWORD, { ip })).msg).toBe('密码输入错误5次，帐户锁定10分钟')
    expect((await attempt('LockMe', INITIAL_PASSWORD, { ip })).msg).toBe('密码输入错误5次，帐户锁定10分钟')
    t.server.clock.advance(10 * 60_000 + 1)
    expect((await attempt('lockme', INITIAL_PASSWORD, { ip })).code).toBe(200)
  })

  it('a success clears the failure count', async () => {
    await t.server.createUser('resetme')
    for (let i = 0; i < 4; i++) await attempt('resetme', 'wrong-pass', { ip: '10.2.2.2' })
    expect((await attempt('resetme', INITIAL_PASSWORD, { ip: '10.2.2.2' })).code).toBe(200)
    for (let i = 0; i < 4; i++)
      expect((await attempt('resetme', 'wrong-pass', { ip: '10.2.2.2' })).msg).toBe('用户不存在/密码错误')
  })

  it('counts failures atomically under concurrent attempts', async () => {
    await t.server.createUser('racer')
    const results = await Promise.all(
      Array.from({ length: 8 }, () => attempt('racer', 'wrong-pass', { ip: '10.3.3.3' })),
    )
    // Each failure has its own number: exactly the first four are "wrong", the fifth locks, and so do the rest.
    expect(results.filter((r) => r.msg === '用户不存在/密码错误')).toHaveLength(4)
    expect(results.filter((r) => r.msg === '密码输入错误5次，帐户锁定10分钟')).toHaveLength(4)
    expect((await attempt('racer', INITIAL_PASSWORD, { ip: '10.3.3.3' })).msg).toBe('密码输入错误5次，帐户锁定10分钟')
    // Every one of the 8 is in the login log as a failure with the answer it got, and the lock was set once, by the
    // fifth, for exactly the rule's 10 minutes (attempts refused at the lock are not counted again).
    const logged = await t.server.ctx.db
      .select({ status: sysLogininfor.status, msg: sysLogininfor.msg })
      .from(sysLogininfor)
      .where(eq(sysLogininfor.userName, 'racer'))
    expect(logged.filter((r) => r.status === '1' && r.msg === '用户不存在/密码错误')).toHaveLength(4)
    expect(logged.filter((r) => r.status === '1' && r.msg === '密码输入错误5次，帐户锁定10分钟')).toHaveLength(5)
    expect(logged).toHaveLength(9)
    const [counter] = await t.server.ctx.db.select().from(sysLoginAttempt).where(eq(sysLoginAttempt.subject, 'racer'))
    expect(counter.lockedUntil!.getTime()).toBe(t.server.clock.now().getTime() + ACCOUNT_LOCK_MS)
  })

  it('throttles one address that fails across many names', async () => {
    const ip = '10.4.4.4'
    for (let i = 0; i < 20; i++) await attempt(`ghost${i}`, 'wrong-pass', { ip })
    expect((await attempt('admin', INITIAL_PASSWORD, { ip })).msg).toBe('登录失败次数过多，请10分钟后再试')
    expect((await attempt('admin', INITIAL_PASSWORD, { ip: '10.4.4.5' })).code).toBe(200)
  })

  it('writes every attempt to the login log', async () => {
    const before = await t.server.ctx.db.select().from(sysLogininfor)
    await attempt('admin', 'wrong-pass', { ip: '10.5.5.5' })
    await attempt('admin', INITIAL_PASSWORD, { ip: '10.5.5.5' })
    const rows = await t.server.ctx.db.select().from(sysLogininfor).orderBy(desc(sysLogininfor.infoId)).limit(2)
    expect((await t.server.ctx.db.select().from(sysLogininfor)).length).toBe(before.length + 2)
    expect(rows.map((r) => [r.status, r.msg, r.ipaddr])).toEqual([
      ['0', '登录成功', '10.5.5.5'],
      ['1', '用户不存在/密码错误', '10.5.5.5'],
    ])
  })

  it('stores passwords with bcrypt and only the hash of a token', async () => {
    const [admin] = await t.server.ctx.db.select().from(sysUser).where(eq(sysUser.userName, 'admin'))
    expect(admin.password).toMatch(/^\$2[aby]\$10\$/)
    expect(await bcrypt.compare(INITIAL_PASSWORD, admin.password)).toBe(true)
    const token = await t.server.login('admin')
    const sessions = await t.server.ctx.db.select().from(sysSession)
    expect(sessions.some((x) => x.tokenHash === token)).toBe(false)
    expect(sessions.every((x) => /^[0-9a-f]{64}$/.test(x.tokenHash))).toBe(true)
  })

  it("signs in accounts moved from the family's databases: $2a$ and $2b$ hashes made by bcryptjs", async () => {
    const made = bcrypt.hashSync('Family-2026', 10) // bcryptjs writes $2b$; Spring's encoder wrote $2a$
    for (const stored of [made, made.replace(/^\$2b\$/, '$2a$')]) {
      const userId = await t.server.createUser(`moved${stored.slice(2, 3)}`)
      await t.server.ctx.db.update(sysUser).set({ password: stored }).where(eq(sysUser.userId, userId))
      expect(await t.server.login(`moved${stored.slice(2, 3)}`, 'Family-2026')).toMatch(/\S+/)
    }
    expect(await hashPassword('x')).toMatch(/^\$2a\$10\$/)
  })

  it('logout kills the token at once', async () => {
    const token = await t.server.login('admin')
    expect((await t.server.call('GET', '/prod-api/system/user/getInfo', { token })).code).toBe(200)
    expect((await t.server.call('DELETE', '/prod-api/auth/logout', { token })).code).toBe(200)
    expect((await t.server.call('GET', '/prod-api/system/user/getInfo', { token })).code).toBe(401)
  })

  it('slides the expiry: renewed when 120 minutes or fewer remain, dead after 720 idle minutes', async () => {
    const token = await t.server.login('admin')
    t.server.clock.advance(500 * 60_000) // 220 left: no renewal
    expect((await t.server.call('GET', '/prod-api/system/user/getInfo', { token })).code).toBe(200)
    t.server.clock.advance(150 * 60_000) // 70 left: renewed to 720
    expect((await t.server.call('GET', '/prod-api/system/user/getInfo', { token })).code).toBe(200)
    t.server.clock.advance(700 * 60_000)
    expect((await t.server.call('GET', '/prod-api/system/user/getInfo', { token })).code).toBe(200)
    t.server.clock.advance(721 * 60_000)
    expect((await t.server.call('GET', '/prod-api/system/user/getInfo', { token })).code).toBe(401)
  })

  it('refresh extends the session to 720 minutes', async () => {
    const token = await t.server.login('admin')
    t.server.clock.advance(600 * 60_000)
    expect(await t.server.call('POST', '/prod-api/auth/refresh', { token })).toMatchObject({
      code: 200,
      data: { expires_in: 720 },
    })
    t.server.clock.advance(700 * 60_000)
    expect((await t.server.call('GET', '/prod-api/system/user/getInfo', { token })).code).toBe(200)
  })

  it('accepts the token from the Admin-Token cookie', async () => {
    const token = await t.server.login('admin')
    const res = await t.server.call('GET', '/prod-api/system/user/getInfo', {
      headers: { cookie: `Admin-Token=${token}` },
    })
    expect(res.code).toBe(200)
  })

  it('a password change ends the other sessions, keeps this one, and clears the initial-password flag', async () => {
    const id = await t.server.createUser('changer')
    await t.server.ctx.db.update(sysUser).set({ pwdUpdateDate: null }).where(eq(sysUser.userId, id))
    const a = await t.server.login('changer')
    const b = await t.server.login('changer')
    expect((await t.server.call('GET', '/prod-api/system/user/getInfo', { token: a })).isDefaultModifyPwd).toBe(true)
    const weak = await t.server.call('PUT', '/prod-api/system/user/profile/updatePwd', {
      token: a,
      body: { oldPassword: INITIAL_PASSWORD, newPassword: '123' },
    })
    expect(weak.code).toBe(400)
    const wrongOld = await t.server.call('PUT', '/prod-api/system/user/profile/updatePwd', {
      token: a,
      body: { oldPassword: 'nope!!', newPassword: 'N3w-secret' },
    })
    expect(wrongOld.msg).toBe('修改密码失败，旧密码错误')
    const res = await t.server.call('PUT', '/prod-api/system/user/profile/updatePwd', {
      token: a,
      body: { oldPassword: INITIAL_PASSWORD, newPassword: 'N3w-secret' },
    })
    expect(res.code).toBe(200)
    expect((await t.server.call('GET', '/prod-api/system/user/getInfo', { token: b })).code).toBe(401)
    const info = await t.server.call('GET', '/prod-api/system/user/getInfo', { token: a })
    expect(info.isDefaultModifyPwd).toBe(false)
    expect(info.user.userId).toBe(id)
    expect(await t.server.login('changer', 'N3w-secret')).toBeTruthy()
  })

  it('refuses a password the client did not encrypt with the challenge key', async () => {
    const c = await challenge()
    const res = await t.server.call('POST', '/prod-api/auth/login', {
      body: { username: 'admin', password: INITIAL_PASSWORD, code: await t.server.captchaAnswer(c.uuid), uuid: c.uuid },
    })
    expect(res.code).toBe(500)
    expect(res.msg).toBe('密码解密失败，请刷新页面后重试')
  })
})
