import { char, index, pgTable, text, varchar } from 'drizzle-orm/pg-core'
import { audit, id, status } from '../../db/columns'

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
    ...audit,
    remark: varchar('remark', { length: 255 }),
  },
  (t) => [index('sys_notice_create_idx').on(t.createTime)],
)
