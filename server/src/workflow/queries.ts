/** The workflow's reads: the three task lists, the flow record, the diagram's nodes, the detail bundle, the pickers. */
import {
  FLOW_INSTANCE_STATUS as S,
  type FlowCopyRow,
  type FlowFormData,
  type FlowNextDto,
  type FlowPage,
  type FlowRecordAnswer,
  type FlowTaskActions,
  type FlowTaskDetail,
  type FlowTaskDto,
  type FlowXmlAndNode,
} from '@wp/contract'
import type pg from 'pg'
import type { SessionAccess } from '../auth/session'
import type { AppContext } from '../context'
import { escapeLike } from '../db/like'
import { roleNames, userLabels, userNames } from '../directory'
import type { Served } from '../http/envelope'
import { ServiceError } from '../http/errors'
import { isCandidate, mayAct, type Caller } from './commands'
import { nextUserTasks, previousUserTasks } from './engine/graph'
import { variableOf, type ModelNode } from './engine/model'
import { EngineError, type Definition } from './engine/runtime'
import { instanceTasks, loadDefinition, poolOf, q, readTask, type TaskRecord } from './store'
import { formSchema } from './variables'

export type Viewer = Caller & Pick<SessionAccess, 'permissions' | 'isAdmin'>

export interface TaskListQuery {
  pageNum: number
  pageSize: number
  name?: string
  category?: string
  startTime?: string
  endTime?: string
}

/** "2天3小时5分钟" (RuoYi's duration text). */
export function formatDuration(ms: number | null): string | null {
  if (ms === null || ms < 0) return null
  const s = Math.floor(ms / 1000)
  const parts: [number, string][] = [
    [Math.floor(s / 86400), '天'],
    [Math.floor((s % 86400) / 3600), '小时'],
    [Math.floor((s % 3600) / 60), '分钟'],
  ]
  const text = parts
    .filter(([n]) => n > 0)
    .map(([n, u]) => `${n}${u}`)
    .join('')
  return text || `${s % 60}秒`
}

const TASK_SELECT = `SELECT t.id, t.execution_id, t.name AS task_name, t.task_def_key, t.assignee,
  t.create_time, t.end_time, t.outcome, t.delegation_state, t.candidate_users, t.candidate_groups,
  i.id AS ins_id, i.title, i.status AS ins_status, i.start_user_id, i.start_user_name, i.start_dept_name,
  i.biz_type, i.business_key, i.detail_path,
  d.id AS def_id, d.key AS def_key, d.name AS def_name, d.version AS def_version, d.category,
  (SELECT json_build_object('type', c.type, 'comment', c.message) FROM wf_comment c WHERE c.task_id = t.id ORDER BY c.id DESC LIMIT 1) AS comment,
  count(*) OVER () AS total
  FROM wf_task t JOIN wf_instance i ON i.id = t.instance_id JOIN wf_definition d ON d.id = t.definition_id`

type Row = Record<string, unknown>

/** The assignees' names and departments, from the directory (one query for the page). */
async function withAssignees(ctx: AppContext, rows: Row[]): Promise<Row[]> {
  const people = await userLabels(
    ctx,
    rows.map((r) => (r.assignee === null ? null : Number(r.assignee))),
  )
  return rows.map((r) => {
    const p = r.assignee === null ? undefined : people.get(Number(r.assignee))
    return { ...r, assignee_name: p?.nickName ?? null, assignee_dept: p?.deptName ?? null }
  })
}

/** A business record's page, its key filled in. */
const detailPathOf = (r: Row) =>
  r.detail_path ? String(r.detail_path).replaceAll('{businessKey}', encodeURIComponent(String(r.business_key))) : null

const procDefId = (r: Row) => `${r.def_key}:${r.def_version}:${r.def_id}`
const ms = (a: unknown, b: unknown) => (a && b ? (b as Date).getTime() - (a as Date).getTime() : null)

function toTaskDto(r: Row, user?: Caller): Served<FlowTaskDto> {
  const candidates = {
    candidateUsers: (r.candidate_users as string[]).map(Number),
    candidateGroups: (r.candidate_groups as string[]).map(Number),
  }
  return {
    taskId: String(r.id),
    executionId: r.execution_id as string,
    taskName: r.task_name as string,
    taskDefKey: r.task_def_key as string,
    assigneeId: r.assignee === null ? null : Number(r.assignee),
    assigneeName: (r.assignee_name as string | null) ?? null,
    assigneeDeptName: (r.assignee_dept as string | null) ?? null,
    candidate: (r.candidate as string | undefined) ?? null,
    startUserId: Number(r.start_user_id),
    startUserName: r.start_user_name as string,
    startDeptName: (r.start_dept_name as string | null) ?? null,
    category: (r.category as string | null) ?? null,
    deployId: String(r.def_id),
    procDefId: procDefId(r),
    procDefKey: r.def_key as string,
    procDefName: r.def_name as string,
    procDefVersion: Number(r.def_version),
    procInsId: String(r.ins_id),
    hisProcInsId: String(r.ins_id),
    title: r.title as string,
    processStatus: r.ins_status as FlowTaskDto['processStatus'],
    duration: formatDuration(ms(r.create_time, r.end_time)),
    comment: (r.comment as FlowTaskDto['comment']) ?? null,
    createTime: r.create_time as Date,
    finishTime: (r.end_time as Date | null) ?? null,
    outcome: (r.outcome as string | null) ?? null,
    delegationState: (r.delegation_state as FlowTaskDto['delegationState']) ?? null,
    claimable: user && r.assignee === null ? isCandidate({ ...candidates } as TaskRecord, user) : false,
    bizType: (r.biz_type as string | null) ?? null,
    businessKey: (r.business_key as string | null) ?? null,
    detailPath: detailPathOf(r),
  }
}

/** The process name (contains) and category filters, as conditions on `d` (wf_definition); values are appended. */
export function definitionFilters(query: { name?: string; category?: string }, values: unknown[]): string[] {
  const where: string[] = []
  if (query.name) {
    values.push(`%${escapeLike(query.name)}%`)
    where.push(`d.name ILIKE $${values.length}`)
  }
  if (query.category) {
    values.push(query.category)
    where.push(`d.category = $${values.length}`)
  }
  return where
}

function filters(query: TaskListQuery, values: unknown[], timeColumn: string) {
  const where = definitionFilters(query, values)
  if (query.startTime) {
    values.push(query.startTime)
    where.push(`${timeColumn} >= $${values.length}::timestamptz`)
  }
  if (query.endTime) {
    values.push(query.endTime.length === 10 ? `${query.endTime} 23:59:59.999` : query.endTime)
    where.push(`${timeColumn} <= $${values.length}::timestamptz`)
  }
  return where.map((w) => ` AND ${w}`).join('')
}

function page<T>(rows: Row[], query: TaskListQuery, map: (r: Row) => T): FlowPage<T> {
  return {
    records: rows.map(map),
    total: rows.length ? Number(rows[0].total) : 0,
    size: query.pageSize,
    current: query.pageNum,
  }
}

const limit = (query: TaskListQuery, values: unknown[]) => {
  values.push(query.pageSize, (query.pageNum - 1) * query.pageSize)
  return ` LIMIT $${values.length - 1} OFFSET $${values.length}`
}

/** 待办: open tasks the user holds or may claim. */
export async function todoList(ctx: AppContext, user: Caller, query: TaskListQuery) {
  const values: unknown[] = [user.userId, user.roleIds]
  const sql = `${TASK_SELECT} WHERE t.status = 'open' AND i.status = 'running'
    AND (t.assignee = $1 OR (t.assignee IS NULL AND ($1 = ANY(t.candidate_users) OR t.candidate_groups && $2::bigint[])))
    ${filters(query, values, 't.create_time')} ORDER BY t.create_time DESC, t.id DESC${limit(query, values)}`
  const { rows } = await poolOf(ctx.db).query(sql, values)
  return page(await withAssignees(ctx, rows), query, (r) => toTaskDto(r, user))
}

/** 已办: tasks the user completed, rejected or returned. */
export async function finishedList(ctx: AppContext, user: Caller, query: TaskListQuery) {
  const values: unknown[] = [user.userId]
  const sql = `${TASK_SELECT} WHERE t.completed_by = $1 ${filters(query, values, 't.end_time')}
    ORDER BY t.end_time DESC, t.id DESC${limit(query, values)}`
  const { rows } = await poolOf(ctx.db).query(sql, values)
  return page(await withAssignees(ctx, rows), query, (r) => toTaskDto(r))
}

/** 我的流程: instances the user started, with their current tasks. */
export async function myProcess(ctx: AppContext, user: Caller, query: TaskListQuery) {
  const values: unknown[] = [user.userId]
  const sql = `SELECT i.id AS ins_id, i.title, i.status AS ins_status, i.start_user_id, i.start_user_name, i.start_dept_name,
      i.create_time, i.end_time, i.biz_type, i.business_key, i.detail_path,
      d.id AS def_id, d.key AS def_key, d.name AS def_name, d.version AS def_version, d.category,
      cur.task_id AS id, cur.names AS task_name, cur.keys AS task_def_key, cur.assignees, count(*) OVER () AS total
    FROM wf_instance i JOIN wf_definition d ON d.id = i.definition_id
    LEFT JOIN LATERAL (SELECT min(t.id) AS task_id, string_agg(DISTINCT t.name, ',') AS names, string_agg(DISTINCT t.task_def_key, ',') AS keys,
        array_agg(DISTINCT t.assignee) FILTER (WHERE t.assignee IS NOT NULL) AS assignees
      FROM wf_task t WHERE t.instance_id = i.id AND t.status = 'open') cur ON true
    WHERE i.start_user_id = $1 ${filters(query, values, 'i.create_time')}
    ORDER BY i.create_time DESC, i.id DESC${limit(query, values)}`
  const { rows } = await poolOf(ctx.db).query(sql, values)
  const names = await userNames(
    ctx,
    rows.flatMap((r) => ((r.assignees as string[] | null) ?? []).map(Number)),
  )
  const assigneesOf = (r: Row) =>
    ((r.assignees as string[] | null) ?? [])
      .map((id) => names.get(Number(id)))
      .filter((n): n is string => !!n)
      .sort()
      .join(',') || null
  return page(rows, query, (r) => ({
    ...toTaskDto({
      ...r,
      assignee: null,
      assignee_name: assigneesOf(r),
      candidate_users: [],
      candidate_groups: [],
      execution_id: null,
    }),
    taskId: r.id === null ? null : String(r.id),
    taskName: (r.task_name as string | null) ?? null,
    taskDefKey: (r.task_def_key as string | null) ?? null,
    duration: formatDuration(ms(r.create_time, r.end_time ?? (r.ins_status === S.RUNNING ? ctx.clock.now() : null))),
  }))
}

interface InstanceRow {
  id: number
  definitionId: number
  status: string
  startUserId: number
  title: string
  variables: Record<string, unknown>
  rev: number
}

async function readInstance(c: pg.Pool, id: number): Promise<InstanceRow> {
  const { rows } = await q<Row>(
    c,
    'wf_inst_read',
    'SELECT id, definition_id, status, start_user_id, title, variables, rev FROM wf_instance WHERE id = $1',
    [id],
  )
  if (!rows[0]) throw new ServiceError('流程实例不存在', 404)
  const r = rows[0]
  return {
    id: Number(r.id),
    definitionId: Number(r.definition_id),
    status: r.status as string,
    startUserId: Number(r.start_user_id),
    title: r.title as string,
    variables: r.variables as Record<string, unknown>,
    rev: r.rev as number,
  }
}

/** Who may read an instance: its starter, anyone who held or may hold one of its tasks, a copy's recipient, or a holder of the instance list permission. */
async function assertViewer(c: pg.Pool, inst: InstanceRow, tasks: TaskRecord[], user: Viewer) {
  if (user.isAdmin || user.permissions.includes('flowable:instance:list') || inst.startUserId === user.userId) return
  if (
    tasks.some(
      (t) =>
        t.assignee === user.userId || t.owner === user.userId || t.completedBy === user.userId || isCandidate(t, user),
    )
  )
    return
  const { rowCount } = await q(c, 'wf_copy_of', 'SELECT 1 FROM wf_copy WHERE instance_id = $1 AND user_id = $2', [
    inst.id,
    user.userId,
  ])
  if (!rowCount) throw new ServiceError('没有查看该流程的权限', 403)
}

async function withForm(
  c: pg.Pool,
  formId: string | number | null | undefined,
  values: Record<string, unknown>,
): Promise<FlowFormData | null> {
  const form = await formSchema(c, formId)
  if (!form) return null
  const keys = new Set(form.schema.fields.map((f) => f.key))
  return { ...form, values: Object.fromEntries(Object.entries(values).filter(([k]) => keys.has(k))) }
}

async function startFormId(c: pg.Pool, definitionId: number, def: Definition) {
  const { rows } = await q<{ form_id: string }>(
    c,
    'wf_deploy_form_of',
    'SELECT form_id FROM wf_deploy_form WHERE deploy_id = $1',
    [definitionId],
  )
  return rows[0]?.form_id ?? def.model.formKey ?? null
}

/** 流转记录: every task of the instance with who, when, how long and the comment. */
export async function flowRecord(ctx: AppContext, user: Viewer, procInsId: number): Promise<Served<FlowRecordAnswer>> {
  const pool = poolOf(ctx.db)
  const inst = await readInstance(pool, procInsId)
  await assertViewer(pool, inst, await instanceTasks(pool, inst.id), user)
  const { rows } = await pool.query(`${TASK_SELECT} WHERE t.instance_id = $1 ORDER BY t.create_time, t.id`, [inst.id])
  const rec = await loadDefinition(ctx, inst.definitionId)
  const ids = (r: Row, column: string) => ((r[column] as string[] | null) ?? []).map(Number)
  const users = await userNames(
    ctx,
    rows.flatMap((r) => ids(r, 'candidate_users')),
  )
  const roles = await roleNames(
    ctx,
    rows.flatMap((r) => ids(r, 'candidate_groups')),
  )
  const candidate = (r: Row) =>
    [
      ...ids(r, 'candidate_users').flatMap((id) => users.get(id) ?? []),
      ...ids(r, 'candidate_groups').flatMap((id) => roles.get(id) ?? []),
    ].join(',') || null
  return {
    flowList: (await withAssignees(ctx, rows)).map((r) => toTaskDto({ ...r, candidate: candidate(r) })),
    formData: await withForm(pool, await startFormId(pool, inst.definitionId, rec.def), inst.variables),
  }
}

/** The diagram: XML and the completed / waiting nodes (canceled ones left out, as RuoYi drops deleted activities). */
export async function flowXmlAndNode(
  ctx: AppContext,
  user: Viewer,
  procInsId: number | null,
  deployId: number | null,
): Promise<FlowXmlAndNode> {
  const pool = poolOf(ctx.db)
  let definitionId = deployId
  const nodeData = new Map<string, boolean>()
  if (procInsId) {
    const inst = await readInstance(pool, procInsId)
    await assertViewer(pool, inst, await instanceTasks(pool, inst.id), user)
    definitionId = inst.definitionId
    const { rows } = await q<{ activity_id: string; status: string }>(
      pool,
      'wf_activity_of',
      `SELECT activity_id, status FROM wf_activity WHERE instance_id = $1 AND status <> 'canceled' ORDER BY id`,
      [inst.id],
    )
    for (const r of rows) {
      const done = r.status === 'completed'
      if (!done || !nodeData.has(r.activity_id))
        nodeData.set(r.activity_id, done && nodeData.get(r.activity_id) !== false)
    }
  }
  if (!definitionId) throw new ServiceError('请指定流程实例或部署')
  const { rows } = await q<{ xml: string }>(pool, 'wf_def_xml', 'SELECT xml FROM wf_definition WHERE id = $1', [
    definitionId,
  ])
  if (!rows[0]) throw new ServiceError('流程定义不存在', 404)
  return { xmlData: rows[0].xml, nodeData: [...nodeData].map(([key, completed]) => ({ key, completed })) }
}

function nextDto(node: ModelNode | undefined): FlowNextDto | null {
  if (!node) return null
  const base = { nodeId: node.id, nodeName: node.name || node.id }
  if (node.multiInstance) {
    const v = variableOf(node.multiInstance.collection)
    return {
      ...base,
      type: 'multiInstance',
      dataType: v ? 'dynamic' : 'fixed',
      vars: v ?? node.multiInstance.collection,
    }
  }
  const assigneeVar = variableOf(node.assignee)
  if (node.assignee)
    return {
      ...base,
      type: 'assignee',
      dataType: assigneeVar && assigneeVar !== 'INITIATOR' && /[$#]\{/.test(node.assignee) ? 'dynamic' : 'fixed',
      vars: assigneeVar && assigneeVar !== 'INITIATOR' ? assigneeVar : 'approval',
    }
  const usersVar = variableOf(node.candidateUsers)
  if (node.candidateUsers)
    return {
      ...base,
      type: 'candidateUsers',
      dataType: usersVar && /[$#]\{/.test(node.candidateUsers) ? 'dynamic' : 'fixed',
      vars: usersVar ?? 'approval',
    }
  return { ...base, type: 'candidateGroups', dataType: 'fixed', vars: 'approval' }
}

function walkNext(def: Definition, from: string, vars: Record<string, unknown>) {
  try {
    return nextDto(nextUserTasks(def, from, vars)[0])
  } catch (err) {
    if (err instanceof EngineError) throw new ServiceError(err.message)
    throw err
  }
}

/** What the approve dialog must ask: the next user task and whether its assignee is picked now. */
export async function nextFlowNode(ctx: AppContext, user: Caller, taskId: number, variables: Record<string, unknown>) {
  const pool = poolOf(ctx.db)
  const task = await readTask(pool, taskId)
  if (!task || task.status !== 'open') throw new ServiceError('任务已处理或不存在，请刷新后重试')
  if (!mayAct(task, user)) throw new ServiceError('只有任务的办理人或候选人可以办理该任务', 403)
  const inst = await readInstance(pool, task.instanceId)
  const rec = await loadDefinition(ctx, inst.definitionId)
  return walkNext(rec.def, task.taskDefKey, { ...inst.variables, ...variables })
}

/** The same for the start form: who comes after the start (and after the applicant's own first task). */
export async function nextFlowNodeByStart(
  ctx: AppContext,
  user: Caller,
  definitionId: number,
  variables: Record<string, unknown>,
) {
  const rec = await loadDefinition(ctx, definitionId)
  const m = rec.def.model
  const vars = { ...variables, INITIATOR: String(user.userId) }
  const first = nextUserTasks(rec.def, m.start, vars)[0]
  if (first && first.assignee && variableOf(first.assignee) === 'INITIATOR') return walkNext(rec.def, first.id, vars)
  return nextDto(first)
}

/** The start form of a deployment (RuoYi's flowFormData). */
export async function startForm(ctx: AppContext, definitionId: number) {
  const rec = await loadDefinition(ctx, definitionId)
  const pool = poolOf(ctx.db)
  return withForm(pool, await startFormId(pool, definitionId, rec.def), {})
}

/** The detail page in one call: task, forms with values, what the caller may do, the revision. */
export async function taskDetail(ctx: AppContext, user: Viewer, taskId: number): Promise<Served<FlowTaskDetail>> {
  const pool = poolOf(ctx.db)
  const task = await readTask(pool, taskId)
  if (!task) throw new ServiceError('任务不存在', 404)
  const inst = await readInstance(pool, task.instanceId)
  const tasks = await instanceTasks(pool, inst.id)
  await assertViewer(pool, inst, tasks, user)
  const rec = await loadDefinition(ctx, inst.definitionId)
  const rows = await withAssignees(ctx, (await pool.query(`${TASK_SELECT} WHERE t.id = $1`, [taskId])).rows)
  const open = task.status === 'open' && inst.status === S.RUNNING
  const acting = open && mayAct(task, user)
  const holder = open && task.assignee === user.userId
  const starter = inst.startUserId === user.userId
  const hasPrevious = previousUserTasks(rec.def.model, task.taskDefKey).some((n) =>
    tasks.some((t) => t.taskDefKey === n.id && t.status === 'completed'),
  )
  const actions: FlowTaskActions = {
    complete: acting,
    reject: acting && task.delegationState !== 'pending' && hasPrevious,
    return: acting && task.delegationState !== 'pending' && hasPrevious,
    claim: open && task.assignee === null && isCandidate(task, user),
    unclaim: holder && !!task.claimTime,
    delegate: holder && task.delegationState !== 'pending',
    resolve: holder && task.delegationState === 'pending',
    assign: acting && task.delegationState !== 'pending',
    revoke: starter && inst.status === S.RUNNING,
    stop: starter && inst.status === S.RUNNING,
    countersign: acting && !!task.parentExecutionId,
    remind: starter && inst.status === S.RUNNING,
  }
  return {
    task: toTaskDto(rows[0], user),
    taskForm: await withForm(pool, task.formKey, inst.variables),
    startForm: await withForm(pool, await startFormId(pool, inst.definitionId, rec.def), inst.variables),
    variables: Object.fromEntries(Object.entries(inst.variables).filter(([k]) => k !== 'formJson')),
    actions,
    rev: inst.rev,
    open,
  }
}

/** Badge figures: open tasks and unread copies. */
export async function todoCount(ctx: AppContext, user: Caller) {
  const { rows } = await q<{ todo: number; copy: number }>(
    poolOf(ctx.db),
    'wf_todo_count',
    `SELECT (SELECT count(*)::int FROM wf_task t JOIN wf_instance i ON i.id = t.instance_id WHERE t.status = 'open' AND i.status = 'running'
        AND (t.assignee = $1 OR (t.assignee IS NULL AND ($1 = ANY(t.candidate_users) OR t.candidate_groups && $2::bigint[])))) AS todo,
      (SELECT count(*)::int FROM wf_copy WHERE user_id = $1 AND read_time IS NULL) AS copy`,
    [user.userId, user.roleIds],
  )
  return rows[0]
}

/** 抄送我的. */
export async function ccList(
  ctx: AppContext,
  user: Caller,
  query: TaskListQuery,
): Promise<FlowPage<Served<FlowCopyRow>>> {
  const values: unknown[] = [user.userId]
  const sql = `SELECT c.id, c.instance_id, c.task_id, i.title, d.name AS def_name, i.start_user_name, c.originator_id,
      c.create_time, c.read_time, count(*) OVER () AS total
    FROM wf_copy c JOIN wf_instance i ON i.id = c.instance_id JOIN wf_definition d ON d.id = i.definition_id
    WHERE c.user_id = $1 ${filters(query, values, 'c.create_time')} ORDER BY c.id DESC${limit(query, values)}`
  const { rows } = await poolOf(ctx.db).query(sql, values)
  const originators = await userNames(
    ctx,
    rows.map((r) => (r.originator_id === null ? null : Number(r.originator_id))),
  )
  return page(rows, query, (r) => ({
    copyId: Number(r.id),
    procInsId: String(r.instance_id),
    taskId: r.task_id === null ? null : String(r.task_id),
    title: r.title as string,
    procDefName: r.def_name as string,
    startUserName: (r.start_user_name as string | null) ?? null,
    originatorName: r.originator_id === null ? null : (originators.get(Number(r.originator_id)) ?? null),
    createTime: r.create_time as Date,
    readTime: (r.read_time as Date | null) ?? null,
  }))
}
