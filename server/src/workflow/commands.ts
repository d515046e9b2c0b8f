/**
 * Every action that changes a process: one transaction that locks the instance row (`SELECT … FOR UPDATE`), re-reads
 * and authorises the task under the lock, runs the interpreter in memory and writes the result in one statement.
 * Two people completing one task from two server processes: the second waits for the lock, then finds the task
 * closed and gets a clear message.
 */
import { approvalLink, FLOW_COMMENT, FLOW_INSTANCE_STATUS as S } from '@wp/contract'
import type pg from 'pg'
import type { SessionAccess } from '../auth/session'
import type { AppContext } from '../context'
import { dbOn, type Db } from '../db/client'
import { activeUser } from '../directory'
import { badRequest, ServiceError } from '../http/errors'
import { dropMessages, postMessages, type NewMessage } from '../outbox/outbox'
import { applyStep, instanceLink, instanceRef, recipientsOf, reportChange, type ChangeEvent } from './effects'
import { dominates, previousUserTasks, upstreamUserTasks } from './engine/graph'
import { TASK_LISTENERS } from './engine/listeners'
import { EngineError, resume, startProcess, type StepResult } from './engine/runtime'
import {
  inTransaction,
  instanceTasks,
  loadDefinition,
  lockInstance,
  mergeSteps,
  poolOf,
  q,
  readTask,
  type DefinitionRecord,
  type LockedInstance,
  type StepWrite,
  type TaskRecord,
} from './store'
import { acceptVariables, formSchema } from './variables'

export type Caller = Pick<SessionAccess, 'userId' | 'userName' | 'nickName' | 'deptName' | 'roleIds'>

/** Engine refusals (empty signer list, no branch) become the caller's message, never a stack trace. */
function engine<T>(run: () => T): T {
  try {
    return run()
  } catch (err) {
    if (err instanceof EngineError) throw new ServiceError(err.message)
    throw err
  }
}

export const isCandidate = (t: TaskRecord, u: Caller) =>
  t.candidateUsers.includes(u.userId) || t.candidateGroups.some((g) => u.roleIds.includes(g))

/** The assignee, or a candidate of a task nobody holds. */
export const mayAct = (t: TaskRecord, u: Caller) =>
  t.assignee === u.userId || (t.assignee === null && isCandidate(t, u))

const STALE = '任务已处理或不存在，请刷新后重试'

interface TaskScope {
  ctx: AppContext
  c: pg.PoolClient
  inst: LockedInstance
  task: TaskRecord
  rec: DefinitionRecord
  now: Date
}

/** Locks the task's instance, then re-reads the task: the base of every task action. */
async function onTask<T>(
  ctx: AppContext,
  taskId: number,
  work: (s: TaskScope) => Promise<T>,
  opts: { rev?: number } = {},
): Promise<T> {
  return inTransaction(ctx, async (c) => {
    const inst = await lockInstance(c, { taskId })
    const task = await readTask(c, taskId)
    if (!task || task.status !== 'open') throw new ServiceError(STALE)
    if (inst.status === S.SUSPENDED) throw new ServiceError('流程已挂起，不能办理')
    if (inst.status !== S.RUNNING) throw new ServiceError('流程已结束')
    if (opts.rev !== undefined && opts.rev !== inst.rev) throw new ServiceError('流程已被他人处理，请刷新后重试', 409)
    const rec = await loadDefinition(ctx, inst.definitionId)
    return work({ ctx, c, inst, task, rec, now: ctx.clock.now() })
  })
}

/** A business record's process: tells its module what changed (nothing for other instances). */
async function report(s: { ctx: AppContext; c: pg.PoolClient; inst: LockedInstance }, events: ChangeEvent[]) {
  if (s.inst.bizType !== null) await reportChange(s.ctx, s.c, s.inst.id, events)
}

function requireActor(t: TaskRecord, u: Caller) {
  if (!mayAct(t, u)) throw new ServiceError('只有任务的办理人或候选人可以办理该任务', 403)
}

/** Listener effects of a step as notifications and copies. */
function listenerEffects(step: StepResult, inst: { startUserId: number; title: string }) {
  const notices: NonNullable<StepWrite['notices']> = []
  const copies: NonNullable<StepWrite['copies']> = []
  for (const call of step.listenerCalls) {
    const effect = TASK_LISTENERS[call.name]?.effect
    if (!effect) continue
    const task = step.created.find((t) => t.executionId === call.executionId)
    if (effect.notify === 'starter')
      notices.push({ topic: 'notice', userId: inst.startUserId, taskExecution: call.executionId, title: inst.title })
    if (effect.notify === 'assignee' && task?.assignee && /^\d+$/.test(task.assignee))
      notices.push({
        topic: 'notice',
        userId: Number(task.assignee),
        taskExecution: call.executionId,
        title: inst.title,
      })
    if (effect.copyToStarter) copies.push({ userId: inst.startUserId, originatorId: null })
  }
  return { notices, copies }
}

const statusOf = (step: StepResult) => (step.status === 'completed' ? S.COMPLETED : S.RUNNING)

function write(
  s: { inst: LockedInstance; rec: DefinitionRecord; now: Date },
  step: StepResult,
  extra: Partial<StepWrite> = {},
): StepWrite {
  const effects = listenerEffects(step, s.inst)
  return {
    instanceId: s.inst.id,
    definitionId: s.rec.id,
    status: statusOf(step),
    now: s.now,
    step,
    ...extra,
    notices: [...(extra.notices ?? []), ...effects.notices],
    copies: [...(extra.copies ?? []), ...effects.copies],
  }
}

export interface StartResult {
  procInsId: string
  tasks: { taskId: string; taskName: string; assigneeId: number | null }[]
}

/** A business record's start (`processes.start`): the record's title as the instance's name, and its binding. */
export interface BusinessStart {
  title: string
  business: { bizType: string; businessKey: string; detailPath: string }
}

/**
 * Starts a process (RuoYi's definition/start): the start form's fields validated, `INITIATOR` set, and the
 * applicant's own first task (assignee `${INITIATOR}` right after the start) completed as "发起流程申请".
 */
export async function start(
  ctx: AppContext,
  user: Caller,
  definitionId: number,
  input: unknown,
  forRecord?: BusinessStart,
): Promise<StartResult> {
  const pool = poolOf(ctx.db)
  const rec = await loadDefinition(ctx, definitionId)
  const { rows } = await q<{ suspended: boolean; form_id: string | null }>(
    pool,
    'wf_def_state',
    `SELECT d.suspended, df.form_id FROM wf_definition d LEFT JOIN wf_deploy_form df ON df.deploy_id = d.id WHERE d.id = $1`,
    [definitionId],
  )
  if (rows[0]?.suspended) throw new ServiceError('流程已挂起，不能发起')
  const form = await formSchema(pool, rows[0]?.form_id ?? rec.def.model.formKey)
  const vars = { ...(await acceptVariables(ctx, input, form?.schema ?? null)), INITIATOR: String(user.userId) }
  const now = ctx.clock.now()
  let step = engine(() => startProcess(rec.def, vars, { now }))
  const m = rec.def.model
  const first = m.nodes[m.start].outgoing.map((f) => m.flows[f].target)
  const own = step.created.find(
    (t) => first.includes(t.nodeId) && t.assignee === String(user.userId) && !t.parentExecutionId,
  )
  const comments: StepWrite['comments'] = []
  const preCompleted: StepWrite['preCompleted'] = {}
  if (own) {
    step = mergeSteps(
      step,
      engine(() => resume(rec.def, step, { now }).complete(own.executionId, {})),
    )
    preCompleted[own.executionId] = { outcome: 'approve', by: user.userId }
    comments.push({
      taskExecution: own.executionId,
      userId: user.userId,
      type: FLOW_COMMENT.NORMAL,
      message: `${user.nickName}发起流程申请`,
    })
  }
  const title = forRecord?.title ?? `${user.nickName}提交的${rec.name}`
  const inst = { startUserId: user.userId, title }
  const effects = listenerEffects(step, inst)
  const applied = await inTransaction(ctx, (c) =>
    applyStep(ctx, c, {
      instanceId: null,
      definitionId: rec.id,
      status: statusOf(step),
      now,
      step,
      preCompleted,
      comments,
      notices: effects.notices,
      copies: effects.copies,
      insert: {
        title,
        startUserId: user.userId,
        startUserName: user.nickName,
        startDeptName: user.deptName || null,
        business: forRecord?.business,
      },
    }),
  )
  return {
    procInsId: String(applied.instanceId),
    tasks: applied.created
      .filter((t) => t.status === 'open')
      .map((t) => ({ taskId: String(t.id), taskName: t.name, assigneeId: t.assignee })),
  }
}

export interface ActionInput {
  taskId: number
  comment?: string
  variables?: unknown
  rev?: number
  /** The owning domain's writes, in the transaction, once the caller may act and before the engine moves on. */
  write?: (db: Db) => Promise<void>
}

/** Approves a task: variables validated against the node's form, the engine runs on. A delegate's complete resolves. */
export async function complete(ctx: AppContext, user: Caller, input: ActionInput) {
  return onTask(
    ctx,
    input.taskId,
    async (s) => {
      requireActor(s.task, user)
      await input.write?.(dbOn(s.c))
      if (s.task.delegationState === 'pending') return resolveIn(s, user, input)
      const form = await formSchema(s.c, s.task.formKey)
      const vars = await acceptVariables(s.ctx, input.variables, form?.schema ?? null)
      const step = engine(() => resume(s.rec.def, s.inst, { now: s.now }).complete(s.task.executionId, vars))
      await applyStep(
        s.ctx,
        s.c,
        write(s, step, {
          outcomes: { [s.task.executionId]: { outcome: 'approve', by: user.userId } },
          otherOutcome: 'countersign',
          comments: [
            { taskId: s.task.id, userId: user.userId, type: FLOW_COMMENT.NORMAL, message: input.comment ?? '' },
          ],
        }),
      )
    },
    { rev: input.rev },
  )
}

async function resolveIn(s: TaskScope, user: Caller, input: ActionInput) {
  if (s.task.delegationState !== 'pending' || s.task.assignee !== user.userId)
    throw new ServiceError('只有被委派人可以完成委派任务')
  const form = await formSchema(s.c, s.task.formKey)
  const vars = await acceptVariables(s.ctx, input.variables, form?.schema ?? null)
  await q(
    s.c,
    'wf_resolve',
    `UPDATE wf_task SET assignee = owner, owner = NULL, delegation_state = 'resolved', local_vars = $2 WHERE id = $1`,
    [s.task.id, JSON.stringify(vars)],
  )
  await comment(s, user.userId, FLOW_COMMENT.DELEGATE, input.comment || '完成委派', s.task.id)
  await bumpRev(s)
  await report(s, [{ type: 'taskAssigned', task: s.task.id, by: user.userId }])
}

/** The delegate hands the task back to its owner (RuoYi's resolveTask). */
export const resolve = (ctx: AppContext, user: Caller, input: ActionInput) =>
  onTask(ctx, input.taskId, (s) => resolveIn(s, user, input))

async function comment(s: TaskScope, userId: number, type: string, message: string, taskId: number | null) {
  await q(
    s.c,
    'wf_comment_add',
    'INSERT INTO wf_comment (instance_id, task_id, user_id, type, message, create_time) VALUES ($1, $2, $3, $4, $5, $6)',
    [s.inst.id, taskId, userId, type, message.slice(0, 2000), s.now],
  )
}

async function bumpRev(s: { c: pg.ClientBase; inst: LockedInstance }) {
  await q(s.c, 'wf_rev', 'UPDATE wf_instance SET rev = rev + 1 WHERE id = $1', [s.inst.id])
}

/** Tells someone a task reached them (delegated, transferred), in the command's transaction. */
async function notify(s: TaskScope, userId: number, taskId: number) {
  await post(s, [
    { topic: 'workflow.task', userId, title: s.inst.title, link: approvalLink(taskId), ref: instanceRef(s.inst.id) },
  ])
}

const post = (s: { c: pg.PoolClient; now: Date }, messages: NewMessage[]) => postMessages(dbOn(s.c), s.now, messages)

/** An enabled user's name (a delegate, a new assignee, a signer); a clear refusal otherwise. */
async function requireUser(ctx: AppContext, userId: number) {
  const user = await activeUser(ctx, userId)
  if (!user) throw badRequest('所选用户不存在或已停用')
  return user.nickName
}

/** A candidate takes a task nobody holds. */
export const claim = (ctx: AppContext, user: Caller, taskId: number) =>
  onTask(ctx, taskId, async (s) => {
    if (s.task.assignee !== null)
      throw new ServiceError(s.task.assignee === user.userId ? '您已签收该任务' : '任务已被他人签收')
    if (!isCandidate(s.task, user)) throw new ServiceError('只有候选人可以签收该任务', 403)
    await q(s.c, 'wf_claim', 'UPDATE wf_task SET assignee = $2, claim_time = $3 WHERE id = $1', [
      s.task.id,
      user.userId,
      s.now,
    ])
    await comment(s, user.userId, FLOW_COMMENT.CLAIM, '签收任务', s.task.id)
    await bumpRev(s)
    await report(s, [{ type: 'taskAssigned', task: s.task.id, by: user.userId }])
  })

/** The claimer gives a claimed task back to its candidates. */
export const unclaim = (ctx: AppContext, user: Caller, taskId: number) =>
  onTask(ctx, taskId, async (s) => {
    if (s.task.assignee !== user.userId || !s.task.claimTime) throw new ServiceError('只能取消自己签收的任务')
    await q(s.c, 'wf_unclaim', 'UPDATE wf_task SET assignee = NULL, claim_time = NULL WHERE id = $1', [s.task.id])
    await comment(s, user.userId, FLOW_COMMENT.CLAIM, '取消签收', s.task.id)
    await bumpRev(s)
    await report(s, [{ type: 'taskAssigned', task: s.task.id, by: user.userId }])
  })

/** 委派: the delegate works the task, then it returns to the assignee (owner). */
export const delegate = (ctx: AppContext, user: Caller, taskId: number, to: number, message?: string) =>
  onTask(ctx, taskId, async (s) => {
    requireActor(s.task, user)
    if (s.task.delegationState === 'pending') throw new ServiceError('任务正在委派中')
    if (to === user.userId) throw badRequest('不能委派给自己')
    const name = await requireUser(ctx, to)
    await q(
      s.c,
      'wf_delegate',
      `UPDATE wf_task SET owner = $2, assignee = $3, delegation_state = 'pending' WHERE id = $1`,
      [s.task.id, user.userId, to],
    )
    await comment(s, user.userId, FLOW_COMMENT.DELEGATE, message || `委派给${name}`, s.task.id)
    await notify(s, to, s.task.id)
    await bumpRev(s)
    await report(s, [{ type: 'taskAssigned', task: s.task.id, by: user.userId }])
  })

/** 转办: the task moves to another user for good. */
export const assign = (ctx: AppContext, user: Caller, taskId: number, to: number, message?: string) =>
  onTask(ctx, taskId, async (s) => {
    requireActor(s.task, user)
    if (to === user.userId) throw badRequest('不能转办给自己')
    const name = await requireUser(ctx, to)
    await q(s.c, 'wf_assign', `UPDATE wf_task SET assignee = $2, owner = NULL, delegation_state = NULL WHERE id = $1`, [
      s.task.id,
      to,
    ])
    await comment(s, user.userId, FLOW_COMMENT.ASSIGN, message || `转办给${name}`, s.task.id)
    await notify(s, to, s.task.id)
    await bumpRev(s)
    await report(s, [{ type: 'taskAssigned', task: s.task.id, by: user.userId }])
  })

/** The nodes done in this instance, newest first. */
async function doneNodes(c: pg.ClientBase, instanceId: number) {
  const tasks = await instanceTasks(c, instanceId)
  return { tasks, done: tasks.filter((t) => t.status === 'completed').reverse() }
}

/** Jumping is safe only to a node upstream of every waiting task (no half-joined parallel branches). */
function checkJump(s: TaskScope, target: string) {
  const m = s.rec.def.model
  for (const t of s.inst.state.tokens)
    if (t.kind !== 'boundary' && t.node !== target && !dominates(m, target, t.node))
      throw new ServiceError('并行分支中的任务不能退回到该节点')
}

async function jumpCommand(s: TaskScope, user: Caller, target: string, outcome: string, type: string, message: string) {
  checkJump(s, target)
  const step = engine(() => resume(s.rec.def, s.inst, { now: s.now }).jump(target))
  await applyStep(
    s.ctx,
    s.c,
    write(s, step, {
      outcomes: { [s.task.executionId]: { outcome, by: user.userId } },
      otherOutcome: outcome,
      comments: [{ taskId: s.task.id, userId: user.userId, type, message }],
    }),
  )
}

/** 驳回: back to the previous user task on the road actually taken. */
export const reject = (ctx: AppContext, user: Caller, input: ActionInput) =>
  onTask(ctx, input.taskId, async (s) => {
    requireActor(s.task, user)
    if (!input.comment?.trim()) throw badRequest('请输入驳回意见')
    const { done } = await doneNodes(s.c, s.inst.id)
    const candidates = previousUserTasks(s.rec.def.model, s.task.taskDefKey).map((n) => n.id)
    const target = done.find((t) => candidates.includes(t.taskDefKey))
    if (!target) throw new ServiceError('当前节点为初始任务节点，不能驳回')
    await jumpCommand(s, user, target.taskDefKey, 'reject', FLOW_COMMENT.REJECT, input.comment)
  })

/** The earlier user tasks a task may be returned to: upstream on every road, and done in this instance. */
export async function returnList(ctx: AppContext, user: Caller, taskId: number) {
  const pool = poolOf(ctx.db)
  const task = await readTask(pool, taskId)
  if (!task || task.status !== 'open') throw new ServiceError(STALE)
  if (!mayAct(task, user)) throw new ServiceError('只有任务的办理人或候选人可以办理该任务', 403)
  const { rows } = await q<{ definition_id: string }>(
    pool,
    'wf_inst_def',
    'SELECT definition_id FROM wf_instance WHERE id = $1',
    [task.instanceId],
  )
  const rec = await loadDefinition(ctx, Number(rows[0].definition_id))
  const done = new Set(
    (await instanceTasks(pool, task.instanceId)).filter((t) => t.status === 'completed').map((t) => t.taskDefKey),
  )
  return upstreamUserTasks(rec.def.model, task.taskDefKey)
    .filter((n) => done.has(n.id))
    .map((n) => ({ id: n.id, name: n.name || n.id }))
}

/** 退回: to a chosen node of `returnList`. */
export const returnTask = (ctx: AppContext, user: Caller, input: ActionInput & { targetKey: string }) =>
  onTask(ctx, input.taskId, async (s) => {
    requireActor(s.task, user)
    if (!input.comment?.trim()) throw badRequest('请输入退回意见')
    const allowed = await returnList(ctx, user, input.taskId)
    if (!allowed.some((n) => n.id === input.targetKey)) throw badRequest('不能退回到该节点')
    await jumpCommand(s, user, input.targetKey, 'return', FLOW_COMMENT.RETURN, input.comment)
  })

/** Locks an instance for an instance-wide action. */
async function onInstance<T>(ctx: AppContext, instanceId: number, work: (s: InstanceScope) => Promise<T>) {
  return inTransaction(ctx, async (c) => {
    const inst = await lockInstance(c, instanceId)
    const rec = await loadDefinition(ctx, inst.definitionId)
    return work({ ctx, c, inst, rec, now: ctx.clock.now() })
  })
}

interface InstanceScope {
  ctx: AppContext
  c: pg.PoolClient
  inst: LockedInstance
  rec: DefinitionRecord
  now: Date
}

/**
 * 撤回: the starter takes the process back to their own last completed node, while nobody has touched what came
 * after it (no later task completed, claimed or delegated).
 */
export const revoke = (ctx: AppContext, user: Caller, instanceId: number) =>
  onInstance(ctx, instanceId, async (s) => {
    if (s.inst.startUserId !== user.userId) throw new ServiceError('只有发起人可以撤回流程', 403)
    if (s.inst.status !== S.RUNNING) throw new ServiceError('流程已结束或已挂起，不能撤回')
    const tasks = await instanceTasks(s.c, s.inst.id)
    const mine = tasks.filter((t) => t.status === 'completed' && t.completedBy === user.userId).at(-1)
    if (!mine) throw new ServiceError('没有可撤回的节点')
    const later = tasks.filter((t) => t.id > mine.id)
    if (later.some((t) => t.status === 'completed' || t.claimTime || t.delegationState))
      throw new ServiceError('流程已被后续节点处理，不能撤回')
    const open = later.filter((t) => t.status === 'open')
    if (!open.length) throw new ServiceError('没有可撤回的任务')
    const step = engine(() => resume(s.rec.def, s.inst, { now: s.now }).jump(mine.taskDefKey))
    await applyStep(
      s.ctx,
      s.c,
      write(s, step, {
        otherOutcome: 'revoke',
        comments: [{ taskId: open[0].id, userId: user.userId, type: FLOW_COMMENT.REVOKE, message: '发起人撤回' }],
      }),
    )
  })

/** 取消申请 / 终止: every open task canceled, the instance terminated. The starter, or an administrator. */
export const stop = (ctx: AppContext, user: Caller, instanceId: number, message: string, asAdmin = false) =>
  onInstance(ctx, instanceId, async (s) => {
    if (!asAdmin && s.inst.startUserId !== user.userId) throw new ServiceError('只有发起人可以取消申请', 403)
    if (s.inst.status !== S.RUNNING && s.inst.status !== S.SUSPENDED) throw new ServiceError('流程已结束')
    const step = engine(() => resume(s.rec.def, s.inst, { now: s.now }).terminate())
    await applyStep(ctx, s.c, {
      ...write(s, step),
      status: S.TERMINATED,
      endReason: message || (asAdmin ? '管理员终止' : '发起人取消申请'),
      otherOutcome: 'stop',
      comments: [{ userId: user.userId, type: FLOW_COMMENT.STOP, message: message || '取消申请' }],
    })
  })

/** Deletes instances with their tasks and history (the starter's own, or any for an administrator). */
export async function deleteInstances(ctx: AppContext, user: Caller, ids: number[], asAdmin = false) {
  for (const id of ids)
    await onInstance(ctx, id, async (s) => {
      if (!asAdmin && s.inst.startUserId !== user.userId) throw new ServiceError('只能删除自己发起的流程', 403)
      if (!asAdmin && s.inst.status === S.RUNNING) throw new ServiceError('流程正在运行，请先取消申请')
      await removeInstances(s.ctx, s.c, [id])
    })
}

/**
 * Deletes instances with their tasks, history and messages, in the open transaction; the modules owning business
 * records among them are told first.
 */
export async function removeInstances(ctx: AppContext, c: pg.PoolClient, ids: number[]) {
  for (const id of ids) await reportChange(ctx, c, id, [], true)
  for (const table of ['wf_task', 'wf_comment', 'wf_activity', 'wf_job', 'wf_copy'])
    await c.query(`DELETE FROM ${table} WHERE instance_id = ANY($1::bigint[])`, [ids])
  await c.query('DELETE FROM wf_instance WHERE id = ANY($1::bigint[])', [ids])
  await dropMessages(dbOn(c), ids.map(instanceRef))
}

/** Suspends (2) or activates (1) an instance. */
export const setInstanceState = (ctx: AppContext, instanceId: number, state: 1 | 2, by: number | null = null) =>
  onInstance(ctx, instanceId, async (s) => {
    if (s.inst.status !== S.RUNNING && s.inst.status !== S.SUSPENDED) throw new ServiceError('流程已结束')
    await q(s.c, 'wf_inst_state', 'UPDATE wf_instance SET status = $2, rev = rev + 1 WHERE id = $1', [
      s.inst.id,
      state === 2 ? S.SUSPENDED : S.RUNNING,
    ])
    await report(s, [{ type: state === 2 ? 'suspended' : 'activated', by }])
  })

/** 加签 / 减签 on a running countersign: the caller is one of its signers. */
export const changeCountersign = (
  ctx: AppContext,
  user: Caller,
  taskId: number,
  change: { add?: number[]; remove?: number[] },
) =>
  onTask(ctx, taskId, async (s) => {
    requireActor(s.task, user)
    if (!s.task.parentExecutionId) throw new ServiceError('该任务不是会签任务')
    const names: string[] = []
    for (const id of [...(change.add ?? []), ...(change.remove ?? [])]) names.push(await requireUser(ctx, id))
    const step = engine(() =>
      resume(s.rec.def, s.inst, { now: s.now }).changeSigners(s.task.parentExecutionId!, {
        add: change.add?.map(String),
        remove: change.remove?.map(String),
      }),
    )
    if (step.closed.some((x) => x.executionId === s.task.executionId)) throw badRequest('不能减去自己')
    const label = change.add?.length ? `加签：${names.join('、')}` : `减签：${names.join('、')}`
    await applyStep(
      s.ctx,
      s.c,
      write(s, step, {
        otherOutcome: 'countersign',
        comments: [{ taskId: s.task.id, userId: user.userId, type: FLOW_COMMENT.COUNTERSIGN, message: label }],
      }),
    )
  })

/** 催办: the starter reminds whoever holds the open tasks. */
export const remind = (ctx: AppContext, user: Caller, instanceId: number) =>
  onInstance(ctx, instanceId, async (s) => {
    if (s.inst.startUserId !== user.userId) throw new ServiceError('只有发起人可以催办', 403)
    if (s.inst.status !== S.RUNNING) throw new ServiceError('流程已结束')
    const messages: NewMessage[] = []
    for (const t of (await instanceTasks(s.c, s.inst.id)).filter((x) => x.status === 'open'))
      for (const userId of await recipientsOf(ctx, t))
        messages.push({
          topic: 'workflow.remind',
          userId,
          title: `催办：${s.inst.title}`,
          link: approvalLink(t.id),
          ref: instanceRef(s.inst.id),
        })
    const sent = await post(s, messages)
    await q(
      s.c,
      'wf_comment_add',
      'INSERT INTO wf_comment (instance_id, task_id, user_id, type, message, create_time) VALUES ($1, $2, $3, $4, $5, $6)',
      [s.inst.id, null, user.userId, FLOW_COMMENT.REMIND, '发起人催办', s.now],
    )
    return sent
  })

/** 抄送: the starter or a participant sends a copy of the instance to users. */
export const copyTo = (ctx: AppContext, user: Caller, instanceId: number, userIds: number[]) =>
  onInstance(ctx, instanceId, async (s) => {
    const tasks = await instanceTasks(s.c, s.inst.id)
    const involved =
      s.inst.startUserId === user.userId ||
      tasks.some((t) => t.assignee === user.userId || t.completedBy === user.userId || isCandidate(t, user))
    if (!involved) throw new ServiceError('只有流程参与人可以抄送', 403)
    for (const id of userIds) await requireUser(ctx, id)
    for (const id of userIds) {
      await q(
        s.c,
        'wf_copy_add',
        `INSERT INTO wf_copy (instance_id, user_id, originator_id, create_time) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
        [s.inst.id, id, user.userId, s.now],
      )
    }
    await post(
      s,
      userIds.map((userId) => ({
        topic: 'workflow.copy',
        userId,
        title: `抄送：${s.inst.title}`,
        link: instanceLink(s.inst.id),
        ref: instanceRef(s.inst.id),
      })),
    )
  })

/**
 * Fires the timers that are due, each in its own transaction; the job rows are claimed with `FOR UPDATE SKIP
 * LOCKED`, so several server processes share the work and a timer fires once. Returns how many fired.
 */
export async function runDueTimers(ctx: AppContext, limit = 20): Promise<number> {
  let fired = 0
  for (let i = 0; i < limit; i++) {
    let claimed: string | undefined
    const outcome = await inTransaction(ctx, async (c) => {
      const { rows } = await q<{ id: string; instance_id: string; execution_id: string }>(
        c,
        'wf_job_claim',
        `SELECT id, instance_id, execution_id FROM wf_job WHERE due_time <= $1 AND attempts < $2
         ORDER BY due_time LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [ctx.clock.now(), TIMER_MAX_ATTEMPTS],
      )
      const job = rows[0]
      if (!job) return 'idle'
      claimed = job.id
      const inst = await lockInstance(c, Number(job.instance_id))
      const rec = await loadDefinition(ctx, inst.definitionId)
      const now = ctx.clock.now()
      const step = inst.status === S.RUNNING ? resume(rec.def, inst, { now }).fire(job.execution_id) : null
      if (!step) {
        await c.query('DELETE FROM wf_job WHERE id = $1', [job.id])
        return 'fired'
      }
      step.cancelledTimers.push(job.execution_id)
      await applyStep(ctx, c, write({ inst, rec, now }, step, { otherOutcome: 'timeout' }))
      return 'fired'
    }).catch(async (err: unknown) => {
      ctx.logger.error({ err, jobId: claimed }, 'workflow timer failed')
      if (claimed === undefined) return 'idle'
      // Its transaction rolled back: put the job off so it neither blocks the timers behind it nor spins.
      await deferFailedTimer(ctx, claimed, err).catch(() => undefined)
      return 'failed'
    })
    if (outcome === 'idle') break
    if (outcome === 'fired') fired++
  }
  return fired
}

/** After this many failed firings a timer job is left alone (attempts and last_error stay on the row to inspect). */
export const TIMER_MAX_ATTEMPTS = 10

/** Backs a failed timer off: 1, 2, 4 … minutes after now, at most an hour, and records the error. */
async function deferFailedTimer(ctx: AppContext, jobId: string, err: unknown) {
  const message = (err instanceof Error ? err.message : String(err)).slice(0, 500)
  await poolOf(ctx.db).query(
    `UPDATE wf_job SET attempts = attempts + 1, last_error = $2,
       due_time = $3::timestamptz + least(power(2, attempts), 60) * interval '1 minute'
     WHERE id = $1`,
    [jobId, message, ctx.clock.now()],
  )
}
