import { JOB, JOB_LOG, MONITOR_PERMISSIONS } from '@wp/contract'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { ok } from '../../http/envelope'
import { BusinessType } from '../../http/oplog'
import { drizzleStore, resourceRoutes } from '../../http/resource'
import type { Router } from '../../http/route'
import { idParam } from '../../http/validation'
import { sysJob, sysJobLog } from '../schema'
import * as service from './service'

/**
 * The job routes drawn from `JOB` and `JOB_LOG` under `paths` (ours: /monitor/job and /monitor/jobLog; the
 * family's: /schedule/job[/log]). Writes check the expression and the task and schedule the job; 执行一次 stays beside.
 */
export function jobRoutes(r: Router, ctx: AppContext, paths = { job: '/monitor/job', log: '/monitor/jobLog' }) {
  const job = { ...JOB, path: paths.job }
  resourceRoutes(r, job, {
    store: drizzleStore(ctx.db, job, sysJob),
    summaries: {
      list: '定时任务列表（含下次执行时间）',
      query: '定时任务详情（含下次执行时间）',
      add: '新增定时任务（调用目标须为任务白名单中的任务）',
      changeStatus: '暂停/恢复定时任务',
    },
    present: (row) => service.toJobVo(ctx, row),
    check: {
      add: (input) => service.checkJob(ctx, '新增', input),
      edit: (before, input) => service.checkJob(ctx, '修改', { ...before, ...input }),
    },
    add: async (input, user) => (await service.addJob(ctx, user, input)) as never, // the row as the table holds it
    edit: (id, input, user) => service.editJob(ctx, user, id, input),
  })
  r.put(`${paths.job}/run`, {
    access: MONITOR_PERMISSIONS.job.changeStatus,
    summary: '立即执行一次',
    body: z.object({ jobId: idParam, jobGroup: z.string().max(64).optional() }),
    log: { title: JOB.title, type: BusinessType.UPDATE },
    handler: async ({ body }) => {
      const outcome = await service.runJob(ctx, body.jobId)
      return ok(outcome, outcome.status === '0' ? '执行成功' : '执行失败')
    },
  })
  const log = { ...JOB_LOG, path: paths.log }
  resourceRoutes(r, log, { store: drizzleStore(ctx.db, log, sysJobLog) })
}
