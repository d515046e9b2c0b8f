import type { InputOf, JOB } from '@wp/contract'

type JobInput = InputOf<typeof JOB>

/** The job body from the dialog: trimmed text, the cron expression's fields one space apart. */
export function jobBody(values: Partial<JobInput>): JobInput {
  return {
    ...values,
    jobName: (values.jobName ?? '').trim(),
    invokeTarget: (values.invokeTarget ?? '').trim(),
    cronExpression: (values.cronExpression ?? '').trim().replace(/\s+/g, ' '),
  }
}

/** The job log's filters for one job (the link from the job list): its name and group. */
export function jobLogFilters(job: { jobName: string; jobGroup: string } | null | undefined): Record<string, string> {
  return job ? { jobName: job.jobName, jobGroup: job.jobGroup } : {}
}
