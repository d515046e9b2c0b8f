import {
  OKR_KR_TYPE,
  OKR_PERMISSIONS,
  OKR_ZONE,
  keyResultProgress,
  statusOfConfidence,
  type OkrCheckinRow,
} from '@wp/contract'
import { desc, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { SessionUser } from '../auth/session'
import type { AppContext } from '../context'
import { ok } from '../http/envelope'
import { badRequest, ServiceError } from '../http/errors'
import { BusinessType } from '../http/oplog'
import type { Router } from '../http/route'
import { idParam } from '../http/validation'
import { collaborates, rollUp, visibleKeyResult, type KeyResult } from './access'
import { okrCheckin, okrKeyResult } from './schema'

const P = OKR_PERMISSIONS.objective

export const checkinBody = z.object({
  krId: idParam,
  value: z.number({ error: '当前值须为数字' }).finite().min(-1e12).max(1e12).optional(),
  zone: z.enum(Object.values(OKR_ZONE), { error: '请选择档位' }).optional(),
  confidence: z
    .number({ error: '请填写信心指数（0–10）' })
    .int('信心指数须为 0–10 的整数')
    .min(0, '信心指数须为 0–10 的整数')
    .max(10, '信心指数须为 0–10 的整数'),
  comment: z.string().trim().max(2000, '进展说明最多输入2000个字符').optional(),
})

/** Records a check-in on a key result and rolls it up: the key result keeps the latest, the objective the sum. */
export async function recordCheckin(
  ctx: AppContext,
  kr: KeyResult,
  input: z.infer<typeof checkinBody>,
  by: string,
): Promise<typeof okrCheckin.$inferSelect> {
  const numeric = kr.krType === OKR_KR_TYPE.NUMERIC
  if (numeric && input.value === undefined) throw badRequest('数值型关键结果须填写当前值')
  if (!numeric && input.zone === undefined) throw badRequest('分档型关键结果须选择档位')
  const value = numeric ? input.value! : null
  const zone = numeric ? null : input.zone!
  const progressPercent = keyResultProgress({ ...kr, currentValue: value, currentZone: zone })
  const now = ctx.clock.now()
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(okrCheckin)
      .values({
        krId: kr.krId,
        value,
        zone,
        progressPercent,
        confidence: input.confidence,
        comment: input.comment || null,
        createBy: by,
        createTime: now,
      })
      .returning()
    await tx
      .update(okrKeyResult)
      .set({
        currentValue: value,
        currentZone: zone,
        progressPercent,
        confidence: input.confidence,
        progressStatus: statusOfConfidence(input.confidence),
        lastCheckinTime: now,
      })
      .where(eq(okrKeyResult.krId, kr.krId))
    await rollUp(tx, kr.objectiveId)
    return row
  })
}

export function checkinRoutes(r: Router, ctx: AppContext) {
  /** The key result's owner, the objective's owner or one of its collaborators checks in (or an administrator). */
  const checkable = async (krId: number, user: SessionUser) => {
    const { kr, objective } = await visibleKeyResult(ctx, krId, user)
    const related =
      user.isAdmin ||
      kr.ownerUserId === user.userId ||
      objective.ownerUserId === user.userId ||
      (await collaborates(ctx.db, objective.objectiveId, user.userId))
    if (!related) throw new ServiceError('只有关键结果或目标的负责人、协作人可以更新进展', 403)
    return kr
  }

  r.post('/okr/checkin', {
    access: P.checkin,
    summary: '更新关键结果进展：数值型填当前值、分档型选档位，信心指数 0–10 与说明；进度汇总到目标',
    body: checkinBody,
    log: { title: '关键结果进展', type: BusinessType.INSERT },
    handler: async ({ body, user }) => {
      const kr = await checkable(body.krId, user)
      return ok<OkrCheckinRow>(await recordCheckin(ctx, kr, body, user.userName))
    },
  })

  r.get('/okr/checkin/list', {
    access: P.query,
    summary: '关键结果的进展记录（最新在前，最多 200 条）',
    query: z.object({ krId: idParam }),
    handler: async ({ query, user }) => {
      await visibleKeyResult(ctx, query.krId, user)
      const rows = await ctx.db
        .select()
        .from(okrCheckin)
        .where(eq(okrCheckin.krId, query.krId))
        .orderBy(desc(okrCheckin.checkinId))
        .limit(200)
      return ok<OkrCheckinRow[]>(rows)
    },
  })
}
