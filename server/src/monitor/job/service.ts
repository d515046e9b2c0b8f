import { asc, desc, eq, inArray } from 'drizzle-orm'
import type { SessionAccess } from '../../auth/session'
import type { AppContext } from '../../context'
import { equals, like, within, type FilterValues } from '../../db/filters'
import { ServiceError } from '../../http/errors'
import { listing } from '../../http/listing'
import type { Paging } from '../../http/paging'
import { nextFireAfter, parseCron } from '../cron'
import { sysJob, sysJobLog } from '../schema'
import { runJobNow, type JobRow } from './runner'

const jobFilters = {
  jobName: like(sysJob.jobName),
  jobGroup: equals(sysJob.jobGroup),
  status: equals(sysJob.status),
  invokeTarget: like(sysJob.invokeTarget),
}

export const jobs = listing(sysJob, {
  id: sysJob.jobId,
  filters: jobFilters,
  sortable: {
    jobId: sysJob.jobId,
    jobName: sysJob.jobName,
    jobGroup: sysJob.jobGroup,
    status: sysJob.status,
    createTime: sysJob.createTime,
  },
  order: [asc(sysJob.jobId)],
  notFound: '任务不存在',
})

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

export async function listJobs(ctx: AppContext, q: FilterValues<typeof jobFilters> & Paging) {
  const page = await jobs.page(ctx.db, q)
  return { rows: page.rows.map((j) => toJobVo(ctx, j)), total: page.total }
}

export const getJob = (ctx: AppContext, jobId: number) => jobs.get(ctx.db, jobId)

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

/* ---------- job log ---------- */

export const jobLogs = listing(sysJobLog, {
  id: sysJobLog.jobLogId,
  filters: {
    jobName: like(sysJobLog.jobName),
    jobGroup: equals(sysJobLog.jobGroup),
    status: equals(sysJobLog.status),
    invokeTarget: like(sysJobLog.invokeTarget),
    params: within(sysJobLog.createTime),
  },
  sortable: {
    jobLogId: sysJobLog.jobLogId,
    jobName: sysJobLog.jobName,
    status: sysJobLog.status,
    createTime: sysJobLog.createTime,
    startTime: sysJobLog.startTime,
  },
  order: [desc(sysJobLog.jobLogId)],
  notFound: '调度日志不存在',
})

export const deleteJobLogs = (ctx: AppContext, ids: number[]) =>
  ctx.db.delete(sysJobLog).where(inArray(sysJobLog.jobLogId, ids))
export const cleanJobLogs = (ctx: AppContext) => ctx.db.delete(sysJobLog)
