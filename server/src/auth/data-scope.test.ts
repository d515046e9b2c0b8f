import { and, like } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { sysNotice } from '../system/notice/schema'
import { userWith } from '../testing/fixtures'
import { sharedTestServer } from '../testing/harness'
import { dataScopeFilter } from './data-scope'
import { loadAccess } from './session'

/** Any domain applies the platform's data scope to its own columns; here a table with only a creator column. */
describe('data scope on a domain’s own columns', () => {
  const t = sharedTestServer(null)
  const titles = async (userId: number, cols: Parameters<typeof dataScopeFilter>[2]) => {
    const access = (await loadAccess(t.server.ctx, userId))!
    const scope = await dataScopeFilter(t.server.ctx, access, cols)
    const rows = await t.server.ctx.db
      .select({ t: sysNotice.noticeTitle })
      .from(sysNotice)
      .where(and(like(sysNotice.noticeTitle, 'scope-%'), scope))
    return rows.map((r) => r.t).sort()
  }
  let self: { userId: number; userName: string }
  let dept: { userId: number; userName: string }
  beforeAll(async () => {
    self = await userWith(t.server, [], { dataScope: '5', deptId: 103 })
    dept = await userWith(t.server, [], { dataScope: '3', deptId: 103 })
    for (const [title, by] of [
      ['scope-a', self.userName],
      ['scope-b', self.userName],
      ['scope-c', 'someone'],
    ])
      await t.server.ctx.db.insert(sysNotice).values({ noticeTitle: title, noticeType: '1', createBy: by })
  })

  it('"self" sees the rows it created, through the creator column', async () => {
    expect(await titles(self.userId, { createBy: sysNotice.createBy })).toEqual(['scope-a', 'scope-b'])
  })

  it('a department grant reaches nothing on a table without a department column', async () => {
    expect(await titles(dept.userId, { createBy: sysNotice.createBy })).toEqual([])
  })

  it('the administrator sees every row', async () => {
    expect(await titles(1, { createBy: sysNotice.createBy })).toEqual(['scope-a', 'scope-b', 'scope-c'])
  })
})
