import { char, index, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core'
import { auditAndRemark, id, status, ts } from '../../db/columns'

export const sysNotice = pgTable(
  'sys_notice',
  {
    noticeId: id('notice_id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
    noticeTitle: varchar('notice_title', { length: 50 }).notNull(),
    /** 1 notice, 2 announcement. */
    noticeType: char('notice_type', { length: 1 }).notNull(),
    /** Sanitised HTML. */
    noticeContent: text('notice_content').notNull().default(''),
    status: status(),
    ...auditAndRemark(255),
  },
  (t) => [index('sys_notice_create_idx').on(t.createTime)],
)

/** Who has read which notice (the header bell's unread count, the read-users list). */
export const sysNoticeRead = pgTable(
  'sys_notice_read',
  {
    noticeId: id('notice_id').notNull(),
    userId: id('user_id').notNull(),
    readTime: ts('read_time').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] }), index('sys_notice_read_user_idx').on(t.userId)],
)
