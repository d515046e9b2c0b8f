import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { modules } from '../../modules'
import { checkModules, type ServerModule } from '../../platform/module'
import { sharedTestServer } from '../../testing/harness'
import { sysJob, sysJobLog } from '../schema'
import { Scheduler } from './runner'

let runs = 0

/** A module as a later one is written: a task and the jobs that should run it from the first start. */
const reminders: ServerModule = {
  name: 'reminders',
  tasks: [{ name: 'remindLate', title: '提醒逾期事项', params: [], run: async () => `已提醒 ${++runs} 次` }],
  schedules: [
    {
      key: 'reminders.daily',
      name: '每日逾期提醒',
      invokeTarget: 'remindLate',
      cron: '0 0 8 * * ?',
      remark: '每天 8 点',
    },
    { key: 'reminders.weekly', name: '每周汇总', invokeTarget: 'remindLate', cron: '0 0 9 ? * 2', paused: true },
  ],
}

describe('a module’s default schedules', () => {
  const t = sharedTestServer(null, { modules: [...modules, reminders] })

  const jobsOf = () =>
    t.server.ctx.db.select().from(sysJob).where(eq(sysJob.invokeTarget, 'remindLate')).orderBy(sysJob.jobId)

  it('are jobs of its tasks from the first start, and the scheduler runs them when due', async () => {
    const [daily, weekly] = await jobsOf()
    expect([daily, weekly].map((j) => [j.jobName, j.cronExpression, j.status, j.jobGroup, j.misfirePolicy])).toEqual([
      ['每日逾期提醒', '0 0 8 * * ?', '0', 'DEFAULT', '3'],
      ['每周汇总', '0 0 9 ? * 2', '1', 'DEFAULT', '3'],
    ])
    const due = daily.nextFireTime!
    expect(due.getHours()).toBe(8)
    expect(due.getTime()).toBeGreaterThan(t.server.clock.now().getTime())
    t.server.clock.advance(due.getTime() - t.server.clock.now().getTime())
    const fired = (await new Scheduler(t.server.ctx).tick()).filter((r) => r.jobId === daily.jobId)
    expect(fired).toMatchObject([{ jobId: daily.jobId, status: '0' }])
    const [log] = await t.server.ctx.db.select().from(sysJobLog).where(eq(sysJobLog.jobId, daily.jobId))
    expect(log.jobMessage).toMatch(/已提醒 1 次$/)
  })

  it('are created once: an administrator’s deletion sticks at the next start', async () => {
    const admin = await t.server.login('admin')
    const [daily] = await jobsOf()
    expect((await t.server.call('DELETE', `/prod-api/monitor/job/${daily.jobId}`, { token: admin })).code).toBe(200)
    expect(await t.server.ctx.services.scheduler.adopt(reminders.schedules!)).toEqual([])
    expect((await jobsOf()).map((j) => j.jobName)).toEqual(['每周汇总'])
  })

  it('a schedule of no registered task, a bad cron or another module’s key stops the start with the reason', async () => {
    const schedule = reminders.schedules![0]
    await expect(
      t.server.ctx.services.scheduler.adopt([{ ...schedule, key: 'reminders.other', invokeTarget: 'nobodyKnows' }]),
    ).rejects.toThrow('调用目标 nobodyKnows 不在任务白名单内')
    await expect(
      t.server.ctx.services.scheduler.adopt([{ ...schedule, key: 'reminders.other', cron: '* * * * *' }]),
    ).rejects.toThrow('cron不通过')
    expect(() => checkModules([{ name: 'reminders', schedules: [{ ...schedule, key: 'system.daily' }] }])).toThrow(
      'schedule system.daily of module reminders must start with reminders.',
    )
  })
})
