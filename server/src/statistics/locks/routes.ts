import {
  STATISTICS_PERMISSIONS,
  type StatIndexRow,
  type StatKind,
  type StatLockRow,
  type StatLockState,
} from '@wp/contract'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import { hasPermission } from '../../auth/session'
import type { AppContext } from '../../context'
import type { Db } from '../../db/client'
import { ok, okAfter } from '../../http/envelope'
import { forbidden, ServiceError } from '../../http/errors'
import { BusinessType } from '../../http/oplog'
import type { Router } from '../../http/route'
import { idListParam, idParam, optional, optionalId, optionalText } from '../../http/validation'
import { orgForEntry } from '../entry/scope'
import { parsePeriod } from '../entry/validation'
import { statIndex } from '../schema'
import { emitChange } from '../stream/events'
import { kindOf, type Kind } from '../tables'
import { fieldLocked, lockLog, locksOf, recordLock, WHOLE_FORM, type KindLocks } from './locks'
import { rowOr404 } from '../../http/listing'

const P = STATISTICS_PERMISSIONS.index

/** Every indicator of a kind with its effective lock for the organisation and period the locks were read for. */
export async function lockStates(db: Db, k: Kind, locks: KindLocks, only?: number[]): Promise<StatLockState[]> {
  const rows = await db
    .select()
    .from(statIndex)
    .where(and(eq(statIndex.kind, k.key), only ? inArray(statIndex.indexId, only) : undefined))
    .orderBy(asc(statIndex.sort))
  return rows.map((i) => {
    const win = i.fieldName === WHOLE_FORM ? locks.whole : fieldLocked(locks, i.fieldName)
    return {
      indexId: i.indexId,
      indexCode: i.indexCode,
      kind: k.key,
      fieldName: i.fieldName,
      locked: !!win,
      lockType: win?.lockType ?? null,
      lockBy: win?.lockBy ?? null,
      lockTime: (win?.lockTime ?? null) as unknown as string | null,
      unlockReason: locks.byIndex.get(i.indexId)?.unlockReason ?? null,
    }
  })
}

const catalogueEdit = z.object({
  indexId: idParam,
  indexName: optionalText(100),
  unit: optionalText(20),
  lockMode: optional(z.enum(['0', '1', '2', '3'])),
  deadlineDay: optional(z.coerce.number().int().min(1).max(28)),
  showOnScreen: z.boolean().optional(),
  sort: optional(z.coerce.number().int().min(0).max(100_000)),
  status: optional(z.enum(['0', '1'])),
})
const lockChange = z.object({
  indexId: idParam,
  orgId: z.preprocess((v) => (v === '' ? null : v), idParam.nullable().optional()),
  periodKey: z.preprocess((v) => (v === '' ? null : v), z.string().max(10).nullable().optional()),
  locked: z.boolean(),
  reason: optionalText(500),
})

async function indexRow(db: Db, indexId: number) {
  return rowOr404(db, statIndex, statIndex.indexId, indexId, '指标不存在')
}

export function lockRoutes(r: Router, ctx: AppContext) {
  r.get('/statistics/index/list', {
    access: P.list,
    summary: '指标目录（可按填报类型 kind 筛选）',
    query: z.object({ kind: optionalText(40) }),
    handler: async ({ query }) => {
      const rows = await ctx.db
        .select()
        .from(statIndex)
        .where(query.kind ? eq(statIndex.kind, kindOf(query.kind).key) : undefined)
        .orderBy(asc(statIndex.kind), asc(statIndex.sort))
      return ok<StatIndexRow[]>(
        rows.map((i) => ({
          ...i,
          kind: i.kind as StatKind,
          periodType: i.periodType as StatIndexRow['periodType'],
          valueType: i.valueType as StatIndexRow['valueType'],
        })),
      )
    },
  })
  r.post('/statistics/index/edit', {
    access: P.edit,
    summary: '修改指标目录；或锁定/解锁指标（locked，须 statistics:index:lock；解锁须填写原因）',
    body: z.union([lockChange, catalogueEdit]),
    log: { title: '指标锁定', type: BusinessType.UPDATE },
    handler: async ({ body, user }) => {
      const index = await indexRow(ctx.db, body.indexId)
      const k = kindOf(index.kind)
      if (!('locked' in body)) {
        const { indexId, ...set } = body
        await ctx.db
          .update(statIndex)
          .set({ ...set, updateBy: user.userName, updateTime: ctx.clock.now() })
          .where(eq(statIndex.indexId, indexId))
        return ok()
      }
      if (!hasPermission(user, P.lock)) throw forbidden()
      if (!body.locked && !body.reason) throw new ServiceError('解锁时请填写解锁原因', 400)
      let periodKey: string | null = null
      if (body.periodKey) {
        if (!k.d.periodType) throw new ServiceError(`${k.d.title}没有统计期，请不要填写统计期`, 400)
        const parsed = parsePeriod(k.d.periodType, body.periodKey)
        if ('error' in parsed) throw new ServiceError(parsed.error, 400)
        periodKey = parsed.periodKey
      }
      if (body.orgId) await orgForEntry(ctx, user, body.orgId)
      await recordLock(
        ctx.db,
        { indexId: index.indexId, orgId: body.orgId ?? null, periodKey, locked: body.locked, reason: body.reason },
        user.userName,
        ctx.clock.now(),
      )
      emitChange(ctx, k, 'lock', [{ id: index.indexId, orgId: body.orgId ?? null, periodKey }])
      return okAfter(undefined)
    },
  })
  r.get('/statistics/index/getLocksByIndexIds', {
    access: 'signed-in',
    summary: '指标在某单位某统计期的锁定状态（indexIds 逗号分隔，同一填报类型）',
    query: z.object({ indexIds: idListParam, orgId: optionalId, periodKey: optional(z.string().max(10)) }),
    handler: async ({ query, user }) => {
      const found = await ctx.db
        .selectDistinct({ kind: statIndex.kind })
        .from(statIndex)
        .where(inArray(statIndex.indexId, query.indexIds))
      if (!found.length) return ok<StatLockState[]>([])
      if (found.length > 1) throw new ServiceError('一次只能查询同一填报类型的指标', 400)
      const k = kindOf(found[0].kind)
      const orgId = query.orgId ?? user.deptId ?? 0
      const locks = await locksOf(ctx.db, k.key, orgId, k.d.periodType ? (query.periodKey ?? null) : null)
      return ok<StatLockState[]>(await lockStates(ctx.db, k, locks, query.indexIds))
    },
  })
  r.get('/statistics/index/lockLog', {
    access: P.list,
    summary: '指标的锁定与解锁记录（新的在前）',
    query: z.object({ indexId: idParam, orgId: optionalId }),
    handler: async ({ query }) =>
      ok<StatLockRow[]>((await lockLog(ctx.db, query.indexId, query.orgId)) as StatLockRow[]),
  })
}
