import { DEPT, SYSTEM_PERMISSIONS, type DeptRow } from '@wp/contract'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { sysDept } from '../../directory/dept/schema'
import { ok } from '../../http/envelope'
import { drizzleStore, resourceRoutes } from '../../http/resource'
import type { Router } from '../../http/route'
import { idParam } from '../../http/validation'
import { updateSortRoute } from '../tree'
import * as service from './service'

/**
 * 部门管理: the routes drawn from `DEPT` (a tree in the caller's data scope, a name once under each parent, no move
 * below itself); the department's own rules (an enabled parent, the ancestors, disabling, users) are the service's.
 */
export function deptRoutes(r: Router, ctx: AppContext) {
  resourceRoutes(r, DEPT, {
    store: drizzleStore(ctx.db, DEPT, sysDept, { live: service.alive }),
    summaries: {
      list: '部门列表（平铺；按数据权限过滤）',
      edit: '修改部门（移动时下级的祖级随之更新）',
      remove: '删除部门（有下级或用户的不能删除）',
    },
    present: (row, view) => (view === 'detail' ? service.withParentName(ctx, row) : row),
    check: {
      add: async (input, user) => void (await service.checkParent(ctx, user, input.parentId)),
      edit: (before, input, user) => service.checkEdit(ctx, user, before, input),
      remove: (rows) => service.assertNoUsers(ctx, rows),
    },
    add: async (input, user) => (await service.addDept(ctx, user, input)) as never, // the row as the table holds it
    edit: (id, input, user) => service.editDept(ctx, user, id, input),
    remove: (ids, user) => service.deleteDepts(ctx, user, ids),
    // its users' access (department name) and getInfo (the department) are cached: here and in every process
    changed: () => ctx.bus.publish({ kind: 'access' }),
  })
  updateSortRoute(r, ctx, {
    path: '/system/dept',
    idsField: 'deptIds',
    access: SYSTEM_PERMISSIONS.dept.edit,
    title: '保存部门排序',
    table: sysDept,
    id: sysDept.deptId,
    check: (user, ids) => service.assertDeptsVisible(ctx, user, ids),
  })
  r.get('/system/dept/list/exclude/:deptId', {
    access: SYSTEM_PERMISSIONS.dept.list,
    summary: '可作为上级的部门（排除该部门及其下级）',
    params: z.object({ deptId: idParam }),
    handler: async ({ params, user }) => ok<DeptRow[]>(await service.listDeptsExcluding(ctx, user, params.deptId)),
  })
}
