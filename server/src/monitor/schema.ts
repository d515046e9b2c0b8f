import { char, index, uniqueIndex, pgTable, varchar } from 'drizzle-orm/pg-core'
import { auditAndRemark, id, ts } from '../db/columns'

/** A scheduled job. `invokeTarget` names a task from the server's task registry, never code. */
export const sysJob = pgTable('sys_job', {
  jobId: id('job_id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
  jobName: varchar('job_name', { length: 64 }).notNull(),
  jobGroup: varchar('job_group', { length: 64 }).notNull().default('DEFAULT'),
  invokeTarget: varchar('invoke_target', { length: 500 }).notNull(),
  cronExpression: varchar('cron_expression', { length: 255 }).notNull(),
  /** 1 run now, 2 run once, 3 skip. */
  misfirePolicy: varchar('misfire_policy', { length: 20 }).notNull().default('3'),
  /** 0 allow, 1 forbid. */
  concurrent: char('concurrent', { length: 1 }).notNull().default('1'),
  /** 0 normal, 1 paused. */
  status: char('status', { length: 1 }).notNull().default('0'),
  /** When the scheduler fires it next; claimed atomically so that each fire time runs once across processes. */
  nextFireTime: ts('next_fire_time'),
  ...auditAndRemark(),
})

export const sysJobLog = pgTable(
  'sys_job_log',
  {
    jobLogId: id('job_log_id').primaryKey().generatedAlwaysAsIdentity(),
    jobId: id('job_id'),
    jobName: varchar('job_name', { length: 64 }).notNull(),
    jobGroup: varchar('job_group', { length: 64 }).notNull(),
    invokeTarget: varchar('invoke_target', { length: 500 }).notNull(),
    jobMessage: varchar('job_message', { length: 500 }),
    /** 0 ok, 1 failure. */
    status: char('status', { length: 1 }).notNull().default('0'),
    exceptionInfo: varchar('exception_info', { length: 2000 }).notNull().default(''),
    startTime: ts('start_time'),
    endTime: ts('end_time'),
    createTime: ts('create_time').notNull().defaultNow(),
    /**
     * The due time this run fires for (scheduled runs; null for "run now"): unique per job, so however many
     * processes claim at once, or a claim is retried, a due time runs once.
     */
    fireTime: ts('fire_time'),
  },
  (t) => [
    index('sys_job_log_time_idx').on(t.createTime),
    index('sys_job_log_job_idx').on(t.jobId, t.endTime),
    uniqueIndex('sys_job_log_fire_uq').on(t.jobId, t.fireTime),
  ],
)
