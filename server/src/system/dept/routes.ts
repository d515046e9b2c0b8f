import { z } from 'zod'
import type { AppContext } from '../../context'
import { ok } from '../../http/envelope'
import { BusinessType } from '../../http/oplog'
import type { Router } from '../../http/route'
import { idParam, optionalText, requiredText, statusFlag } from '../../http/validation'
import * as service from './service'

const TITLE = '部门管理'
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.nullish())

const deptBody = z.object({
  parentId: idParam,
  deptName: requiredText(30).regex(/^[^<>]*$/, '部门名称不能包含脚本字符'),
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
  status: z.preprocess(blankToUndefined, statusFlag.default('0')),
})

export function deptRoutes(r: Router, ctx: AppContext) {
  r.get('/system/dept/list', {
    access: 'system:dept:list',
    summary: '部门列表（平铺；按数据权限过滤）',
    query: z.object({ deptName: optionalText(30), status: z.preprocess(blankToUndefined, statusFlag.optional()) }),
    handler: async ({ query, user }) => ok(await service.listDepts(ctx, user, query)),
  })
  r.get('/system/dept/list/exclude/:deptId', {
    access: 'system:dept:list',
    summary: '可作为上级的部门（排除该部门及其下级）',
    params: z.object({ deptId: idParam }),
    handler: async ({ params, user }) => ok(await service.listDeptsExcluding(ctx, user, params.deptId)),
  })
  r.get('/system/dept/:deptId', {
    access: 'system:dept:query',
    summary: '部门详情',
    params: z.object({ deptId: idParam }),
    handler: async ({ params, user }) => ok(await service.getDept(ctx, user, params.deptId)),
  })
  r.post('/system/dept', {
    access: 'system:dept:add',
    summary: '新增部门',
    body: deptBody,
    log: { title: TITLE, type: BusinessType.INSERT },
    handler: async ({ body, user }) => ok(await service.addDept(ctx, user, body)),
  })
  r.put('/system/dept', {
    access: 'system:dept:edit',
    summary: '修改部门（移动时下级的祖级随之更新）',
    body: deptBody.extend({ deptId: idParam, parentId: z.coerce.number().int().min(0) }),
    log: { title: TITLE, type: BusinessType.UPDATE },
    handler: async ({ body, user }) => {
      const { deptId, ...input } = body
      await service.editDept(ctx, user, deptId, input)
      return ok()
    },
  })
  r.delete('/system/dept/:deptId', {
    access: 'system:dept:remove',
    summary: '删除部门（有下级或用户的不能删除）',
    params: z.object({ deptId: idParam }),
    log: { title: TITLE, type: BusinessType.DELETE },
    handler: async ({ params, user }) => {
      await service.deleteDept(ctx, user, params.deptId)
      return ok()
    },
  })
}
