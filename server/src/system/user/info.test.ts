import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multipartFile, PNG_1PX } from '../../testing/fixtures'
import { startTestServer, type TestServer } from '../../testing/harness'
import { clearConfigCache } from '../config/service'

/**
 * getInfo is cached per user; every write that concerns the user must show at once, in this process and in another
 * process on the same database (LISTEN/NOTIFY).
 */
describe('getInfo is cached per user and never stale after a write', () => {
  let a: TestServer
  let b: TestServer
  let admin: string
  let userId: number
  let tokenA: string
  let tokenB: string
  const infoIn = (s: TestServer, token: string) => s.call('GET', '/prod-api/system/user/getInfo', { token })
  const eventually = async (check: () => Promise<boolean>) => {
    const end = Date.now() + 3000
    while (Date.now() < end) {
      if (await check()) return true
      await new Promise((r) => setTimeout(r, 25))
    }
    return false
  }

  beforeAll(async () => {
    a = await startTestServer()
    b = await startTestServer({ shareDatabaseOf: a })
    admin = await a.login('admin')
    userId = await a.createUser('cached', [2])
    tokenA = await a.login('cached')
    tokenB = await b.login('cached')
    await infoIn(a, tokenA)
    await infoIn(b, tokenB) // both processes now hold the user's info
  })
  afterAll(async () => {
    await b?.close()
    await a?.close()
  })

  it('shows a profile edit at once, here and in the other process', async () => {
    const profile = await a.call('GET', '/prod-api/system/user/profile', { token: tokenA })
    const res = await a.call('PUT', '/prod-api/system/user/profile', {
      token: tokenA,
      body: { ...profile.data, nickName: '新昵称', email: 'cached@example.com', phonenumber: '13900000001' },
    })
    expect(res.code).toBe(200)
    expect((await infoIn(a, tokenA)).user.nickName).toBe('新昵称')
    expect(await eventually(async () => (await infoIn(b, tokenB)).user.nickName === '新昵称')).toBe(true)
  })

  it('shows a new avatar at once, here and in the other process', async () => {
    const { payload, headers } = multipartFile('avatarfile', 'a.png', PNG_1PX, 'image/png')
    const res = await a.fastify.inject({
      method: 'POST',
      url: '/prod-api/system/user/profile/avatar',
      payload,
      headers: { ...headers, authorization: `Bearer ${tokenA}` },
    })
    const url = JSON.parse(res.body).imgUrl as string
    expect(url).toMatch(/^\/prod-api\/file\//)
    expect((await infoIn(a, tokenA)).user.avatar).toBe(url)
    expect(await eventually(async () => (await infoIn(b, tokenB)).user.avatar === url)).toBe(true)
  })

  it("shows an administrator's change of the user's roles and of the user at once", async () => {
    expect(
      (await a.call('PUT', `/prod-api/system/user/authRole?userId=${userId}&roleIds=`, { token: admin })).code,
    ).toBe(200)
    expect((await infoIn(a, tokenA)).user.roles).toEqual([])
    const one = await a.call('GET', `/prod-api/system/user/${userId}`, { token: admin })
    await a.call('PUT', '/prod-api/system/user', {
      token: admin,
      body: { ...one.data, nickName: '管理员改的', roleIds: [], postIds: [] },
    })
    expect(await eventually(async () => (await infoIn(b, tokenB)).user.nickName === '管理员改的')).toBe(true)
  })

  it("shows a rename of the user's department at once, here and in the other process", async () => {
    const dept = (await a.call('GET', '/prod-api/system/dept/103', { token: admin })).data
    expect((await infoIn(a, tokenA)).user.dept.deptName).toBe(dept.deptName)
    const res = await a.call('PUT', '/prod-api/system/dept', { token: admin, body: { ...dept, deptName: '改名部门' } })
    expect(res.code).toBe(200)
    expect((await infoIn(a, tokenA)).user.dept.deptName).toBe('改名部门')
    expect(await eventually(async () => (await infoIn(b, tokenB)).user.dept.deptName === '改名部门')).toBe(true)
  })

  // getInfo answers text kept per cached row and access (`getInfoText`): what else it is written from must still show.
  const setConfig = async (key: string, value: string) => {
    await a.ctx.db.execute(sql`update sys_config set config_value = ${value} where config_key = ${key}`)
    clearConfigCache(a.ctx)
  }

  it('shows a change of the password rule at once, here and in the other process', async () => {
    await infoIn(a, tokenA)
    await infoIn(b, tokenB)
    await setConfig('sys.account.chrtype', '3')
    try {
      expect((await infoIn(a, tokenA)).pwdChrtype).toBe('3')
      expect(await eventually(async () => (await infoIn(b, tokenB)).pwdChrtype === '3')).toBe(true)
    } finally {
      await setConfig('sys.account.chrtype', '0')
    }
  })

  it('turns isPasswordExpired on when the clock passes the validity, though row and access stay cached', async () => {
    await setConfig('sys.account.passwordValidateDays', '1')
    try {
      const DAY = 86_400_000
      await a.ctx.db.execute(
        sql`update sys_user set pwd_update_date = ${new Date(a.clock.now().getTime() - DAY + 10_000)} where user_id = ${userId}`,
      )
      a.ctx.bus.forgetUser(userId)
      expect((await infoIn(a, tokenA)).isPasswordExpired).toBe(false)
      expect((await infoIn(a, tokenA)).isPasswordExpired).toBe(false) // now answered from the kept text
      a.clock.advance(20_000) // within every cache's time limit: only the flag changes
      expect((await infoIn(a, tokenA)).isPasswordExpired).toBe(true)
    } finally {
      await setConfig('sys.account.passwordValidateDays', '0')
    }
  })

  it("shows a change of the user's roles and permissions in the other process within 1 s", async () => {
    const authRole = async (roleIds: string) =>
      expect(
        (await a.call('PUT', `/prod-api/system/user/authRole?userId=${userId}&roleIds=${roleIds}`, { token: admin }))
          .code,
      ).toBe(200)
    const within1s = async (check: (info: Awaited<ReturnType<typeof infoIn>>) => boolean) => {
      const end = Date.now() + 1000
      while (Date.now() < end) {
        if (check(await infoIn(b, tokenB))) return true
        await new Promise((r) => setTimeout(r, 20))
      }
      return false
    }
    await authRole('2')
    expect(await within1s((i) => i.roles.includes('common') && i.permissions.length > 0)).toBe(true)
    await authRole('')
    expect(await within1s((i) => i.roles.length === 0 && i.permissions.length === 0)).toBe(true)
  })

  it('shows the new sign-in time after a login', async () => {
    const before = (await infoIn(a, tokenA)).user.loginDate
    a.clock.advance(60_000)
    const again = await a.login('cached')
    expect((await infoIn(a, again)).user.loginDate).not.toBe(before)
  })
})
