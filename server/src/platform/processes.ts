/**
 * Business records approved through a process (a hazard report, a project's approval): the interface between the
 * domain that owns the record and the workflow domain that runs the process.
 *
 * - The owning module declares its business types in its module object (`businessTypes`), each with `onProcess`:
 *   the engine calls it in the same transaction as every change of an instance of that type (started, task
 *   created, task completed with its outcome and comment, assignee changed, ended, deleted), so the domain writes
 *   its status back (procInsId, current task and assignee denormalised) atomically with the step; throwing undoes it.
 * - An administrator binds each business type (optionally per organisation) to a process definition key and the
 *   page that shows a record (`sys_biz_process`, kept by the workflow domain).
 * - The domain starts a process for a record, reads its approval history and stops it through
 *   `ctx.services.processes` (provided by the workflow module).
 */
import type { ApprovalHistoryTask } from '@wp/contract'
import type { SessionAccess } from '../auth/session'
import type { Db } from '../db/client'
import { ServiceError } from '../http/errors'

/** Who acted. */
export interface ProcessActor {
  userId: number
  nickName: string
}

/** A user task of a bound instance. */
export interface ProcessTask {
  taskId: string
  /** The BPMN element id (`audit`, `rectify`): what the domain maps to its own status. */
  taskDefKey: string
  name: string
  assigneeId: number | null
  assigneeName: string | null
  candidateUserIds: number[]
  candidateRoleIds: number[]
}

/**
 * How a task was closed: `approve` (completed), `reject` (驳回 to the previous task), `return` (退回 to a chosen
 * earlier task), `revoke` (the starter took it back), `stop` (the process was stopped), `timeout` (a boundary timer),
 * `countersign` (closed by a countersign rule or a signer removed), `canceled` (anything else).
 */
export type TaskOutcome = 'approve' | 'reject' | 'return' | 'revoke' | 'stop' | 'timeout' | 'countersign' | 'canceled'

/**
 * A change of an instance, its task and people given as `Task` and `Actor`: the engine records them by id
 * (`ProcessEventOf<number, number>`), the owning domain receives them resolved (`ProcessEvent`).
 */
export type ProcessEventOf<Task, Actor> =
  | { type: 'started'; by: Actor }
  | { type: 'taskCreated'; task: Task }
  | { type: 'taskCompleted'; task: Task; outcome: TaskOutcome; comment: string; by: Actor | null }
  /** claimed, delegated, transferred, given back: the task's assignee changed */
  | { type: 'taskAssigned'; task: Task; by: Actor }
  | { type: 'suspended' | 'activated'; by: Actor | null }
  | { type: 'ended'; status: 'completed' | 'terminated'; reason: string | null }

export type ProcessEvent =
  | ProcessEventOf<ProcessTask, ProcessActor>
  /** the instance and its history were deleted (an administrator, or the starter after it ended) */
  | { type: 'deleted' }

/** What the owning domain receives after each change of a bound instance. */
export interface ProcessChange {
  bizType: string
  businessKey: string
  procInsId: string
  procDefKey: string
  /** What happened in this change, in order. */
  events: ProcessEvent[]
  /** The instance after the change. */
  status: 'running' | 'suspended' | 'completed' | 'terminated' | 'deleted'
  /** Its open tasks after the change (none once ended). */
  openTasks: ProcessTask[]
  /** Denormalised for the business row: the open tasks' names, joined with '、'; null when none. */
  currentTaskName: string | null
  /** Their assignees' names (or, for an unclaimed task, its candidates'), joined with '、'; null when none. */
  currentAssignee: string | null
}

/** A business type a module declares (unique across modules). */
export interface BusinessType {
  /** `<module>.<name>` or a spec's process key family: `safety.hazard`, `projects.planChange`. */
  bizType: string
  /** What administrators see when binding a process: 隐患上报. */
  title: string
  /**
   * Called in the engine's transaction after every change of an instance of this type; `db` is that transaction.
   * Write the record's status here. Throwing refuses the change (the caller sees the message).
   */
  onProcess(db: Db, change: ProcessChange): Promise<void>
  /**
   * The process that runs this type out of the box. At the first start that declares it, the `processes` service
   * deploys `xml` (unless a definition with its process key exists) and binds it as the type's default with
   * `detailPath` (unless the type has a default binding); recorded once as `process:<bizType>` in `sys_seed`, so an
   * administrator's new version, other binding or deletion sticks.
   */
  defaultProcess?: DefaultProcess
}

/** The end of the instance in this change, if it ended. */
export const endOf = (change: ProcessChange) =>
  change.events.find((e): e is Extract<ProcessEvent, { type: 'ended' }> => e.type === 'ended')

/**
 * The process columns a bound record carries: its instance (cleared once the instance is deleted) and, denormalised,
 * the open tasks' names and assignees.
 */
export const processColumns = (change: ProcessChange) => ({
  procInsId: change.status === 'deleted' ? null : change.procInsId,
  currentTaskName: change.currentTaskName,
  currentAssignee: change.currentAssignee,
})

/**
 * `onProcess` of a request decided on its own page (a change, an extension), whose process is an
 * `approvalProcessXml` with the deciding task `approve`: completing that task elsewhere (the generic todo list) is
 * refused while the request waits, and an end before the decision (stopped, withdrawn) refuses the request.
 */
export function decidedOnPage<R>(o: {
  /** The request, locked for the transaction; undefined when it is gone. */
  lock(db: Db, id: number): Promise<R | undefined>
  /** Refused with this when the request is gone. */
  missing: string
  /** Refused with this when the deciding task is completed elsewhere while the request waits. */
  elsewhere: string
  waiting(request: R): boolean
  /** Writes the instance (null once deleted) and, when it ended before a decision, that end. */
  save(
    db: Db,
    id: number,
    procInsId: string | null,
    endedUndecided: Extract<ProcessEvent, { type: 'ended' }> | undefined,
  ): Promise<unknown>
}): BusinessType['onProcess'] {
  return async (db, change) => {
    const id = Number(change.businessKey)
    const request = await o.lock(db, id)
    if (request === undefined) throw new ServiceError(o.missing)
    const decided = change.events.some(
      (e) => e.type === 'taskCompleted' && e.outcome === 'approve' && e.task.taskDefKey === 'approve',
    )
    if (decided && o.waiting(request)) throw new ServiceError(o.elsewhere)
    const ended = endOf(change)
    await o.save(db, id, processColumns(change).procInsId, ended && o.waiting(request) ? ended : undefined)
  }
}

/**
 * The decision of such a request on its own page, with the domain's writes in the same transaction: the deciding
 * task `approve` completed with 同意 / 不同意 and the opinion as its comment.
 */
export const decideOnPage = (
  processes: Pick<ProcessService, 'complete'>,
  d: {
    bizType: string
    businessKey: string
    by: ProcessStarter
    approved: boolean
    opinion?: string | null
    write: (db: Db) => Promise<void>
  },
) =>
  processes.complete({
    bizType: d.bizType,
    businessKey: d.businessKey,
    taskDefKey: 'approve',
    by: d.by,
    comment: `${d.approved ? '同意' : '不同意'}${d.opinion ? `：${d.opinion}` : ''}`,
    write: d.write,
  })

/** A business type's process out of the box (`BusinessType.defaultProcess`). */
export interface DefaultProcess {
  /** BPMN 2.0 XML as the designer writes it; its process id is the key that gets bound. */
  xml: string
  /** The page of a record, `{businessKey}` replaced by its key (`/safety/hazard/detail?id={businessKey}`). */
  detailPath: string
  /** The definition's category (`sys_process_category`); default `office`. */
  category?: string
}

/** The person starting a process: the request's user satisfies it. */
export type ProcessStarter = Pick<SessionAccess, 'userId' | 'userName' | 'nickName' | 'deptName' | 'roleIds'>

export interface StartInput {
  bizType: string
  /** The record's id as text; at most one running instance per (bizType, businessKey). */
  businessKey: string
  /** The instance's name (the todo list shows it): the record's title. */
  title: string
  /** The organisation whose binding applies (a subsidiary's own flow); the type's default binding otherwise. */
  orgId?: number | null
  /** Process variables (plain data; names the engine reserves are refused). */
  variables?: Record<string, unknown>
  starter: ProcessStarter
}

export interface StartedProcess {
  procInsId: string
  procDefKey: string
  /** The tasks open after the start (the callback saw them in full). */
  tasks: { taskId: string; taskName: string; assigneeId: number | null }[]
}

/**
 * One task of the approval history: the contract's `ApprovalHistoryTask` (what a record's page receives) as the
 * engine holds it, its outcome typed and its times as dates.
 */
export interface ProcessHistoryTask extends Omit<ApprovalHistoryTask, 'outcome' | 'createTime' | 'finishTime'> {
  outcome: TaskOutcome | null
  createTime: Date
  finishTime: Date | null
}

/** One process instance of a record, with its tasks in order. */
export interface ProcessHistoryEntry {
  procInsId: string
  procDefKey: string
  procDefName: string
  status: string
  startUserName: string
  startTime: Date
  endTime: Date | null
  endReason: string | null
  tasks: ProcessHistoryTask[]
}

/**
 * Completing a record's open task from the owning domain's own page (审核, 整改, 验收), with the business input the
 * step needs: `write` runs in the engine's transaction, after the caller is checked to be the task's assignee or
 * candidate and before the engine moves on, so the record's fields and the step commit or roll back together (and
 * `onProcess` already sees the written fields).
 */
export interface CompleteInput {
  bizType: string
  businessKey: string
  /** The BPMN element id of the task to complete (`audit`); refused when the record's open task is another. */
  taskDefKey: string
  by: ProcessStarter
  comment?: string
  /** Process variables for the next steps (`auditResult`, `rectifier`); names the engine reserves are refused. */
  variables?: Record<string, unknown>
  /** The domain's own writes in the same transaction (`db` is that transaction). */
  write?: (db: Db) => Promise<void>
}

/** A binding: which process a business type (of an organisation) runs and where its records are shown. */
export interface ProcessBinding {
  bizType: string
  orgId: number | null
  procDefKey: string
  /** The page of a record (`/safety/hazard/detail?id={businessKey}`), for the todo list's link. */
  detailPath: string
}

export interface ProcessService {
  /**
   * Starts the process bound to `bizType` (the organisation's binding, else the default one) for a record: the
   * latest active version of the bound key, `title` as the instance's name, `starter` as the applicant.
   * The type's `onProcess` sees `started` and the first tasks in the same transaction.
   */
  start(input: StartInput): Promise<StartedProcess>
  /** Every instance of a record, newest first, with its tasks: the approval history. */
  history(bizType: string, businessKey: string): Promise<ProcessHistoryEntry[]>
  /** Stops the record's running instance (the record was withdrawn); `onProcess` sees `ended`. */
  stop(bizType: string, businessKey: string, by: ProcessStarter, reason: string): Promise<void>
  /** The open tasks of the record's running or suspended instance (none when it has none). */
  tasks(bizType: string, businessKey: string): Promise<ProcessTask[]>
  /**
   * Completes the record's open task `taskDefKey` as `by` (its assignee or a candidate), with the domain's writes
   * in the same transaction (see `CompleteInput`); `onProcess` sees `taskCompleted` (outcome `approve`).
   */
  complete(input: CompleteInput): Promise<void>
  /**
   * Suspends (`true`) or activates the record's live instance (nobody can act on a suspended one); `onProcess`
   * sees `suspended` / `activated`.
   */
  suspend(bizType: string, businessKey: string, by: ProcessStarter, suspended: boolean): Promise<void>
  /** The binding that applies to `bizType` for `orgId`, or null. */
  binding(bizType: string, orgId?: number | null): Promise<ProcessBinding | null>
  /**
   * Deploys and binds the `defaultProcess` of each type not adopted before (see `BusinessType.defaultProcess`);
   * returns the business types adopted now. Called by `boot` with every module's types.
   */
  adopt(types: readonly BusinessType[]): Promise<string[]>
}

/**
 * A one-step approval as BPMN: apply (the starter; the engine completes it at the start) → one deciding task → end.
 * A 驳回 at the deciding task sends it back to apply. What varies between domains is named here; the shape is one.
 */
export interface ApprovalProcess {
  /** The process id (the key that gets bound). */
  key: string
  name: string
  /** The starter's task `apply`: its name; default 提交申请. */
  apply?: string
  /** The deciding task: its BPMN id (default `approve`) and name. */
  task: { id?: string; name: string }
  /**
   * Who decides, as the task's attribute: `assignee` (one user) or `candidateUsers` (any of them), an expression
   * over process variables; default the assignee `${approver}`.
   */
  decider?: { assignee: string } | { candidateUsers: string }
  /** The start and end events named 开始 / 结束 (as the designer writes them); default unnamed. */
  namedEvents?: boolean
  /** The designer's diagram (BPMN DI, with the `bpmndi`, `dc` and `di` namespaces), after the process. */
  diagram?: string
}

export function approvalProcessXml(p: ApprovalProcess): string {
  const decider = p.decider ?? { assignee: '${approver}' }
  const [attr, expr] =
    'assignee' in decider ? ['assignee', decider.assignee] : ['candidateUsers', decider.candidateUsers]
  const task = p.task.id ?? 'approve'
  const named = (name: string) => (p.namedEvents ? ` name="${name}"` : '')
  const di = p.diagram
    ? `
  xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC"
  xmlns:di="http://www.omg.org/spec/DD/20100524/DI"`
    : ''
  return `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn"${di}
  targetNamespace="http://flowable.org/bpmn">
  <process id="${p.key}" name="${p.name}" isExecutable="true">
    <startEvent id="start"${named('开始')}/>
    <userTask id="apply" name="${p.apply ?? '提交申请'}" flowable:assignee="\${INITIATOR}"/>
    <userTask id="${task}" name="${p.task.name}" flowable:${attr}="${expr}"/>
    <endEvent id="end"${named('结束')}/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="apply"/>
    <sequenceFlow id="f2" sourceRef="apply" targetRef="${task}"/>
    <sequenceFlow id="f3" sourceRef="${task}" targetRef="end"/>
  </process>${p.diagram ? `\n  ${p.diagram}` : ''}
</definitions>`
}

/**
 * The process of a request decided on its own page (`decidedOnPage`): the applicant's step `apply`, then any of the
 * users in the process variable `approvers` decides at `approve`.
 */
export const requestApprovalXml = (key: string, name: string, apply: string, task: string) =>
  approvalProcessXml({
    key,
    name,
    apply,
    task: { name: task },
    decider: { candidateUsers: '${approvers}' },
    namedEvents: true,
  })

/**
 * The usual one-step approval: the deciding task `approve` goes to the user in the process variable `approver`.
 * Domains use it as the `defaultProcess` of a light approval (a project's 立项, an OKR's confirmation).
 */
export const approvalXml = (key: string, name: string, task: string) =>
  approvalProcessXml({ key, name, task: { name: task } })

/** The business types of every module, by `bizType`. */
export class BusinessTypes {
  private readonly types = new Map<string, BusinessType>()

  constructor(types: readonly BusinessType[] = []) {
    for (const t of types) {
      if (!/^[a-z][A-Za-z0-9_.-]{0,63}$/.test(t.bizType)) throw new Error(`bad business type ${t.bizType}`)
      if (this.types.has(t.bizType)) throw new Error(`business type ${t.bizType} is declared twice`)
      this.types.set(t.bizType, t)
    }
  }

  get(bizType: string): BusinessType | undefined {
    return this.types.get(bizType)
  }

  list(): BusinessType[] {
    return [...this.types.values()]
  }
}
