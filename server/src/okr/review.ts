import {
  OKR_ACHIEVED_SCORE,
  OKR_CONFIRM_BIZ,
  OKR_CONFIRM_CONFIG_KEY,
  OKR_OBJ_STATUS as S,
  OKR_PERMISSIONS,
  OKR_PROGRESS_STATUS,
  objectiveScore,
  type OkrDeptSummaryRow,
} from '@wp/contract'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import type { SessionUser } from '../auth/session'
import type { AppContext } from '../context'
import { replaceRows } from '../db/replace'
import { activeUser, deptNames } from '../directory'
import { ok } from '../http/envelope'
import { badRequest, ServiceError } from '../http/errors'
import { BusinessType } from '../http/oplog'
import type { Router } from '../http/route'
import { idParam } from '../http/validation'
import {
  approvalXml,
  endOf,
  processColumns,
  type BusinessType as ProcessBusinessType,
  type ProcessChange,
} from '../platform/processes'
import { visibleCondition, visibleObjective, type Objective } from './access'
import { okrAlignment, okrCollaborator, okrCycle, okrKeyResult, okrObjective } from './schema'
import { anyRow } from '../db/unique'

const P = OKR_PERMISSIONS.objective
const params = z.object({ objectiveId: idParam })

/** 评分中: the cycle status in which objectives are scored (okr_cycle_status). */
const CYCLE_SCORING = '3'

/**
 * The §5.3 confirmation as a business type: while the superior's task is open the objective is 待确认; sent back to
 * the applicant (驳回) it is 已退回; approved it is 进行中; stopped or deleted it is 已退回 again.
 */
export const confirmType: ProcessBusinessType = {
  bizType: OKR_CONFIRM_BIZ.bizType,
  title: OKR_CONFIRM_BIZ.title,
  defaultProcess: {
    xml: approvalXml(OKR_CONFIRM_BIZ.key, 'OKR确认', '上级确认'),
    detailPath: '/okr/okr?objectiveId={businessKey}',
  },
  async onProcess(db, change: ProcessChange) {
    const end = endOf(change)
    const objStatus =
      change.status === 'deleted' || change.status === 'terminated'
        ? S.RETURNED
        : end?.type === 'ended' && end.status === 'completed'
          ? S.ONGOING
          : change.openTasks.some((t) => t.taskDefKey === 'approve')
            ? S.PENDING
            : S.RETURNED
    await db
      .update(okrObjective)
      .set({ objStatus, ...processColumns(change) })
      .where(eq(okrObjective.objectiveId, Number(change.businessKey)))
  },
}

/** Who confirms an objective: the owner of the first objective it aligns to, else the administrator. */
async function superiorOf(ctx: AppContext, o: Objective): Promise<number> {
  const [up] = await ctx.db
    .select({ ownerUserId: okrObjective.ownerUserId })
    .from(okrAlignment)
    .innerJoin(okrObjective, eq(okrObjective.objectiveId, okrAlignment.targetObjectiveId))
    .where(eq(okrAlignment.sourceObjectiveId, o.objectiveId))
    .orderBy(asc(okrAlignment.alignId))
    .limit(1)
  return up && up.ownerUserId !== o.ownerUserId ? up.ownerUserId : 1
}

const ownerOnly = (o: Objective, user: SessionUser, what: string) => {
  if (!user.isAdmin && o.ownerUserId !== user.userId) throw new ServiceError(`只有目标负责人可以${what}`, 403)
}

/**
 * Submitting (草稿 / 已退回 → 待确认 or 进行中), scoring at the end of a cycle, the departments' summary and the
 * collaborators of an objective.
 */
export function reviewRoutes(r: Router, ctx: AppContext) {
  r.post('/okr/objective/:objectiveId/submit', {
    access: P.submit,
    summary:
      '提交目标：开启 OKR 确认流程（参数 okr.confirm.workflow = true）时发起上级确认（待确认），否则直接进入进行中',
    params,
    log: { title: 'OKR目标提交', type: BusinessType.UPDATE },
    handler: async ({ params, user }) => {
      const o = await visibleObjective(ctx, params.objectiveId, user)
      ownerOnly(o, user, '提交目标')
      if (o.objStatus !== S.DRAFT && o.objStatus !== S.RETURNED) throw badRequest('只有草稿或已退回的目标可以提交')
      const hasKr = await anyRow(ctx.db, okrKeyResult, eq(okrKeyResult.objectiveId, o.objectiveId))
      if (!hasKr) throw badRequest('请先为目标添加关键结果再提交')
      if ((await ctx.services.settings.get(OKR_CONFIRM_CONFIG_KEY)) !== 'true') {
        await ctx.db
          .update(okrObjective)
          .set({ objStatus: S.ONGOING })
          .where(eq(okrObjective.objectiveId, o.objectiveId))
        return ok({ objStatus: S.ONGOING })
      }
      const key = String(o.objectiveId)
      // sent back earlier: that instance ends (it stays in the history) and a new one starts
      if ((await ctx.services.processes.tasks(OKR_CONFIRM_BIZ.bizType, key)).length)
        await ctx.services.processes.stop(OKR_CONFIRM_BIZ.bizType, key, user, '重新提交')
      await ctx.services.processes.start({
        bizType: OKR_CONFIRM_BIZ.bizType,
        businessKey: key,
        title: `【OKR确认】${o.title}`.slice(0, 200),
        orgId: o.ownerOrgId,
        variables: { approver: String(await superiorOf(ctx, o)) },
        starter: user,
      })
      const [after] = await ctx.db
        .select({ objStatus: okrObjective.objStatus })
        .from(okrObjective)
        .where(eq(okrObjective.objectiveId, o.objectiveId))
      return ok({ objStatus: after.objStatus })
    },
  })

  r.put('/okr/objective/:objectiveId/score', {
    access: P.score,
    summary: '评分（周期评分中）：每个关键结果 0–100 分，目标得分按权重汇总，≥70 分为已达成，否则未达成',
    params,
    body: z.object({
      scores: z
        .array(
          z.object({
            krId: idParam,
            score: z.number({ error: '评分须为 0–100 的数字' }).min(0, '评分须为 0–100').max(100, '评分须为 0–100'),
          }),
        )
        .min(1, '请为关键结果评分')
        .max(100),
    }),
    log: { title: 'OKR评分', type: BusinessType.UPDATE },
    handler: async ({ params, body, user }) => {
      const o = await visibleObjective(ctx, params.objectiveId, user)
      ownerOnly(o, user, '评分')
      const [cycle] = await ctx.db.select().from(okrCycle).where(eq(okrCycle.cycleId, o.cycleId))
      if (cycle?.cycleStatus !== CYCLE_SCORING) throw badRequest('周期进入评分中后才能评分')
      if (![S.ONGOING, S.ACHIEVED, S.MISSED].includes(o.objStatus as never))
        throw badRequest('只有进行中（或已评分）的目标可以评分')
      const krs = await ctx.db.select().from(okrKeyResult).where(eq(okrKeyResult.objectiveId, o.objectiveId))
      const given = new Map(body.scores.map((s) => [s.krId, s.score]))
      const foreign = body.scores.find((s) => !krs.some((k) => k.krId === s.krId))
      if (foreign) throw badRequest(`关键结果 ${foreign.krId} 不属于该目标`)
      const missing = krs.find((k) => !given.has(k.krId))
      if (missing) throw badRequest(`请为关键结果「${missing.title}」评分`)
      const score = objectiveScore(krs.map((k) => ({ score: given.get(k.krId)!, weight: k.weight })))
      const objStatus = score >= OKR_ACHIEVED_SCORE ? S.ACHIEVED : S.MISSED
      await ctx.db.transaction(async (tx) => {
        for (const k of krs)
          await tx
            .update(okrKeyResult)
            .set({ score: given.get(k.krId)! })
            .where(eq(okrKeyResult.krId, k.krId))
        await tx
          .update(okrObjective)
          .set({ score, objStatus, updateBy: user.userName, updateTime: ctx.clock.now() })
          .where(eq(okrObjective.objectiveId, o.objectiveId))
      })
      return ok({ score, objStatus })
    },
  })

  r.get('/okr/review/summary', {
    access: P.review,
    summary: '周期复盘：按部门汇总本人可见目标的数量、平均进度、平均得分、达成 / 未达成与风险数',
    query: z.object({ cycleId: idParam }),
    handler: async ({ query, user }) => {
      const objectives = await ctx.db
        .select()
        .from(okrObjective)
        .where(and(eq(okrObjective.cycleId, query.cycleId), await visibleCondition(ctx, user)))
      const ids = objectives.map((o) => o.objectiveId)
      const krs = ids.length
        ? await ctx.db
            .select({ objectiveId: okrKeyResult.objectiveId })
            .from(okrKeyResult)
            .where(inArray(okrKeyResult.objectiveId, ids))
        : []
      const names = await deptNames(
        ctx,
        objectives.map((o) => o.ownerOrgId),
      )
      const byOrg = new Map<number, Objective[]>()
      for (const o of objectives) byOrg.set(o.ownerOrgId, [...(byOrg.get(o.ownerOrgId) ?? []), o])
      const mean = (xs: number[]) =>
        xs.length ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 100) / 100 : null
      const rows: OkrDeptSummaryRow[] = [...byOrg.entries()].map(([orgId, os]) => {
        const mine = new Set(os.map((o) => o.objectiveId))
        return {
          orgId,
          orgName: names.get(orgId) ?? '',
          objectives: os.length,
          keyResults: krs.filter((k) => mine.has(k.objectiveId)).length,
          avgProgress: mean(os.map((o) => o.progressPercent)) ?? 0,
          avgScore: mean(os.map((o) => o.score).filter((s): s is number => s !== null)),
          achieved: os.filter((o) => o.objStatus === S.ACHIEVED).length,
          missed: os.filter((o) => o.objStatus === S.MISSED).length,
          atRisk: os.filter(
            (o) => o.progressStatus === OKR_PROGRESS_STATUS.RISK || o.progressStatus === OKR_PROGRESS_STATUS.DELAYED,
          ).length,
        }
      })
      rows.sort((a, b) => a.orgId - b.orgId)
      return ok<OkrDeptSummaryRow[]>(rows)
    },
  })

  r.put('/okr/objective/:objectiveId/collaborators', {
    access: P.edit,
    summary: '设置目标的协作人（目标负责人）：协作人可见该目标并可更新其关键结果的进展',
    params,
    body: z.object({ userIds: z.array(idParam).max(50, '协作人最多 50 人') }),
    log: { title: 'OKR协作人', type: BusinessType.UPDATE },
    handler: async ({ params, body, user }) => {
      const o = await visibleObjective(ctx, params.objectiveId, user)
      ownerOnly(o, user, '设置协作人')
      const userIds = [...new Set(body.userIds)].filter((id) => id !== o.ownerUserId)
      for (const id of userIds) if (!(await activeUser(ctx, id))) throw badRequest(`协作人 ${id} 不存在或已停用`)
      await ctx.db.transaction((tx) =>
        replaceRows(
          tx,
          okrCollaborator,
          okrCollaborator.objectiveId,
          o.objectiveId,
          userIds.map((userId) => ({ objectiveId: o.objectiveId, userId })),
        ),
      )
      return ok()
    },
  })
}
