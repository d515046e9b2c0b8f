/**
 * The hazard's lifecycle through the workflow (§3.3, §8.3): the processes that run out of the box and the business
 * types whose `onProcess` writes the status back in the engine's transaction.
 *
 * 隐患上报 (the reporter, completed at the start) → 隐患审核 (the organisation's reviewers: 通过 / 驳回 back to the
 * reporter / 不予受理) → 隐患整改 (the responsible person) → 整改验收 (the acceptor: 通过 closes it, 不通过 goes back to
 * 整改). An extension request runs its own process: 申请 → 延期审批 (the hazard's reviewer).
 */
import { HAZARD_STATUS as S, RECTIFICATION_DUE, type HazardStatus } from '@wp/contract'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { ServiceError } from '../http/errors'
import {
  decidedOnPage,
  endOf,
  processColumns,
  requestApprovalXml,
  type BusinessType,
  type ProcessChange,
} from '../platform/processes'
import { safeHazard, safeHazardDelay, safeHazardLog } from './schema'
import { lockedRow } from '../db/locked-row'

export const HAZARD_BIZ = 'safety.hazard'
export const DELAY_BIZ = 'safety.hazardDelay'
export const HAZARD_PROCESS_KEY = 'safe_hazard'
export const DELAY_PROCESS_KEY = 'safe_hazard_delay'

/** The user tasks of the hazard's process, by BPMN id. */
export const STEP = { REPORT: 'report', AUDIT: 'audit', RECTIFY: 'rectify', ACCEPT: 'accept' } as const
export type Step = (typeof STEP)[keyof typeof STEP]
const STEPS: readonly string[] = Object.values(STEP)

const head = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" targetNamespace="http://flowable.org/bpmn">`
const cond = (expr: string) => `<conditionExpression xsi:type="tFormalExpression">${expr}</conditionExpression>`

export const HAZARD_PROCESS_XML = `${head}
<process id="${HAZARD_PROCESS_KEY}" name="隐患排查治理" isExecutable="true">
  <startEvent id="start" name="开始"/>
  <userTask id="report" name="隐患上报" flowable:assignee="\${INITIATOR}"/>
  <userTask id="audit" name="隐患审核" flowable:candidateUsers="\${reviewers}"/>
  <exclusiveGateway id="auditGateway" name="审核结论" default="toRectify"/>
  <userTask id="rectify" name="隐患整改" flowable:assignee="\${rectifier}"/>
  <userTask id="accept" name="整改验收" flowable:assignee="\${acceptor}"/>
  <exclusiveGateway id="acceptGateway" name="验收结论" default="toClosed"/>
  <endEvent id="closed" name="闭环"/>
  <endEvent id="refused" name="不予受理"/>
  <sequenceFlow id="toReport" sourceRef="start" targetRef="report"/>
  <sequenceFlow id="toAudit" sourceRef="report" targetRef="audit"/>
  <sequenceFlow id="audited" sourceRef="audit" targetRef="auditGateway"/>
  <sequenceFlow id="toReturned" name="驳回" sourceRef="auditGateway" targetRef="report">${cond("${auditResult == 'reject'}")}</sequenceFlow>
  <sequenceFlow id="toRefused" name="不予受理" sourceRef="auditGateway" targetRef="refused">${cond("${auditResult == 'refuse'}")}</sequenceFlow>
  <sequenceFlow id="toRectify" name="通过" sourceRef="auditGateway" targetRef="rectify"/>
  <sequenceFlow id="toAccept" sourceRef="rectify" targetRef="accept"/>
  <sequenceFlow id="accepted" sourceRef="accept" targetRef="acceptGateway"/>
  <sequenceFlow id="toRework" name="不通过" sourceRef="acceptGateway" targetRef="rectify">${cond("${acceptResult == 'fail'}")}</sequenceFlow>
  <sequenceFlow id="toClosed" name="通过" sourceRef="acceptGateway" targetRef="closed"/>
</process>
</definitions>`

export const DELAY_PROCESS_XML = requestApprovalXml(DELAY_PROCESS_KEY, '隐患整改延期', '延期申请', '延期审批')

type HazardRecord = typeof safeHazard.$inferSelect

/** The status a hazard has after a change of its process (§3.3). */
export function statusAfter(change: ProcessChange, h: HazardRecord): HazardStatus {
  if (change.status === 'deleted') return S.DRAFT
  const ended = endOf(change)
  if (ended) {
    if (ended.status === 'terminated') return S.VOID
    const audited = change.events.some((e) => e.type === 'taskCompleted' && e.task.taskDefKey === STEP.AUDIT)
    return audited ? S.REFUSED : S.CLOSED
  }
  const open = new Set(change.openTasks.map((t) => t.taskDefKey))
  if (open.has(STEP.REPORT)) return S.RETURNED
  if (open.has(STEP.AUDIT)) return S.PENDING_AUDIT
  if (open.has(STEP.RECTIFY)) return h.rectifyRound > 1 || h.rectifyMeasures ? S.RECTIFYING : S.TO_RECTIFY
  if (open.has(STEP.ACCEPT)) return S.PENDING_ACCEPT
  return h.hazardStatus as HazardStatus
}

/** A line of the hazard's 流转记录. */
export async function logHazard(
  db: Db,
  line: {
    hazardId: number
    action: string
    from?: string | null
    to?: string | null
    by: string
    opinion?: string | null
  },
) {
  await db.insert(safeHazardLog).values({
    hazardId: line.hazardId,
    action: line.action.slice(0, 64),
    fromStatus: line.from ?? null,
    toStatus: line.to ?? null,
    operatorName: line.by.slice(0, 64) || '系统',
    opinion: line.opinion?.slice(0, 2000) || null,
    createTime: sql`now()` as unknown as Date,
  })
}

/** A line of the 流转记录 that leaves the hazard's status as it is (an extension, a supervision). */
export const noteHazard = (db: Db, h: HazardRecord, by: string, action: string, opinion: string | null | undefined) =>
  logHazard(db, { hazardId: h.hazardId, action, from: h.hazardStatus, to: h.hazardStatus, by, opinion })

const OUTCOME: Record<string, string> = {
  reject: '驳回',
  return: '退回',
  revoke: '撤回',
  timeout: '超时',
}

export const hazardType: BusinessType = {
  bizType: HAZARD_BIZ,
  title: '隐患排查治理',
  defaultProcess: { xml: HAZARD_PROCESS_XML, detailPath: '/safety/fill_details?id={businessKey}', category: 'office' },
  async onProcess(db, change) {
    const hazardId = Number(change.businessKey)
    const h = await lockedRow(db, safeHazard, safeHazard.hazardId, hazardId)
    if (!h) throw new ServiceError('隐患不存在')
    const started = change.events.some((e) => e.type === 'started')
    let round = h.rectifyRound
    for (const e of change.events) {
      // a step of the hazard's page completed elsewhere (the generic todo list) would skip its input
      if (
        e.type === 'taskCompleted' &&
        e.outcome === 'approve' &&
        STEPS.includes(e.task.taskDefKey) &&
        !(started && e.task.taskDefKey === STEP.REPORT) &&
        h.pendingStep !== e.task.taskDefKey
      )
        throw new ServiceError(`请在隐患页面办理「${e.task.name}」`)
      if (e.type === 'taskCreated' && e.task.taskDefKey === STEP.RECTIFY) round++
    }
    const next = statusAfter(change, { ...h, rectifyRound: round })
    const suspendedEvent = [...change.events].reverse().find((e) => e.type === 'suspended' || e.type === 'activated')
    await db
      .update(safeHazard)
      .set({
        hazardStatus: next,
        rectifyRound: round,
        ...processColumns(change),
        pendingStep: null,
        isOverdue: RECTIFICATION_DUE.includes(next) ? h.isOverdue : false,
        ...(suspendedEvent ? { suspended: suspendedEvent.type === 'suspended' } : {}),
        ...(change.status === 'completed' || change.status === 'terminated' ? { suspended: false } : {}),
        // closed: off the 挂牌 list (§3.3)
        ...(next === S.CLOSED && h.hazardStatus !== S.CLOSED
          ? { closeTime: sql`now()` as unknown as Date, supervised: false }
          : {}),
      })
      .where(eq(safeHazard.hazardId, hazardId))
    for (const e of change.events) {
      // a stop's canceled tasks are told by the end's line
      if (e.type === 'taskCompleted' && (e.outcome === 'approve' || OUTCOME[e.outcome]))
        await logHazard(db, {
          hazardId,
          action: OUTCOME[e.outcome] ? `${e.task.name}（${OUTCOME[e.outcome]}）` : e.task.name,
          from: h.hazardStatus,
          to: next,
          by: e.by?.nickName ?? '系统',
          opinion: e.comment,
        })
      if (e.type === 'suspended' || e.type === 'activated')
        await logHazard(db, {
          hazardId,
          action: e.type === 'suspended' ? '挂起' : '恢复',
          from: h.hazardStatus,
          to: next,
          by: e.by?.nickName ?? '系统',
          opinion: e.type === 'suspended' ? h.stateReason : null,
        })
      if (e.type === 'ended')
        await logHazard(db, {
          hazardId,
          action: next === S.CLOSED ? '闭环' : next === S.REFUSED ? '不予受理' : '作废',
          from: h.hazardStatus,
          to: next,
          by: '系统',
          opinion: e.reason,
        })
    }
  },
}

export const delayType: BusinessType = {
  bizType: DELAY_BIZ,
  title: '隐患整改延期',
  defaultProcess: {
    xml: DELAY_PROCESS_XML,
    detailPath: '/safety/fill_details?delayId={businessKey}',
    category: 'office',
  },
  onProcess: decidedOnPage({
    lock: (db, delayId) => lockedRow(db, safeHazardDelay, safeHazardDelay.delayId, delayId),
    missing: '延期申请不存在',
    elsewhere: '请在隐患页面审批延期申请',
    waiting: (d) => d.status === '0',
    // stopped before anyone decided: not granted
    save: (db, delayId, procInsId, ended) =>
      db
        .update(safeHazardDelay)
        .set({ procInsId, ...(ended ? { status: '2', opinion: ended.reason } : {}) })
        .where(eq(safeHazardDelay.delayId, delayId)),
  }),
}
