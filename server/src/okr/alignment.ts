import {
  OKR_PERMISSIONS,
  okrNodeId,
  type OkrAlignmentRow,
  type OkrGraph,
  type OkrGraphEdge,
  type OkrGraphNode,
  type OkrNodeType,
} from '@wp/contract'
import { and, asc, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { SessionUser } from '../auth/session'
import type { AppContext } from '../context'
import { isTaken } from '../db/unique'
import { deptNames, userNames } from '../directory'
import { ok } from '../http/envelope'
import { badRequest, ServiceError } from '../http/errors'
import { BusinessType } from '../http/oplog'
import type { Router } from '../http/route'
import { idParam } from '../http/validation'
import { keyResultsOf, visibleCondition, visibleKeyResult, visibleObjective, type Objective } from './access'
import { okrAlignment, okrObjective } from './schema'
import { rowOr404 } from '../http/listing'

const P = OKR_PERMISSIONS.objective
const nodeType = z.enum(['O', 'KR'], { error: '对齐对象类型须为 O 或 KR' })
export const alignBody = z.object({ sourceType: nodeType, sourceId: idParam, targetType: nodeType, targetId: idParam })

/**
 * Whether `to` already reaches `from` upward through the cycle's alignments (objective to objective: a key result
 * counts as its objective), so a link from → to would close a circle.
 */
export async function wouldCycle(ctx: AppContext, cycleId: number, from: number, to: number): Promise<boolean> {
  if (from === to) return true
  const links = await ctx.db
    .select({ s: okrAlignment.sourceObjectiveId, t: okrAlignment.targetObjectiveId })
    .from(okrAlignment)
    .where(eq(okrAlignment.cycleId, cycleId))
  const up = new Map<number, number[]>()
  for (const l of links) up.set(l.s, [...(up.get(l.s) ?? []), l.t])
  const seen = new Set<number>([to])
  const queue = [to]
  while (queue.length) {
    const at = queue.shift()!
    if (at === from) return true
    for (const next of up.get(at) ?? []) {
      if (seen.has(next)) continue
      seen.add(next)
      queue.push(next)
    }
  }
  return false
}

export function alignmentRoutes(r: Router, ctx: AppContext) {
  /** An objective or key result the caller sees, as the objective it is or belongs to. */
  const end = async (type: OkrNodeType, id: number, user: SessionUser) => {
    if (type === 'O') {
      const o = await visibleObjective(ctx, id, user)
      return { objective: o, ownerUserId: o.ownerUserId, title: o.title }
    }
    const { kr, objective } = await visibleKeyResult(ctx, id, user)
    return { objective, ownerUserId: kr.ownerUserId, title: kr.title }
  }

  r.post('/okr/alignment', {
    access: P.align,
    summary: '发起对齐：目标或关键结果对齐到同一周期的其他目标或关键结果（可跨部门，多对多，不允许循环）',
    body: alignBody,
    log: { title: 'OKR对齐', type: BusinessType.INSERT },
    handler: async ({ body, user }) => {
      const source = await end(body.sourceType, body.sourceId, user)
      const target = await end(body.targetType, body.targetId, user)
      if (!user.isAdmin && source.ownerUserId !== user.userId && source.objective.ownerUserId !== user.userId)
        throw new ServiceError('只有对齐方的负责人可以发起对齐', 403)
      if (source.objective.cycleId !== target.objective.cycleId) throw badRequest('只能对齐到同一周期的目标或关键结果')
      if (source.objective.objectiveId === target.objective.objectiveId)
        throw badRequest('不能对齐到自己或自己的关键结果')
      const pair = and(
        eq(okrAlignment.sourceType, body.sourceType),
        eq(okrAlignment.sourceId, body.sourceId),
        eq(okrAlignment.targetType, body.targetType),
        eq(okrAlignment.targetId, body.targetId),
      )
      if (await isTaken(ctx.db, okrAlignment.alignId, pair)) throw badRequest('已经对齐过该目标')
      const cycleId = source.objective.cycleId
      if (await wouldCycle(ctx, cycleId, source.objective.objectiveId, target.objective.objectiveId))
        throw badRequest(
          `不能形成循环对齐：「${target.objective.title}」已经（间接）对齐到「${source.objective.title}」`,
        )
      const [row] = await ctx.db
        .insert(okrAlignment)
        .values({
          ...body,
          cycleId,
          sourceObjectiveId: source.objective.objectiveId,
          targetObjectiveId: target.objective.objectiveId,
          createBy: user.userName,
          createTime: ctx.clock.now(),
        })
        .returning()
      return ok<OkrAlignmentRow>(row as typeof row & { sourceType: OkrNodeType; targetType: OkrNodeType })
    },
  })

  r.delete('/okr/alignment/:alignId', {
    access: P.align,
    summary: '取消对齐（对齐方的负责人）',
    params: z.object({ alignId: idParam }),
    log: { title: 'OKR对齐', type: BusinessType.DELETE },
    handler: async ({ params, user }) => {
      const a = await rowOr404(ctx.db, okrAlignment, okrAlignment.alignId, params.alignId, '对齐关系不存在')
      const source = await end(a.sourceType as OkrNodeType, a.sourceId, user)
      if (!user.isAdmin && source.ownerUserId !== user.userId && source.objective.ownerUserId !== user.userId)
        throw new ServiceError('只有对齐方的负责人可以取消对齐', 403)
      await ctx.db.delete(okrAlignment).where(eq(okrAlignment.alignId, a.alignId))
      return ok()
    },
  })

  r.get('/okr/alignment/graph', {
    access: P.map,
    summary: '对齐地图：一个周期中本人可见的目标与关键结果（节点），关键结果归属与对齐关系（边）',
    query: z.object({ cycleId: idParam }),
    handler: async ({ query, user }) => ok<OkrGraph>(await alignmentGraph(ctx, query.cycleId, user)),
  })
}

/** The map of one cycle (design note §5.4), limited to what the caller may see. */
export async function alignmentGraph(ctx: AppContext, cycleId: number, user: SessionUser): Promise<OkrGraph> {
  const objectives: Objective[] = await ctx.db
    .select()
    .from(okrObjective)
    .where(and(eq(okrObjective.cycleId, cycleId), await visibleCondition(ctx, user)))
    .orderBy(asc(okrObjective.level), asc(okrObjective.sortNo), asc(okrObjective.objectiveId))
  const ids = objectives.map((o) => o.objectiveId)
  const krs = await keyResultsOf(ctx.db, ids)
  const links = await ctx.db
    .select()
    .from(okrAlignment)
    .where(eq(okrAlignment.cycleId, cycleId))
    .orderBy(asc(okrAlignment.alignId))
  const users = await userNames(ctx, [...objectives.map((o) => o.ownerUserId), ...krs.map((k) => k.ownerUserId)])
  const orgs = await deptNames(
    ctx,
    objectives.map((o) => o.ownerOrgId),
  )
  const objectiveOrg = new Map(objectives.map((o) => [o.objectiveId, orgs.get(o.ownerOrgId) ?? '']))
  const nodes: OkrGraphNode[] = [
    ...objectives.map((o) => ({
      id: okrNodeId('O', o.objectiveId),
      type: 'O' as const,
      refId: o.objectiveId,
      title: o.title,
      level: o.level,
      ownerName: users.get(o.ownerUserId) ?? '',
      orgName: objectiveOrg.get(o.objectiveId) ?? '',
      progress: o.progressPercent,
      status: o.progressStatus,
      confidence: o.confidence,
    })),
    ...krs.map((k) => ({
      id: okrNodeId('KR', k.krId),
      type: 'KR' as const,
      refId: k.krId,
      title: k.title,
      level: null,
      ownerName: users.get(k.ownerUserId) ?? '',
      orgName: objectiveOrg.get(k.objectiveId) ?? '',
      progress: k.progressPercent,
      status: k.progressStatus,
      confidence: k.confidence,
    })),
  ]
  const present = new Set(nodes.map((n) => n.id))
  const edges: OkrGraphEdge[] = krs.map((k) => ({
    source: okrNodeId('KR', k.krId),
    target: okrNodeId('O', k.objectiveId),
    kind: 'kr',
  }))
  const primaryTaken = new Set<string>()
  for (const l of links) {
    const source = okrNodeId(l.sourceType as OkrNodeType, l.sourceId)
    const target = okrNodeId(l.targetType as OkrNodeType, l.targetId)
    if (!present.has(source) || !present.has(target)) continue
    edges.push({ source, target, kind: primaryTaken.has(source) ? 'extra' : 'primary' })
    primaryTaken.add(source)
  }
  return { nodes, edges }
}
