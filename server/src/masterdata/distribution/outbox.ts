import { createHmac } from 'node:crypto'
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import { emitOnCommit } from '../../cache-bus'
import type { AppContext } from '../../context'
import type { Db } from '../../db/client'
import type { RecordRow } from '../record/repository'
import type { Published } from '../record/service'
import { mdmDistLog, mdmDistribution, mdmSubscriber } from '../schema'
import { unseal } from '../seal'

export type DistEvent = 'create' | 'update' | 'retire'
/** The bus topic that wakes the pushers: pushes were queued (sent when their transaction commits). */
export const PUSH_TOPIC = 'masterdata.distribution.queued'
type Dist = typeof mdmDistribution.$inferSelect

/** `a=b,c=d` as pairs (field renames, filters). */
export const pairs = (text: string | null | undefined) =>
  (text ?? '')
    .split(/[,，\n]/)
    .map((p) => p.split('='))
    .filter((p) => p.length === 2 && p[0].trim())
    .map(([k, v]) => [k.trim(), v.trim()] as const)

/** Whether a record passes a topic's filter (every `field=value` holds). */
export const passes = (dist: Pick<Dist, 'filterExpr'>, row: Pick<RecordRow, 'data' | 'code' | 'recordStatus'>) =>
  pairs(dist.filterExpr).every(([k, v]) => {
    const value = k === 'code' ? row.code : k === 'recordStatus' ? row.recordStatus : row.data[k]
    return String(value ?? '') === v
  })

/** What a subscriber receives for one record: the chosen fields, renamed, with the record's identity. */
export function payloadOf(
  dist: Pick<Dist, 'fieldCodes' | 'fieldRename'>,
  p: Published,
  row: RecordRow,
  event: DistEvent,
) {
  const chosen = (dist.fieldCodes ?? '')
    .split(/[,，\s]+/)
    .map((s) => s.trim())
    .filter(Boolean)
  const sensitive = new Set(p.def.fieldList.filter((f) => f.sensitive).map((f) => f.fieldCode))
  const keys = chosen.length ? chosen : p.def.fieldList.map((f) => f.fieldCode).filter((k) => !sensitive.has(k))
  const rename = new Map(pairs(dist.fieldRename))
  const data = Object.fromEntries(keys.map((k) => [rename.get(k) ?? k, row.data[k] ?? null]))
  return {
    model: p.model.modelCode,
    event,
    code: row.code,
    version: row.rowVersion,
    status: row.recordStatus,
    data,
  }
}

/**
 * Writes, in the transaction of a record's change, one pending push per real-time topic of its model that takes
 * this event and whose filter the record passes (the subscribers' outbox).
 */
export async function enqueueDistribution(db: Db, p: Published, row: RecordRow, event: DistEvent, now: Date) {
  return enqueueDistributions(db, p, [row], event, now)
}

/** `enqueueDistribution` for several records of one event in one statement (a collection batch). */
export async function enqueueDistributions(
  db: Db,
  p: Published,
  rows: readonly RecordRow[],
  event: DistEvent,
  now: Date,
) {
  if (!rows.length) return 0
  // read once per published model object (a collection run reuses it for every row)
  let pending = topicsOf.get(p)
  if (!pending) topicsOf.set(p, (pending = enabledTopics(db, p.model.modelId, 'realtime')))
  const topics = (await pending).filter((t) =>
    event === 'create' ? t.onCreate : event === 'update' ? t.onUpdate : t.onRetire,
  )
  const values = rows.flatMap((row) =>
    topics
      .filter((t) => passes(t, row))
      .map((t) => ({
        distId: t.distId,
        subscriberId: t.subscriberId,
        modelId: p.model.modelId,
        recordId: row.recordId,
        recordCode: row.code,
        rowVersion: row.rowVersion,
        event,
        payload: payloadOf(t, p, row, event),
        nextAttemptTime: now,
        createTime: now,
      })),
  )
  if (!values.length) return 0
  await db.insert(mdmDistLog).values(values)
  // the pushers of every process wake when this transaction commits (their polling stays the fallback)
  await db.execute(emitOnCommit(PUSH_TOPIC, { modelId: p.model.modelId }))
  return values.length
}

const topicsOf = new WeakMap<Published, Promise<Dist[]>>()

/** A model's enabled topics of one distribution mode (`realtime`, `pull`…), or only one subscriber's of them. */
export function enabledTopics(db: Db, modelId: number, distMode: string, subscriberId?: number) {
  return db
    .select()
    .from(mdmDistribution)
    .where(
      and(
        eq(mdmDistribution.modelId, modelId),
        subscriberId === undefined ? undefined : eq(mdmDistribution.subscriberId, subscriberId),
        eq(mdmDistribution.distMode, distMode),
        eq(mdmDistribution.status, '0'),
      ),
    )
}

/** The headers a subscriber's authentication asks for; HMAC signs `timestamp.body` with SHA-256. */
export function authHeaders(
  sub: Pick<typeof mdmSubscriber.$inferSelect, 'authType' | 'authUser'>,
  secret: string | undefined,
  body: string,
  now: Date,
): Record<string, string> {
  switch (sub.authType) {
    case 'basic':
      return { authorization: `Basic ${Buffer.from(`${sub.authUser ?? ''}:${secret ?? ''}`).toString('base64')}` }
    case 'bearer':
      return { authorization: `Bearer ${secret ?? ''}` }
    case 'hmac': {
      const ts = String(Math.floor(now.getTime() / 1000))
      const signature = createHmac('sha256', secret ?? '')
        .update(`${ts}.${body}`)
        .digest('hex')
      return { 'x-mdm-timestamp': ts, 'x-mdm-signature': signature }
    }
    default:
      return {}
  }
}

/**
 * Pushes up to `limit` due pushes (pending, or failed and due again): a 2xx answer is success; otherwise the attempt
 * counts and the next waits `retryIntervalSec × 2^(attempts-1)`, until `maxRetry` retries are spent (abandoned).
 * Rows are claimed with `FOR UPDATE SKIP LOCKED`. Returns how many were pushed successfully.
 */
export async function drainDistribution(ctx: AppContext, limit = 50): Promise<{ sent: number; failed: number }> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now()
    const due = await tx
      .select()
      .from(mdmDistLog)
      .where(and(inArray(mdmDistLog.pushStatus, ['0', '2']), lte(mdmDistLog.nextAttemptTime, now)))
      .orderBy(asc(mdmDistLog.logId))
      .limit(limit)
      .for('update', { skipLocked: true })
    let sent = 0
    let failed = 0
    for (const log of due) {
      const [sub] = await tx.select().from(mdmSubscriber).where(eq(mdmSubscriber.subscriberId, log.subscriberId))
      const [dist] = await tx.select().from(mdmDistribution).where(eq(mdmDistribution.distId, log.distId))
      const body = JSON.stringify(log.payload)
      const started = Date.now()
      let httpStatus: number | null = null
      let responseBody: string | null = null
      let error: string | null = null
      try {
        if (!sub?.endpointUrl) throw new Error('订阅系统未配置推送地址')
        const res = await fetch(sub.endpointUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...authHeaders(sub, unseal(ctx, sub.secret), body, now),
          },
          body,
          signal: AbortSignal.timeout(10_000),
        })
        httpStatus = res.status
        responseBody = (await res.text()).slice(0, 1000)
        if (!res.ok) error = `HTTP ${res.status}`
      } catch (err) {
        error = (err instanceof Error ? err.message : String(err)).slice(0, 1000)
      }
      const attempts = log.attempts + 1
      const durationMs = Date.now() - started
      if (!error) {
        sent++
        await tx
          .update(mdmDistLog)
          .set({ pushStatus: '1', attempts, httpStatus, responseBody, errorMsg: null, durationMs, pushTime: now })
          .where(eq(mdmDistLog.logId, log.logId))
        continue
      }
      failed++
      const maxRetry = dist?.maxRetry ?? 3
      const wait = (dist?.retryIntervalSec ?? 60) * 1000 * 2 ** (attempts - 1)
      await tx
        .update(mdmDistLog)
        .set({
          pushStatus: attempts > maxRetry ? '3' : '2',
          attempts,
          httpStatus,
          responseBody,
          errorMsg: error,
          durationMs,
          pushTime: now,
          nextAttemptTime: new Date(now.getTime() + wait),
        })
        .where(eq(mdmDistLog.logId, log.logId))
    }
    return { sent, failed }
  })
}

/** 重推: failed or abandoned pushes become due now (their attempts start again). */
export async function repush(db: Db, logIds: readonly number[], now: Date) {
  const rows = await db
    .update(mdmDistLog)
    .set({ pushStatus: '0', attempts: 0, nextAttemptTime: now })
    .where(and(inArray(mdmDistLog.logId, [...logIds]), inArray(mdmDistLog.pushStatus, ['2', '3'])))
    .returning({ id: mdmDistLog.logId })
  return rows.length
}

/** Success, failure and waiting counts per subscriber. */
export async function subscriberStats(db: Db) {
  return db
    .select({
      subscriberId: mdmSubscriber.subscriberId,
      subscriberName: mdmSubscriber.subscriberName,
      success: sql<number>`count(*) filter (where ${mdmDistLog.pushStatus} = '1')::int`,
      failed: sql<number>`count(*) filter (where ${mdmDistLog.pushStatus} in ('2', '3'))::int`,
      pending: sql<number>`count(*) filter (where ${mdmDistLog.pushStatus} = '0')::int`,
    })
    .from(mdmSubscriber)
    .leftJoin(mdmDistLog, eq(mdmDistLog.subscriberId, mdmSubscriber.subscriberId))
    .groupBy(mdmSubscriber.subscriberId, mdmSubscriber.subscriberName)
    .orderBy(asc(mdmSubscriber.subscriberId))
}
