import { MENU, SYSTEM_PERMISSIONS, type TreeSelect } from '@wp/contract'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { ok, okWith } from '../../http/envelope'
import { drizzleStore, resourceRoutes } from '../../http/resource'
import type { Router } from '../../http/route'
import { idParam } from '../../http/validation'
import { updateSortRoute } from '../tree'
import { sysMenu } from '../../directory/menu/schema'
import * as service from './service'

/**
 * 菜单管理: the routes drawn from `MENU` (a tree; a non-administrator lists only the menus of their roles), its writes
 * through the service (a changed permission string, parent or type needs the new permission; never `*:*:*`); beside
 * them the order, the pickers' trees and a role's check marks.
 */
export function menuRoutes(r: Router, ctx: AppContext) {
  const store = drizzleStore(ctx.db, MENU, sysMenu)
  resourceRoutes(r, MENU, {
    store,
    listed: (user) => (user.isAdmin ? store : drizzleStore(ctx.db, MENU, sysMenu, { live: service.heldBy(ctx, user) })),
    summaries: {
      list: '菜单列表（平铺，按上级与顺序排列）',
      remove: '删除菜单（有下级或已分配的不能删除）',
    },
    // the family's client reads isFrame and isCache as '0' / '1' (the columns are numbers)
    present: (row) => service.toMenuVo(row),
    add: async (input, user) => service.toMenuVo(await service.addMenu(ctx, user, input)),
    edit: (id, input, user) => service.editMenu(ctx, user, id, input),
    remove: (ids) => service.deleteMenus(ctx, ids),
  })
  updateSortRoute(r, ctx, {
    path: '/system/menu',
    idsField: 'menuIds',
    access: SYSTEM_PERMISSIONS.menu.edit,
    title: '保存菜单排序',
    table: sysMenu,
    id: sysMenu.menuId,
  })
  r.get('/system/menu/treeselect', {
    access: SYSTEM_PERMISSIONS.menu.list,
    summary: '菜单下拉树',
    handler: async ({ user }) => ok<TreeSelect[]>(await service.menuTree(ctx, user)),
  })
  r.get('/system/menu/roleMenuTreeselect/:roleId', {
    access: SYSTEM_PERMISSIONS.menu.list,
    summary: '角色的菜单树 {checkedKeys, menus}',
    params: z.object({ roleId: idParam }),
    handler: async ({ params, user }) => okWith(await service.roleMenuTree(ctx, user, params.roleId)),
  })
}
