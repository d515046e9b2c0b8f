import { and, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm'
import type { SessionAccess } from '../../auth/session'
import type { AppContext } from '../../context'
import { contains } from '../../db/like'
import { ServiceError } from '../../http/errors'
import { orderByFromAllowlist, pageOfTable, rangeBounds, type Paging } from '../../http/paging'
import { nextFireAfter, parseCron } from '../cron'
import { sysJob, sysJobLog } from '../schema'
import { runJobNow, type JobRow } from './runner'

export interface JobFilters {
  jobName?: string
  jobGroup?: string
  status?: '0' | '1'
  invokeTarget?: string
}

const jobSortable = {
  jobId: sysJob.jobId,
  jobName: sysJob.jobName,
  jobGroup: sysJob.jobGroup,
  status: sysJob.status,
  createTime: sysJob.createTime,
}

export function jobFilter(q: JobFilters): SQL | undefined {
  const where: SQL[] = []
  if (q.jobName) where.push(contains(sysJob.jobName, q.jobName))
  if (q.jobGroup) where.push(eq(sysJob.jobGroup, q.jobGroup))
  if (q.status) where.push(eq(sysJob.status, q.status))
  if (q.invokeTarget) where.push(contains(sysJob.invokeTarget, q.invokeTarget))
  return and(...where)
}

/** The job as the screen shows it, with the next time its expression fires. */
export function toJobVo(ctx: AppContext, job: JobRow) {
  let nextValidTime: Date | null = null
  try {
    nextValidTime = nextFireAfter(job.cronExpression, ctx.clock.now())
  } catch {
    /* an expression that no longer parses shows no next time */
  }
  return { ...job, nextValidTime }
}

export async function listJobs(ctx: AppContext, q: JobFilters & Paging) {
  const page = await pageOfTable(
    ctx.db,
    sysJob,
    jobFilter(q),
    orderByFromAllowlist(q, jobSortable, [asc(sysJob.jobId)]),
    q,
  )
  return { rows: page.rows.map((j) => toJobVo(ctx, j)), total: page.total }
}

export async function getJob(ctx: AppContext, jobId: number) {
  const [row] = await ctx.db.select().from(sysJob).where(eq(sysJob.jobId, jobId))
  if (!row) throw new ServiceError('任务不存在', 404)
  return row
}

export interface JobInput {
  jobName: string
  jobGroup: string
  invokeTarget: string
  cronExpression: string
  misfirePolicy: '1' | '2' | '3'
  concurrent: '0' | '1'
  status: '0' | '1'
  remark?: string | null
}

function checkJob(ctx: AppContext, verb: '新增' | '修改', input: JobInput) {
  parseCron(input.cronExpression)
  try {
    ctx.tasks.parse(input.invokeTarget)
  } catch (err) {
    throw new ServiceError(`${verb}任务'${input.jobName}'失败，${(err as Error).message}`)
  }
}

export async function addJob(ctx: AppContext, caller: SessionAccess, input: JobInput) {
  checkJob(ctx, '新增', input)
  const now = ctx.clock.now()
  const [row] = await ctx.db
    .insert(sysJob)
    .values({
      ...input,
      nextFireTime: nextFireAfter(input.cronExpression, now),
      createBy: caller.userName,
      createTime: now,
    })
    .returning()
  return row
}

/** Saving a job schedules it afresh from now. */
export async function editJob(ctx: AppContext, caller: SessionAccess, jobId: number, input: JobInput) {
  await getJob(ctx, jobId)
  checkJob(ctx, '修改', input)
  const now = ctx.clock.now()
  await ctx.db
    .update(sysJob)
    .set({
      ...input,
      nextFireTime: nextFireAfter(input.cronExpression, now),
      updateBy: caller.userName,
      updateTime: now,
    })
    .where(eq(sysJob.jobId, jobId))
}

/**
 * Pausing keeps the next fire time; resuming leaves it, so fires missed while paused are misfires handled by
 * the job's policy (as Quartz does), unless the job had none.
 */
export async function changeJobStatus(ctx: AppContext, caller: SessionAccess, jobId: number, status: '0' | '1') {
  const job = await getJob(ctx, jobId)
  const now = ctx.clock.now()
  const nextFireTime = status === '0' && !job.nextFireTime ? nextFireAfter(job.cronExpression, now) : job.nextFireTime
  await ctx.db
    .update(sysJob)
    .set({ status, nextFireTime, updateBy: caller.userName, updateTime: now })
    .where(eq(sysJob.jobId, jobId))
}

export async function deleteJobs(ctx: AppContext, ids: number[]) {
  await ctx.db.delete(sysJob).where(inArray(sysJob.jobId, ids))
}

export async function runJob(ctx: AppContext, jobId: number) {
  return runJobNow(ctx, await getJob(ctx, jobId))
}

export const jobExportBatch = (ctx: AppContext, where: SQL | undefined, after: number, size: number) =>
  ctx.db
    .select()
    .from(sysJob)
    .where(and(where, gt(sysJob.jobId, after)))
    .orderBy(asc(sysJob.jobId))
    .limit(size)

/* ---------- job log ---------- */

export interface JobLogFilters extends JobFilters {
  params?: { beginTime?: string; endTime?: string }
}

const logSortable = {
  jobLogId: sysJobLog.jobLogId,
  jobName: sysJobLog.jobName,
  status: sysJobLog.status,
  createTime: sysJobLog.createTime,
  startTime: sysJobLog.startTime,
}

export function jobLogFilter(q: JobLogFilters): SQL | undefined {
  const where: SQL[] = []
  if (q.jobName) where.push(contains(sysJobLog.jobName, q.jobName))
  if (q.jobGroup) where.push(eq(sysJobLog.jobGroup, q.jobGroup))
  if (q.status) where.push(eq(sysJobLog.status, q.status))
  if (q.invokeTarget) where.push(contains(sysJobLog.invokeTarget, q.invokeTarget))
  const { begin, end } = rangeBounds(q.params)
  if (begin) where.push(sql`${sysJobLog.createTime} >= ${begin}`)
  if (end) where.push(sql`${sysJobLog.createTime} <= ${end}`)
  return and(...where)
}

export const listJobLogs = (ctx: AppContext, q: JobLogFilters & Paging) =>
  pageOfTable(ctx.db, sysJobLog, jobLogFilter(q), orderByFromAllowlist(q, logSortable, [desc(sysJobLog.jobLogId)]), q)

export async function getJobLog(ctx: AppContext, id: number) {
  const [row] = await ctx.db.select().from(sysJobLog).where(eq(sysJobLog.jobLogId, id))
  if (!row) throw new ServiceError('调度日志不存在', 404)
  return row
}

export const deleteJobLogs = (ctx: AppContext, ids: number[]) =>
  ctx.db.delete(sysJobLog).where(inArray(sysJobLog.jobLogId, ids))
export const cleanJobLogs = (ctx: AppContext) => ctx.db.delete(sysJobLog)

export const jobLogExportBatch = (ctx: AppContext, where: SQL | undefined, after: number, size: number) =>
  ctx.db
    .select()
    .from(sysJobLog)
    .where(and(where, gt(sysJobLog.jobLogId, after)))
    .orderBy(asc(sysJobLog.jobLogId))
    .limit(size)
