import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { sharedTestServer } from '../../testing/harness'
import { encryptPassword } from '../../auth/cipher'
import { sysConfig } from '../config/schema'

describe('self-registration', () => {
  const t = sharedTestServer(null)

  async function registerAs(username: string, password: string) {
    const c = await t.server.call('GET', '/prod-api/code')
    return t.server.call('POST', '/prod-api/auth/register', {
      body: { username, password: encryptPassword(password, c.key), uuid: c.uuid },
    })
  }
  const setOpen = async (on: boolean) => {
    await t.server.ctx.db
      .update(sysConfig)
      .set({ configValue: String(on) })
      .where(eq(sysConfig.configKey, 'sys.account.registerUser'))
    t.server.ctx.bus.clear('config')
  }

  it('is refused while configuration keeps it off, and the challenge says so', async () => {
    expect((await t.server.call('GET', '/prod-api/code')).registerEnabled).toBe(false)
    expect(await registerAs('newbie', 'Newbie-123')).toMatchObject({ code: 500, msg: '当前系统没有开启注册功能！' })
  })

  it('when on: creates an account that can sign in, with no role, and refuses duplicates and weak passwords', async () => {
    await setOpen(true)
    expect((await t.server.call('GET', '/prod-api/code')).registerEnabled).toBe(true)
    expect((await registerAs('newbie', 'Newbie-123')).code).toBe(200)
    const token = await t.server.login('newbie', 'Newbie-123')
    const info = await t.server.call('GET', '/prod-api/system/user/getInfo', { token })
    expect(info.permissions).toEqual([])
    expect(info.isDefaultModifyPwd).toBe(false)
    expect((await registerAs('newbie', 'Newbie-123')).msg).toBe("保存用户'newbie'失败，注册账号已存在")
    expect((await registerAs('other', '123')).code).toBe(400)
    expect((await registerAs('bad name!', 'Newbie-123')).code).toBe(400)
    await setOpen(false)
  })
})
