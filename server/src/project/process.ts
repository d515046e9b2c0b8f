/**
 * 立项, 验收 and 计划调整 approved through the workflow (§8.3): each a business type with a default process
 * (apply → the approver → end), whose `onProcess` writes the project's status (or applies the plan change) in the
 * engine's transaction.
 */
import { CHANGE_STATUS, PROJECT_BIZ, PROJECT_STATUS, type PlanMove } from '@wp/contract'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../context'
import { approvalXml, endOf, processColumns, type BusinessType, type ProcessStarter } from '../platform/processes'
import type { ProjectRecord } from './access'
import { applyMoves, localDate, recompute, saveBaseline } from './plan'
import { projPlanChange, projProject } from './schema'

/**
 * The moment the engine's callbacks see (they receive only the transaction): the routes set it to the app's clock
 * when they are registered, so tests on a manual clock get their dates.
 */
export const processClock = { now: (): Date => new Date() }

/**
 * Starts the approval of one of the project's businesses (`【立项】P-001 name`): the project's 分管领导 approves (the
 * administrator when it has none), under its organisation's binding.
 */
export function startApproval(
  ctx: AppContext,
  starter: ProcessStarter,
  p: ProjectRecord,
  approval: { biz: { readonly bizType: string }; label: string; businessKey: string },
) {
  return ctx.services.processes.start({
    bizType: approval.biz.bizType,
    businessKey: approval.businessKey,
    title: `【${approval.label}】${p.projectCode} ${p.projectName}`,
    orgId: p.orgId,
    variables: { approver: String(p.leaderUserId ?? 1) },
    starter,
  })
}

/** The project's status while a process of `kind` runs, once it completes, and when it is withdrawn. */
const STATUS_BY_KIND = {
  establish: { running: PROJECT_STATUS.approving, completed: PROJECT_STATUS.running, back: PROJECT_STATUS.draft },
  accept: { running: PROJECT_STATUS.accepting, completed: PROJECT_STATUS.done, back: PROJECT_STATUS.running },
} as const

function projectType(kind: 'establish' | 'accept'): BusinessType {
  const biz = PROJECT_BIZ[kind]
  const s = STATUS_BY_KIND[kind]
  return {
    bizType: biz.bizType,
    title: biz.title,
    defaultProcess: {
      xml: approvalXml(biz.key, `${biz.title}审批`, kind === 'establish' ? '立项审批' : '验收审批'),
      detailPath: '/variety/variety_detail?projectId={businessKey}',
    },
    async onProcess(db, change) {
      const projectId = Number(change.businessKey)
      const end = endOf(change)
      const now = processClock.now()
      const status =
        change.status === 'deleted' || end?.type === 'ended'
          ? end?.status === 'completed'
            ? s.completed
            : s.back
          : s.running
      const dates =
        status === PROJECT_STATUS.running && kind === 'establish'
          ? { actualStartDate: localDate(now) }
          : status === PROJECT_STATUS.done
            ? { actualEndDate: localDate(now) }
            : {}
      await db
        .update(projProject)
        .set({ projectStatus: status, ...processColumns(change), ...dates, updateTime: now })
        .where(eq(projProject.projectId, projectId))
      // the plan as established is the first baseline
      if (kind === 'establish' && end?.status === 'completed') {
        const by = change.events.find((e) => e.type === 'taskCompleted' && e.by)
        await saveBaseline(db, projectId, '立项基线', by?.type === 'taskCompleted' ? (by.by?.nickName ?? '') : '', now)
      }
      await recompute(db, projectId, now)
    },
  }
}

/** 计划调整: approved, its moves are written (a later finish counts a delay with the change's reason). */
const planChangeType: BusinessType = {
  bizType: PROJECT_BIZ.planChange.bizType,
  title: PROJECT_BIZ.planChange.title,
  defaultProcess: {
    xml: approvalXml(PROJECT_BIZ.planChange.key, '计划调整审批', '调整审批'),
    detailPath: '/variety/variety_detail?changeId={businessKey}',
  },
  async onProcess(db, change) {
    const changeId = Number(change.businessKey)
    const [row] = await db.select().from(projPlanChange).where(eq(projPlanChange.changeId, changeId))
    if (!row) return
    const end = endOf(change)
    const now = processClock.now()
    const status =
      change.status === 'deleted' || end
        ? end?.status === 'completed'
          ? CHANGE_STATUS.approved
          : CHANGE_STATUS.withdrawn
        : CHANGE_STATUS.approving
    await db
      .update(projPlanChange)
      .set({ approveStatus: status, ...processColumns(change), ...(end ? { approveTime: now } : {}) })
      .where(eq(projPlanChange.changeId, changeId))
    if (status === CHANGE_STATUS.approved && row.approveStatus !== CHANGE_STATUS.approved) {
      await applyMoves(db, row.moves as PlanMove[], row.reason)
      await recompute(db, row.projectId, now)
    }
  },
}

export const PROJECT_BUSINESS_TYPES: readonly BusinessType[] = [
  projectType('establish'),
  projectType('accept'),
  planChangeType,
]
