import { inspectValues, type CleanRule, type FieldMapping } from '@wp/contract'
import { and, eq, gt } from 'drizzle-orm'
import type { AppContext } from '../../context'
import type { Db } from '../../db/client'
import { ServiceError } from '../../http/errors'
import { RecordRepository, type RecordRow } from '../record/repository'
import {
  changeRecord,
  createRecords,
  inspectOrRefuse,
  inspectRecords,
  parseRecordBody,
  publishedModel,
  split,
  type Published,
} from '../record/service'
import { mdmCollectError, mdmCollectRun, mdmCollectTask, type RecordSource } from '../schema'
import { connectorOf } from '../source/connectors'
import { sourceConfig } from '../source/routes'
import { compileCleaning, mapRow, mergeSources, same } from './clean'
import { rowOr404 } from '../../http/listing'
import { lockedRow } from '../../db/locked-row'

/**
 * Rows per batch (one transaction). Small on purpose: what a batch holds while it waits for the database is alive
 * whenever V8's young generation is collected, and what survives two such collections is promoted to the old
 * generation, which grows until its next full collection; with 200 rows a batch promoted most of its rows and the
 * process grew by 90 MB over 100,000 rows, with 50 it stays near flat (server/bench/masterdata.ts).
 */
const BATCH = 50
/** The run row's counts are written at most this often while it runs (and at its end). */
const PROGRESS_MS = 1000
type Row = Record<string, unknown>
type Task = typeof mdmCollectTask.$inferSelect

/** The fields that say two rows are the same real-world thing: the model's business-key fields, else its unique ones. */
export function matchFieldsOf(p: Published) {
  const keys = p.def.fieldList.filter((f) => f.isBizKey).map((f) => f.fieldCode)
  if (keys.length) return keys
  const unique = p.def.fieldList.filter((f) => f.unique).map((f) => f.fieldCode)
  if (unique.length) return unique
  throw new ServiceError(`模型「${p.model.modelName}」没有业务主键或唯一字段，无法匹配记录`)
}

/** Runs in flight in this process (the server waits for them before it closes). */
const running = new Set<Promise<unknown>>()
export const runsInFlight = () => Promise.allSettled([...running])

/**
 * Starts a run of a collection task: refuses a second run while one is going (one that started in the last hour),
 * writes the run row, and reads, cleans, maps, checks and merges the source's rows in the background. Returns the
 * run's id at once; the run row shows the counts as they grow.
 */
export async function startRun(ctx: AppContext, taskId: number, by: string, wait = false) {
  const task = await rowOr404(ctx.db, mdmCollectTask, mdmCollectTask.taskId, taskId, '采集任务不存在')
  if (task.status !== '0') throw new ServiceError('采集任务已停用')
  const p = await publishedModel(ctx.db, task.modelId)
  const match = matchFieldsOf(p)
  if (!(task.mappingList as FieldMapping[]).length) throw new ServiceError('采集任务尚未配置字段映射')
  const now = ctx.clock.now()
  const runId = await ctx.db.transaction(async (tx) => {
    await lockedRow(tx, mdmCollectTask, mdmCollectTask.taskId, taskId)
    const [busy] = await tx
      .select({ id: mdmCollectRun.runId })
      .from(mdmCollectRun)
      .where(
        and(
          eq(mdmCollectRun.taskId, taskId),
          eq(mdmCollectRun.runStatus, 'running'),
          gt(mdmCollectRun.startTime, new Date(now.getTime() - 3_600_000)),
        ),
      )
    if (busy) throw new ServiceError('该任务正在执行，请稍后再试')
    const [run] = await tx
      .insert(mdmCollectRun)
      .values({ taskId, runStatus: 'running', startTime: now, runBy: by })
      .returning({ id: mdmCollectRun.runId })
    await tx
      .update(mdmCollectTask)
      .set({ lastRunTime: now, lastRunStatus: 'running' })
      .where(eq(mdmCollectTask.taskId, taskId))
    return run.id
  })
  const work = execute(ctx, runId, task, p, match, by)
    .catch(async (err) => {
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 1000)
      if (!(err instanceof ServiceError)) ctx.logger.warn({ err, runId }, 'masterdata collection failed')
      await finish(ctx, runId, task.taskId, 'failed', message)
    })
    .finally(() => running.delete(work))
  running.add(work)
  if (wait) await work
  return runId
}

async function finish(ctx: AppContext, runId: number, taskId: number, status: string, message: string | null) {
  await ctx.db
    .update(mdmCollectRun)
    .set({ runStatus: status, endTime: ctx.clock.now(), message })
    .where(eq(mdmCollectRun.runId, runId))
  await ctx.db.update(mdmCollectTask).set({ lastRunStatus: status }).where(eq(mdmCollectTask.taskId, taskId))
}

interface Counts {
  read: number
  inserted: number
  updated: number
  unchanged: number
  rejected: number
}

async function execute(ctx: AppContext, runId: number, task: Task, p: Published, match: string[], by: string) {
  const connector = connectorOf(await sourceConfig(ctx, task.sourceId))
  const clean = compileCleaning(task.cleanList as CleanRule[])
  const mappings = task.mappingList as FieldMapping[]
  const counts: Counts = { read: 0, inserted: 0, updated: 0, unchanged: 0, rejected: 0 }
  let batch: { no: number; raw: Row }[] = []
  let shown = performance.now()
  const progress = () =>
    ctx.db
      .update(mdmCollectRun)
      .set({
        readCount: counts.read,
        insertCount: counts.inserted,
        updateCount: counts.updated,
        unchangedCount: counts.unchanged,
        rejectCount: counts.rejected,
      })
      .where(eq(mdmCollectRun.runId, runId))
  const flush = async () => {
    if (!batch.length) return
    const rows = batch
    batch = []
    await loadBatch(ctx, runId, task, p, match, rows, clean, mappings, counts, by)
    // not after every batch: a row version of the run per batch is a dead tuple and a round trip per 50 rows
    if (performance.now() - shown >= PROGRESS_MS) {
      shown = performance.now()
      await progress()
    }
  }
  for await (const raw of connector.rows(task.sourceObject)) {
    counts.read++
    batch.push({ no: counts.read, raw })
    if (batch.length >= BATCH) await flush()
  }
  await flush()
  await progress()
  await finish(
    ctx,
    runId,
    task.taskId,
    'success',
    `读取 ${counts.read}，新增 ${counts.inserted}，更新 ${counts.updated}，未变 ${counts.unchanged}，拒绝 ${counts.rejected}`,
  )
}

const keyOf = (data: Row, match: readonly string[]) => match.map((f) => String(data[f] ?? ''))
/** One batch in one transaction: each row in its own savepoint, so a refused row never undoes the others. */
async function loadBatch(
  ctx: AppContext,
  runId: number,
  task: Task,
  p: Published,
  match: string[],
  rows: { no: number; raw: Row }[],
  clean: ReturnType<typeof compileCleaning>,
  mappings: readonly FieldMapping[],
  counts: Counts,
  by: string,
) {
  const rejected: { runId: number; rowNo: number; rowData: string; reasons: string }[] = []
  const reject = (no: number, raw: Row, reasons: string[]) => {
    counts.rejected++
    rejected.push({
      runId,
      rowNo: no,
      rowData: JSON.stringify(raw).slice(0, 4000),
      reasons: reasons.join('；').slice(0, 2000),
    })
  }
  // clean, map and check each row's own values first (no database)
  const good: { no: number; raw: Row; data: Row; key: string[] }[] = []
  for (const { no, raw } of rows) {
    const cleaned = clean(raw)
    if (cleaned.dropped) {
      reject(no, raw, [cleaned.dropped])
      continue
    }
    const mapped = mapRow(cleaned.row, mappings)
    let data: Row
    try {
      // a source may give only some fields: completeness is checked when a row makes a new record
      data = split(parseRecordBody(p, mapped, 'edit')).data
    } catch (err) {
      reject(no, raw, [(err as Error).message])
      continue
    }
    const local = inspectValues(p.def, data).filter((x) => x.rule.severity !== 'warn' && x.rule.fieldCode! in data)
    if (local.length) {
      reject(
        no,
        raw,
        local.map((x) => x.message),
      )
      continue
    }
    const key = keyOf(data, match)
    const empty = match.filter((_, i) => key[i] === '')
    if (empty.length) {
      reject(no, raw, [`匹配字段${empty.join('、')}为空`])
      continue
    }
    good.push({ no, raw, data, key })
  }
  const at = ctx.clock.now()
  const sourceKey = `task:${task.taskId}`
  const fields = p.def.fieldList.map((f) => f.fieldCode)
  const channel = `采集任务 #${task.taskId}`
  await ctx.db.transaction(async (tx) => {
    const existing = new Map<string, RecordRow>()
    for (const r of await new RecordRepository(tx).findByKeys(
      p.model.modelId,
      match,
      good.map((g) => g.key),
    ))
      if (r.recordStatus !== '2' || !existing.has(JSON.stringify(keyOf(r.data, match))))
        existing.set(JSON.stringify(keyOf(r.data, match)), r)
    // Rows of keys no record holds become new records, together; a later row of the same key in this batch merges
    // into the new one. Rows of existing records are merged one by one (in a savepoint each, as a clash may refuse).
    const fresh = new Map<string, { first: (typeof good)[number]; data: Row; sources: Record<string, RecordSource> }>()
    const changes: { g: (typeof good)[number]; before: RecordRow; own: RecordSource }[] = []
    for (const g of good) {
      const k = JSON.stringify(g.key)
      const own: RecordSource = {
        taskId: task.taskId,
        sourceId: task.sourceId,
        priority: task.priority,
        key: g.key.join('|'),
        data: g.data,
      }
      const before = existing.get(k)
      if (before) {
        changes.push({ g, before, own })
        continue
      }
      const pending = fresh.get(k)
      if (pending) {
        const data = mergeSources(pending.data, [own], fields)
        if (same(data, pending.data)) counts.unchanged++
        else counts.updated++
        pending.data = data
        pending.sources = { [sourceKey]: own }
        continue
      }
      let data: Row
      try {
        data = split(parseRecordBody(p, g.data, 'add')).data
      } catch (err) {
        if (!(err instanceof ServiceError)) throw err
        reject(g.no, g.raw, [err.message])
        continue
      }
      fresh.set(k, { first: g, data, sources: { [sourceKey]: own } })
    }
    const news = [...fresh.values()]
    const inspected = await inspectRecords(
      tx,
      p,
      news.map((n) => ({ data: n.data })),
      { unique: false },
    )
    const accepted = news.flatMap((n, i) => {
      const { block, warn } = inspected[i]
      if (block.length) {
        reject(n.first.no, n.first.raw, block)
        return []
      }
      return [{ ...n, warn }]
    })
    const made = await createRecords(
      tx,
      p,
      accepted.map((n) => ({ data: n.data, orgId: null, warn: n.warn, sources: n.sources })),
      { by, at, channel },
    )
    made.forEach((m, i) => {
      if (typeof m === 'string') reject(accepted[i].first.no, accepted[i].first.raw, [m])
      else counts.inserted++
    })
    for (const { g, before: stale, own } of changes) {
      const k = JSON.stringify(g.key)
      const before = existing.get(k) ?? stale
      const sources = { ...before.sources, [sourceKey]: own }
      const golden = mergeSources(before.data, Object.values(sources), fields)
      if (same(golden, before.data)) {
        // the same golden record: only this source's own copy may be new (no clash possible, no savepoint)
        if (!same(before.sources[sourceKey], own))
          existing.set(k, await new RecordRepository(tx).update(before.recordId, { sources }, by, at))
        counts.unchanged++
        continue
      }
      try {
        await tx.transaction(async (sp) => {
          const warn = await inspectOrRefuse(sp, p, golden, before.recordId)
          const row = await changeRecord(
            sp,
            p,
            before,
            { data: golden, sources, qualityFlags: warn.length ? warn : null },
            { by, at, channel },
          )
          existing.set(k, row)
          counts.updated++
        })
      } catch (err) {
        if (!(err instanceof ServiceError)) throw err
        reject(g.no, g.raw, [err.message])
      }
    }
    if (rejected.length) await tx.insert(mdmCollectError).values(rejected)
  })
}

export type { Db }
