/**
 * What follows a command's write in its transaction: messages to the people a task reached (the platform's
 * outbox, delivered by the messenger) and, for a business record's process, the change reported to the module that
 * owns the record (`onProcess` of its business type), so both commit or roll back with the step.
 */
import { approvalLink } from '@wp/contract'
import type pg from 'pg'
import type { AppContext } from '../context'
import { dbOn } from '../db/client'
import { membersOfRoles, roleNames, userNames } from '../directory'
import { postMessages, type NewMessage } from '../outbox/outbox'
import type {
  ProcessActor,
  ProcessChange,
  ProcessEvent,
  ProcessEventOf,
  ProcessTask,
  TaskOutcome,
} from '../platform/processes'
import { instanceTasks, q, writeStep, type Applied, type StepWrite, type TaskRecord } from './store'

/** The reference the outbox keeps for an instance's messages. */
export const instanceRef = (instanceId: number) => `workflow:instance:${instanceId}`

/** A change of a bound instance as a command knows it: tasks and people by id (resolved by `reportChange`). */
export type ChangeEvent = ProcessEventOf<number, number>

/** Who a task reaches: its assignee, else its candidate users and the members of its candidate roles. */
export async function recipientsOf(
  ctx: AppContext,
  t: { assignee: number | null; candidateUsers: number[]; candidateGroups: number[] },
): Promise<number[]> {
  if (t.assignee !== null) return [t.assignee]
  return [...new Set([...t.candidateUsers, ...(await membersOfRoles(ctx, t.candidateGroups))])]
}

/** Writes a command's step, then its messages and its business change, in the same transaction. */
export async function applyStep(ctx: AppContext, c: pg.PoolClient, w: StepWrite): Promise<Applied> {
  const applied = await writeStep(c, w)
  const ref = instanceRef(applied.instanceId)
  const messages: NewMessage[] = []
  const taskOf = new Map(applied.created.map((t) => [t.executionId, Number(t.id)]))
  for (const t of applied.created.filter((x) => x.status === 'open'))
    for (const userId of await recipientsOf(ctx, t))
      messages.push({ topic: 'workflow.task', userId, title: t.name, link: approvalLink(t.id), ref })
  for (const n of w.notices ?? []) {
    const taskId = n.taskExecution === undefined ? undefined : taskOf.get(n.taskExecution)
    messages.push({
      topic: `workflow.${n.topic}`,
      userId: n.userId,
      title: n.title,
      link: taskId === undefined ? instanceLink(applied.instanceId) : approvalLink(taskId),
      ref,
    })
  }
  await postMessages(dbOn(c), w.now, messages)
  if (applied.bizType !== null) await reportChange(ctx, c, applied.instanceId, await stepEvents(c, w, applied))
  return applied
}

/** The page of an instance on the phone (a copy, a notice without a task). */
export const instanceLink = (instanceId: number) => `/h5/approval?instanceId=${instanceId}`

/** The events of an engine step, in order: started, tasks closed, tasks opened, ended. */
async function stepEvents(c: pg.PoolClient, w: StepWrite, applied: Applied): Promise<ChangeEvent[]> {
  const tasks = await instanceTasks(c, applied.instanceId)
  const commentOf = (t: TaskRecord) =>
    (w.comments ?? []).find((m) => m.taskId === t.id || m.taskExecution === t.executionId)?.message ?? ''
  const events: ChangeEvent[] = []
  if (w.insert) events.push({ type: 'started', by: w.insert.startUserId })
  for (const t of applied.created.filter((x) => x.status !== 'open')) {
    const done = w.preCompleted?.[t.executionId]
    const record = tasks.find((x) => x.id === Number(t.id))!
    events.push({
      type: 'taskCompleted',
      task: record.id,
      outcome: (done?.outcome ?? 'approve') as TaskOutcome,
      comment: commentOf(record),
      by: done?.by ?? null,
    })
  }
  for (const x of applied.closed) {
    const record = tasks.filter((t) => t.executionId === x.executionId && t.status !== 'open').at(-1)
    if (record)
      events.push({
        type: 'taskCompleted',
        task: record.id,
        outcome: x.outcome as TaskOutcome,
        comment: commentOf(record),
        by: x.by,
      })
  }
  for (const t of applied.created.filter((x) => x.status === 'open'))
    events.push({ type: 'taskCreated', task: Number(t.id) })
  if (w.status === 'completed' || w.status === 'terminated')
    events.push({ type: 'ended', status: w.status, reason: w.endReason ?? null })
  return events
}

/** A task record as the owning domain sees it (`names`: its assignee's name, by user id). */
export const toTask = (t: TaskRecord, names: Map<number, string>): ProcessTask => ({
  taskId: String(t.id),
  taskDefKey: t.taskDefKey,
  name: t.name,
  assigneeId: t.assignee,
  assigneeName: t.assignee === null ? null : (names.get(t.assignee) ?? null),
  candidateUserIds: t.candidateUsers,
  candidateRoleIds: t.candidateGroups,
})

const joined = (items: string[]) => (items.length ? [...new Set(items)].join('、') : null)

/**
 * Tells the module that owns a business record what happened to its process, in the command's transaction: the
 * events, the instance's status, its open tasks and the denormalised current task and assignee. Does nothing for
 * an instance that is not a business record's, or whose business type no module declares any more.
 */
export async function reportChange(
  ctx: AppContext,
  c: pg.PoolClient,
  instanceId: number,
  events: ChangeEvent[],
  deleted = false,
): Promise<void> {
  const { rows } = await q<{ biz_type: string | null; business_key: string | null; status: string; key: string }>(
    c,
    'wf_business_of',
    `SELECT i.biz_type, i.business_key, i.status, d.key FROM wf_instance i JOIN wf_definition d ON d.id = i.definition_id
     WHERE i.id = $1`,
    [instanceId],
  )
  const inst = rows[0]
  if (!inst?.biz_type || inst.business_key === null) return
  const type = ctx.businessTypes.get(inst.biz_type)
  if (!type) {
    ctx.logger.warn({ bizType: inst.biz_type, instanceId }, 'no module declares this business type')
    return
  }
  const tasks = deleted ? [] : await instanceTasks(c, instanceId)
  const open = tasks.filter((t) => t.status === 'open')
  const unheld = open.filter((t) => t.assignee === null)
  const people = await userNames(ctx, [
    ...tasks.map((t) => t.assignee),
    ...unheld.flatMap((t) => t.candidateUsers),
    ...events.flatMap((e) => ('by' in e ? [e.by] : [])),
  ])
  const roles = await roleNames(
    ctx,
    unheld.flatMap((t) => t.candidateGroups),
  )
  const actor = (id: number | null): ProcessActor | null =>
    id === null ? null : { userId: id, nickName: people.get(id) ?? '' }
  const task = (id: number) =>
    toTask(
      tasks.find((t) => t.id === id)!,
      people,
    )
  const resolved: ProcessEvent[] = deleted
    ? [{ type: 'deleted' }]
    : events.map((e): ProcessEvent => {
        switch (e.type) {
          case 'started':
            return { ...e, by: actor(e.by)! }
          case 'taskCreated':
            return { ...e, task: task(e.task) }
          case 'taskCompleted':
            return { ...e, task: task(e.task), by: actor(e.by) }
          case 'taskAssigned':
            return { ...e, task: task(e.task), by: actor(e.by)! }
          case 'suspended':
          case 'activated':
            return { ...e, by: actor(e.by) }
          case 'ended':
            return e
        }
      })
  const change: ProcessChange = {
    bizType: inst.biz_type,
    businessKey: inst.business_key,
    procInsId: String(instanceId),
    procDefKey: inst.key,
    events: resolved,
    status: deleted ? 'deleted' : (inst.status as ProcessChange['status']),
    openTasks: open.map((t) => toTask(t, people)),
    currentTaskName: joined(open.map((t) => t.name)),
    currentAssignee: joined(
      open.flatMap((t) =>
        t.assignee !== null
          ? [people.get(t.assignee) ?? String(t.assignee)]
          : [
              ...t.candidateUsers.map((u) => people.get(u) ?? String(u)),
              ...t.candidateGroups.map((g) => roles.get(g) ?? String(g)),
            ],
      ),
    ),
  }
  await type.onProcess(dbOn(c), change)
}
