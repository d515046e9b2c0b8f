import { desc, eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { sysNotice } from './schema'

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
    .limit(limit)
}
