import { beforeAll, describe, expect, it } from 'vitest'
import { sharedTestServer, startTestServer } from '../../testing/harness'

describe('configuration', () => {
  const t = sharedTestServer()
  let ry: string
  beforeAll(async () => {
    ry = await t.server.login('ry')
  })

  it('seeds the family keys, captchaEnabled among them, all built in', async () => {
    const res = await t.server.call('GET', '/prod-api/system/config/list?pageSize=50', { token: ry })
    const keys = res.rows!.map((r) => r.configKey)
    expect(keys).toEqual(
      expect.arrayContaining([
        'sys.account.captchaEnabled',
        'sys.account.registerUser',
        'sys.login.blackIPList',
        'sys.account.chrtype',
        'sys.account.initPasswordModify',
        'sys.account.passwordValidateDays',
      ]),
    )
    expect(res.rows!.every((r) => r.configType === 'Y')).toBe(true)
    const value = await t.server.call('GET', '/prod-api/system/config/configKey/sys.account.captchaEnabled', {
      token: ry,
    })
    expect(value).toMatchObject({ code: 200, msg: 'true' })
  })

  it('adds, edits and reads a key; the cached value follows every write', async () => {
    const added = await t.server.call('POST', '/prod-api/system/config', {
      token: t.token,
      body: { configName: '演示', configKey: 'demo.flag', configValue: 'a' },
    })
    expect(added.code).toBe(200)
    expect((await t.server.call('GET', '/prod-api/system/config/configKey/demo.flag', { token: ry })).msg).toBe('a')
    const edit = await t.server.call('PUT', '/prod-api/system/config', {
      token: t.token,
      body: {
        configId: added.data.configId,
        configName: '演示',
        configKey: 'demo.flag',
        configValue: 'b',
        configType: 'N',
      },
    })
    expect(edit.code).toBe(200)
    expect((await t.server.call('GET', '/prod-api/system/config/configKey/demo.flag', { token: ry })).msg).toBe('b')
    expect(
      (await t.server.call('GET', `/prod-api/system/config/${added.data.configId}`, { token: ry })).data.configValue,
    ).toBe('b')
    const dup = await t.server.call('POST', '/prod-api/system/config', {
      token: t.token,
      body: { configName: 'x', configKey: 'demo.flag', configValue: '' },
    })
    expect(dup.msg).toBe("新增参数'demo.flag'失败，参数键名已存在")
    expect(
      (await t.server.call('DELETE', `/prod-api/system/config/${added.data.configId}`, { token: t.token })).code,
    ).toBe(200)
    expect((await t.server.call('GET', '/prod-api/system/config/configKey/demo.flag', { token: ry })).msg).toBe('')
  })

  it('refuses to delete built-in configuration', async () => {
    const list = await t.server.call('GET', '/prod-api/system/config/list?configKey=captchaEnabled', { token: t.token })
    const id = list.rows![0].configId
    const res = await t.server.call('DELETE', `/prod-api/system/config/${id}`, { token: t.token })
    expect(res).toMatchObject({ code: 500, msg: '内置参数【sys.account.captchaEnabled】不能删除' })
  })

  it('turns the captcha off through configuration', async () => {
    const withCaptcha = await startTestServer({ captcha: true })
    try {
      const token = await withCaptcha.login('admin')
      expect((await withCaptcha.call('GET', '/prod-api/code')).captchaEnabled).toBe(true)
      const list = await withCaptcha.call('GET', '/prod-api/system/config/list?configKey=captchaEnabled', { token })
      const row = list.rows![0]
      await withCaptcha.call('PUT', '/prod-api/system/config', { token, body: { ...row, configValue: 'false' } })
      const off = await withCaptcha.call('GET', '/prod-api/code')
      expect(off.captchaEnabled).toBe(false)
      expect(off.img).toBeUndefined()
      expect(off.key).toBeTruthy()
    } finally {
      await withCaptcha.close()
    }
  })

  it('the common role may read but not change', async () => {
    expect(
      (
        await t.server.call('POST', '/prod-api/system/config', {
          token: ry,
          body: { configName: 'x', configKey: 'y', configValue: '' },
        })
      ).code,
    ).toBe(403)
    expect((await t.server.call('DELETE', '/prod-api/system/config/clearCache', { token: ry })).code).toBe(403)
    expect((await t.server.call('DELETE', '/prod-api/system/config/clearCache', { token: t.token })).code).toBe(200)
  })
})
