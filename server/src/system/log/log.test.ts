import { describe, expect, it } from 'vitest'
import { sharedTestServer } from '../../testing/harness'
import { postForm, readXlsx } from '../../testing/fixtures'

describe('operation and login logs', () => {
  const t = sharedTestServer()

  it('lists, filters, sorts, reads, exports and deletes operation-log rows', async () => {
    await t.server.call('POST', '/prod-api/system/post', {
      token: t.token,
      body: { postCode: 'lg', postName: '日志岗', postSort: 1 },
    })
    await t.server.call('POST', '/prod-api/system/post', {
      token: t.token,
      body: { postCode: 'lg', postName: '日志岗', postSort: 1 },
    })
    const list = await t.server.call(
      'GET',
      `/prod-api/system/operlog/list?title=${encodeURIComponent('岗位')}&businessType=1`,
      { token: t.token },
    )
    expect(list.total).toBe(2)
    expect(list.rows![0]).toMatchObject({ title: '岗位管理', businessType: 1, operName: 'admin', status: 1 })
    const failed = await t.server.call('GET', '/prod-api/system/operlog/list?status=1', { token: t.token })
    expect(failed.rows!.every((r) => r.status === 1)).toBe(true)
    const byCost = await t.server.call('GET', '/prod-api/system/operlog/list?orderByColumn=costTime&isAsc=descending', {
      token: t.token,
    })
    const costs = byCost.rows!.map((r) => r.costTime as number)
    expect(costs).toEqual([...costs].sort((a, b) => b - a))
    const one = await t.server.call('GET', `/prod-api/system/operlog/${list.rows![0].operId}`, { token: t.token })
    expect(one.data.operUrl).toBe('/prod-api/system/post')
    const sheet = await readXlsx(await postForm(t.server, '/prod-api/system/operlog/export', t.token, 'businessType=1'))
    expect(sheet.rows.map((r) => r[2])).toEqual(expect.arrayContaining(['新增']))
    expect(
      (await t.server.call('GET', '/prod-api/system/operlog/list?params[beginTime]=2030-01-01', { token: t.token }))
        .total,
    ).toBe(0)
    expect(
      (await t.server.call('DELETE', `/prod-api/system/operlog/${list.rows![0].operId}`, { token: t.token })).code,
    ).toBe(200)
    expect(
      (await t.server.call('GET', `/prod-api/system/operlog/${list.rows![0].operId}`, { token: t.token })).code,
    ).toBe(404)
    expect((await t.server.call('DELETE', '/prod-api/system/operlog/clean', { token: t.token })).code).toBe(200)
    const after = await t.server.call('GET', '/prod-api/system/operlog/list', { token: t.token })
    // Only the clean itself is left, logged after it ran.
    expect(after.rows!.map((r) => r.businessType)).toEqual([9])
  })

  it('lists login attempts and unlocks a locked account', async () => {
    await t.server.createUser('locked1', [])
    for (let i = 0; i < 5; i++) await expect(t.server.login('locked1', 'wrong-pass')).rejects.toThrow()
    await expect(t.server.login('locked1')).rejects.toThrow(/锁定/)
    const list = await t.server.call('GET', '/prod-api/system/logininfor/list?userName=locked1&status=1', {
      token: t.token,
    })
    expect(list.total).toBe(6)
    expect((await t.server.call('GET', '/prod-api/system/logininfor/unlock/locked1', { token: t.token })).code).toBe(
      200,
    )
    expect(await t.server.login('locked1')).toBeTruthy()
    const ok = await t.server.call('GET', '/prod-api/system/logininfor/list?userName=locked1&status=0', {
      token: t.token,
    })
    expect(ok.total).toBe(1)
    const sheet = await readXlsx(
      await postForm(t.server, '/prod-api/system/logininfor/export', t.token, 'userName=locked1'),
    )
    expect(sheet.rows).toHaveLength(7)
    expect(
      (await t.server.call('DELETE', `/prod-api/system/logininfor/${ok.rows![0].infoId}`, { token: t.token })).code,
    ).toBe(200)
    expect((await t.server.call('DELETE', '/prod-api/system/logininfor/clean', { token: t.token })).code).toBe(200)
    expect((await t.server.call('GET', '/prod-api/system/logininfor/list', { token: t.token })).total).toBe(0)
  })
})
