import type { MenuType } from '@wp/contract'
import { char, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { audit, id, status } from '../../db/columns'

export const sysMenu = pgTable(
  'sys_menu',
  {
    menuId: id('menu_id').primaryKey().generatedByDefaultAsIdentity({ startWith: 5000 }),
    /** The stable key a module declared it under (`workflow.definition`); null for menus administrators add. */
    menuKey: varchar('menu_key', { length: 90 }),
    menuName: varchar('menu_name', { length: 50 }).notNull(),
    parentId: id('parent_id').notNull().default(0),
    orderNum: integer('order_num').notNull().default(0),
    path: varchar('path', { length: 200 }).notNull().default(''),
    component: varchar('component', { length: 255 }),
    query: varchar('query', { length: 255 }),
    routeName: varchar('route_name', { length: 50 }).notNull().default(''),
    /** 0 external link, 1 not. */
    isFrame: integer('is_frame').notNull().default(1),
    /** 0 cache, 1 no cache. */
    isCache: integer('is_cache').notNull().default(0),
    /** M directory, C page, F button. */
    menuType: char('menu_type', { length: 1 }).$type<MenuType>().notNull(),
    /** 0 shown, 1 hidden. */
    visible: char('visible', { length: 1 }).notNull().default('0'),
    status: status(),
    perms: varchar('perms', { length: 100 }),
    icon: varchar('icon', { length: 100 }).notNull().default('#'),
    ...audit,
    remark: varchar('remark', { length: 500 }).notNull().default(''),
  },
  (t) => [index('sys_menu_parent_idx').on(t.parentId, t.orderNum), uniqueIndex('sys_menu_key_uq').on(t.menuKey)],
)
