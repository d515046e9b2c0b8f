import { integer, pgTable, varchar } from 'drizzle-orm/pg-core'
import { auditAndRemark, id, status } from '../../db/columns'

export const sysPost = pgTable('sys_post', {
  postId: id('post_id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
  postCode: varchar('post_code', { length: 64 }).notNull(),
  postName: varchar('post_name', { length: 50 }).notNull(),
  postSort: integer('post_sort').notNull().default(0),
  status: status(),
  ...auditAndRemark(),
})
