/**
 * Business records approved through a process (§8.3 of the domain design): the `processes` platform service this
 * module provides (start a record's process, its approval history, stop it, its binding) and the bindings of
 * business types to processes (`sys_biz_process`) with their administration routes.
 */
import { WORKFLOW_PERMISSIONS as P, type FlowBizProcessRow, type FlowBizTypeOption } from '@wp/contract'
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import { sysSeed } from '../auth/schema'
import type { AppContext } from '../context'
import { deptNames, deptsByIds, userNames } from '../directory'
import { equals } from '../db/filters'
import { isTaken } from '../db/unique'
import { crudRoutes, rowOf } from '../http/crud'
import { ok } from '../http/envelope'
import { badRequest, ServiceError } from '../http/errors'
import { listing } from '../http/listing'
import type { Router } from '../http/route'
import { optionalText } from '../http/validation'
import type {
  BusinessType,
  CompleteInput,
  ProcessBinding,
  ProcessHistoryEntry,
  ProcessService,
  ProcessStarter,
  ProcessTask,
  StartInput,
  TaskOutcome,
} from '../platform/processes'
import { complete, mayAct, setInstanceState, start, stop } from './commands'
import { deploy } from './definitions'
import { toTask } from './effects'
import { compileModel } from './engine/model'
import { instanceTasks, poolOf, q } from './store'
import { sysBizProcess } from './schema'

const BINDING = '业务流程绑定'

/** The binding for a type and organisation: the organisation's own, else the type's default. */
export async function bindingFor(
  ctx: AppContext,
  bizType: string,
  orgId?: number | null,
): Promise<ProcessBinding | null> {
  const [row] = await ctx.db
    .select({
      bizType: sysBizProcess.bizType,
      orgId: sysBizProcess.orgId,
      procDefKey: sysBizProcess.procDefKey,
      detailPath: sysBizProcess.detailPath,
    })
    .from(sysBizProcess)
    .where(
      and(
        eq(sysBizProcess.bizType, bizType),
        orgId == null ? isNull(sysBizProcess.orgId) : or(eq(sysBizProcess.orgId, orgId), isNull(sysBizProcess.orgId)),
      ),
    )
    .orderBy(sql`${sysBizProcess.orgId} IS NULL`)
    .limit(1)
  return row ?? null
}

/** The running (or suspended) instance of a record, if any. */
async function liveInstance(ctx: AppContext, bizType: string, businessKey: string): Promise<number | null> {
  const { rows } = await q<{ id: string }>(
    poolOf(ctx.db),
    'wf_business_live',
    `SELECT id FROM wf_instance WHERE biz_type = $1 AND business_key = $2 AND status IN ('running', 'suspended')`,
    [bizType, businessKey],
  )
  return rows[0] ? Number(rows[0].id) : null
}

const ALREADY_RUNNING = '该业务已在审批中，不能重复提交'

async function startFor(ctx: AppContext, input: StartInput) {
  const type = ctx.businessTypes.get(input.bizType)
  if (!type) throw new ServiceError(`业务类型「${input.bizType.slice(0, 64)}」未登记`)
  if (!/^[A-Za-z0-9_.:-]{1,64}$/.test(input.businessKey)) throw badRequest('业务主键无效')
  const binding = await bindingFor(ctx, input.bizType, input.orgId)
  if (!binding) throw new ServiceError(`「${type.title}」尚未绑定流程，请联系管理员在流程定义中配置业务流程绑定`)
  const { rows } = await q<{ id: string }>(
    poolOf(ctx.db),
    'wf_def_latest',
    'SELECT id FROM wf_definition WHERE key = $1 ORDER BY version DESC LIMIT 1',
    [binding.procDefKey],
  )
  if (!rows[0]) throw new ServiceError(`「${type.title}」绑定的流程（${binding.procDefKey}）尚未部署`)
  if (await liveInstance(ctx, input.bizType, input.businessKey)) throw new ServiceError(ALREADY_RUNNING)
  try {
    const started = await start(ctx, input.starter, Number(rows[0].id), input.variables ?? {}, {
      title: input.title.slice(0, 255),
      business: { bizType: input.bizType, businessKey: input.businessKey, detailPath: binding.detailPath },
    })
    return { ...started, procDefKey: binding.procDefKey }
  } catch (err) {
    // two starts of one record at once: the unique index on live instances lets one through
    if ((err as { constraint?: string }).constraint === 'wf_instance_business_live_uq')
      throw new ServiceError(ALREADY_RUNNING)
    throw err
  }
}

async function history(ctx: AppContext, bizType: string, businessKey: string): Promise<ProcessHistoryEntry[]> {
  const pool = poolOf(ctx.db)
  const { rows: instances } = await q<Record<string, unknown>>(
    pool,
    'wf_business_history',
    `SELECT i.id, d.key, d.name, i.status, i.start_user_name, i.create_time, i.end_time, i.end_reason
     FROM wf_instance i JOIN wf_definition d ON d.id = i.definition_id
     WHERE i.biz_type = $1 AND i.business_key = $2 ORDER BY i.id DESC`,
    [bizType, businessKey],
  )
  if (!instances.length) return []
  const { rows: tasks } = await q<Record<string, unknown>>(
    pool,
    'wf_business_history_tasks',
    `SELECT t.id, t.instance_id, t.task_def_key, t.name, t.assignee, t.status, t.outcome, t.create_time, t.end_time,
       (SELECT c.message FROM wf_comment c WHERE c.task_id = t.id ORDER BY c.id DESC LIMIT 1) AS comment
     FROM wf_task t WHERE t.instance_id = ANY($1::bigint[]) ORDER BY t.create_time, t.id`,
    [instances.map((i) => i.id)],
  )
  const names = await userNames(
    ctx,
    tasks.map((t) => (t.assignee === null ? null : Number(t.assignee))),
  )
  return instances.map((i) => ({
    procInsId: String(i.id),
    procDefKey: i.key as string,
    procDefName: i.name as string,
    status: i.status as string,
    startUserName: i.start_user_name as string,
    startTime: i.create_time as Date,
    endTime: (i.end_time as Date | null) ?? null,
    endReason: (i.end_reason as string | null) ?? null,
    tasks: tasks
      .filter((t) => String(t.instance_id) === String(i.id))
      .map((t) => ({
        taskId: String(t.id),
        taskDefKey: t.task_def_key as string,
        name: t.name as string,
        assigneeId: t.assignee === null ? null : Number(t.assignee),
        assigneeName: t.assignee === null ? null : (names.get(Number(t.assignee)) ?? null),
        status: t.status as string,
        outcome: (t.outcome as TaskOutcome | null) ?? null,
        comment: (t.comment as string | null) ?? null,
        createTime: t.create_time as Date,
        finishTime: (t.end_time as Date | null) ?? null,
      })),
  }))
}

async function stopFor(ctx: AppContext, bizType: string, businessKey: string, by: ProcessStarter, reason: string) {
  const id = await liveInstance(ctx, bizType, businessKey)
  if (!id) throw new ServiceError('该业务没有进行中的流程')
  await stop(ctx, by, id, reason, true)
}

/** The open tasks of a record's live instance, as the domain sees them (names of assignees resolved). */
async function openTasks(ctx: AppContext, bizType: string, businessKey: string): Promise<ProcessTask[]> {
  const id = await liveInstance(ctx, bizType, businessKey)
  if (!id) return []
  const open = (await instanceTasks(poolOf(ctx.db), id)).filter((t) => t.status === 'open')
  const names = await userNames(
    ctx,
    open.map((t) => t.assignee),
  )
  return open.map((t) => toTask(t, names))
}

/** Completes the record's open task of `taskDefKey` that the caller may act on, with the domain's writes. */
async function completeFor(ctx: AppContext, input: CompleteInput) {
  const id = await liveInstance(ctx, input.bizType, input.businessKey)
  if (!id) throw new ServiceError('该业务没有进行中的流程')
  const open = (await instanceTasks(poolOf(ctx.db), id)).filter(
    (t) => t.status === 'open' && t.taskDefKey === input.taskDefKey,
  )
  if (!open.length) throw new ServiceError('该业务当前不在此环节，请刷新后重试')
  const task = open.find((t) => mayAct(t, input.by))
  if (!task) throw new ServiceError('您不是当前环节的办理人', 403)
  await complete(ctx, input.by, {
    taskId: task.id,
    comment: input.comment,
    variables: input.variables,
    write: input.write,
  })
}

async function suspendFor(ctx: AppContext, bizType: string, businessKey: string, by: ProcessStarter, on: boolean) {
  const id = await liveInstance(ctx, bizType, businessKey)
  if (!id) throw new ServiceError('该业务没有进行中的流程')
  await setInstanceState(ctx, id, on ? 2 : 1, by.userId)
}

const adopted = (bizType: string) => `process:${bizType}`

/**
 * The types' default processes, each once (`sys_seed` `process:<bizType>`): deployed unless a definition has its key,
 * bound as the type's default unless it has one. Serialised across processes by an advisory lock; a definition
 * deployed by a start that failed afterwards is found by its key the next time.
 */
async function adopt(ctx: AppContext, types: readonly BusinessType[]): Promise<string[]> {
  const wanted = types.filter((t) => t.defaultProcess)
  if (!wanted.length) return []
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('wp.defaultProcesses'))`)
    const done: string[] = []
    const now = ctx.clock.now()
    for (const type of wanted) {
      const seen = await tx
        .select()
        .from(sysSeed)
        .where(eq(sysSeed.name, adopted(type.bizType)))
      if (seen.length) continue
      const { xml, detailPath, category } = type.defaultProcess!
      const key = (await compileModel(xml)).processId
      const { rows } = await q(poolOf(ctx.db), 'wf_def_exists', 'SELECT 1 FROM wf_definition WHERE key = $1 LIMIT 1', [
        key,
      ])
      if (!rows.length) await deploy(ctx, { userName: 'admin' }, { xml, category: category ?? 'office' })
      const bound = await tx
        .select({ id: sysBizProcess.id })
        .from(sysBizProcess)
        .where(and(eq(sysBizProcess.bizType, type.bizType), isNull(sysBizProcess.orgId)))
      if (!bound.length)
        await tx.insert(sysBizProcess).values({
          bizType: type.bizType,
          orgId: null,
          procDefKey: key,
          detailPath,
          createBy: 'admin',
          createTime: now,
        })
      await tx.insert(sysSeed).values({ name: adopted(type.bizType), appliedAt: now })
      done.push(type.bizType)
    }
    return done
  })
}

/** The `processes` platform service. */
export const processService = (ctx: AppContext): ProcessService => ({
  start: (input) => startFor(ctx, input),
  history: (bizType, businessKey) => history(ctx, bizType, businessKey),
  stop: (bizType, businessKey, by, reason) => stopFor(ctx, bizType, businessKey, by, reason),
  tasks: (bizType, businessKey) => openTasks(ctx, bizType, businessKey),
  complete: (input) => completeFor(ctx, input),
  suspend: (bizType, businessKey, by, on) => suspendFor(ctx, bizType, businessKey, by, on),
  binding: (bizType, orgId) => bindingFor(ctx, bizType, orgId),
  adopt: (types) => adopt(ctx, types),
})

/* ---------- the bindings' administration ---------- */

const bindings = listing(sysBizProcess, {
  id: sysBizProcess.id,
  filters: { bizType: equals(sysBizProcess.bizType), procDefKey: equals(sysBizProcess.procDefKey) },
  sortable: { id: sysBizProcess.id, bizType: sysBizProcess.bizType },
  order: [asc(sysBizProcess.bizType), asc(sysBizProcess.id)],
  notFound: '业务流程绑定不存在',
})

type BindingRecord = typeof sysBizProcess.$inferSelect

/** Rows with the business type's title and the organisation's name. */
async function described(ctx: AppContext, rows: BindingRecord[]): Promise<Omit<FlowBizProcessRow, 'createTime'>[]> {
  const orgs = await deptNames(
    ctx,
    rows.map((r) => r.orgId),
  )
  return rows.map((r) => ({
    id: r.id,
    bizType: r.bizType,
    bizTitle: ctx.businessTypes.get(r.bizType)?.title ?? null,
    orgId: r.orgId,
    orgName: r.orgId === null ? null : (orgs.get(r.orgId) ?? null),
    procDefKey: r.procDefKey,
    detailPath: r.detailPath,
    remark: r.remark,
    createTime: r.createTime,
  }))
}

const bindingBody = z.object({
  // a type no module declares yet may be bound ahead of its module (the list shows it without a title)
  bizType: z
    .string({ error: '请选择业务类型' })
    .trim()
    .regex(/^[a-z][A-Za-z0-9_.-]{0,63}$/, '业务类型应以小写字母开头，由字母、数字和 . _ - 组成'),
  orgId: z.coerce.number().int().positive().nullish(),
  procDefKey: z
    .string({ error: '请填写流程标识' })
    .trim()
    .regex(/^[A-Za-z_][A-Za-z0-9_.-]{0,127}$/, '流程标识应为流程定义的 key（字母开头）'),
  detailPath: z
    .string()
    .trim()
    .max(255)
    .regex(/^(\/[^\s]*)?$/, '详情页地址应以 / 开头，可含 {businessKey}')
    .default(''),
  remark: z.string().max(500).nullish(),
})

async function checkBinding(ctx: AppContext, body: z.output<typeof bindingBody>, exceptId?: number) {
  if (body.orgId != null && !(await deptsByIds(ctx, [body.orgId])).length) throw badRequest('所选单位不存在')
  const sameBinding = and(
    eq(sysBizProcess.bizType, body.bizType),
    body.orgId == null ? isNull(sysBizProcess.orgId) : eq(sysBizProcess.orgId, body.orgId),
  )
  if (await isTaken(ctx.db, sysBizProcess.id, sameBinding, exceptId))
    throw new ServiceError(body.orgId == null ? '该业务类型已有默认绑定' : '该单位的该业务类型已有绑定')
}

/** `/flowable/bizProcess`: list, detail, add, edit, delete, and the business types modules declare. */
export function bindingRoutes(r: Router, ctx: AppContext) {
  crudRoutes(r, {
    path: '/flowable/bizProcess',
    title: BINDING,
    noun: '业务流程绑定',
    id: 'id',
    permissions: P.bizProcess,
    row: rowOf<FlowBizProcessRow>(),
    filters: { bizType: optionalText(64), procDefKey: optionalText(128) },
    body: bindingBody,
    list: async (query) => {
      const page = await bindings.page(ctx.db, query)
      return { rows: await described(ctx, page.rows), total: page.total }
    },
    get: async (id) => (await described(ctx, [await bindings.get(ctx.db, id)]))[0],
    add: async (body, user) => {
      await checkBinding(ctx, body)
      const [row] = await ctx.db
        .insert(sysBizProcess)
        .values({ ...body, orgId: body.orgId ?? null, createBy: user.userName, createTime: ctx.clock.now() })
        .returning()
      return row
    },
    edit: async (id, body, user) => {
      await bindings.get(ctx.db, id)
      await checkBinding(ctx, body, id)
      await ctx.db
        .update(sysBizProcess)
        .set({ ...body, orgId: body.orgId ?? null, updateBy: user.userName, updateTime: ctx.clock.now() })
        .where(eq(sysBizProcess.id, id))
    },
    remove: async (ids) => {
      for (const id of ids) await ctx.db.delete(sysBizProcess).where(eq(sysBizProcess.id, id))
    },
  })
  r.get('/flowable/bizProcess/types', {
    access: P.bizProcess.list,
    summary: '各模块登记的业务类型（绑定流程时选择）',
    handler: () =>
      ok<FlowBizTypeOption[]>(ctx.businessTypes.list().map((t) => ({ bizType: t.bizType, title: t.title }))),
  })
}
