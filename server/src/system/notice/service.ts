import { and, desc, eq, inArray, type SQL } from 'drizzle-orm'
import type { SessionAccess } from '../../auth/session'
import type { AppContext } from '../../context'
import { contains } from '../../db/like'
import { ServiceError } from '../../http/errors'
import { orderByFromAllowlist, pageOfTable, type Paging } from '../../http/paging'
import { sanitizeNoticeHtml } from './sanitize'
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

export interface NoticeFilters {
  noticeTitle?: string
  createBy?: string
  noticeType?: '1' | '2'
  status?: '0' | '1'
}

const sortable = {
  noticeId: sysNotice.noticeId,
  noticeTitle: sysNotice.noticeTitle,
  createTime: sysNotice.createTime,
  noticeType: sysNotice.noticeType,
}

export function noticeFilter(q: NoticeFilters): SQL | undefined {
  const where: SQL[] = []
  if (q.noticeTitle) where.push(contains(sysNotice.noticeTitle, q.noticeTitle))
  if (q.createBy) where.push(contains(sysNotice.createBy, q.createBy))
  if (q.noticeType) where.push(eq(sysNotice.noticeType, q.noticeType))
  if (q.status) where.push(eq(sysNotice.status, q.status))
  return and(...where)
}

export const listNotices = (ctx: AppContext, q: NoticeFilters & Paging) =>
  pageOfTable(ctx.db, sysNotice, noticeFilter(q), orderByFromAllowlist(q, sortable, [desc(sysNotice.noticeId)]), q)

export async function getNotice(ctx: AppContext, noticeId: number) {
  const [row] = await ctx.db.select().from(sysNotice).where(eq(sysNotice.noticeId, noticeId))
  if (!row) throw new ServiceError('公告不存在', 404)
  return row
}

export interface NoticeInput {
  noticeTitle: string
  noticeType: '1' | '2'
  noticeContent: string
  status: '0' | '1'
  remark?: string | null
}

const clean = (input: NoticeInput) => ({ ...input, noticeContent: sanitizeNoticeHtml(input.noticeContent) })

export async function addNotice(ctx: AppContext, caller: SessionAccess, input: NoticeInput) {
  const [row] = await ctx.db
    .insert(sysNotice)
    .values({ ...clean(input), createBy: caller.userName, createTime: ctx.clock.now() })
    .returning()
  return row
}

export async function editNotice(ctx: AppContext, caller: SessionAccess, noticeId: number, input: NoticeInput) {
  await getNotice(ctx, noticeId)
  await ctx.db
    .update(sysNotice)
    .set({ ...clean(input), updateBy: caller.userName, updateTime: ctx.clock.now() })
    .where(eq(sysNotice.noticeId, noticeId))
}

export async function deleteNotices(ctx: AppContext, ids: number[]) {
  await ctx.db.delete(sysNotice).where(inArray(sysNotice.noticeId, ids))
}
