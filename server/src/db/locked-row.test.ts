import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sysPost } from '../directory/post/schema'
import { sharedTestServer } from '../testing/harness'
import { lockedRow } from './locked-row'

describe('lockedRow', () => {
  const t = sharedTestServer(null)

  it('reads the row by its id and holds it until the transaction ends; undefined when there is none', async () => {
    const db = t.server.ctx.db
    const takeElsewhere = () =>
      db.transaction((other) => other.execute(sql`select 1 from sys_post where post_id = 1 for update nowait`))
    await db.transaction(async (tx) => {
      const post = await lockedRow(tx, sysPost, sysPost.postId, 1)
      expect(post?.postCode).toBe('ceo')
      // another transaction cannot take the same row meanwhile
      await expect(takeElsewhere()).rejects.toThrow()
      expect(await lockedRow(tx, sysPost, sysPost.postId, 999_999)).toBeUndefined()
    })
    // released once it committed
    await takeElsewhere()
  })
})
