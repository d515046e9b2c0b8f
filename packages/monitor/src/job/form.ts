import type { JobInput } from './api'

/** 执行策略 (misfire policy). */
export const MISFIRE_OPTIONS = [
  { value: '1', label: '立即执行' },
  { value: '2', label: '执行一次' },
  { value: '3', label: '放弃执行' },
]
/** 是否并发. */
export const CONCURRENT_OPTIONS = [
  { value: '0', label: '允许' },
  { value: '1', label: '禁止' },
]

export const JOB_DEFAULTS = { jobGroup: 'DEFAULT', misfirePolicy: '3', concurrent: '1', status: '1' }

/** The job body from the dialog: trimmed text, the family's defaults for what was left empty. */
export function jobBody(values: Partial<JobInput>, jobId?: number): JobInput {
  return {
    ...(jobId !== undefined ? { jobId } : {}),
    jobName: (values.jobName ?? '').trim(),
    jobGroup: values.jobGroup || JOB_DEFAULTS.jobGroup,
    invokeTarget: (values.invokeTarget ?? '').trim(),
    cronExpression: (values.cronExpression ?? '').trim().replace(/\s+/g, ' '),
    misfirePolicy: values.misfirePolicy || JOB_DEFAULTS.misfirePolicy,
    concurrent: values.concurrent || JOB_DEFAULTS.concurrent,
    status: values.status || JOB_DEFAULTS.status,
    remark: values.remark ?? null,
  }
}

/** The job log's filters for one job (the link from the job list): its name and group. */
export function jobLogFilters(job: { jobName: string; jobGroup: string } | null | undefined): Record<string, string> {
  return job ? { jobName: job.jobName, jobGroup: job.jobGroup } : {}
}
