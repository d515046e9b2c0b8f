import {
  BUSINESS_TYPE as B,
  MASTERDATA_PERMISSIONS,
  MDM_DISTRIBUTION,
  MDM_SUBSCRIBER,
  type DistributionLogRow,
  type SubscriberStats,
} from '@wp/contract'
import { and, desc, eq, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { ok, table } from '../../http/envelope'
import { ServiceError } from '../../http/errors'
import { pageOfTable, pagingFields } from '../../http/paging'
import { drizzleStore, resourceRoutes } from '../../http/resource'
import type { Router } from '../../http/route'
import { idListParam, idParam, optional } from '../../http/validation'
import type { TaskDef, DefaultSchedule } from '../../platform/tasks'
import type { Worker } from '../../platform/module'
import { FIELD_CODE, RecordRepository } from '../record/repository'
import { publishedModel } from '../record/service'
import { mdmDistLog, mdmDistribution, mdmSubscriber } from '../schema'
import { sealedStore } from '../source/routes'
import { drainDistribution, pairs, passes, payloadOf, PUSH_TOPIC, repush, subscriberStats } from './outbox'
import { rowOr404 } from '../../http/listing'

const P = MASTERDATA_PERMISSIONS.distribution

/**
 * Queues every live record of a topic's model (full) or those changed since the topic's last queued push
 * (incremental) as pushes; the pusher sends them. Returns how many were queued.
 */
export async function queueTopic(ctx: AppContext, distId: number) {
  const dist = await rowOr404(ctx.db, mdmDistribution, mdmDistribution.distId, distId, '分发配置不存在')
  const p = await publishedModel(ctx.db, dist.modelId)
  const now = ctx.clock.now()
  let since: Date | undefined
  if (dist.distMode === 'incremental') {
    const [last] = await ctx.db
      .select({ at: mdmDistLog.createTime })
      .from(mdmDistLog)
      .where(eq(mdmDistLog.distId, distId))
      .orderBy(desc(mdmDistLog.logId))
      .limit(1)
    since = last?.at
  }
  let queued = 0
  let batch: (typeof mdmDistLog.$inferInsert)[] = []
  const flush = async () => {
    if (batch.length) await ctx.db.insert(mdmDistLog).values(batch)
    batch = []
  }
  const filters = since ? [{ key: 'updateTime', op: 'between' as const, value: { begin: since.toISOString() } }] : []
  for await (const row of new RecordRepository(ctx.db).stream({ modelId: dist.modelId, filters, order: [] })) {
    if (!passes(dist, row)) continue
    const event = row.recordStatus === '2' ? 'retire' : 'update'
    batch.push({
      distId,
      subscriberId: dist.subscriberId,
      modelId: dist.modelId,
      recordId: row.recordId,
      recordCode: row.code,
      rowVersion: row.rowVersion,
      event,
      payload: payloadOf(dist, p, row, event),
      nextAttemptTime: now,
      createTime: now,
    })
    queued++
    if (batch.length >= 500) await flush()
  }
  await flush()
  return queued
}

export const DISTRIBUTION_TASKS: TaskDef[] = [
  {
    name: 'distributeTopic',
    title: '主数据定时分发（全量或增量）',
    params: [{ name: 'distId', type: 'int', min: 1 }],
    async run(ctx, [distId]) {
      const queued = await queueTopic(ctx, Number(distId))
      let sent = 0
      for (let round = 0; round < 1000; round++) {
        const r = await drainDistribution(ctx)
        sent += r.sent
        if (r.sent + r.failed === 0) break
      }
      return `排队 ${queued}，成功推送 ${sent}`
    },
  },
  {
    name: 'pushDistribution',
    title: '推送待分发的主数据（含失败重试）',
    params: [],
    async run(ctx) {
      const r = await drainDistribution(ctx, 200)
      return `成功 ${r.sent}，失败 ${r.failed}`
    },
  },
]

/**
 * The pusher beside the server (never in tests: they call the push route, or start it themselves): it wakes when a
 * transaction of any process queued pushes (the cache bus's LISTEN, or its polling when LISTEN is not possible), and
 * every few seconds anyway (retries fall due; a wake-up lost with a connection).
 */
export const DISTRIBUTION_WORKER: Worker = {
  name: 'masterdata-distribution',
  start(ctx) {
    let running: Promise<unknown> = Promise.resolve()
    let waiting = false
    const drain = () => {
      if (waiting) return // one drain queued behind the running one takes everything due by then
      waiting = true
      running = running
        .then(() => {
          waiting = false
          return drainDistribution(ctx)
        })
        .catch((err) => ctx.logger.warn({ err }, 'distribution'))
    }
    const stopHearing = ctx.bus.on(PUSH_TOPIC, drain)
    const timer = setInterval(drain, 5000)
    return {
      stop: async () => {
        stopHearing()
        clearInterval(timer)
        await running
      },
    }
  },
}

const logQuery = z.object({
  ...pagingFields,
  subscriberId: optional(idParam),
  distId: optional(idParam),
  modelId: optional(idParam),
  pushStatus: optional(z.enum(['0', '1', '2', '3'])),
  recordCode: optional(z.string().trim().max(64)),
})

/** 分发: subscribers and topics (described CRUD), the distribution log, re-push, counts, push now. */
export function distributionRoutes(r: Router, ctx: AppContext) {
  resourceRoutes(r, MDM_SUBSCRIBER, {
    store: sealedStore(ctx, drizzleStore(ctx.db, MDM_SUBSCRIBER, mdmSubscriber), 'secret'),
  })

  const checkTopic = async (modelId: number, subscriberId: number, fields: string | null | undefined) => {
    const p = await publishedModel(ctx.db, modelId)
    const [sub] = await ctx.db.select().from(mdmSubscriber).where(eq(mdmSubscriber.subscriberId, subscriberId))
    if (!sub) throw new ServiceError('订阅系统不存在')
    const known = new Set(p.def.fieldList.map((f) => f.fieldCode))
    for (const f of (fields ?? '').split(/[,，\s]+/).filter(Boolean))
      if (!known.has(f)) throw new ServiceError(`模型没有字段 ${f.slice(0, 40)}`)
  }
  const checkPairs = (text: string | null | undefined, label: string) => {
    for (const [k] of pairs(text))
      if (!FIELD_CODE.test(k) && k !== 'code') throw new ServiceError(`${label}的字段 ${k.slice(0, 40)} 无效`)
  }
  const schedule = async (distId: number, mode: string, cron: string | null | undefined) => {
    if (!cron || (mode !== 'incremental' && mode !== 'full')) return
    const s: DefaultSchedule = {
      key: `masterdata.dist.${distId}`,
      name: `主数据分发 #${distId}`,
      invokeTarget: `distributeTopic(${distId})`,
      cron,
    }
    await ctx.services.scheduler.adopt([s])
  }
  /** Pushes what is due once `queued` deliveries wait, and answers their number with the push's counts. */
  const pushQueued = async (queued: number, msg: string) =>
    ok({ queued, ...(await drainDistribution(ctx)) } as never, msg)
  const store = drizzleStore(ctx.db, MDM_DISTRIBUTION, mdmDistribution)
  resourceRoutes(r, MDM_DISTRIBUTION, {
    store,
    check: {
      async add(input) {
        await checkTopic(input.modelId, input.subscriberId, input.fieldCodes)
        checkPairs(input.fieldRename, '字段改名')
        checkPairs(input.filterExpr, '过滤条件')
      },
      async edit(before, input) {
        await checkTopic(input.modelId ?? before.modelId, input.subscriberId ?? before.subscriberId, input.fieldCodes)
        checkPairs(input.fieldRename, '字段改名')
        checkPairs(input.filterExpr, '过滤条件')
      },
    },
    async add(input, user) {
      const row = await store.insert(input, { by: user.userName, at: ctx.clock.now() })
      await schedule(row.distId, row.distMode, row.cron)
      return row
    },
  })

  r.get('/masterdata/distribution/log/list', {
    access: P.list,
    summary: '分发日志',
    query: logQuery,
    handler: async ({ query }) => {
      const where: SQL[] = []
      if (query.subscriberId) where.push(eq(mdmDistLog.subscriberId, query.subscriberId))
      if (query.distId) where.push(eq(mdmDistLog.distId, query.distId))
      if (query.modelId) where.push(eq(mdmDistLog.modelId, query.modelId))
      if (query.pushStatus) where.push(eq(mdmDistLog.pushStatus, query.pushStatus))
      if (query.recordCode) where.push(eq(mdmDistLog.recordCode, query.recordCode))
      const { rows, total } = await pageOfTable(ctx.db, mdmDistLog, and(...where), [desc(mdmDistLog.logId)], query)
      const names = new Map(
        (await ctx.db.select().from(mdmSubscriber)).map((s) => [s.subscriberId, s.subscriberName] as const),
      )
      return table<DistributionLogRow>(
        rows.map((l) => ({
          logId: l.logId,
          distId: l.distId,
          subscriberId: l.subscriberId,
          subscriberName: names.get(l.subscriberId) ?? '',
          modelId: l.modelId,
          recordId: l.recordId,
          recordCode: l.recordCode,
          event: l.event,
          pushStatus: l.pushStatus,
          attempts: l.attempts,
          httpStatus: l.httpStatus,
          errorMsg: l.errorMsg,
          durationMs: l.durationMs,
          pushTime: l.pushTime as never,
          createTime: l.createTime as never,
        })) as never[],
        total,
      )
    },
  })

  r.get('/masterdata/distribution/log/payload/:logId', {
    access: P.query,
    summary: '查看一次分发的报文',
    params: z.object({ logId: idParam }),
    handler: async ({ params }) => {
      const l = await rowOr404(ctx.db, mdmDistLog, mdmDistLog.logId, params.logId, '分发日志不存在')
      return ok({ payload: l.payload, responseBody: l.responseBody } as never)
    },
  })

  r.put('/masterdata/distribution/repush/:logIds', {
    access: P.push,
    summary: '重推失败或已放弃的分发',
    params: z.object({ logIds: idListParam }),
    log: { title: MDM_DISTRIBUTION.title, type: B.UPDATE },
    handler: async ({ params }) => {
      const n = await repush(ctx.db, params.logIds, ctx.clock.now())
      if (!n) throw new ServiceError('所选记录没有失败的分发')
      return pushQueued(n, `已重推 ${n} 条`)
    },
  })

  r.post('/masterdata/distribution/push', {
    access: P.push,
    summary: '立即推送到期的分发（含重试）',
    log: { title: MDM_DISTRIBUTION.title, type: B.OTHER },
    handler: async () => ok((await drainDistribution(ctx)) as never),
  })

  r.post('/masterdata/distribution/queue/:distId', {
    access: P.push,
    summary: '按配置立即分发（全量或增量排队后推送）',
    params: z.object({ distId: idParam }),
    log: { title: MDM_DISTRIBUTION.title, type: B.OTHER },
    handler: async ({ params }) => {
      const queued = await queueTopic(ctx, params.distId)
      return pushQueued(queued, `已排队 ${queued} 条`)
    },
  })

  r.get('/masterdata/distribution/stats', {
    access: P.list,
    summary: '每个订阅系统的成功与失败次数',
    handler: async () => ok<SubscriberStats[]>((await subscriberStats(ctx.db)) as never),
  })
}
