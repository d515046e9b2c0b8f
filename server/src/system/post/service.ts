import type { PostRow } from '@wp/contract'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { AppContext } from '../../context'
import type { Served } from '../../http/envelope'
import { ServiceError } from '../../http/errors'
import { sysUser, sysUserPost } from '../../directory/user/schema'
import { sysPost } from '../../directory/post/schema'

export const postOptions = (ctx: AppContext) =>
  ctx.db.select().from(sysPost).orderBy(asc(sysPost.postSort), asc(sysPost.postId)) as Promise<Served<PostRow>[]>

/** Refused while any live user holds one of the posts. */
export async function assertUnassigned(ctx: AppContext, posts: readonly Served<PostRow>[]) {
  for (const p of posts) {
    const [{ n }] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sysUserPost)
      .innerJoin(sysUser, eq(sysUser.userId, sysUserPost.userId))
      .where(and(eq(sysUserPost.postId, p.postId), eq(sysUser.delFlag, '0')))
    if (n > 0) throw new ServiceError(`${p.postName}已分配,不能删除`)
  }
}

/** The posts and what former users' links to them remain, in one transaction. */
export async function deletePosts(ctx: AppContext, postIds: number[]) {
  await ctx.db.transaction(async (tx) => {
    await tx.delete(sysUserPost).where(inArray(sysUserPost.postId, postIds))
    await tx.delete(sysPost).where(inArray(sysPost.postId, postIds))
  })
}
