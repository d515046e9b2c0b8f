import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../testing/harness'
import { postForm, readXlsx } from '../../testing/fixtures'

describe('operation and login logs', () => {
  let s: TestServer
  let admin: string
  beforeAll(async () => {
    s = await startTestServer()
    admin = await s.login('admin')
  })
  afterAll(() => s?.close())

  it('lists, filters, sorts, reads, exports and deletes operation-log rows', async () => {
    await s.call('POST', '/prod-api/system/post', {
      token: admin,
      body: { postCode: 'lg', postName: '日志岗', postSort: 1 },
    })
    await s.call('POST', '/prod-api/system/post', {
      token: admin,
      body: { postCode: 'lg', postName: '日志岗', postSort: 1 },
    })
    const list = await s.call(
      'GET',
      `/prod-api/system/operlog/list?title=${encodeURIComponent('岗位')}&businessType=1`,
      { token: admin },
    )
    expect(list.total).toBe(2)
    expect(list.rows![0]).toMatchObject({ title: '岗位管理', businessType: 1, operName: 'admin', status: 1 })
    const failed = await s.call('GET', '/prod-api/system/operlog/list?status=1', { token: admin })
    expect(failed.rows!.every((r) => r.status === 1)).toBe(true)
    const byCost = await s.call('GET', '/prod-api/system/operlog/list?orderByColumn=costTime&isAsc=descending', {
      token: admin,
    })
    const costs = byCost.rows!.map((r) => r.costTime as number)
    expect(costs).toEqual([...costs].sort((a, b) => b - a))
    const one = await s.call('GET', `/prod-api/system/operlog/${list.rows![0].operId}`, { token: admin })
    expect(one.data.operUrl).toBe('/prod-api/system/post')
    const sheet = await readXlsx(await postForm(s, '/prod-api/system/operlog/export', admin, 'businessType=1'))
    expect(sheet.rows.map((r) => r[2])).toEqual(expect.arrayContaining(['新增']))
    expect(
      (await s.call('GET', '/prod-api/system/operlog/list?params[beginTime]=2030-01-01', { token: admin })).total,
    ).toBe(0)
    expect((await s.call('DELETE', `/prod-api/system/operlog/${list.rows![0].operId}`, { token: admin })).code).toBe(
      200,
    )
    expect((await s.call('GET', `/prod-api/system/operlog/${list.rows![0].operId}`, { token: admin })).code).toBe(404)
    expect((await s.call('DELETE', '/prod-api/system/operlog/clean', { token: admin })).code).toBe(200)
    const after = await s.call('GET', '/prod-api/system/operlog/list', { token: admin })
    // Only the clean itself is left, logged after it ran.
    expect(after.rows!.map((r) => r.businessType)).toEqual([9])
  })

  it('lists login attempts and unlocks a locked account', async () => {
    await s.createUser('locked1', [])
    for (let i = 0; i < 5; i++) await expect(s.login('locked1', 'wrong-pass')).rejects.toThrow()
    await expect(s.login('locked1')).rejects.toThrow(/锁定/)
    const list = await s.call('GET', '/prod-api/system/logininfor/list?userName=locked1&status=1', { token: admin })
    expect(list.total).toBe(6)
    expect((await s.call('GET', '/prod-api/system/logininfor/unlock/locked1', { token: admin })).code).toBe(200)
    expect(await s.login('locked1')).toBeTruthy()
    const ok = await s.call('GET', '/prod-api/system/logininfor/list?userName=locked1&status=0', { token: admin })
    expect(ok.total).toBe(1)
    const sheet = await readXlsx(await postForm(s, '/prod-api/system/logininfor/export', admin, 'userName=locked1'))
    expect(sheet.rows).toHaveLength(7)
    expect((await s.call('DELETE', `/prod-api/system/logininfor/${ok.rows![0].infoId}`, { token: admin })).code).toBe(
      200,
    )
    expect((await s.call('DELETE', '/prod-api/system/logininfor/clean', { token: admin })).code).toBe(200)
    expect((await s.call('GET', '/prod-api/system/logininfor/list', { token: admin })).total).toBe(0)
  })
})
