import { SYSTEM_PERMISSIONS, type DeptRow } from '@wp/contract'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { crudRoutes, rowOf } from '../../http/crud'
import { ok } from '../../http/envelope'
import type { Router } from '../../http/route'
import {
  blankToUndefined,
  idParam,
  optionalStatus,
  optionalText,
  plainText,
  statusFlag,
  withDefault,
} from '../../http/validation'
import { updateSortRoute } from '../tree'
import { sysDept } from '../../directory/dept/schema'
import * as service from './service'

/** An optional contact field: empty means none (stored as null). */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.nullish())

const deptBody = z.object({
  parentId: idParam,
  deptName: plainText(30, '部门名称'),
  orderNum: z.coerce.number().int().min(0).max(99999),
  leader: optional(
    z
      .string()
      .trim()
      .max(20)
      .regex(/^[^<>]*$/, '负责人不能包含脚本字符'),
  ),
  phone: optional(
    z
      .string()
      .trim()
      .regex(/^1[3-9]\d{9}$/, '请输入正确的手机号码'),
  ),
  email: optional(z.email('请输入正确的邮箱地址').max(50)),
  status: withDefault(statusFlag, '0'),
})

export function deptRoutes(r: Router, ctx: AppContext) {
  crudRoutes(r, {
    path: '/system/dept',
    title: '部门管理',
    id: 'deptId',
    permissions: SYSTEM_PERMISSIONS.dept,
    row: rowOf<DeptRow>(),
    paged: false,
    filters: { deptName: optionalText(30), status: optionalStatus },
    body: deptBody,
    editBody: deptBody.extend({ parentId: z.coerce.number().int().min(0) }),
    summaries: {
      list: '部门列表（平铺；按数据权限过滤）',
      edit: '修改部门（移动时下级的祖级随之更新）',
      remove: '删除部门（有下级或用户的不能删除）',
    },
    list: (q, user) => service.listDepts(ctx, user, q),
    get: (id, user) => service.getDept(ctx, user, id),
    add: (body, user) => service.addDept(ctx, user, body),
    edit: (id, body, user) => service.editDept(ctx, user, id, body),
    removeOne: (id, user) => service.deleteDept(ctx, user, id),
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
