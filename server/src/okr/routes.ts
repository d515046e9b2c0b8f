import {
  OKR_CYCLE,
  OKR_KEY_RESULT,
  OKR_KR_TYPE,
  OKR_OBJECTIVE,
  fieldOf,
  keyResultProgress,
  type InputOf,
} from '@wp/contract'
import { and, eq, inArray, or } from 'drizzle-orm'
import type { SessionUser } from '../auth/session'
import type { AppContext } from '../context'
import { activeUser } from '../directory'
import { badRequest, ServiceError } from '../http/errors'
import { anyRow } from '../db/unique'
import { drizzleStore, resourceRoutes } from '../http/resource'
import type { Router } from '../http/route'
import { rollUp, type KeyResult, type Objective } from './access'
import { alignmentRoutes } from './alignment'
import { apiKeyRoutes } from './apikey'
import { boardRoutes } from './board'
import { checkinRoutes } from './checkin'
import { myKeyResultRoutes } from './reminders'
import { reviewRoutes } from './review'
import { okrAlignment, okrCheckin, okrCollaborator, okrCycle, okrKeyResult, okrObjective } from './schema'

type KrValues = Partial<InputOf<typeof OKR_KEY_RESULT>>

/** A numeric key result names its unit, baseline and target (different); a graded one its three zones. */
function checkKeyResult(v: KrValues) {
  if (v.krType === OKR_KR_TYPE.NUMERIC) {
    const missing = (['unit', 'baseline', 'target'] as const).filter(
      (k) => v[k] === null || v[k] === undefined || v[k] === '',
    )
    if (missing.length)
      throw badRequest(`数值型关键结果须填写${missing.map((k) => fieldOf(OKR_KEY_RESULT, k).label).join('、')}`)
    if (v.baseline === v.target) throw badRequest('目标值不能等于基线值')
  } else {
    const missing = (['commitZone', 'targetZone', 'stretchZone'] as const).filter((k) => !v[k])
    if (missing.length)
      throw badRequest(`分档型关键结果须填写${missing.map((k) => fieldOf(OKR_KEY_RESULT, k).label).join('、')}`)
  }
}

/** The fields with a default take it when a body sends null (undefined: left as it is). */
function defaulted<V extends KrValues>(v: V) {
  const { weight, sortNo, krType, ...rest } = v
  const or = <T>(x: T | null | undefined, d: T) => (x === undefined ? undefined : (x ?? d))
  return { ...rest, weight: or(weight, 100), sortNo: or(sortNo, 0), krType: or(krType, OKR_KR_TYPE.NUMERIC) }
}

export function okrRoutes(r: Router, ctx: AppContext) {
  const owner = async (userId: number | null | undefined, label: string) => {
    if (userId && !(await activeUser(ctx, userId))) throw badRequest(`${label}不存在或已停用`)
  }

  resourceRoutes(r, OKR_CYCLE, {
    store: drizzleStore(ctx.db, OKR_CYCLE, okrCycle),
    check: {
      add: (v) => {
        if (v.startDate > v.endDate) throw badRequest('结束日期不能早于开始日期')
      },
      edit: (before, v) => {
        if ((v.startDate ?? before.startDate) > (v.endDate ?? before.endDate))
          throw badRequest('结束日期不能早于开始日期')
      },
      remove: async (rows) => {
        const used = await anyRow(
          ctx.db,
          okrObjective,
          inArray(
            okrObjective.cycleId,
            rows.map((c) => c.cycleId),
          ),
        )
        if (used) throw new ServiceError('周期下已有目标，不能删除')
      },
    },
  })

  const cycleExists = async (cycleId: number) => {
    if (!(await anyRow(ctx.db, okrCycle, eq(okrCycle.cycleId, cycleId)))) throw badRequest('周期不存在')
  }

  resourceRoutes(r, OKR_OBJECTIVE, {
    store: drizzleStore(ctx.db, OKR_OBJECTIVE, okrObjective),
    check: {
      add: async (v) => {
        await cycleExists(v.cycleId)
        await owner(v.ownerUserId, '负责人')
      },
      edit: async (before, v) => {
        if (v.cycleId !== undefined && v.cycleId !== before.cycleId) throw badRequest('目标不能移到其他周期')
        await owner(v.ownerUserId, '负责人')
      },
    },
    remove: async (ids) => {
      await ctx.db.transaction(async (tx) => {
        const krs = await tx
          .select({ id: okrKeyResult.krId })
          .from(okrKeyResult)
          .where(inArray(okrKeyResult.objectiveId, ids))
        const krIds = krs.map((k) => k.id)
        if (krIds.length) await tx.delete(okrCheckin).where(inArray(okrCheckin.krId, krIds))
        await tx
          .delete(okrAlignment)
          .where(or(inArray(okrAlignment.sourceObjectiveId, ids), inArray(okrAlignment.targetObjectiveId, ids)))
        await tx.delete(okrKeyResult).where(inArray(okrKeyResult.objectiveId, ids))
        await tx.delete(okrCollaborator).where(inArray(okrCollaborator.objectiveId, ids))
        await tx.delete(okrObjective).where(inArray(okrObjective.objectiveId, ids))
      })
    },
  })

  const objectiveOf = async (objectiveId: number): Promise<Objective> => {
    const [o] = await ctx.db.select().from(okrObjective).where(eq(okrObjective.objectiveId, objectiveId))
    if (!o) throw badRequest('所属目标不存在')
    return o
  }
  /** Only the objective's owner (or an administrator) shapes its key results. */
  const assertShapes = (o: Objective, user: SessionUser) => {
    if (!user.isAdmin && o.ownerUserId !== user.userId) throw new ServiceError('只有目标负责人可以维护关键结果', 403)
  }

  resourceRoutes(r, OKR_KEY_RESULT, {
    store: drizzleStore(ctx.db, OKR_KEY_RESULT, okrKeyResult),
    check: {
      add: async (v, user) => {
        assertShapes(await objectiveOf(v.objectiveId), user)
        checkKeyResult(v)
        await owner(v.ownerUserId, '负责人')
      },
      edit: async (before, v, user) => {
        if (v.objectiveId !== undefined && v.objectiveId !== before.objectiveId)
          throw badRequest('关键结果不能移到其他目标')
        assertShapes(await objectiveOf(before.objectiveId), user)
        const merged = { ...before, ...v } as KrValues
        checkKeyResult(merged)
        if (before.lastCheckinTime && merged.krType !== before.krType)
          throw badRequest('关键结果已有进展记录，不能修改类型')
        await owner(v.ownerUserId, '负责人')
      },
      remove: async (rows, user) => {
        for (const kr of rows) assertShapes(await objectiveOf(kr.objectiveId), user)
      },
    },
    add: (input, user) =>
      ctx.db.transaction(async (tx) => {
        const [o] = await tx.select().from(okrObjective).where(eq(okrObjective.objectiveId, input.objectiveId))
        const [row] = await tx
          .insert(okrKeyResult)
          .values({ ...defaulted(input), orgId: o.ownerOrgId, createBy: user.userName, createTime: ctx.clock.now() })
          .returning()
        await rollUp(tx, row.objectiveId)
        return row
      }),
    edit: (krId, input, user) =>
      ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .update(okrKeyResult)
          .set({ ...defaulted(input), updateBy: user.userName, updateTime: ctx.clock.now() })
          .where(eq(okrKeyResult.krId, krId))
          .returning()
        // a new baseline or target moves the progress of the value last checked in
        await tx
          .update(okrKeyResult)
          .set({ progressPercent: keyResultProgress(row) })
          .where(eq(okrKeyResult.krId, krId))
        await rollUp(tx, row.objectiveId)
      }),
    remove: (ids) =>
      ctx.db.transaction(async (tx) => {
        const gone: KeyResult[] = await tx.delete(okrKeyResult).where(inArray(okrKeyResult.krId, ids)).returning()
        await tx.delete(okrCheckin).where(inArray(okrCheckin.krId, ids))
        await tx
          .delete(okrAlignment)
          .where(
            or(
              and(eq(okrAlignment.sourceType, 'KR'), inArray(okrAlignment.sourceId, ids)),
              and(eq(okrAlignment.targetType, 'KR'), inArray(okrAlignment.targetId, ids)),
            ),
          )
        for (const objectiveId of new Set(gone.map((k) => k.objectiveId))) await rollUp(tx, objectiveId)
      }),
  })

  checkinRoutes(r, ctx)
  alignmentRoutes(r, ctx)
  boardRoutes(r, ctx)
  reviewRoutes(r, ctx)
  apiKeyRoutes(r, ctx)
  myKeyResultRoutes(r, ctx)
}
