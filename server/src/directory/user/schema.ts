import { sql } from 'drizzle-orm'
import { char, index, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { auditAndRemark, delFlag, id, status, ts } from '../../db/columns'

export const sysUser = pgTable(
  'sys_user',
  {
    userId: id('user_id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
    deptId: id('dept_id'),
    userName: varchar('user_name', { length: 30 }).notNull(),
    nickName: varchar('nick_name', { length: 30 }).notNull(),
    userType: varchar('user_type', { length: 2 }).notNull().default('00'),
    email: varchar('email', { length: 50 }).notNull().default(''),
    phonenumber: varchar('phonenumber', { length: 11 }).notNull().default(''),
    /** 0 male, 1 female, 2 unknown (dictionary sys_user_sex). */
    sex: char('sex', { length: 1 }).notNull().default('0'),
    avatar: varchar('avatar', { length: 200 }).notNull().default(''),
    password: varchar('password', { length: 100 }).notNull(),
    status: status(),
    delFlag: delFlag(),
    loginIp: varchar('login_ip', { length: 128 }).notNull().default(''),
    loginDate: ts('login_date'),
    /** Null while the password is an initial one (seeded or reset by an administrator). */
    pwdUpdateDate: ts('pwd_update_date'),
    ...auditAndRemark(),
  },
  (t) => [
    uniqueIndex('sys_user_name_uq')
      .on(t.userName)
      .where(sql`del_flag = '0'`),
    index('sys_user_dept_idx').on(t.deptId),
    /** Live users by department then id: the user list's subtree filter and count run as index-only scans. */
    index('sys_user_dept_live_idx')
      .on(t.deptId, t.userId)
      .where(sql`del_flag = '0'`),
    index('sys_user_create_idx').on(t.createTime),
  ],
)

export const sysUserRole = pgTable(
  'sys_user_role',
  { userId: id('user_id').notNull(), roleId: id('role_id').notNull() },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('sys_user_role_role_idx').on(t.roleId)],
)

export const sysUserPost = pgTable(
  'sys_user_post',
  { userId: id('user_id').notNull(), postId: id('post_id').notNull() },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
)
