import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { AppContext } from '../../context'
import type { Worker } from '../../platform/module'
import { ServiceError } from '../../http/errors'
import { nextFireAfter } from '../cron'
import { sysJob, sysJobLog } from '../schema'
import { anyRow } from '../../db/unique'

export type JobRow = typeof sysJob.$inferSelect

/** A fire later than this after its time is a misfire, handled by the job's misfire policy (Quartz's default). */
export const MISFIRE_THRESHOLD_MS = 60_000
/** Policy 1 (run every missed fire) catches up at most this many at once. */
export const MAX_CATCH_UP = 100
/** A run with no end written for this long is taken as dead (its process stopped) and no longer blocks. */
export const STALE_RUN_MS = 60 * 60_000
/** Namespace of the jobs' advisory locks, so they cannot collide with other advisory locks. */
const LOCK_NAMESPACE = 0x53594a42

export const Misfire = { RUN_ALL: '1', RUN_ONCE: '2', SKIP: '3' } as const

export interface RunOutcome {
  jobId: number
  jobLogId: number
  status: '0' | '1'
  message: string
}

/** Runs in flight in this process, per job. */
const inProcess = new WeakMap<AppContext, Map<number, number>>()
const runningHere = (ctx: AppContext) => {
  let m = inProcess.get(ctx)
  if (!m) inProcess.set(ctx, (m = new Map()))
  return m
}

type Executor = Pick<AppContext['db'], 'select' | 'insert' | 'update'>

/** True while a run of the job has started and not ended, in this process or (by its log row) in another. */
async function isRunning(db: Executor, ctx: AppContext, jobId: number) {
  if ((runningHere(ctx).get(jobId) ?? 0) > 0) return true
  const since = new Date(ctx.clock.now().getTime() - STALE_RUN_MS)
  return anyRow(
    db,
    sysJobLog,
    and(eq(sysJobLog.jobId, jobId), isNull(sysJobLog.endTime), gt(sysJobLog.startTime, since)),
  )
}

/**
 * Opens a run's log row; a scheduled run names its due time, unique per job (`sys_job_log_fire_uq`): when that due
 * time already has its row (claimed elsewhere, or a claim retried) nothing is written and the answer is undefined.
 */
async function openLog(db: Executor, ctx: AppContext, job: JobRow, message: string, fireTime?: Date) {
  const now = ctx.clock.now()
  const [row] = await db
    .insert(sysJobLog)
    .values({
      jobId: job.jobId,
      jobName: job.jobName,
      jobGroup: job.jobGroup,
      invokeTarget: job.invokeTarget,
      jobMessage: message,
      startTime: now,
      createTime: now,
      fireTime,
    })
    .onConflictDoNothing()
    .returning({ id: sysJobLog.jobLogId })
  return row?.id
}

/** Runs the job's task once under an open log row, and writes the outcome: status, message, duration, error. */
async function execute(ctx: AppContext, job: JobRow, jobLogId: number): Promise<RunOutcome> {
  const running = runningHere(ctx)
  running.set(job.jobId, (running.get(job.jobId) ?? 0) + 1)
  const started = performance.now()
  let status: '0' | '1' = '0'
  let report = ''
  let error = ''
  try {
    const { task, args } = ctx.tasks.parse(job.invokeTarget)
    report = await task.run(ctx, args)
  } catch (err) {
    status = '1'
    error = err instanceof Error ? `${err.name}: ${err.message}` : String(err)
    ctx.logger.warn({ err, jobId: job.jobId }, 'scheduled job failed')
  } finally {
    running.set(job.jobId, (running.get(job.jobId) ?? 1) - 1)
  }
  const ms = Math.round(performance.now() - started)
  const message = `${job.jobName} 总共耗时：${ms}毫秒${report ? `；${report}` : ''}`.slice(0, 500)
  await ctx.db
    .update(sysJobLog)
    .set({ status, jobMessage: message, exceptionInfo: error.slice(0, 2000), endTime: ctx.clock.now() })
    .where(eq(sysJobLog.jobLogId, jobLogId))
  return { jobId: job.jobId, jobLogId, status, message }
}

/** "Run once now" from the job screen; refused while a run is in progress for a job that forbids overlap. */
export async function runJobNow(ctx: AppContext, job: JobRow): Promise<RunOutcome> {
  ctx.tasks.parse(job.invokeTarget)
  if (job.concurrent === '1' && (await isRunning(ctx.db, ctx, job.jobId)))
    throw new ServiceError('任务正在执行，请稍后再试')
  const logId = await openLog(ctx.db, ctx, job, `${job.jobName} 手动执行`)
  return execute(ctx, job, logId!)
}

/** Fire times from `first` up to `now`, at most `limit`. */
function fireTimesUpTo(cron: string, first: Date, now: Date, limit: number): Date[] {
  const out: Date[] = []
  let t: Date | null = first
  while (t && t.getTime() <= now.getTime() && out.length < limit) {
    out.push(t)
    t = nextFireAfter(cron, t)
  }
  return out
}

/**
 * Claims what is due for one job, in one short transaction holding `pg_try_advisory_xact_lock` on the job:
 * re-reads the job, decides the fires (misfire policy; overlap when forbidden), moves next_fire_time on and
 * opens a log row per fire. Another process that tries at the same time gets no lock and skips; one that comes
 * after finds next_fire_time already moved. So each fire time runs once across processes.
 */
async function claim(ctx: AppContext, jobId: number, now: Date): Promise<{ job: JobRow; logIds: number[] } | null> {
  return ctx.db.transaction(async (tx) => {
    // node-postgres answers `execute` with `rows`.
    const lock = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${LOCK_NAMESPACE}::int, ${jobId}::int) as locked`,
    )) as unknown as { rows: { locked: boolean }[] }
    if (!lock.rows[0].locked) return null
    const [job] = await tx.select().from(sysJob).where(eq(sysJob.jobId, jobId))
    if (!job || job.status !== '0' || !job.nextFireTime || job.nextFireTime.getTime() > now.getTime()) return null
    let next: Date | null
    try {
      next = nextFireAfter(job.cronExpression, now)
    } catch {
      next = null
    }
    // As Quartz: when the earliest due fire is later than the threshold the trigger has misfired, and the
    // policy decides for the whole gap; otherwise everything due fires (normally one).
    const due = fireTimesUpTo(job.cronExpression, job.nextFireTime, now, MAX_CATCH_UP)
    const misfired = now.getTime() - job.nextFireTime.getTime() > MISFIRE_THRESHOLD_MS
    let fires = due.length
    if (misfired)
      fires = job.misfirePolicy === Misfire.RUN_ALL ? due.length : job.misfirePolicy === Misfire.RUN_ONCE ? 1 : 0
    fires = Math.min(fires, MAX_CATCH_UP)
    await tx.update(sysJob).set({ nextFireTime: next }).where(eq(sysJob.jobId, jobId))
    const logIds: number[] = []
    if (fires > 0 && job.concurrent === '1' && (await isRunning(tx, ctx, jobId))) {
      const id = await openLog(tx, ctx, job, `${job.jobName} 上一次执行尚未结束，本次触发跳过`, due[0])
      if (id !== undefined)
        await tx.update(sysJobLog).set({ status: '1', endTime: now }).where(eq(sysJobLog.jobLogId, id))
      return { job, logIds }
    }
    // The latest due times when a misfire policy keeps fewer than are due.
    for (const fireTime of due.slice(due.length - fires)) {
      const id = await openLog(tx, ctx, job, `${job.jobName} 开始执行`, fireTime)
      if (id !== undefined) logIds.push(id)
    }
    return { job, logIds }
  })
}

/** Claims and runs one job's due fires; overlapping runs only when the job allows them. */
async function fireJob(ctx: AppContext, jobId: number, now: Date): Promise<RunOutcome[]> {
  const claimed = await claim(ctx, jobId, now)
  if (!claimed) return []
  const { job, logIds } = claimed
  if (job.concurrent === '0') return Promise.all(logIds.map((id) => execute(ctx, job, id)))
  const out: RunOutcome[] = []
  for (const id of logIds) out.push(await execute(ctx, job, id))
  return out
}

/**
 * The in-process scheduler. `tick()` fires every enabled job due at the context clock's now and resolves when
 * those runs end (tests drive it with a ManualClock); `start()` ticks every second for the running server.
 */
export class Scheduler {
  private timer?: NodeJS.Timeout
  private readonly inflight = new Set<Promise<unknown>>()
  constructor(private readonly ctx: AppContext) {}

  async tick(): Promise<RunOutcome[]> {
    const now = this.ctx.clock.now()
    const due = await this.ctx.db
      .select({ jobId: sysJob.jobId })
      .from(sysJob)
      .where(and(eq(sysJob.status, '0'), sql`${sysJob.nextFireTime} <= ${now}`))
    const results = await Promise.all(due.map((j) => fireJob(this.ctx, j.jobId, now)))
    return results.flat()
  }

  start(intervalMs = 1000) {
    if (this.timer) return
    this.timer = setInterval(() => {
      const p = this.tick().catch((err) => this.ctx.logger.error({ err }, 'scheduler tick failed'))
      this.inflight.add(p)
      void p.finally(() => this.inflight.delete(p))
    }, intervalMs)
    this.timer.unref()
  }

  /** Stops ticking and waits for the runs in flight. */
  async stop() {
    clearInterval(this.timer)
    this.timer = undefined
    await Promise.allSettled([...this.inflight])
  }
}

/** The scheduler as the monitoring module's worker: started with the server (never in tests, which `tick()`). */
export const schedulerWorker: Worker = {
  name: 'scheduler',
  start(ctx) {
    const scheduler = new Scheduler(ctx)
    scheduler.start()
    return scheduler
  },
}
