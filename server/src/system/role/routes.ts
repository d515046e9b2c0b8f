import { SYSTEM_PERMISSIONS, type RoleRow, type UserRow } from '@wp/contract'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { crudRoutes, rowOf } from '../../http/crud'
import { ok, okWith, table, okAfter } from '../../http/envelope'
import { statusLabel } from '../../http/excel'
import { BusinessType } from '../../http/oplog'
import { pagingFields, rangeParams } from '../../http/paging'
import type { Router } from '../../http/route'
import {
  idListParam,
  idParam,
  optionalId,
  optionalStatus,
  optionalText,
  plainText,
  requiredText,
  statusFlag,
  withDefault,
} from '../../http/validation'
import * as service from './service'

const P = SYSTEM_PERMISSIONS.role
const TITLE = '角色管理'
const bool = z.preprocess(
  (v) => (v === 'true' || v === 1 || v === '1' ? true : v === 'false' || v === 0 || v === '0' ? false : v),
  z.boolean(),
)

const roleBody = z.object({
  roleName: plainText(30, '角色名称'),
  roleKey: requiredText(100).regex(/^[A-Za-z0-9_:.-]+$/, '权限字符只能包含字母、数字、下划线、冒号、点和横线'),
  roleSort: z.coerce.number().int().min(0).max(99999),
  status: withDefault(statusFlag, '0'),
  menuIds: z.preprocess((v) => (v == null ? [] : v), z.array(idParam).max(5000)),
  menuCheckStrictly: bool.default(true),
  deptCheckStrictly: bool.default(true),
  remark: z.string().max(500).nullish(),
})

const authUserQuery = z.object({
  ...pagingFields,
  roleId: idParam,
  userName: optionalText(30),
  phonenumber: optionalText(11),
})
const roleAndUsers = z.object({ roleId: idParam, userIds: idListParam })

const DATA_SCOPES: Record<string, string> = {
  '1': '全部数据权限',
  '2': '自定数据权限',
  '3': '本部门数据权限',
  '4': '本部门及以下数据权限',
  '5': '仅本人数据权限',
}

export function roleRoutes(r: Router, ctx: AppContext) {
  crudRoutes(r, {
    path: '/system/role',
    title: TITLE,
    id: 'roleId',
    permissions: P,
    row: rowOf<RoleRow>(),
    filters: {
      roleId: optionalId,
      roleName: optionalText(30),
      roleKey: optionalText(100),
      status: optionalStatus,
      params: rangeParams,
    },
    body: roleBody,
    summaries: {
      add: '新增角色（含菜单权限）',
      edit: '修改角色（含菜单权限；权限即时生效）',
      remove: '删除角色（已分配的不能删除）',
    },
    list: (q, user) => service.listRoles(ctx, user, q),
    get: (id, user) => service.getRole(ctx, user, id),
    add: (body, user) => service.addRole(ctx, user, body),
    edit: (id, body, user) => service.editRole(ctx, user, id, body),
    changeStatus: (id, status, user) => service.changeRoleStatus(ctx, user, id, status),
    remove: (ids, user) => service.deleteRoles(ctx, user, ids),
    export: {
      name: '角色数据',
      columns: [
        { header: '角色序号', key: 'roleId', width: 10 },
        { header: '角色名称', key: 'roleName', width: 20 },
        { header: '角色权限', key: 'roleKey', width: 20 },
        { header: '角色排序', key: 'roleSort', width: 10 },
        { header: '数据范围', key: 'dataScope', width: 20, format: (v) => DATA_SCOPES[String(v)] ?? '' },
        { header: '角色状态', key: 'status', width: 10, format: statusLabel },
        { header: '创建时间', key: 'createTime', width: 20 },
      ],
      rows: (q, user) => service.roles.rows(ctx.db, service.roles.where(q, service.visibleRoles(user))),
    },
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
    log: { title: TITLE, type: BusinessType.GRANT },
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
      log: { title: TITLE, type: BusinessType.GRANT },
      handler: ({ query, user }) => okAfter(grant(ctx, user, query.roleId, query.userIds)),
    })
  r.put('/system/role/dataScope', {
    access: P.edit,
    summary: '修改角色数据权限 {roleId, dataScope, deptIds}',
    body: z.object({
      roleId: idParam,
      dataScope: z.enum(['1', '2', '3', '4', '5']),
      deptIds: z.preprocess((v) => (v == null ? [] : v), z.array(idParam).max(5000)),
      deptCheckStrictly: bool.optional(),
    }),
    log: { title: TITLE, type: BusinessType.GRANT },
    handler: ({ body, user }) => okAfter(service.setDataScope(ctx, user, body.roleId, body)),
  })
}
