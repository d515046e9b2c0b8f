import pg from 'pg'
import { describe, expect, it, vi } from 'vitest'
import { sharedTestServer } from '../testing/harness'

// one server for the file: both lists read it, and only the second's last test writes (a department and a user)
const t = sharedTestServer()

/** A page and its total come back in one statement (`pageOfTable`); these are the edges of that. */
describe('a list page and its total', () => {
  const page = (query: string) =>
    t.server.call('GET', `/prod-api/system/dict/data/list?dictType=sys_oper_type&${query}`, { token: t.token })

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
    const none = await t.server.call('GET', '/prod-api/system/dict/data/list?dictType=no_such_type', { token: t.token })
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

/** The user list filtered by a department subtree, as the user screen asks for it. */
describe('a user list page', () => {
  const list = (query: string) =>
    t.server.call('GET', `/prod-api/system/user/list?deptId=100&${query}`, { token: t.token })
  /** The statements on the directory's tables that `run` sends through the server's pool. */
  async function directoryStatements(run: () => Promise<unknown>) {
    const spy = vi.spyOn(pg.Pool.prototype, 'query')
    try {
      await run()
      return spy.mock.calls
        .map(([q]) => (typeof q === 'string' ? q : (q as { text: string }).text))
        .filter((text) => /"sys_(user|dept)"/.test(text))
    } finally {
      spy.mockRestore()
    }
  }

  it('runs one statement once the session is known: the subtree is kept, the total rides with the page', async () => {
    const first = await list('pageNum=1&pageSize=1')
    expect(first).toMatchObject({ code: 200, rows: expect.any(Array) })
    expect(first.total).toBeGreaterThan(1)
    expect(first.rows).toHaveLength(1)
    expect(Object.keys(first.rows![0]).some((k) => k.includes('total'))).toBe(false)
    expect(first.rows![0].dept).toMatchObject({ deptId: expect.any(Number), deptName: expect.any(String) })
    expect(await directoryStatements(() => list('pageNum=2&pageSize=1'))).toHaveLength(1)
    const beyond = await list('pageNum=500&pageSize=1')
    expect(beyond).toMatchObject({ code: 200, rows: [], total: first.total })
  })

  it('sees a department added below at once (the kept subtree is cleared with every department write)', async () => {
    const before = (await list('pageNum=1&pageSize=1')).total!
    const added = await t.server.call('POST', '/prod-api/system/dept', {
      token: t.token,
      body: { parentId: 103, deptName: '新增小组', orderNum: 9 },
    })
    expect(added.code).toBe(200)
    await t.server.createUser('subtree_member', [], added.data.deptId as number)
    expect((await list('pageNum=1&pageSize=1')).total).toBe(before + 1)
    const only = await t.server.call('GET', `/prod-api/system/user/list?deptId=${added.data.deptId}`, {
      token: t.token,
    })
    expect(only).toMatchObject({ total: 1, rows: [{ userName: 'subtree_member' }] })
  })
})
