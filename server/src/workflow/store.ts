/**
 * The workflow's persistence: one PostgreSQL transaction per command on the pool's raw client with named prepared
 * statements (few round trips: lock, read, one write statement, commit), and a per-process cache of definition
 * versions (immutable, so never invalidated; compiled once).
 */
import type pg from 'pg'
import type { AppContext } from '../context'
import type { Db } from '../db/client'
import { ServiceError } from '../http/errors'
import type { ProcessModel } from './engine/model'
import { Definition, type ActivityEvent, type EngineState, type NewTask, type StepResult } from './engine/runtime'

export const poolOf = (db: Db): pg.Pool => (db as unknown as { $client: pg.Pool }).$client

/** Runs `work` in one transaction on one client; rolls back on any error. */
export async function inTransaction<T>(ctx: AppContext, work: (c: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await poolOf(ctx.db).connect()
  try {
    await client.query('BEGIN')
    const result = await work(client)
    await client.query('COMMIT')
    return result
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw err
  } finally {
    client.release()
  }
}

/** A named prepared statement: parsed once per connection. */
export const q = <R extends pg.QueryResultRow>(
  c: pg.ClientBase | pg.Pool,
  name: string,
  text: string,
  values: unknown[],
) => c.query<R>({ name, text, values })

export interface DefinitionRecord {
  id: number
  key: string
  name: string
  category: string | null
  version: number
  suspended: boolean
  def: Definition
}

const definitionCaches = new WeakMap<Db, Map<number, Promise<DefinitionRecord>>>()

/** A definition version, compiled once per process. */
export function loadDefinition(ctx: AppContext, id: number): Promise<DefinitionRecord> {
  let cache = definitionCaches.get(ctx.db)
  if (!cache) definitionCaches.set(ctx.db, (cache = new Map()))
  let hit = cache.get(id)
  if (!hit) {
    hit = q<{ id: string; key: string; name: string; category: string | null; version: number; model: ProcessModel }>(
      poolOf(ctx.db),
      'wf_def_load',
      'SELECT id, key, name, category, version, model FROM wf_definition WHERE id = $1',
      [id],
    ).then(({ rows: [row] }) => {
      if (!row) throw new ServiceError('流程定义不存在', 404)
      return { ...row, id: Number(row.id), suspended: false, def: new Definition(row.model) }
    })
    hit.catch(() => cache.delete(id))
    cache.set(id, hit)
  }
  return hit
}

/** What a command writes besides the engine's step: the acting task's outcome, comments, notifications. */
export interface StepWrite {
  instanceId: number | null
  definitionId: number
  status: string
  endReason?: string | null
  now: Date
  /** the engine's step (or a merge of steps) */
  step: StepResult
  /** outcome of closed tasks by execution id (the acting task); others get `otherOutcome` */
  outcomes?: Record<string, { outcome: string; by: number | null }>
  otherOutcome?: string
  /** tasks created and already completed in this command (the applicant's task at start) */
  preCompleted?: Record<string, { outcome: string; by: number | null }>
  comments?: { taskExecution?: string; taskId?: number | null; userId: number | null; type: string; message: string }[]
  /** extra notifications (listener effects) */
  notices?: { topic: string; userId: number; taskExecution?: string; title: string }[]
  copies?: { userId: number; originatorId: number | null }[]
  /** for start: the new instance's columns */
  insert?: {
    title: string
    startUserId: number
    startUserName: string
    startDeptName: string | null
    /** a business record's process */
    business?: { bizType: string; businessKey: string; detailPath: string }
  }
}

/** Folds activity events into one row per execution (a single statement may touch a row once). */
function activityRows(events: ActivityEvent[]) {
  const rows = new Map<
    string,
    { node_id: string; type: string; execution_id: string; status: string; entered: boolean }
  >()
  for (const e of events) {
    const status = e.event === 'start' ? 'entered' : e.event === 'end' ? 'completed' : 'canceled'
    const prev = rows.get(e.executionId)
    if (prev) prev.status = status
    else
      rows.set(e.executionId, {
        node_id: e.nodeId,
        type: e.type,
        execution_id: e.executionId,
        status,
        entered: e.event === 'start',
      })
  }
  return [...rows.values()]
}

const taskRow = (t: NewTask, done?: { outcome: string; by: number | null }) => ({
  node_id: t.nodeId,
  name: t.name,
  execution_id: t.executionId,
  parent: t.parentExecutionId,
  assignee: t.assignee && /^\d+$/.test(t.assignee) ? Number(t.assignee) : null,
  users: t.candidateUsers.filter((u) => /^\d+$/.test(u)).map(Number),
  groups: t.candidateGroups.filter((g) => /^\d+$/.test(g)).map(Number),
  form_key: t.formKey,
  due: t.dueAt,
  status: done ? 'completed' : 'open',
  outcome: done?.outcome ?? null,
  by: done?.by ?? null,
})

/**
 * The single write statement of a command: the instance row (inserted at start), closed and created tasks,
 * activity history, timers, comments and copies. Every part is a data-modifying CTE of one statement, so a command
 * costs one round trip here whatever it changed (its messages and its business record follow: `effects.ts`).
 */
function applySql(insert: boolean) {
  const inst = insert ? '(SELECT id FROM inst)' : '$1::bigint'
  const head = insert
    ? `inst AS (INSERT INTO wf_instance (definition_id, title, start_user_id, start_user_name, start_dept_name, status, state, variables, create_time, end_time, end_reason,
           biz_type, business_key, detail_path)
         SELECT $8::bigint, x.title, x.uid, x.uname, x.dept, $4::text, $2::jsonb, $3::jsonb, $5::timestamptz, CASE WHEN $4::text = 'running' THEN NULL ELSE $5::timestamptz END, $6::text,
           x.biz_type, x.business_key, x.detail_path
         FROM jsonb_to_record($1::jsonb) AS x(title text, uid bigint, uname text, dept text, biz_type text, business_key text, detail_path text)
         RETURNING id, rev, biz_type)`
    : `inst AS (UPDATE wf_instance SET state = $2::jsonb, variables = $3::jsonb, status = $4::text, rev = rev + 1,
         end_time = CASE WHEN $4::text IN ('running', 'suspended') THEN NULL ELSE $5::timestamptz END, end_reason = COALESCE($6::text, end_reason)
         WHERE id = $1::bigint RETURNING id, rev, biz_type)`
  return `WITH ${head},
  closed AS (UPDATE wf_task t SET status = CASE WHEN c.outcome IN ('approve', 'resolve') THEN 'completed' ELSE 'canceled' END,
      outcome = c.outcome, completed_by = c.by, assignee = COALESCE(t.assignee, c.by), end_time = $5::timestamptz
    FROM jsonb_to_recordset($7::jsonb) AS c(execution_id text, outcome text, by bigint)
    WHERE t.instance_id = ${inst} AND t.execution_id = c.execution_id AND t.status = 'open' RETURNING t.id),
  created AS (INSERT INTO wf_task (instance_id, definition_id, task_def_key, name, execution_id, parent_execution_id,
      assignee, candidate_users, candidate_groups, form_key, due_time, status, outcome, completed_by, create_time, end_time)
    SELECT ${inst}, $8::bigint, n.node_id, n.name, n.execution_id, n.parent, n.assignee, n.users, n.groups, n.form_key, n.due,
      n.status, n.outcome, n.by, $5::timestamptz, CASE WHEN n.status = 'open' THEN NULL ELSE $5::timestamptz END
    FROM jsonb_to_recordset($9::jsonb) AS n(node_id text, name text, execution_id text, parent text, assignee bigint,
      users bigint[], groups bigint[], form_key text, due timestamptz, status text, outcome text, by bigint)
    ON CONFLICT DO NOTHING RETURNING id, execution_id, assignee, candidate_users, candidate_groups, name, status),
  acts AS (INSERT INTO wf_activity (instance_id, activity_id, activity_type, execution_id, status, start_time, end_time)
    SELECT ${inst}, a.node_id, a.type, a.execution_id, a.status, $5::timestamptz, CASE WHEN a.status = 'entered' THEN NULL ELSE $5::timestamptz END
    FROM jsonb_to_recordset($10::jsonb) AS a(node_id text, type text, execution_id text, status text)
    ON CONFLICT (instance_id, execution_id) DO UPDATE SET status = excluded.status, end_time = excluded.end_time),
  jobs_gone AS (DELETE FROM wf_job WHERE instance_id = ${inst} AND execution_id = ANY($11::text[])),
  jobs_new AS (INSERT INTO wf_job (instance_id, execution_id, node_id, due_time)
    SELECT ${inst}, j.execution_id, j.node_id, j.due FROM jsonb_to_recordset($12::jsonb) AS j(execution_id text, node_id text, due timestamptz)
    ON CONFLICT DO NOTHING),
  notes AS (INSERT INTO wf_comment (instance_id, task_id, user_id, type, message, create_time)
    SELECT ${inst}, COALESCE(c.task_id, (SELECT id FROM created WHERE execution_id = c.execution_id)), c.user_id, c.type, c.message, $5::timestamptz
    FROM jsonb_to_recordset($13::jsonb) AS c(task_id bigint, execution_id text, user_id bigint, type text, message text)),
  copies AS (INSERT INTO wf_copy (instance_id, user_id, originator_id, create_time)
    SELECT ${inst}, c.user_id, c.originator_id, $5::timestamptz FROM jsonb_to_recordset($14::jsonb) AS c(user_id bigint, originator_id bigint)
    ON CONFLICT DO NOTHING)
  SELECT (SELECT id FROM inst) AS id, (SELECT rev FROM inst) AS rev, (SELECT biz_type FROM inst) AS biz_type,
    (SELECT COALESCE(json_agg(json_build_object('id', id, 'executionId', execution_id, 'assignee', assignee, 'name', name,
        'candidateUsers', candidate_users, 'candidateGroups', candidate_groups, 'status', status)), '[]')
      FROM created) AS created`
}

const APPLY_INSERT = applySql(true)
const APPLY_UPDATE = applySql(false)

/** A task the step created (open, or completed at once: the applicant's own first task). */
export interface CreatedTask {
  id: string
  executionId: string
  assignee: number | null
  name: string
  candidateUsers: number[]
  candidateGroups: number[]
  status: string
}

export interface Applied {
  instanceId: number
  rev: number
  /** The instance's business type, for a business record's process. */
  bizType: string | null
  created: CreatedTask[]
  /** The tasks the step closed, with how. */
  closed: { executionId: string; outcome: string; by: number | null }[]
}

const json = (v: unknown) => JSON.stringify(v)

/** Writes a command's step in the open transaction (or alone: a single statement is atomic). */
export async function writeStep(c: pg.ClientBase | pg.Pool, w: StepWrite): Promise<Applied> {
  const s = w.step
  const closed = s.closed.map((x) => {
    const mine = w.outcomes?.[x.executionId]
    return {
      execution_id: x.executionId,
      outcome: mine?.outcome ?? (x.reason === 'completed' ? 'approve' : (w.otherOutcome ?? 'canceled')),
      by: mine?.by ?? null,
    }
  })
  const created = s.created.map((t) => taskRow(t, w.preCompleted?.[t.executionId]))
  const timers = s.timers.filter((t) => !s.cancelledTimers.includes(t.executionId))
  const first = w.insert
    ? json({
        title: w.insert.title,
        uid: w.insert.startUserId,
        uname: w.insert.startUserName,
        dept: w.insert.startDeptName,
        biz_type: w.insert.business?.bizType ?? null,
        business_key: w.insert.business?.businessKey ?? null,
        detail_path: w.insert.business?.detailPath ?? null,
      })
    : w.instanceId
  const { rows } = await q<{ id: string; rev: number; biz_type: string | null; created: Applied['created'] }>(
    c,
    w.insert ? 'wf_apply_insert' : 'wf_apply_update',
    w.insert ? APPLY_INSERT : APPLY_UPDATE,
    [
      first,
      json(s.state),
      json(s.variables),
      w.status,
      w.now,
      w.endReason ?? null,
      json(closed),
      w.definitionId,
      json(created),
      json(activityRows(s.activities).map(({ entered: _e, ...r }) => r)),
      s.cancelledTimers,
      json(timers.map((t) => ({ execution_id: t.executionId, node_id: t.nodeId, due: t.dueAt }))),
      json(
        (w.comments ?? []).map((m) => ({
          task_id: m.taskId ?? null,
          execution_id: m.taskExecution ?? null,
          user_id: m.userId,
          type: m.type,
          message: m.message,
        })),
      ),
      json((w.copies ?? []).map((x) => ({ user_id: x.userId, originator_id: x.originatorId }))),
    ],
  )
  const row = rows[0]
  if (!row?.id) throw new ServiceError('流程实例不存在', 404)
  return {
    instanceId: Number(row.id),
    rev: row.rev,
    bizType: row.biz_type,
    created: row.created.map((t) => ({
      ...t,
      candidateUsers: t.candidateUsers.map(Number),
      candidateGroups: t.candidateGroups.map(Number),
    })),
    closed: closed.map((x) => ({ executionId: x.execution_id, outcome: x.outcome, by: x.by })),
  }
}

/** Two steps run back to back in memory (start, then the applicant's task): one write. */
export function mergeSteps(a: StepResult, b: StepResult): StepResult {
  return {
    state: b.state,
    status: b.status,
    variables: b.variables,
    created: [...a.created, ...b.created],
    closed: b.closed.filter((x) => !a.created.some((t) => t.executionId === x.executionId)).concat(a.closed),
    activities: [...a.activities, ...b.activities],
    timers: [...a.timers, ...b.timers],
    cancelledTimers: [...a.cancelledTimers, ...b.cancelledTimers],
    listenerCalls: [...a.listenerCalls, ...b.listenerCalls],
  }
}

export interface LockedInstance {
  id: number
  definitionId: number
  status: string
  state: EngineState
  variables: Record<string, unknown>
  rev: number
  startUserId: number
  title: string
  /** a business record's process: its type and key */
  bizType: string | null
  businessKey: string | null
}

/**
 * Locks an instance row for the rest of the transaction (every command on an instance starts here): by its id, or
 * by one of its tasks (`{ taskId }`, the task's instance never changes), which saves a round trip.
 */
export async function lockInstance(c: pg.ClientBase, which: number | { taskId: number }): Promise<LockedInstance> {
  const byTask = typeof which !== 'number'
  const { rows } = await q<{
    id: string
    definition_id: string
    status: string
    state: EngineState
    variables: Record<string, unknown>
    rev: number
    start_user_id: string
    title: string
    biz_type: string | null
    business_key: string | null
  }>(
    c,
    byTask ? 'wf_lock_by_task' : 'wf_lock',
    `SELECT id, definition_id, status, state, variables, rev, start_user_id, title, biz_type, business_key FROM wf_instance
     WHERE id = ${byTask ? '(SELECT instance_id FROM wf_task WHERE id = $1)' : '$1'} FOR UPDATE`,
    [byTask ? which.taskId : which],
  )
  const r = rows[0]
  if (!r) throw new ServiceError(byTask ? '任务不存在' : '流程实例不存在', 404)
  return {
    id: Number(r.id),
    definitionId: Number(r.definition_id),
    status: r.status,
    state: r.state,
    variables: r.variables,
    rev: r.rev,
    startUserId: Number(r.start_user_id),
    title: r.title,
    bizType: r.biz_type,
    businessKey: r.business_key,
  }
}

export interface TaskRecord {
  id: number
  instanceId: number
  executionId: string
  parentExecutionId: string | null
  taskDefKey: string
  name: string
  assignee: number | null
  owner: number | null
  delegationState: string | null
  candidateUsers: number[]
  candidateGroups: number[]
  status: string
  formKey: string | null
  claimTime: Date | null
  createTime: Date
  completedBy: number | null
}

const TASK_COLUMNS = `id, instance_id, execution_id, parent_execution_id, task_def_key, name, assignee, owner, delegation_state,
  candidate_users, candidate_groups, status, form_key, claim_time, create_time, completed_by`

export const toTask = (r: Record<string, unknown>): TaskRecord => ({
  id: Number(r.id),
  instanceId: Number(r.instance_id),
  executionId: r.execution_id as string,
  parentExecutionId: (r.parent_execution_id as string | null) ?? null,
  taskDefKey: r.task_def_key as string,
  name: r.name as string,
  assignee: r.assignee === null ? null : Number(r.assignee),
  owner: r.owner === null ? null : Number(r.owner),
  delegationState: (r.delegation_state as string | null) ?? null,
  candidateUsers: ((r.candidate_users as string[]) ?? []).map(Number),
  candidateGroups: ((r.candidate_groups as string[]) ?? []).map(Number),
  status: r.status as string,
  formKey: (r.form_key as string | null) ?? null,
  claimTime: (r.claim_time as Date | null) ?? null,
  createTime: r.create_time as Date,
  completedBy: r.completed_by === null ? null : Number(r.completed_by),
})

export async function readTask(c: pg.ClientBase | pg.Pool, taskId: number): Promise<TaskRecord | null> {
  const { rows } = await q(c, 'wf_task_read', `SELECT ${TASK_COLUMNS} FROM wf_task WHERE id = $1`, [taskId])
  return rows[0] ? toTask(rows[0]) : null
}

export async function instanceTasks(c: pg.ClientBase | pg.Pool, instanceId: number): Promise<TaskRecord[]> {
  const { rows } = await q(
    c,
    'wf_task_of_instance',
    `SELECT ${TASK_COLUMNS} FROM wf_task WHERE instance_id = $1 ORDER BY id`,
    [instanceId],
  )
  return rows.map(toTask)
}
