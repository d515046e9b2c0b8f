/**
 * The work plan on the server: reading a project's nodes and links, the roll-up and health written back to the
 * project, the plan view (critical path, baseline comparison), and applying moves (directly on a draft plan, through
 * an approved plan change once the project is established). The arithmetic is the contract's (`schedule.ts`), so
 * the Gantt chart's preview and the server agree.
 */
import {
  criticalPath,
  dayOf,
  healthOf,
  NODE_STATUS,
  NODE_TYPE,
  PROJECT_STATUS,
  propagate,
  rollUp,
  type BaselineDiff,
  type BaselineNode,
  type NodeType,
  type PlanMove,
  type PlanView,
  type ScheduleLink,
  type ScheduleNode,
} from '@wp/contract'
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { AppContext } from '../context'
import type { Db } from '../db/client'
import { userNames } from '../directory'
import { badRequest } from '../http/errors'
import { projBaseline, projPlanChange, projPlanLink, projProject, projWorkPlan } from './schema'

export type NodeRecord = typeof projWorkPlan.$inferSelect
export type LinkRecord = typeof projPlanLink.$inferSelect

/** The server's local calendar day, `yyyy-MM-dd`. */
export function localDate(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/** The statuses whose plan is established: date changes go through an approved plan change. */
export const ESTABLISHED: readonly string[] = [
  PROJECT_STATUS.running,
  PROJECT_STATUS.suspended,
  PROJECT_STATUS.accepting,
]

export async function loadPlan(db: Db, projectId: number) {
  const nodes = await db
    .select()
    .from(projWorkPlan)
    .where(eq(projWorkPlan.projectId, projectId))
    .orderBy(asc(projWorkPlan.sortNo), asc(projWorkPlan.planId))
  const links = await db
    .select()
    .from(projPlanLink)
    .where(eq(projPlanLink.projectId, projectId))
    .orderBy(asc(projPlanLink.linkId))
  return { nodes, links }
}

export const scheduleNodes = (nodes: readonly NodeRecord[]): ScheduleNode[] =>
  nodes.map((n) => ({
    id: n.planId,
    parentId: n.parentId,
    type: n.nodeType as NodeType,
    planStart: n.planStart,
    planEnd: n.planEnd,
  }))

export const scheduleLinks = (links: readonly LinkRecord[]): ScheduleLink[] =>
  links.map((l) => ({ predId: l.predId, succId: l.succId, lag: l.lag }))

const isDone = (n: Pick<NodeRecord, 'progressPercent' | 'actualEnd' | 'nodeStatus'>) =>
  n.nodeStatus === NODE_STATUS.done || Number(n.progressPercent) >= 100 || n.actualEnd != null

/**
 * Rolls the plan up and writes it back: parents' progress, every node's status (done, late, in progress, not
 * started; canceled stays), and the project's progress, plan progress, health and overdue flag.
 */
export async function recompute(db: Db, projectId: number, now: Date) {
  const today = localDate(now)
  const t = dayOf(today)
  const [project] = await db.select().from(projProject).where(eq(projProject.projectId, projectId))
  if (!project) return
  const { nodes } = await loadPlan(db, projectId)
  const parents = new Set(nodes.map((n) => n.parentId).filter((p) => p != null))
  const { progress, total, planned } = rollUp(
    nodes.map((n) => ({
      id: n.planId,
      parentId: n.parentId,
      weight: n.weight == null ? null : Number(n.weight),
      progress: Number(n.progressPercent),
      planStart: n.planStart,
      planEnd: n.planEnd,
      type: n.nodeType as NodeType,
    })),
    today,
  )
  let milestoneOverdueDays = 0
  let anyOverdue = false
  for (const n of nodes) {
    const p = progress.get(n.planId) ?? 0
    const done = parents.has(n.planId) ? p >= 100 : isDone(n)
    const late = !done && dayOf(n.planEnd) < t
    if (late && !parents.has(n.planId)) {
      anyOverdue = true
      if (n.nodeType === NODE_TYPE.milestone)
        milestoneOverdueDays = Math.max(milestoneOverdueDays, t - dayOf(n.planEnd))
    }
    const status =
      n.nodeStatus === NODE_STATUS.canceled
        ? NODE_STATUS.canceled
        : done
          ? NODE_STATUS.done
          : late
            ? NODE_STATUS.late
            : p > 0 || n.actualStart
              ? NODE_STATUS.doing
              : NODE_STATUS.todo
    const changes: Partial<NodeRecord> = {}
    if (status !== n.nodeStatus) changes.nodeStatus = status
    if (parents.has(n.planId) && p !== Number(n.progressPercent)) changes.progressPercent = p
    if (Object.keys(changes).length) await db.update(projWorkPlan).set(changes).where(eq(projWorkPlan.planId, n.planId))
  }
  const active = ESTABLISHED.includes(project.projectStatus) || project.projectStatus === PROJECT_STATUS.approving
  await db
    .update(projProject)
    .set({
      progressPercent: total,
      planProgressPercent: planned,
      health: ESTABLISHED.includes(project.projectStatus)
        ? healthOf({ progress: total, planned, milestoneOverdueDays, anyOverdue })
        : null,
      overdue: active && dayOf(project.planEndDate) < t,
      reportOverdue: project.projectStatus === PROJECT_STATUS.running && reportLate(project, now),
    })
    .where(eq(projProject.projectId, projectId))
}

/** The period a monthly report covers: `yyyy-MM`. */
export const periodOf = (d: Date) => localDate(d).slice(0, 7)

/** The month before `d`'s: the period whose report is due by the 5th. */
export function previousPeriod(d: Date): string {
  const prev = new Date(d.getFullYear(), d.getMonth() - 1, 1)
  return periodOf(prev)
}

/** A running project's report is late when the previous month's is missing after the 5th (and it ran then). */
function reportLate(p: typeof projProject.$inferSelect, now: Date): boolean {
  if (now.getDate() <= 5) return false
  const due = previousPeriod(now)
  if (p.planStartDate.slice(0, 7) > due) return false
  return !p.latestReportPeriod || p.latestReportPeriod < due
}

/** Saves every node's current dates as a baseline. */
export async function saveBaseline(db: Db, projectId: number, name: string, by: string, now: Date) {
  const { nodes } = await loadPlan(db, projectId)
  const snapshot: BaselineNode[] = nodes.map((n) => ({ planId: n.planId, planStart: n.planStart, planEnd: n.planEnd }))
  const [row] = await db
    .insert(projBaseline)
    .values({ projectId, name, nodes: snapshot, createBy: by, createTime: now })
    .returning({ baselineId: projBaseline.baselineId })
  return row.baselineId
}

/** Each node against a baseline: its baseline dates and how many days its finish moved. */
export function compareWithBaseline(nodes: readonly NodeRecord[], baseline: readonly BaselineNode[]): BaselineDiff[] {
  const base = new Map(baseline.map((b) => [b.planId, b]))
  return nodes.map((n) => {
    const b = base.get(n.planId)
    return {
      planId: n.planId,
      baseStart: b?.planStart ?? null,
      baseEnd: b?.planEnd ?? null,
      finishVariance: b ? dayOf(n.planEnd) - dayOf(b.planEnd) : null,
    }
  })
}

/** The plan view of a project the caller may see. */
export async function planView(
  ctx: AppContext,
  project: typeof projProject.$inferSelect,
  baselineId?: number,
): Promise<PlanView> {
  const { nodes, links } = await loadPlan(ctx.db, project.projectId)
  const today = dayOf(localDate(ctx.clock.now()))
  const parents = new Set(nodes.map((n) => n.parentId).filter((p) => p != null))
  const cp = criticalPath(scheduleNodes(nodes), scheduleLinks(links))
  const baselines = await ctx.db
    .select()
    .from(projBaseline)
    .where(eq(projBaseline.projectId, project.projectId))
    .orderBy(desc(projBaseline.baselineId))
  const chosen = baselineId ? baselines.find((b) => b.baselineId === baselineId) : baselines[0]
  if (baselineId && !chosen) throw badRequest('基线不存在')
  const [pending] = await ctx.db
    .select({ changeId: projPlanChange.changeId })
    .from(projPlanChange)
    .where(and(eq(projPlanChange.projectId, project.projectId), eq(projPlanChange.approveStatus, '1')))
  const names = await userNames(
    ctx,
    nodes.map((n) => n.responsibleUserId),
  )
  return {
    projectId: project.projectId,
    projectStatus: project.projectStatus,
    needsApproval: ESTABLISHED.includes(project.projectStatus),
    nodes: nodes.map((n) => {
      const f = cp.floats.get(n.planId)
      const leaf = !parents.has(n.planId)
      return {
        planId: n.planId,
        projectId: n.projectId,
        parentId: n.parentId,
        sortNo: n.sortNo,
        nodeName: n.nodeName,
        nodeType: n.nodeType as NodeType,
        deliverable: n.deliverable,
        weight: n.weight == null ? null : Number(n.weight),
        planStart: n.planStart,
        planEnd: n.planEnd,
        actualStart: n.actualStart,
        actualEnd: n.actualEnd,
        responsibleOrgId: n.responsibleOrgId,
        responsibleUserId: n.responsibleUserId,
        responsibleUserName: n.responsibleUserId == null ? null : (names.get(n.responsibleUserId) ?? null),
        progressPercent: Number(n.progressPercent),
        nodeStatus: n.nodeStatus,
        completeDesc: n.completeDesc,
        delayReason: n.delayReason,
        delayTimes: n.delayTimes,
        float: leaf && f ? f.float : null,
        critical: leaf && !!f?.critical,
        overdue: leaf && !isDone(n) && dayOf(n.planEnd) < today,
      }
    }),
    links: links.map((l) => ({ linkId: l.linkId, predId: l.predId, succId: l.succId, lag: l.lag })),
    criticalPath: cp.path,
    progressPercent: Number(project.progressPercent),
    planProgressPercent: Number(project.planProgressPercent),
    health: project.health,
    baselines: baselines.map((b) => ({
      baselineId: b.baselineId,
      name: b.name,
      createBy: b.createBy,
      createTime: b.createTime.toISOString(),
    })),
    baselineId: chosen?.baselineId ?? null,
    baseline: chosen ? compareWithBaseline(nodes, chosen.nodes) : [],
    pendingChangeId: pending?.changeId ?? null,
  }
}

export interface MoveInput {
  planId: number
  planStart: string
  planEnd: string
}

/**
 * What moving these nodes does to the plan: the moved nodes with their names (the preview), refused when a node
 * would start before its predecessors allow, a phase is moved by hand, or a node is not in the plan.
 */
export function previewMoves(nodes: readonly NodeRecord[], links: readonly LinkRecord[], moves: readonly MoveInput[]) {
  const byId = new Map(nodes.map((n) => [n.planId, n]))
  const parents = new Set(nodes.map((n) => n.parentId).filter((p) => p != null))
  for (const m of moves) {
    const n = byId.get(m.planId)
    if (!n) throw badRequest('计划节点不存在')
    if (parents.has(m.planId)) throw badRequest(`「${n.nodeName}」的日期由其下级节点决定，请调整下级节点`)
    if (m.planEnd < m.planStart) throw badRequest(`「${n.nodeName}」的计划完成不能早于计划开始`)
  }
  const result = propagate(
    scheduleNodes(nodes),
    scheduleLinks(links),
    moves.map((m) => ({ id: m.planId, ...m })),
  )
  if (result.cycle) throw badRequest('计划的前后置关系存在循环')
  const final = new Map(result.moved.map((m) => [m.id, m]))
  for (const wanted of moves) {
    const n = byId.get(wanted.planId)!
    const got = final.get(wanted.planId) ?? { planStart: n.planStart, planEnd: n.planEnd }
    const asked = n.nodeType === NODE_TYPE.milestone ? { ...wanted, planStart: wanted.planEnd } : wanted
    if (asked.planStart !== got.planStart || asked.planEnd !== got.planEnd) {
      const pred = links.find((l) => l.succId === wanted.planId)
      const predName = pred ? byId.get(pred.predId)?.nodeName : undefined
      throw badRequest(
        `「${n.nodeName}」不能早于前置节点${predName ? `「${predName}」` : ''}完成${pred?.lag ? `（间隔 ${pred.lag} 天）` : ''}`,
      )
    }
  }
  const moved: PlanMove[] = result.moved.map((m) => ({
    planId: m.id,
    nodeName: byId.get(m.id)!.nodeName,
    oldStart: m.oldStart,
    oldEnd: m.oldEnd,
    planStart: m.planStart,
    planEnd: m.planEnd,
    cause: m.cause,
  }))
  return moved
}

/** Writes moved dates; a node finishing later counts a delay (with the reason) once the plan is established. */
export async function applyMoves(db: Db, moves: readonly PlanMove[], delayReason: string | null) {
  if (!moves.length) return
  const ids = moves.map((m) => m.planId)
  const rows = await db.select().from(projWorkPlan).where(inArray(projWorkPlan.planId, ids))
  const byId = new Map(rows.map((r) => [r.planId, r]))
  for (const m of moves) {
    const n = byId.get(m.planId)
    if (!n) continue
    const later = m.planEnd > n.planEnd
    await db
      .update(projWorkPlan)
      .set({
        planStart: m.planStart,
        planEnd: m.planEnd,
        ...(delayReason !== null && later ? { delayTimes: n.delayTimes + 1, delayReason } : {}),
      })
      .where(eq(projWorkPlan.planId, m.planId))
  }
}
