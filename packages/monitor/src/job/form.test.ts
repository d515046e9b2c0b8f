import { describe, expect, it } from 'vitest'
import { jobBody, jobLogFilters } from './form'

describe('job form', () => {
  it('trims the text and tidies the cron expression, keeping the chosen policy and concurrency', () => {
    expect(
      jobBody({
        jobName: ' 清理 ',
        invokeTarget: ' cleanOperLog(180) ',
        cronExpression: ' 0  0 2 * * ? ',
        misfirePolicy: '1',
        concurrent: '0',
      }),
    ).toEqual({
      jobName: '清理',
      invokeTarget: 'cleanOperLog(180)',
      cronExpression: '0 0 2 * * ?',
      misfirePolicy: '1',
      concurrent: '0',
    })
  })
  it('filters the log by the job name and group', () => {
    expect(jobLogFilters({ jobName: '清理', jobGroup: 'SYSTEM' })).toEqual({ jobName: '清理', jobGroup: 'SYSTEM' })
    expect(jobLogFilters(null)).toEqual({})
  })
})
