import { ROLE, SYSTEM_PERMISSIONS, type RoleRow, type UserRow } from '@wp/contract'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { ok, okWith, table, okAfter } from '../../http/envelope'
import { BusinessType } from '../../http/oplog'
import { pagingFields } from '../../http/paging'
import { drizzleStore, resourceRoutes } from '../../http/resource'
import type { Router } from '../../http/route'
import { idListParam, idParam, optionalText } from '../../http/validation'
import { sysRole } from '../../directory/role/schema'
import * as service from './service'

const P = SYSTEM_PERMISSIONS.role
const bool = z.preprocess(
  (v) => (v === 'true' || v === 1 || v === '1' ? true : v === 'false' || v === 0 || v === '0' ? false : v),
  z.boolean(),
)
const idArray = z.preprocess((v) => (v == null ? [] : v), z.array(idParam).max(5000))

const authUserQuery = z.object({
  ...pagingFields,
  roleId: idParam,
  userName: optionalText(30),
  phonenumber: optionalText(11),
})
const roleAndUsers = z.object({ roleId: idParam, userIds: idListParam })

/**
 * 角色管理: the routes drawn from `ROLE`, its writes through the service (menus granted only within the granter's
 * own, never the administrators' role nor one's own); beside them the role's users, data scope and department tree.
 */
export function roleRoutes(r: Router, ctx: AppContext) {
  const live = service.visibleRoles
  resourceRoutes(r, ROLE, {
    store: drizzleStore(ctx.db, ROLE, sysRole, { live: service.aliveRole }),
    // others than administrators never see the administrators' role
    listed: (user) => drizzleStore(ctx.db, ROLE, sysRole, { live: live(user) }),
    check: { read: (row, user) => service.assertRoleVisible(row, user) },
    body: { menuIds: idArray },
    summaries: {
      add: '新增角色（含菜单权限）',
      edit: '修改角色（含菜单权限；权限即时生效）',
      remove: '删除角色（已分配的不能删除）',
    },
    add: (input, user, { menuIds }) => service.addRole(ctx, user, { ...input, menuIds } as service.RoleInput),
    edit: (id, input, user, { menuIds }) => service.editRole(ctx, user, id, { ...input, menuIds } as service.RoleInput),
    changeStatus: (id, status, user) => service.changeRoleStatus(ctx, user, id, status),
    remove: (ids, user) => service.deleteRoles(ctx, user, ids),
  })
  r.get('/system/role/optionselect', {
    access: P.query,
    summary: '角色选项',
    handler: async ({ user }) => {
      const { rows } = await service.listRoles(ctx, user, { pageNum: 1, pageSize: 1000, status: '0' })
      return ok<RoleRow[]>(rows)
    },
  })
  r.get('/system/role/deptTree/:roleId', {
    access: P.query,
    summary: '角色的数据权限部门树 {checkedKeys, depts}',
    params: z.object({ roleId: idParam }),
    handler: async ({ params, user }) => okWith(await service.roleDeptTree(ctx, user, params.roleId)),
  })
  for (const [holding, path, summary] of [
    [true, 'allocatedList', '已分配该角色的用户'],
    [false, 'unallocatedList', '未分配该角色的用户'],
  ] as const)
    r.get(`/system/role/authUser/${path}`, {
      access: P.list,
      summary,
      query: authUserQuery,
      handler: async ({ query, user }) => {
        const { rows, total } = await service.usersOfRole(ctx, user, query, holding)
        return table<UserRow>(rows, total)
      },
    })
  r.put('/system/role/authUser/cancel', {
    access: P.edit,
    summary: '取消一个用户的该角色 {userId, roleId}',
    body: z.object({ roleId: idParam, userId: idParam }),
    log: { title: ROLE.title, type: BusinessType.GRANT },
    handler: ({ body, user }) => okAfter(service.cancelAuthUsers(ctx, user, body.roleId, [body.userId])),
  })
  for (const [path, summary, grant] of [
    ['cancelAll', '批量取消用户的该角色（?roleId=&userIds=1,2）', service.cancelAuthUsers],
    ['selectAll', '批量为用户分配该角色（?roleId=&userIds=1,2）', service.grantAuthUsers],
  ] as const)
    r.put(`/system/role/authUser/${path}`, {
      access: P.edit,
      summary,
      query: roleAndUsers,
      log: { title: ROLE.title, type: BusinessType.GRANT },
      handler: ({ query, user }) => okAfter(grant(ctx, user, query.roleId, query.userIds)),
    })
  r.put('/system/role/dataScope', {
    access: P.edit,
    summary: '修改角色数据权限 {roleId, dataScope, deptIds}',
    body: z.object({
      roleId: idParam,
      dataScope: z.enum(['1', '2', '3', '4', '5']),
      deptIds: idArray,
      deptCheckStrictly: bool.optional(),
    }),
    log: { title: ROLE.title, type: BusinessType.GRANT },
    handler: ({ body, user }) => okAfter(service.setDataScope(ctx, user, body.roleId, body)),
  })
}
