import { boolean, char, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core'
import { auditAndRemark, delFlag, id, status } from '../../db/columns'

export const sysRole = pgTable('sys_role', {
  roleId: id('role_id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
  roleName: varchar('role_name', { length: 30 }).notNull(),
  roleKey: varchar('role_key', { length: 100 }).notNull(),
  roleSort: integer('role_sort').notNull().default(0),
  /** 1 all, 2 custom departments, 3 own department, 4 department and below, 5 self. */
  dataScope: char('data_scope', { length: 1 }).notNull().default('1'),
  menuCheckStrictly: boolean('menu_check_strictly').notNull().default(true),
  deptCheckStrictly: boolean('dept_check_strictly').notNull().default(true),
  status: status(),
  delFlag: delFlag(),
  ...auditAndRemark(),
})

export const sysRoleMenu = pgTable(
  'sys_role_menu',
  { roleId: id('role_id').notNull(), menuId: id('menu_id').notNull() },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
)

export const sysRoleDept = pgTable(
  'sys_role_dept',
  { roleId: id('role_id').notNull(), deptId: id('dept_id').notNull() },
  (t) => [primaryKey({ columns: [t.roleId, t.deptId] })],
)
