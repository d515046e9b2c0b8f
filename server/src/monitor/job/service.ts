import type { InputOf, JOB } from '@wp/contract'
import { eq } from 'drizzle-orm'
import type { SessionAccess } from '../../auth/session'
import type { AppContext } from '../../context'
import { ServiceError } from '../../http/errors'
import { nextFireAfter, parseCron } from '../cron'
import { sysJob } from '../schema'
import { runJobNow, type JobRow } from './runner'
import { rowOr404 } from '../../http/listing'

/** The job as the screen shows it, with the next time its expression fires. */
export function toJobVo<Job extends Pick<JobRow, 'cronExpression'>>(ctx: AppContext, job: Job) {
  let nextValidTime: Date | null = null
  try {
    nextValidTime = nextFireAfter(job.cronExpression, ctx.clock.now())
  } catch {
    /* an expression that no longer parses shows no next time */
  }
  return { ...job, nextValidTime }
}

export async function getJob(ctx: AppContext, jobId: number) {
  return rowOr404(ctx.db, sysJob, sysJob.jobId, jobId, '任务不存在')
}

/** A job's body, as `JOB` describes it (validated by the routes drawn from it). */
export type JobInput = InputOf<typeof JOB>
type Stored = typeof sysJob.$inferInsert

/** The expression must parse and the target must name a registered task with fitting arguments. */
export function checkJob(
  ctx: AppContext,
  verb: '新增' | '修改',
  input: Pick<JobInput, 'jobName' | 'invokeTarget' | 'cronExpression'>,
) {
  parseCron(input.cronExpression)
  try {
    ctx.tasks.parse(input.invokeTarget)
  } catch (err) {
    throw new ServiceError(`${verb}任务'${input.jobName}'失败，${(err as Error).message}`)
  }
}

export async function addJob(ctx: AppContext, caller: SessionAccess, input: JobInput) {
  const now = ctx.clock.now()
  const [row] = await ctx.db
    .insert(sysJob)
    .values({
      ...(input as Stored), // the routes filled the defaults in
      nextFireTime: nextFireAfter(input.cronExpression, now),
      createBy: caller.userName,
      createTime: now,
    })
    .returning()
  return row
}

/** Saving a job schedules it afresh from now; a change of its status alone pauses or resumes it. */
export async function editJob(ctx: AppContext, caller: SessionAccess, jobId: number, input: Partial<JobInput>) {
  const keys = Object.keys(input).filter((k) => input[k as keyof JobInput] !== undefined)
  if (keys.length === 1 && keys[0] === 'status' && input.status)
    return changeJobStatus(ctx, caller, jobId, input.status as '0' | '1')
  const job = await getJob(ctx, jobId)
  const now = ctx.clock.now()
  await ctx.db
    .update(sysJob)
    .set({
      ...(input as Partial<Stored>), // a blank field took its default
      nextFireTime: nextFireAfter(input.cronExpression ?? job.cronExpression, now),
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

export async function runJob(ctx: AppContext, jobId: number) {
  return runJobNow(ctx, await getJob(ctx, jobId))
}
