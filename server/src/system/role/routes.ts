import { z } from 'zod'
import type { AppContext } from '../../context'
import { ok, okWith, table } from '../../http/envelope'
import { inBatches, sendExcel } from '../../http/excel'
import { BusinessType } from '../../http/oplog'
import { pagingFields, rangeParams } from '../../http/paging'
import type { Router } from '../../http/route'
import { idListParam, idParam, optionalText, requiredText, statusFlag } from '../../http/validation'
import * as service from './service'

const TITLE = '角色管理'
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)
const optionalStatus = z.preprocess(blankToUndefined, statusFlag.optional())
const optionalId = z.preprocess(blankToUndefined, idParam.optional())
const bool = z.preprocess(
  (v) => (v === 'true' || v === 1 || v === '1' ? true : v === 'false' || v === 0 || v === '0' ? false : v),
  z.boolean(),
)

const roleFilters = {
  roleId: optionalId,
  roleName: optionalText(30),
  roleKey: optionalText(100),
  status: optionalStatus,
  params: rangeParams,
}

const roleBody = z.object({
  roleName: requiredText(30).regex(/^[^<>]*$/, '角色名称不能包含脚本字符'),
  roleKey: requiredText(100).regex(/^[A-Za-z0-9_:.-]+$/, '权限字符只能包含字母、数字、下划线、冒号、点和横线'),
  roleSort: z.coerce.number().int().min(0).max(99999),
  status: z.preprocess(blankToUndefined, statusFlag.default('0')),
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

export function roleRoutes(r: Router, ctx: AppContext) {
  r.get('/system/role/list', {
    access: 'system:role:list',
    summary: '角色列表',
    query: z.object({ ...pagingFields, ...roleFilters }),
    handler: async ({ query, user }) => {
      const { rows, total } = await service.listRoles(ctx, user, query)
      return table(rows, total)
    },
  })
  r.get('/system/role/optionselect', {
    access: 'system:role:query',
    summary: '角色选项',
    handler: async ({ user }) => {
      const { rows } = await service.listRoles(ctx, user, { pageNum: 1, pageSize: 1000, status: '0' })
      return ok(rows)
    },
  })
  r.get('/system/role/deptTree/:roleId', {
    access: 'system:role:query',
    summary: '角色的数据权限部门树 {checkedKeys, depts}',
    params: z.object({ roleId: idParam }),
    handler: async ({ params, user }) => okWith(await service.roleDeptTree(ctx, user, params.roleId)),
  })
  r.get('/system/role/authUser/allocatedList', {
    access: 'system:role:list',
    summary: '已分配该角色的用户',
    query: authUserQuery,
    handler: async ({ query, user }) => {
      const { rows, total } = await service.allocatedUsers(ctx, user, query)
      return table(rows, total)
    },
  })
  r.get('/system/role/authUser/unallocatedList', {
    access: 'system:role:list',
    summary: '未分配该角色的用户',
    query: authUserQuery,
    handler: async ({ query, user }) => {
      const { rows, total } = await service.unallocatedUsers(ctx, user, query)
      return table(rows, total)
    },
  })
  r.put('/system/role/authUser/cancel', {
    access: 'system:role:edit',
    summary: '取消一个用户的该角色 {userId, roleId}',
    body: z.object({ roleId: idParam, userId: idParam }),
    log: { title: TITLE, type: BusinessType.GRANT },
    handler: async ({ body, user }) => {
      await service.cancelAuthUsers(ctx, user, body.roleId, [body.userId])
      return ok()
    },
  })
  r.put('/system/role/authUser/cancelAll', {
    access: 'system:role:edit',
    summary: '批量取消用户的该角色（?roleId=&userIds=1,2）',
    query: roleAndUsers,
    log: { title: TITLE, type: BusinessType.GRANT },
    handler: async ({ query, user }) => {
      await service.cancelAuthUsers(ctx, user, query.roleId, query.userIds)
      return ok()
    },
  })
  r.put('/system/role/authUser/selectAll', {
    access: 'system:role:edit',
    summary: '批量为用户分配该角色（?roleId=&userIds=1,2）',
    query: roleAndUsers,
    log: { title: TITLE, type: BusinessType.GRANT },
    handler: async ({ query, user }) => {
      await service.grantAuthUsers(ctx, user, query.roleId, query.userIds)
      return ok()
    },
  })
  r.get('/system/role/:roleId', {
    access: 'system:role:query',
    summary: '角色详情',
    params: z.object({ roleId: idParam }),
    handler: async ({ params, user }) => ok(await service.getRole(ctx, user, params.roleId)),
  })
  r.post('/system/role', {
    access: 'system:role:add',
    summary: '新增角色（含菜单权限）',
    body: roleBody,
    log: { title: TITLE, type: BusinessType.INSERT },
    handler: async ({ body, user }) => ok(await service.addRole(ctx, user, body)),
  })
  r.put('/system/role', {
    access: 'system:role:edit',
    summary: '修改角色（含菜单权限；权限即时生效）',
    body: roleBody.extend({ roleId: idParam }),
    log: { title: TITLE, type: BusinessType.UPDATE },
    handler: async ({ body, user }) => {
      const { roleId, ...input } = body
      await service.editRole(ctx, user, roleId, input)
      return ok()
    },
  })
  r.put('/system/role/changeStatus', {
    access: 'system:role:edit',
    summary: '启用/停用角色',
    body: z.object({ roleId: idParam, status: statusFlag }),
    log: { title: TITLE, type: BusinessType.UPDATE },
    handler: async ({ body, user }) => {
      await service.changeRoleStatus(ctx, user, body.roleId, body.status)
      return ok()
    },
  })
  r.put('/system/role/dataScope', {
    access: 'system:role:edit',
    summary: '修改角色数据权限 {roleId, dataScope, deptIds}',
    body: z.object({
      roleId: idParam,
      dataScope: z.enum(['1', '2', '3', '4', '5']),
      deptIds: z.preprocess((v) => (v == null ? [] : v), z.array(idParam).max(5000)),
      deptCheckStrictly: bool.optional(),
    }),
    log: { title: TITLE, type: BusinessType.GRANT },
    handler: async ({ body, user }) => {
      await service.setDataScope(ctx, user, body.roleId, body)
      return ok()
    },
  })
  r.delete('/system/role/:roleIds', {
    access: 'system:role:remove',
    summary: '删除角色（已分配的不能删除）',
    params: z.object({ roleIds: idListParam }),
    log: { title: TITLE, type: BusinessType.DELETE },
    handler: async ({ params, user }) => {
      await service.deleteRoles(ctx, user, params.roleIds)
      return ok()
    },
  })
  r.post('/system/role/export', {
    access: 'system:role:export',
    summary: '导出角色',
    body: z.object(roleFilters).partial(),
    log: { title: TITLE, type: BusinessType.EXPORT },
    handler: async ({ body, user, reply }) => {
      const where = service.roleFilter(user, body ?? {})
      const scopes: Record<string, string> = {
        '1': '全部数据权限',
        '2': '自定数据权限',
        '3': '本部门数据权限',
        '4': '本部门及以下数据权限',
        '5': '仅本人数据权限',
      }
      return sendExcel(
        reply,
        '角色数据',
        '角色数据',
        [
          { header: '角色序号', key: 'roleId', width: 10 },
          { header: '角色名称', key: 'roleName', width: 20 },
          { header: '角色权限', key: 'roleKey', width: 20 },
          { header: '角色排序', key: 'roleSort', width: 10 },
          { header: '数据范围', key: 'dataScope', width: 20, format: (v) => scopes[String(v)] ?? '' },
          { header: '角色状态', key: 'status', width: 10, format: (v) => (v === '0' ? '正常' : '停用') },
          { header: '创建时间', key: 'createTime', width: 20 },
        ],
        inBatches(
          (after, size) => service.roleExportBatch(ctx, where, after, size),
          (row) => row.roleId,
        ),
      )
    },
  })
}
