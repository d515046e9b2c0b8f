import { describe, expect, it } from 'vitest'
import { jobBody, jobLogFilters } from './form'

describe('job form', () => {
  it('fills the family defaults and tidies the cron expression', () => {
    expect(
      jobBody({ jobName: ' 清理 ', invokeTarget: ' cleanOperLog(180) ', cronExpression: ' 0  0 2 * * ? ' }),
    ).toEqual({
      jobName: '清理',
      jobGroup: 'DEFAULT',
      invokeTarget: 'cleanOperLog(180)',
      cronExpression: '0 0 2 * * ?',
      misfirePolicy: '3',
      concurrent: '1',
      status: '1',
      remark: null,
    })
  })
  it('keeps the chosen policy and concurrency on edit', () => {
    const body = jobBody(
      {
        jobName: 'a',
        invokeTarget: 'b',
        cronExpression: '0 * * * * ?',
        misfirePolicy: '1',
        concurrent: '0',
        status: '0',
      },
      4,
    )
    expect(body).toMatchObject({ jobId: 4, misfirePolicy: '1', concurrent: '0', status: '0' })
  })
  it('filters the log by the job name and group', () => {
    expect(jobLogFilters({ jobName: '清理', jobGroup: 'SYSTEM' })).toEqual({ jobName: '清理', jobGroup: 'SYSTEM' })
    expect(jobLogFilters(null)).toEqual({})
  })
})
