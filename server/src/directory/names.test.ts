import { describe, expect, it } from 'vitest'
import { sharedTestServer } from '../testing/harness'
import { distinctIds, namesByIds } from './names'
import { sysUser } from './user/schema'

describe('distinctIds', () => {
  it('keeps each id once, in first-seen order, and leaves nulls out', () => {
    expect(distinctIds([3, null, 1, 3, null, 2, 1])).toEqual([3, 1, 2])
  })

  it('is empty for no ids or only nulls', () => {
    expect(distinctIds([])).toEqual([])
    expect(distinctIds([null, null])).toEqual([])
  })
})

describe('namesByIds', () => {
  const t = sharedTestServer(null)

  it('maps each existing id to its name once; unknown ids and nulls are absent', async () => {
    const users = await t.server.ctx.db.select({ id: sysUser.userId, name: sysUser.nickName }).from(sysUser)
    const [first] = users
    const names = await namesByIds(t.server.ctx, sysUser, sysUser.userId, sysUser.nickName, [
      first.id,
      null,
      first.id,
      987654321,
    ])
    expect([...names]).toEqual([[first.id, first.name]])
  })

  it('asks nothing for no ids', async () => {
    expect(await namesByIds(t.server.ctx, sysUser, sysUser.userId, sysUser.nickName, [null])).toEqual(new Map())
  })
})
