import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/harness'

/** A page and its total come back in one statement (`pageOfTable`); these are the edges of that. */
describe('a list page and its total', () => {
  let s: TestServer
  let admin: string
  beforeAll(async () => {
    s = await startTestServer()
    admin = await s.login('admin')
  })
  afterAll(() => s?.close())

  const page = (query: string) =>
    s.call('GET', `/prod-api/system/dict/data/list?dictType=sys_oper_type&${query}`, { token: admin })

  it('gives the same total on every page, also on a page past the end, and none where nothing matches', async () => {
    const first = await page('pageNum=1&pageSize=3')
    expect(first.code).toBe(200)
    expect(first.rows).toHaveLength(3)
    expect(first.total).toBeGreaterThan(3)
    const total = first.total as number
    const last = await page(`pageNum=${Math.ceil(total / 3)}&pageSize=3`)
    expect(last.rows).toHaveLength(total % 3 || 3)
    expect(last.total).toBe(total)
    const beyond = await page('pageNum=50&pageSize=3')
    expect(beyond.rows).toEqual([])
    expect(beyond.total).toBe(total)
    const none = await s.call('GET', '/prod-api/system/dict/data/list?dictType=no_such_type', { token: admin })
    expect(none).toMatchObject({ code: 200, rows: [], total: 0 })
  })

  it('rows carry the table’s fields only (the total travels beside them, not inside)', async () => {
    const { rows } = await page('pageNum=1&pageSize=2')
    for (const row of rows as Record<string, unknown>[]) {
      expect(Object.keys(row).some((k) => k.includes('total'))).toBe(false)
      expect(row.dictType).toBe('sys_oper_type')
    }
  })
})
