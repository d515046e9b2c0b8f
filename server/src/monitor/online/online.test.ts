import { describe, expect, it } from 'vitest'
import { desc } from 'drizzle-orm'
import { hashToken } from '../../auth/session'
import { sharedTestServer } from '../../testing/harness'
import { sysOperLog } from '../../system/log/schema'

const ONLINE = '/prod-api/monitor/online'

describe('online users', () => {
  const t = sharedTestServer()

  const alive = async (token: string) =>
    (await t.server.call('GET', '/prod-api/system/user/getInfo', { token })).code === 200

  it('lists live sessions by their public id, never the token or its hash', async () => {
    const token = await t.server.login('ry', undefined, { ip: '10.1.2.3' })
    const list = await t.server.call('GET', `${ONLINE}/list?userName=ry`, { token: t.token })
    expect(list.total).toBe(1)
    const row = list.rows![0]
    expect(row).toMatchObject({ userName: 'ry', deptName: '测试部门', ipaddr: '10.1.2.3', loginLocation: '' })
    expect(row.tokenId).toMatch(/^[0-9a-f]{24}$/)
    expect(row.loginTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    const text = JSON.stringify(list)
    expect(text).not.toContain(token)
    expect(text).not.toContain(hashToken(token))
    expect((await t.server.call('GET', `${ONLINE}/list?ipaddr=10.1.2`, { token: t.token })).total).toBe(1)
    expect((await t.server.call('GET', `${ONLINE}/list?ipaddr=192.168`, { token: t.token })).total).toBe(0)
    // Expired sessions are not online.
    t.server.clock.advance(13 * 3600_000)
    expect(
      (await t.server.call('GET', `${ONLINE}/list?userName=ry`, { token: await t.server.login('admin') })).total,
    ).toBe(0)
  })

  it('force logout kills that session at once and is logged as a forced logout', async () => {
    await t.signInAgain()
    const t1 = await t.server.login('ry')
    const t2 = await t.server.login('ry')
    const list = await t.server.call('GET', `${ONLINE}/list?userName=ry`, { token: t.token })
    expect(list.total).toBe(2)
    const res = await t.server.call('DELETE', `${ONLINE}/${list.rows![0].tokenId}`, { token: t.token })
    expect(res.code).toBe(200)
    expect([await alive(t1), await alive(t2)].sort()).toEqual([false, true])
    const [log] = await t.server.ctx.db.select().from(sysOperLog).orderBy(desc(sysOperLog.operId)).limit(1)
    expect(log).toMatchObject({ title: '在线用户', businessType: 7, status: 0 })
    expect((await t.server.call('DELETE', `${ONLINE}/${list.rows![0].tokenId}`, { token: t.token })).code).toBe(404)
    expect((await t.server.call('DELETE', `${ONLINE}/not-hex`, { token: t.token })).code).toBe(400)
  })

  it('batch logout ends several sessions', async () => {
    const a = await t.server.login('ry')
    const b = await t.server.login('ry')
    const ids = (await t.server.call('GET', `${ONLINE}/list?userName=ry`, { token: t.token })).rows!.map(
      (r) => r.tokenId,
    )
    expect((await t.server.call('DELETE', `${ONLINE}/batchLogout/${ids.join(',')}`, { token: t.token })).code).toBe(200)
    expect(await alive(a)).toBe(false)
    expect(await alive(b)).toBe(false)
  })
})
