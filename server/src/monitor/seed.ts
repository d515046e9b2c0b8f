import type { SeedStep } from '../db/seed'
import { nextFireAfter } from './cron'
import { sysJob } from './schema'

/** The housekeeping jobs: expired sessions are cleaned every half hour; the log clean-ups start paused. */
const JOBS: [name: string, target: string, cron: string, status: '0' | '1', remark: string][] = [
  ['清理过期会话', 'cleanExpiredSessions', '0 0/30 * * * ?', '0', '删除已过期的会话与登录挑战'],
  ['清理操作日志', 'cleanOperLog(180)', '0 0 2 * * ?', '1', '删除 180 天前的操作日志'],
  ['清理登录日志', 'cleanLoginLog(180)', '0 30 2 * * ?', '1', '删除 180 天前的登录日志'],
  ['清理调度日志', 'cleanJobLog(30)', '0 0 3 * * ?', '1', '删除 30 天前的调度日志'],
]

export const monitorSeed: SeedStep = {
  name: 'monitor-0001-jobs',
  async run(tx, { now }) {
    await tx.insert(sysJob).values(
      JOBS.map(([jobName, invokeTarget, cronExpression, status, remark], i) => ({
        jobId: i + 1,
        jobName,
        jobGroup: 'SYSTEM',
        invokeTarget,
        cronExpression,
        misfirePolicy: '3',
        concurrent: '1',
        status,
        nextFireTime: nextFireAfter(cronExpression, now),
        remark,
        createBy: 'admin',
        createTime: now,
      })),
    )
  },
}
