/** RuoYi-flowable's paths, verbs and envelopes: /flowable/definition, /flowable/instance, /flowable/task, /flowable/form. */
import { checkFormSchema, FLOW_FORM, WORKFLOW_PERMISSIONS as P } from '@wp/contract'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { AppContext } from '../context'
import { ok, okAfter } from '../http/envelope'
import { badRequest, ServiceError } from '../http/errors'
import { anyRow } from '../db/unique'
import { drizzleStore, resourceRoutes } from '../http/resource'
import { BusinessType } from '../http/oplog'
import type { Router } from '../http/route'
import { idListParam, idParam, optionalText } from '../http/validation'
import { desc } from 'drizzle-orm'
import { bindingRoutes } from './business'
import * as cmd from './commands'
import * as defs from './definitions'
import * as read from './queries'
import { wfDeployForm, wfForm } from './schema'

const DEF = '流程定义'
const TASK = '流程任务'
const INSTANCE = '流程实例'

const paging = {
  pageNum: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(10),
}
const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, '日期格式应为 yyyy-MM-dd')
  .optional()
  .or(z.literal('').transform(() => undefined))
/** The user pickers' search: a name (account or nick name) and a department. */
const userOptionsQuery = z.object({ name: optionalText(64), deptId: z.coerce.number().int().positive().optional() })
const taskListQuery = z.object({
  ...paging,
  name: optionalText(64),
  category: optionalText(64),
  startTime: date,
  endTime: date,
})

const taskIdField = z.coerce
  .number({ error: '任务编号无效' })
  .int()
  .positive('任务编号无效')
  .max(Number.MAX_SAFE_INTEGER)
const instanceIdField = z.coerce
  .number({ error: '流程实例编号无效' })
  .int()
  .positive('流程实例编号无效')
  .max(Number.MAX_SAFE_INTEGER)
const userIdField = z.coerce.number({ error: '请选择用户' }).int().positive('请选择用户').max(Number.MAX_SAFE_INTEGER)
const variables = z.record(z.string(), z.unknown()).optional()
const comment = z.string().max(2000, '意见最多2000个字符').optional()

/** FlowTaskVo, as each action reads it. */
const taskVo = z.object({
  taskId: taskIdField,
  comment,
  variables,
  instanceId: z.string().max(32).optional(),
  rev: z.coerce.number().int().optional(),
})
const instanceVo = z.object({ instanceId: instanceIdField, comment })
const xmlBody = z.object({
  xml: z.string({ error: '流程XML不能为空' }).min(1, '流程XML不能为空').max(2_000_000, '流程XML过大'),
  name: z.string().max(255).optional().nullable(),
  category: z.string().max(64).optional().nullable(),
})
/** A form's content must be the builder's schema as JSON, with nothing the engine refuses. */
function checkContent(content: string | null | undefined) {
  if (content === undefined || content === null) return
  let parsed: unknown
  try {
    parsed = JSON.parse(content)
  } catch {
    throw badRequest('表单内容不是有效的JSON')
  }
  const problems = checkFormSchema(parsed)
  if (problems.length) throw badRequest(problems.slice(0, 3).join('；'))
}

/** The client's "1" / "true" flags. */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1')

export function workflowRoutes(r: Router, ctx: AppContext) {
  // ── definitions ──
  r.get('/flowable/definition/list', {
    access: P.definition.list,
    summary: '流程定义列表（分页：data.records/total；latest=true 只列最新版本，active=true 只列激活的）',
    query: z.object({ ...paging, name: optionalText(64), category: optionalText(64), latest: flag, active: flag }),
    handler: async ({ query }) => ok(await defs.listDefinitions(ctx, query)),
  })
  r.post('/flowable/definition/save', {
    access: P.definition.deploy,
    summary: '保存并部署流程（设计器的 XML；同一标识再次部署为新版本）',
    body: xmlBody,
    log: { title: DEF, type: BusinessType.INSERT },
    handler: async ({ body, user }) => ok(await defs.deploy(ctx, user, body), '部署成功'),
  })
  r.post('/flowable/definition/import', {
    access: P.definition.deploy,
    summary: '导入 .bpmn 文件部署（multipart 字段 file；name、category 可在表单或查询参数中）',
    bodyLimit: 2 * 1024 * 1024,
    query: z.object({ name: optionalText(255), category: optionalText(64) }),
    log: { title: DEF, type: BusinessType.IMPORT },
    handler: async ({ raw, query, user }) => {
      const part = raw.isMultipart() ? await raw.file({ limits: { fileSize: 2 * 1024 * 1024 } }) : undefined
      if (!part || part.fieldname !== 'file') throw badRequest('请通过字段 file 上传 .bpmn 文件')
      if (!/\.(bpmn|xml)$/i.test(part.filename ?? '')) throw badRequest('只能导入 .bpmn 或 .xml 文件')
      const bytes = await part.toBuffer()
      if (part.file.truncated) throw badRequest('文件过大（最大2MB）')
      const xml = bytes.toString('utf8').replace(/^\uFEFF/, '')
      if (!/^\s*<(\?xml|definitions|bpmn2?:definitions)/.test(xml)) throw badRequest('文件内容不是BPMN XML')
      const field = (n: string) => {
        const f = part.fields[n] as { value?: unknown } | undefined
        return typeof f?.value === 'string' ? f.value.slice(0, 255) : undefined
      }
      return ok(
        await defs.deploy(ctx, user, {
          xml,
          name: query.name ?? field('name'),
          category: query.category ?? field('category'),
        }),
        '导入成功',
      )
    },
  })
  r.get('/flowable/definition/readXml/:deployId', {
    access: P.definition.query,
    summary: '读取流程 XML（data 为 XML 文本）',
    params: z.object({ deployId: idParam }),
    handler: async ({ params }) => ok(await defs.readXml(ctx, params.deployId), ''),
  })
  r.get('/flowable/definition/readImage/:deployId', {
    access: P.definition.query,
    summary: '流程图（SVG，按 XML 中的图形信息绘制）',
    params: z.object({ deployId: idParam }),
    handler: async ({ params, reply }) => {
      const svg = await defs.readImage(ctx, params.deployId)
      return reply.type('image/svg+xml; charset=utf-8').send(svg)
    },
  })
  r.put('/flowable/definition/updateState', {
    access: P.definition.updateState,
    summary: '激活（state=1）或挂起（state=2）流程定义',
    query: z.object({ deployId: idParam, state: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])) }),
    log: { title: DEF, type: BusinessType.UPDATE },
    handler: ({ query }) => okAfter(defs.updateDefinitionState(ctx, query.deployId, query.state)),
  })
  r.delete('/flowable/definition/:deployIds', {
    access: P.definition.remove,
    summary: '删除流程定义（有运行中的实例时拒绝，cascade=true 时连同实例删除）',
    params: z.object({ deployIds: idListParam }),
    query: z.object({ cascade: flag }),
    log: { title: DEF, type: BusinessType.DELETE },
    handler: ({ params, query }) => okAfter(defs.deleteDefinitions(ctx, params.deployIds, query.cascade)),
  })
  r.get('/flowable/definition/userList', {
    access: P.definition.designer,
    summary: '用户选择（设计器与审批人选择）',
    query: userOptionsQuery,
    handler: async ({ query }) => ok(await defs.userOptions(ctx, query.name, query.deptId)),
  })
  r.get('/flowable/definition/roleList', {
    access: P.definition.designer,
    summary: '角色选择（候选组为角色编号）',
    handler: async () => ok(await defs.roleOptions(ctx)),
  })
  r.get('/flowable/definition/expList', {
    access: P.definition.designer,
    summary: '可选的审批人表达式',
    handler: () => ok(defs.EXPRESSIONS),
  })
  r.get('/flowable/definition/listenerList', {
    access: P.definition.designer,
    summary: '已注册的任务监听器（模型只能按名称引用）',
    handler: () => ok(defs.listenerOptions()),
  })
  /** 发起流程, answered at two addresses (the designer's and the instance administration's). */
  const startRoute = (path: string, summary: string) =>
    r.post(`${path}/:procDefId`, {
      access: P.instance.start,
      summary,
      params: z.object({ procDefId: z.string().max(300) }),
      body: z.record(z.string(), z.unknown()),
      log: { title: INSTANCE, type: BusinessType.INSERT },
      handler: async ({ params, body, user }) =>
        ok(await cmd.start(ctx, user, defs.definitionIdOf(params.procDefId), body), '流程启动成功'),
    })
  startRoute('/flowable/definition/start', '发起流程（请求体为变量：表单数据按绑定的表单校验）')

  // ── instances (administration) ──
  startRoute('/flowable/instance/startBy', '发起流程（同 definition/start）')
  r.post('/flowable/instance/updateState', {
    access: P.instance.updateState,
    summary: '激活（state=1）或挂起（state=2）流程实例',
    body: z.object({
      instanceId: instanceIdField,
      state: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])),
    }),
    log: { title: INSTANCE, type: BusinessType.UPDATE },
    handler: ({ body, user }) => okAfter(cmd.setInstanceState(ctx, body.instanceId, body.state, user.userId)),
  })
  r.post('/flowable/instance/stopProcessInstance', {
    access: P.instance.stop,
    summary: '管理员终止流程实例',
    body: instanceVo,
    log: { title: INSTANCE, type: BusinessType.UPDATE },
    handler: ({ body, user }) => okAfter(cmd.stop(ctx, user, body.instanceId, body.comment ?? '', true)),
  })
  r.delete('/flowable/instance/delete/:instanceIds', {
    access: P.instance.remove,
    summary: '删除流程实例（含任务与记录）',
    params: z.object({ instanceIds: idListParam }),
    log: { title: INSTANCE, type: BusinessType.DELETE },
    handler: ({ params, user }) => okAfter(cmd.deleteInstances(ctx, user, params.instanceIds, true)),
  })

  // ── tasks: lists and reads ──
  // the caller's task lists: one query, one page
  const taskLists = [
    ['todoList', P.task.todo, '待办任务（分页：data.records/total）', read.todoList],
    ['finishedList', P.task.finished, '已办任务', read.finishedList],
    ['myProcess', P.task.myProcess, '我发起的流程', read.myProcess],
    ['ccList', P.task.copy, '抄送我的', read.ccList],
  ] as const
  for (const [name, access, summary, list] of taskLists)
    r.get(`/flowable/task/${name}`, {
      access,
      summary,
      query: taskListQuery,
      handler: async ({ query, user }) => ok<unknown>(await list(ctx, user, query)),
    })
  r.get('/flowable/task/todoCount', {
    access: P.task.todo,
    summary: '待办与未读抄送数',
    handler: async ({ user }) => ok(await read.todoCount(ctx, user)),
  })
  r.get('/flowable/task/flowRecord', {
    access: P.task.record,
    summary: '流转记录（办理人、部门、候选、时间、耗时、意见）与发起表单',
    query: z.object({ procInsId: instanceIdField, deployId: z.string().max(32).optional() }),
    handler: async ({ query, user }) => ok(await read.flowRecord(ctx, user, query.procInsId)),
  })
  r.get('/flowable/task/flowXmlAndNode', {
    access: P.task.record,
    summary: '流程图 XML 与已完成 / 当前节点',
    query: z.object({
      procInsId: z.coerce.number().int().positive().optional(),
      deployId: z.coerce.number().int().positive().optional(),
    }),
    handler: async ({ query, user }) =>
      ok(await read.flowXmlAndNode(ctx, user, query.procInsId ?? null, query.deployId ?? null)),
  })
  r.get('/flowable/task/flowFormData', {
    access: P.instance.start,
    summary: '发起表单（部署绑定的表单结构）',
    query: z.object({ deployId: idParam }),
    handler: async ({ query }) => ok(await read.startForm(ctx, query.deployId)),
  })
  r.post('/flowable/task/nextFlowNode', {
    access: P.task.complete,
    summary: '下一个用户任务：审批时是否须选择下一步办理人',
    body: z.object({ taskId: taskIdField, variables }),
    handler: async ({ body, user }) => ok(await read.nextFlowNode(ctx, user, body.taskId, body.variables ?? {})),
  })
  r.post('/flowable/task/nextFlowNodeByStart', {
    access: P.instance.start,
    summary: '发起时的下一个用户任务',
    body: z.object({ deploymentId: z.string().max(300).optional(), defId: z.string().max(300).optional(), variables }),
    handler: async ({ body, user }) => {
      const id = body.deploymentId ?? body.defId
      if (!id) throw badRequest('请指定流程定义')
      return ok(await read.nextFlowNodeByStart(ctx, user, defs.definitionIdOf(id), body.variables ?? {}))
    },
  })
  r.post('/flowable/task/returnList', {
    access: P.task.return,
    summary: '可退回的节点',
    body: z.object({ taskId: taskIdField }),
    handler: async ({ body, user }) => ok(await cmd.returnList(ctx, user, body.taskId)),
  })

  // ── tasks: actions ──
  const action = (
    path: string,
    access: (typeof P.task)[keyof typeof P.task],
    summary: string,
    run: (
      body: z.output<typeof taskVo> & { assignee?: number; targetKey?: string; userIds?: number[] },
      user: cmd.Caller,
    ) => Promise<unknown>,
    body: z.ZodType = taskVo,
  ) =>
    r.post(path, {
      access,
      summary,
      body,
      log: { title: TASK, type: BusinessType.UPDATE },
      handler: async ({ body: b, user }) => {
        await run(b as never, user)
        return ok()
      },
    })
  action('/flowable/task/complete', P.task.complete, '审批通过（意见与表单数据；被委派人完成即归还）', (b, u) =>
    cmd.complete(ctx, u, b),
  )
  action('/flowable/task/reject', P.task.reject, '驳回到上一个用户任务', (b, u) => cmd.reject(ctx, u, b))
  action(
    '/flowable/task/return',
    P.task.return,
    '退回到 returnList 中的节点（targetKey）',
    (b, u) => cmd.returnTask(ctx, u, { ...b, targetKey: b.targetKey! }),
    taskVo.extend({ targetKey: z.string({ error: '请选择退回节点' }).min(1, '请选择退回节点').max(128) }),
  )
  action('/flowable/task/claim', P.task.claim, '签收候选任务', (b, u) => cmd.claim(ctx, u, b.taskId))
  action('/flowable/task/unClaim', P.task.claim, '取消签收', (b, u) => cmd.unclaim(ctx, u, b.taskId))
  for (const path of ['/flowable/task/delegateTask', '/flowable/task/delegate'])
    action(
      path,
      P.task.delegate,
      '委派（assignee 为被委派人）',
      (b, u) => cmd.delegate(ctx, u, b.taskId, b.assignee!, b.comment),
      taskVo.extend({ assignee: userIdField }),
    )
  action('/flowable/task/resolveTask', P.task.delegate, '被委派人完成并归还任务', (b, u) => cmd.resolve(ctx, u, b))
  action(
    '/flowable/task/assignTask',
    P.task.assign,
    '转办（assignee 为新办理人）',
    (b, u) => cmd.assign(ctx, u, b.taskId, b.assignee!, b.comment),
    taskVo.extend({ assignee: userIdField }),
  )
  const signers = taskVo.extend({
    userIds: z.array(userIdField).min(1, '请选择人员').max(50).optional(),
    assignee: userIdField.optional(),
  })
  const people = (b: { userIds?: number[]; assignee?: number }) => {
    const ids = b.userIds ?? (b.assignee ? [b.assignee] : [])
    if (!ids.length) throw badRequest('请选择人员')
    return ids
  }
  action(
    '/flowable/task/addMultiInstanceExecution',
    P.task.countersign,
    '加签（会签中增加人员）',
    (b, u) => cmd.changeCountersign(ctx, u, b.taskId, { add: people(b) }),
    signers,
  )
  action(
    '/flowable/task/deleteMultiInstanceExecution',
    P.task.countersign,
    '减签（会签中移除未完成的人员）',
    (b, u) => cmd.changeCountersign(ctx, u, b.taskId, { remove: people(b) }),
    signers,
  )
  const instanceAction = (
    path: string,
    access: (typeof P.task)[keyof typeof P.task],
    summary: string,
    run: (b: z.output<typeof instanceVo>, user: cmd.Caller) => Promise<unknown>,
    type: BusinessType = BusinessType.UPDATE,
  ) =>
    r.post(path, {
      access,
      summary,
      body: instanceVo,
      log: { title: TASK, type },
      handler: async ({ body, user }) => {
        await run(body, user)
        return ok()
      },
    })
  instanceAction('/flowable/task/revokeProcess', P.task.revoke, '撤回（发起人，后续节点未处理时）', (b, u) =>
    cmd.revoke(ctx, u, b.instanceId),
  )
  instanceAction('/flowable/task/stopProcess', P.task.stop, '取消申请（发起人）', (b, u) =>
    cmd.stop(ctx, u, b.instanceId, b.comment ?? ''),
  )
  instanceAction('/flowable/task/remind', P.task.remind, '催办（发起人）', (b, u) => cmd.remind(ctx, u, b.instanceId))
  r.post('/flowable/task/copy', {
    access: P.task.copy,
    summary: '抄送给用户（发起人或参与人）',
    body: z.object({ instanceId: instanceIdField, userIds: z.array(userIdField).min(1, '请选择抄送人').max(50) }),
    log: { title: TASK, type: BusinessType.INSERT },
    handler: ({ body, user }) => okAfter(cmd.copyTo(ctx, user, body.instanceId, body.userIds)),
  })
  r.delete('/flowable/task/delete', {
    access: P.task.remove,
    summary: '删除自己发起的已结束流程（instanceId）',
    query: z.object({ instanceId: instanceIdField }),
    log: { title: TASK, type: BusinessType.DELETE },
    handler: ({ query, user }) => okAfter(cmd.deleteInstances(ctx, user, [query.instanceId])),
  })
  r.get('/flowable/task/:taskId', {
    access: P.task.query,
    summary: '任务详情（任务、表单与数据、可执行的操作、版本号）',
    params: z.object({ taskId: taskIdField }),
    handler: async ({ params, user }) => ok(await read.taskDetail(ctx, user, params.taskId)),
  })

  // ── form library: drawn from FLOW_FORM; the content is checked as a form, a bound form stays ──
  resourceRoutes(r, FLOW_FORM, {
    store: drizzleStore(ctx.db, FLOW_FORM, wfForm),
    check: {
      add: (input) => checkContent(input.formContent),
      edit: (_, input) => checkContent(input.formContent),
      remove: async (rows) => {
        const bound = await ctx.db.select().from(wfDeployForm)
        if (bound.some((b) => rows.some((row) => row.formId === b.formId)))
          throw new ServiceError('表单已绑定流程，不能删除')
      },
    },
  })
  r.get('/flowable/form/formList', {
    access: P.form.list,
    summary: '全部表单（选择用）',
    handler: async () =>
      ok(
        await ctx.db
          .select({ formId: wfForm.formId, formName: wfForm.formName })
          .from(wfForm)
          .orderBy(desc(wfForm.formId)),
      ),
  })
  // The pickers of whoever fills a form or acts on a task (start form, a task's own fields, 转办/委派/加签, the next
  // assignee): they need only a sign-in and answer names alone (no phone, mail or status). The designer's userList
  // stays with the designer's permission.
  r.get('/flowable/form/userOptions', {
    access: 'signed-in',
    summary: '人员选择（填写表单、转办、委派、加签；编号、账号、姓名、部门）',
    query: userOptionsQuery,
    handler: async ({ query }) => ok(await defs.userOptions(ctx, query.name, query.deptId)),
  })
  r.get('/flowable/form/deptOptions', {
    access: 'signed-in',
    summary: '表单填写的部门选择（启用的部门，平铺）',
    handler: async () => ok(await defs.deptOptions(ctx)),
  })
  r.post('/flowable/form/addDeployForm', {
    access: P.form.deploy,
    summary: '为部署绑定发起表单',
    body: z.object({ formId: idParam, deployId: idParam }),
    log: { title: FLOW_FORM.title, type: BusinessType.GRANT },
    handler: async ({ body }) => {
      if (!(await anyRow(ctx.db, wfForm, eq(wfForm.formId, body.formId)))) throw new ServiceError('表单不存在', 404)
      await ctx.db
        .insert(wfDeployForm)
        .values(body)
        .onConflictDoUpdate({ target: wfDeployForm.deployId, set: { formId: body.formId } })
      return ok()
    },
  })

  // ── business types bound to processes ──
  bindingRoutes(r, ctx)
}
