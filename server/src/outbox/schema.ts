import { sql } from 'drizzle-orm'
import { index, pgTable, varchar } from 'drizzle-orm/pg-core'
import { deliveryAttempts, id, serialId, ts } from '../db/columns'

/**
 * Messages to people, written by any domain in the transaction of the change they announce and delivered later by
 * the platform's outbox worker through the `messenger` service (DingTalk work notices).
 */
export const sysOutbox = pgTable(
  'sys_outbox',
  {
    id: serialId('id'),
    /** `<module>.<kind>`: workflow.task, workflow.remind, workflow.copy, workflow.notice, … */
    topic: varchar('topic', { length: 40 }).notNull(),
    /** The platform account to tell. */
    userId: id('user_id').notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    /** Longer text where the channel shows one (defaults to the title). */
    body: varchar('body', { length: 1000 }).notNull().default(''),
    /** A path of the platform the message opens (`/h5/approval?taskId=42`), or an absolute address. */
    link: varchar('link', { length: 500 }).notNull().default(''),
    /** The record it concerns (`workflow:instance:12`), so messages can be listed or dropped with it. */
    ref: varchar('ref', { length: 100 }),
    createTime: ts('create_time').notNull().defaultNow(),
    sentTime: ts('sent_time'),
    ...deliveryAttempts(),
  },
  (t) => [
    index('sys_outbox_unsent')
      .on(t.id)
      .where(sql`sent_time IS NULL`),
    index('sys_outbox_ref').on(t.ref),
  ],
)
