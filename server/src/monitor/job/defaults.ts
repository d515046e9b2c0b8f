import { MISFIRE_POLICY } from '@wp/contract'
import { eq, sql } from 'drizzle-orm'
import { sysSeed } from '../../auth/schema'
import type { AppContext } from '../../context'
import type { JobScheduler } from '../../platform/services'
import { nextFireAfter, parseCron } from '../cron'
import { sysJob } from '../schema'

const record = (key: string) => `job:${key}`

/**
 * The platform's `scheduler`: creates the modules' default schedules (`ServerModule.schedules`) as jobs, each once —
 * recorded as `job:<key>` in `sys_seed`, so an administrator's edits and deletion stick — in group DEFAULT, skipping
 * missed fires, never two runs at once. A schedule naming no registered task or a bad cron stops the start: it is a
 * programming error of its module.
 */
export const defaultSchedules = (ctx: AppContext): JobScheduler => ({
  async adopt(schedules) {
    for (const s of schedules) {
      parseCron(s.cron)
      ctx.tasks.parse(s.invokeTarget)
    }
    return ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('wp.defaultSchedules'))`)
      const created: string[] = []
      const now = ctx.clock.now()
      for (const s of schedules) {
        if (
          (
            await tx
              .select()
              .from(sysSeed)
              .where(eq(sysSeed.name, record(s.key)))
          ).length
        )
          continue
        await tx.insert(sysJob).values({
          jobName: s.name.slice(0, 64),
          jobGroup: 'DEFAULT',
          invokeTarget: s.invokeTarget,
          cronExpression: s.cron,
          misfirePolicy: MISFIRE_POLICY.SKIP,
          concurrent: '1',
          status: s.paused ? '1' : '0',
          nextFireTime: nextFireAfter(s.cron, now),
          remark: s.remark ?? '',
          createBy: 'admin',
          createTime: now,
        })
        await tx.insert(sysSeed).values({ name: record(s.key), appliedAt: now })
        created.push(s.key)
      }
      return created
    })
  },
})
