import type { PostRow } from '@wp/contract'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { SessionAccess } from '../../auth/session'
import type { AppContext } from '../../context'
import { equals, like } from '../../db/filters'
import { firstClash } from '../../db/unique'
import type { Served } from '../../http/envelope'
import { ServiceError } from '../../http/errors'
import { listing } from '../../http/listing'
import { sysUser, sysUserPost } from '../../directory/user/schema'
import { sysPost } from '../../directory/post/schema'

export const posts = listing(sysPost, {
  id: sysPost.postId,
  filters: { postCode: like(sysPost.postCode), postName: like(sysPost.postName), status: equals(sysPost.status) },
  sortable: {
    postId: sysPost.postId,
    postCode: sysPost.postCode,
    postName: sysPost.postName,
    postSort: sysPost.postSort,
    createTime: sysPost.createTime,
  },
  order: [asc(sysPost.postSort), asc(sysPost.postId)],
  notFound: '岗位不存在',
})

export const postOptions = (ctx: AppContext): Promise<Served<PostRow>[]> =>
  ctx.db.select().from(sysPost).orderBy(asc(sysPost.postSort), asc(sysPost.postId))

export interface PostInput {
  postCode: string
  postName: string
  postSort: number
  status: '0' | '1'
  remark?: string | null
}

async function assertPostUnique(ctx: AppContext, verb: '新增' | '修改', input: PostInput, except?: number) {
  const clash = await firstClash(
    ctx.db,
    sysPost.postId,
    [
      [sysPost.postName, input.postName, '岗位名称'],
      [sysPost.postCode, input.postCode, '岗位编码'],
    ],
    { except },
  )
  if (clash) throw new ServiceError(`${verb}岗位'${input.postName}'失败，${clash}已存在`)
}

export async function addPost(ctx: AppContext, caller: SessionAccess, input: PostInput) {
  await assertPostUnique(ctx, '新增', input)
  const [row] = await ctx.db
    .insert(sysPost)
    .values({ ...input, createBy: caller.userName, createTime: ctx.clock.now() })
    .returning()
  return row
}

export async function editPost(ctx: AppContext, caller: SessionAccess, postId: number, input: PostInput) {
  await posts.get(ctx.db, postId)
  await assertPostUnique(ctx, '修改', input, postId)
  await ctx.db
    .update(sysPost)
    .set({ ...input, updateBy: caller.userName, updateTime: ctx.clock.now() })
    .where(eq(sysPost.postId, postId))
}

/** Refused while any live user holds the post. */
export async function deletePosts(ctx: AppContext, postIds: number[]) {
  const rows = await ctx.db.select().from(sysPost).where(inArray(sysPost.postId, postIds))
  for (const p of rows) {
    const [{ n }] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sysUserPost)
      .innerJoin(sysUser, eq(sysUser.userId, sysUserPost.userId))
      .where(and(eq(sysUserPost.postId, p.postId), eq(sysUser.delFlag, '0')))
    if (n > 0) throw new ServiceError(`${p.postName}已分配,不能删除`)
  }
  await ctx.db.transaction(async (tx) => {
    await tx.delete(sysUserPost).where(inArray(sysUserPost.postId, postIds))
    await tx.delete(sysPost).where(inArray(sysPost.postId, postIds))
  })
}
