import type { NoticeRow } from '@wp/contract'
import { desc, eq, inArray } from 'drizzle-orm'
import type { SessionAccess } from '../../auth/session'
import type { AppContext } from '../../context'
import { equals, like } from '../../db/filters'
import type { Served } from '../../http/envelope'
import { listing } from '../../http/listing'
import { sanitizeRichText } from '../../http/sanitize'
import { sysNotice, sysNoticeRead } from './schema'

/** The newest open notices for the workbench, without their bodies. */
export function latestNotices(ctx: AppContext, limit = 8): Promise<Served<NoticeRow>[]> {
  return ctx.db
    .select({
      noticeId: sysNotice.noticeId,
      noticeTitle: sysNotice.noticeTitle,
      noticeType: sysNotice.noticeType,
      createBy: sysNotice.createBy,
      createTime: sysNotice.createTime,
    })
    .from(sysNotice)
    .where(eq(sysNotice.status, '0'))
    .orderBy(desc(sysNotice.createTime), desc(sysNotice.noticeId))
    .limit(limit)
}

export const notices = listing(sysNotice, {
  id: sysNotice.noticeId,
  filters: {
    noticeTitle: like(sysNotice.noticeTitle),
    createBy: like(sysNotice.createBy),
    noticeType: equals(sysNotice.noticeType),
    status: equals(sysNotice.status),
  },
  sortable: {
    noticeId: sysNotice.noticeId,
    noticeTitle: sysNotice.noticeTitle,
    createTime: sysNotice.createTime,
    noticeType: sysNotice.noticeType,
  },
  order: [desc(sysNotice.noticeId)],
  notFound: '公告不存在',
})

export interface NoticeInput {
  noticeTitle: string
  noticeType: '1' | '2'
  noticeContent: string
  status: '0' | '1'
  remark?: string | null
}

const clean = (input: NoticeInput) => ({ ...input, noticeContent: sanitizeRichText(input.noticeContent) })

export async function addNotice(ctx: AppContext, caller: SessionAccess, input: NoticeInput) {
  const [row] = await ctx.db
    .insert(sysNotice)
    .values({ ...clean(input), createBy: caller.userName, createTime: ctx.clock.now() })
    .returning()
  return row
}

export async function editNotice(ctx: AppContext, caller: SessionAccess, noticeId: number, input: NoticeInput) {
  await notices.get(ctx.db, noticeId)
  await ctx.db
    .update(sysNotice)
    .set({ ...clean(input), updateBy: caller.userName, updateTime: ctx.clock.now() })
    .where(eq(sysNotice.noticeId, noticeId))
}

export async function deleteNotices(ctx: AppContext, ids: number[]) {
  await ctx.db.transaction(async (tx) => {
    await tx.delete(sysNoticeRead).where(inArray(sysNoticeRead.noticeId, ids))
    await tx.delete(sysNotice).where(inArray(sysNotice.noticeId, ids))
  })
}
