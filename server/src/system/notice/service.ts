import type { NoticeRow } from '@wp/contract'
import { desc, eq, inArray } from 'drizzle-orm'
import type { AppContext } from '../../context'
import type { Served } from '../../http/envelope'
import { sysNotice, sysNoticeRead } from './schema'

/** A notice as the workbench lists it, without its body. */
export type LatestNotice = Pick<NoticeRow, 'noticeId' | 'noticeTitle' | 'noticeType' | 'createBy' | 'createTime'>

/** The newest open notices for the workbench, without their bodies. */
export function latestNotices(ctx: AppContext, limit = 8) {
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
    .limit(limit) as Promise<Served<LatestNotice>[]>
}

/** The notices and who has read them, in one transaction. */
export async function deleteNotices(ctx: AppContext, ids: number[]) {
  await ctx.db.transaction(async (tx) => {
    await tx.delete(sysNoticeRead).where(inArray(sysNoticeRead.noticeId, ids))
    await tx.delete(sysNotice).where(inArray(sysNotice.noticeId, ids))
  })
}
