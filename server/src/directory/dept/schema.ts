import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core'
import { audit, delFlag, id, status } from '../../db/columns'

export const sysDept = pgTable(
  'sys_dept',
  {
    deptId: id('dept_id').primaryKey().generatedByDefaultAsIdentity({ startWith: 200 }),
    parentId: id('parent_id').notNull().default(0),
    /** Comma list of the ancestors' ids from the root, e.g. `0,100,101`. */
    ancestors: varchar('ancestors', { length: 500 }).notNull().default(''),
    deptName: varchar('dept_name', { length: 30 }).notNull(),
    orderNum: integer('order_num').notNull().default(0),
    leader: varchar('leader', { length: 20 }),
    phone: varchar('phone', { length: 11 }),
    email: varchar('email', { length: 50 }),
    status: status(),
    delFlag: delFlag(),
    ...audit,
  },
  (t) => [index('sys_dept_parent_idx').on(t.parentId)],
)
