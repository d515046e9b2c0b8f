import { SYSTEM_PERMISSIONS, type UserRow } from '@wp/contract'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { crudRoutes, rowOf } from '../../http/crud'
import { ok, okWith, okAfter } from '../../http/envelope'
import { ServiceError } from '../../http/errors'
import { inBatches, sendExcel, statusLabel, type ExcelColumn } from '../../http/excel'
import { BusinessType } from '../../http/oplog'
import { rangeParams } from '../../http/paging'
import type { Router } from '../../http/route'
import {
  idListParam,
  idParam,
  optional,
  optionalId,
  optionalStatus,
  optionalText,
  statusFlag,
  withDefault,
} from '../../http/validation'
import { deptTree } from '../dept/service'
import { emailField, nickNameField, phoneField, sexField, userNameField } from './fields'
import { IMPORT_COLUMNS, IMPORT_MAX_BYTES, importUsers } from './import'
import * as service from './service'

const TITLE = '用户管理'
const P = SYSTEM_PERMISSIONS.user

const nullToBlank = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v == null ? '' : v), schema)
const idArray = z.preprocess((v) => (v == null ? [] : v), z.array(idParam).max(200))

export const userFilters = {
  userId: optionalId,
  userName: optionalText(30),
  phonenumber: optionalText(11),
  status: optionalStatus,
  deptId: optionalId,
  params: rangeParams,
}

const userFields = {
  deptId: optional(idParam.nullable()),
  nickName: nickNameField,
  email: nullToBlank(emailField),
  phonenumber: nullToBlank(phoneField),
  sex: withDefault(sexField, '0'),
  status: withDefault(statusFlag, '0'),
  remark: z.string().max(500).nullish(),
  roleIds: idArray,
  postIds: idArray,
}
const addBody = z.object({
  ...userFields,
  userName: userNameField,
  password: optional(z.string().max(50)),
})
const editBody = z.object(userFields)

type ExportRow = Awaited<ReturnType<typeof service.userBatch>>[number]
const SEX_LABEL: Record<string, string> = { '0': '男', '1': '女', '2': '未知' }
const EXPORT_COLUMNS: ExcelColumn<ExportRow>[] = [
  { header: '用户序号', key: 'userId', width: 10 },
  { header: '登录名称', key: 'userName', width: 20 },
  { header: '用户名称', key: 'nickName', width: 20 },
  { header: '用户邮箱', key: 'email', width: 26 },
  { header: '手机号码', key: 'phonenumber', width: 14 },
  { header: '用户性别', key: 'sex', width: 10, format: (v) => SEX_LABEL[String(v)] ?? '' },
  { header: '帐号状态', key: 'status', width: 10, format: statusLabel },
  { header: '最后登录IP', key: 'loginIp', width: 16 },
  { header: '最后登录时间', key: 'loginDate', width: 20 },
  { header: '部门名称', key: 'deptName', width: 20 },
  { header: '部门负责人', key: 'leader', width: 14 },
  { header: '创建时间', key: 'createTime', width: 20 },
]
export const USER_EXPORT_KEYS = EXPORT_COLUMNS.map((c) => c.key)

/** `columns` chooses and orders the exported columns: a list or a comma-separated string of keys. */
const columnsField = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() ? v.split(',').map((s) => s.trim()) : undefined) : v),
  z
    .array(z.string().refine((k) => (USER_EXPORT_KEYS as string[]).includes(k), '不支持导出该列'))
    .max(EXPORT_COLUMNS.length)
    .optional(),
)

const flag = z
  .preprocess((v) => (v === undefined || v === '' ? 'false' : String(v)), z.enum(['true', 'false', '1', '0']))
  .transform((v) => v === 'true' || v === '1')

export function userRoutes(r: Router, ctx: AppContext) {
  crudRoutes(r, {
    path: '/system/user',
    title: TITLE,
    id: 'userId',
    permissions: P,
    row: rowOf<UserRow>(),
    filters: userFilters,
    body: addBody,
    editBody: editBody,
    summaries: {
      list: '用户列表（部门含下级；按数据权限过滤）',
      add: '新增用户（初始密码，首次登录须修改）',
      remove: '删除用户（逻辑删除，会话随之结束）',
      changeStatus: '启用/停用用户（停用即结束其全部会话）',
    },
    list: (q, user) => service.listUsers(ctx, user, q),
    add: (body, user) => service.addUser(ctx, user, body),
    edit: (id, body, user) => service.editUser(ctx, user, id, body),
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
    log: { title: TITLE, type: BusinessType.UPDATE },
    handler: ({ body, user }) => okAfter(service.resetPassword(ctx, user, body.userId, body.password)),
  })
  r.put('/system/user/authRole', {
    access: P.edit,
    summary: '为用户分配角色（?userId=&roleIds=1,2）',
    query: z.object({
      userId: idParam,
      roleIds: z.preprocess((v) => (v === undefined ? '' : v), z.union([z.literal(''), idListParam])),
    }),
    log: { title: TITLE, type: BusinessType.GRANT },
    handler: ({ query, user }) =>
      okAfter(service.setUserRoles(ctx, user, query.userId, query.roleIds === '' ? [] : query.roleIds)),
  })
  r.post('/system/user/export', {
    access: P.export,
    summary: '导出用户（表单参数为筛选条件；columns 选择导出列）',
    body: z.object({ ...userFilters, columns: columnsField }).partial(),
    log: { title: TITLE, type: BusinessType.EXPORT },
    handler: async ({ body, user, reply }) => {
      const where = await service.userFilter(ctx, user, body ?? {})
      const chosen = body?.columns?.length
        ? body.columns.map((k) => EXPORT_COLUMNS.find((c) => c.key === k)!)
        : EXPORT_COLUMNS
      return sendExcel(
        reply,
        '用户数据',
        '用户数据',
        chosen,
        inBatches(
          (after, size) => service.userBatch(ctx, where, after, size),
          (row) => row.userId,
        ),
      )
    },
  })
  r.post('/system/user/importTemplate', {
    access: P.import,
    summary: '用户导入模板',
    handler: async ({ reply }) =>
      sendExcel(
        reply,
        '用户导入模板',
        '用户数据',
        IMPORT_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: 16 })),
        [],
      ),
  })
  r.post('/system/user/importData', {
    access: P.import,
    summary: '导入用户（multipart 字段 file，.xlsx，至多 1 万行、5 MB；updateSupport=true 时更新已存在的账号）',
    query: z.object({ updateSupport: flag }),
    bodyLimit: IMPORT_MAX_BYTES + 64 * 1024,
    log: { title: TITLE, type: BusinessType.IMPORT },
    handler: async ({ raw, query, user }) => {
      const part = raw.isMultipart() ? await raw.file({ limits: { fileSize: IMPORT_MAX_BYTES } }) : undefined
      if (!part || part.fieldname !== 'file') throw new ServiceError('请通过字段 file 上传 .xlsx 文件', 400)
      const bytes = await part.toBuffer()
      const outcome = await importUsers(ctx, user, bytes, query.updateSupport)
      return ok(undefined, outcome.message)
    },
  })
}
