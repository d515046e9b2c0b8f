import { and, count, desc, eq, inArray, notExists, sql } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { contains } from '../../db/like'
import { notFound } from '../../http/errors'
import { offsetOf, type Paging } from '../../http/paging'
import { sysDept } from '../../directory/dept/schema'
import { sysUser } from '../../directory/user/schema'
import { sanitizeRichText } from '../../http/sanitize'
import { sysNotice, sysNoticeRead } from './schema'

const open = eq(sysNotice.status, '0')

/** The header bell: the newest open notices with whether the user has read each, and how many open ones are unread. */
export async function noticesForBell(ctx: AppContext, userId: number, limit = 5) {
  const rows = await ctx.db
    .select({
      noticeId: sysNotice.noticeId,
      noticeTitle: sysNotice.noticeTitle,
      noticeType: sysNotice.noticeType,
      status: sysNotice.status,
      createBy: sysNotice.createBy,
      createTime: sysNotice.createTime,
      isRead: sql<boolean>`${sysNoticeRead.noticeId} is not null`,
    })
    .from(sysNotice)
    .leftJoin(sysNoticeRead, and(eq(sysNoticeRead.noticeId, sysNotice.noticeId), eq(sysNoticeRead.userId, userId)))
    .where(open)
    .orderBy(desc(sysNotice.noticeId))
    .limit(limit)
  const [{ unread }] = await ctx.db
    .select({ unread: count() })
    .from(sysNotice)
    .where(
      and(
        open,
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(sysNoticeRead)
            .where(and(eq(sysNoticeRead.noticeId, sysNotice.noticeId), eq(sysNoticeRead.userId, userId))),
        ),
      ),
    )
  return { rows, unreadCount: unread }
}

/**
 * One open notice with its body, for any signed-in user (the bell's detail): closed notices stay with those who
 * manage them. The body is cleaned again on the way out, so rows written before the allowlist are safe to show.
 */
export async function openNotice(ctx: AppContext, noticeId: number) {
  const [row] = await ctx.db
    .select({
      noticeId: sysNotice.noticeId,
      noticeTitle: sysNotice.noticeTitle,
      noticeType: sysNotice.noticeType,
      noticeContent: sysNotice.noticeContent,
      status: sysNotice.status,
      createBy: sysNotice.createBy,
      createTime: sysNotice.createTime,
    })
    .from(sysNotice)
    .where(and(open, eq(sysNotice.noticeId, noticeId)))
  if (!row) throw notFound('公告不存在')
  return { ...row, noticeContent: sanitizeRichText(row.noticeContent ?? '') }
}

/** Marks notices read by the user (existing ones only; reading twice keeps the first time). */
export async function markRead(ctx: AppContext, userId: number, noticeIds: number[]) {
  if (!noticeIds.length) return
  const existing = await ctx.db
    .select({ id: sysNotice.noticeId })
    .from(sysNotice)
    .where(inArray(sysNotice.noticeId, noticeIds))
  if (!existing.length) return
  await ctx.db
    .insert(sysNoticeRead)
    .values(existing.map((n) => ({ noticeId: n.id, userId, readTime: ctx.clock.now() })))
    .onConflictDoNothing()
}

/** Who has read a notice, newest first, optionally filtered by login or display name. */
export async function readUsers(ctx: AppContext, q: Paging & { noticeId: number; searchValue?: string }) {
  const where = and(
    eq(sysNoticeRead.noticeId, q.noticeId),
    eq(sysUser.delFlag, '0'),
    q.searchValue
      ? sql`(${contains(sysUser.userName, q.searchValue)} or ${contains(sysUser.nickName, q.searchValue)})`
      : undefined,
  )
  const from = () =>
    ctx.db
      .select({
        userId: sysUser.userId,
        userName: sysUser.userName,
        nickName: sysUser.nickName,
        deptName: sysDept.deptName,
        phonenumber: sysUser.phonenumber,
        readTime: sysNoticeRead.readTime,
      })
      .from(sysNoticeRead)
      .innerJoin(sysUser, eq(sysUser.userId, sysNoticeRead.userId))
      .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
      .where(where)
  const [{ total }] = await ctx.db
    .select({ total: count() })
    .from(sysNoticeRead)
    .innerJoin(sysUser, eq(sysUser.userId, sysNoticeRead.userId))
    .where(where)
  const { limit, offset } = offsetOf(q)
  const rows = await from().orderBy(desc(sysNoticeRead.readTime)).limit(limit).offset(offset)
  return { rows, total }
}
