import { SYSTEM_PERMISSIONS, USER } from '@wp/contract'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { sysDept } from '../../directory/dept/schema'
import { sysUser } from '../../directory/user/schema'
import { ok, okWith, okAfter } from '../../http/envelope'
import { ServiceError } from '../../http/errors'
import { sendExcel } from '../../http/excel'
import { BusinessType } from '../../http/oplog'
import { drizzleStore, resourceRoutes } from '../../http/resource'
import type { Router } from '../../http/route'
import { idListParam, idParam } from '../../http/validation'
import { assertDeptsVisible, deptTree } from '../dept/service'
import { IMPORT_COLUMNS, IMPORT_MAX_BYTES, importUsers } from './import'
import * as service from './service'

const P = SYSTEM_PERMISSIONS.user
const idArray = z.preprocess((v) => (v == null ? [] : v), z.array(idParam).max(200))
const flag = z
  .preprocess((v) => (v === undefined || v === '' ? 'false' : String(v)), z.enum(['true', 'false', '1', '0']))
  .transform((v) => v === 'true' || v === '1')

/** A user row as the family sends it: the department travels as `dept` too. */
const withDept = <T extends { deptId?: number | null; deptName?: string | null; leader?: string | null }>(row: T) => ({
  ...row,
  dept: row.deptId == null ? null : { deptId: row.deptId, deptName: row.deptName, leader: row.leader },
})

/**
 * 用户管理: the routes drawn from `USER` (the department subtree filter, data scope, uniqueness, export of chosen
 * columns), its writes through the service (roles and posts, the password policy, who may change whom); beside them
 * the family's editor views, password reset, role assignment, department tree and import.
 */
export function userRoutes(r: Router, ctx: AppContext) {
  resourceRoutes(r, USER, {
    store: drizzleStore(ctx.db, USER, sysUser, {
      live: eq(sysUser.delFlag, '0'),
      joined: {
        table: sysDept,
        on: eq(sysDept.deptId, sysUser.deptId),
        columns: { deptName: sysDept.deptName, leader: sysDept.leader },
      },
    }),
    // the detail is the editor's view (the user with the roles and posts to choose from), below
    detail: false,
    present: (row) => withDept(row),
    body: { roleIds: idArray, postIds: idArray },
    // a department the caller cannot see is refused as the family does (没有权限访问部门数据！)
    check: { values: ({ deptId }, user) => (deptId ? assertDeptsVisible(ctx, user, [deptId]) : undefined) },
    summaries: {
      list: '用户列表（部门含下级；按数据权限过滤）',
      add: '新增用户（初始密码，首次登录须修改）',
      remove: '删除用户（逻辑删除，会话随之结束）',
      changeStatus: '启用/停用用户（停用即结束其全部会话）',
      export: '导出用户（表单参数为筛选条件；columns 选择导出列）',
    },
    add: async (input, user, { roleIds, postIds }) =>
      (await service.addUser(ctx, user, { ...input, roleIds, postIds } as service.UserInput)) as never,
    edit: (id, input, user, { roleIds, postIds }) =>
      service.editUser(ctx, user, id, { ...input, roleIds, postIds } as service.UserEdit),
    changeStatus: (id, status, user) => service.changeUserStatus(ctx, user, id, status),
    remove: (ids, user) => service.deleteUsers(ctx, user, ids),
  })
  r.get('/system/user/deptTree', {
    access: P.list,
    summary: '部门树（用户页左侧；按数据权限过滤）',
    handler: async ({ user }) => ok(await deptTree(ctx, user)),
  })
  r.get('/system/user/', {
    access: P.query,
    summary: '新增用户时的角色与岗位选项',
    handler: async ({ user }) => okWith(await service.userEditor(ctx, user)),
  })
  for (const [path, summary, view] of [
    ['', '用户详情（含角色、岗位及选项）', service.userEditor],
    ['authRole/', '用户的角色分配', service.authRoleView],
  ] as const)
    r.get(`/system/user/${path}:userId`, {
      access: P.query,
      summary,
      params: z.object({ userId: idParam }),
      handler: async ({ params, user }) => okWith(await view(ctx, user, params.userId)),
    })
  r.put('/system/user/resetPwd', {
    access: P.resetPwd,
    summary: '重置密码（须在下次登录时修改；会话全部结束）',
    body: z.object({ userId: idParam, password: z.string().min(1).max(50) }),
    log: { title: USER.title, type: BusinessType.UPDATE },
    handler: ({ body, user }) => okAfter(service.resetPassword(ctx, user, body.userId, body.password)),
  })
  r.put('/system/user/authRole', {
    access: P.edit,
    summary: '为用户分配角色（?userId=&roleIds=1,2）',
    query: z.object({
      userId: idParam,
      roleIds: z.preprocess((v) => (v === undefined ? '' : v), z.union([z.literal(''), idListParam])),
    }),
    log: { title: USER.title, type: BusinessType.GRANT },
    handler: ({ query, user }) =>
      okAfter(service.setUserRoles(ctx, user, query.userId, query.roleIds === '' ? [] : query.roleIds)),
  })
  r.post('/system/user/importTemplate', {
    access: P.import,
    summary: '用户导入模板',
    handler: async ({ reply }) =>
      sendExcel(
        reply,
        '用户导入模板',
        USER.sheet,
        IMPORT_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: 16 })),
        [],
      ),
  })
  r.post('/system/user/importData', {
    access: P.import,
    summary: '导入用户（multipart 字段 file，.xlsx，至多 1 万行、5 MB；updateSupport=true 时更新已存在的账号）',
    query: z.object({ updateSupport: flag }),
    bodyLimit: IMPORT_MAX_BYTES + 64 * 1024,
    log: { title: USER.title, type: BusinessType.IMPORT },
    handler: async ({ raw, query, user }) => {
      const part = raw.isMultipart() ? await raw.file({ limits: { fileSize: IMPORT_MAX_BYTES } }) : undefined
      if (!part || part.fieldname !== 'file') throw new ServiceError('请通过字段 file 上传 .xlsx 文件', 400)
      const bytes = await part.toBuffer()
      const outcome = await importUsers(ctx, user, bytes, query.updateSupport)
      return ok(undefined, outcome.message)
    },
  })
}
