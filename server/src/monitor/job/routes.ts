import { MONITOR_PERMISSIONS, type JobLogRow, type JobRow } from '@wp/contract'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { crudRoutes, rowOf } from '../../http/crud'
import { ok } from '../../http/envelope'
import { BusinessType } from '../../http/oplog'
import { rangeParams } from '../../http/paging'
import type { Router } from '../../http/route'
import {
  idParam,
  numericCode,
  optionalStatus,
  optionalText,
  plainText,
  requiredText,
  statusFlag,
  withDefault,
} from '../../http/validation'
import * as service from './service'

const P = MONITOR_PERMISSIONS.job
const JOB = '定时任务'
const LOG = '定时任务调度日志'

const jobFilters = {
  jobName: optionalText(64),
  jobGroup: optionalText(64),
  status: optionalStatus,
  invokeTarget: optionalText(500),
}

const jobBody = z.object({
  jobName: plainText(64, '任务名称'),
  jobGroup: z.preprocess(
    (v) => (v == null || v === '' ? 'DEFAULT' : v),
    z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_]+$/, '任务组名只能包含字母、数字和下划线'),
  ),
  invokeTarget: requiredText(500),
  cronExpression: requiredText(255),
  // The family's job form sends these two as numbers (misfirePolicy: 1, concurrent: 1).
  misfirePolicy: withDefault(numericCode(z.enum(['1', '2', '3'])), '3'),
  concurrent: withDefault(numericCode(z.enum(['0', '1'])), '1'),
  status: withDefault(statusFlag, '0'),
  remark: z.string().max(500).nullish(),
})

const MISFIRE: Record<string, string> = { '1': '立即执行', '2': '执行一次', '3': '放弃执行' }

/** The job routes under `paths` (ours: /monitor/job and /monitor/jobLog; the family's: /schedule/job[/log]). */
export function jobRoutes(r: Router, ctx: AppContext, paths = { job: '/monitor/job', log: '/monitor/jobLog' }) {
  crudRoutes(r, {
    path: paths.job,
    title: JOB,
    id: 'jobId',
    permissions: P,
    row: rowOf<JobRow>(),
    filters: jobFilters,
    body: jobBody,
    summaries: {
      list: '定时任务列表（含下次执行时间）',
      query: '定时任务详情（含下次执行时间）',
      add: '新增定时任务（调用目标须为任务白名单中的任务）',
      changeStatus: '暂停/恢复定时任务',
    },
    source: service.jobs,
    list: (q) => service.listJobs(ctx, q),
    get: async (id) => service.toJobVo(ctx, await service.getJob(ctx, id)),
    add: (body, user) => service.addJob(ctx, user, body),
    edit: (id, body, user) => service.editJob(ctx, user, id, body),
    changeStatus: (id, status, user) => service.changeJobStatus(ctx, user, id, status),
    remove: (ids) => service.deleteJobs(ctx, ids),
    export: {
      name: '定时任务',
      columns: [
        { header: '任务序号', key: 'jobId', width: 10 },
        { header: '任务名称', key: 'jobName', width: 20 },
        { header: '任务组名', key: 'jobGroup', width: 12 },
        { header: '调用目标字符串', key: 'invokeTarget', width: 30 },
        { header: '执行表达式', key: 'cronExpression', width: 20 },
        { header: '计划策略', key: 'misfirePolicy', width: 12, format: (v) => MISFIRE[String(v)] ?? '' },
        { header: '并发执行', key: 'concurrent', width: 10, format: (v) => (v === '0' ? '允许' : '禁止') },
        { header: '任务状态', key: 'status', width: 10, format: (v) => (v === '0' ? '正常' : '暂停') },
      ],
    },
  })
  r.put(`${paths.job}/run`, {
    access: P.changeStatus,
    summary: '立即执行一次',
    body: z.object({ jobId: idParam, jobGroup: z.string().max(64).optional() }),
    log: { title: JOB, type: BusinessType.UPDATE },
    handler: async ({ body }) => {
      const outcome = await service.runJob(ctx, body.jobId)
      return ok(outcome, outcome.status === '0' ? '执行成功' : '执行失败')
    },
  })

  crudRoutes(r, {
    path: paths.log,
    title: LOG,
    noun: '调度日志',
    id: 'jobLogId',
    permissions: P,
    row: rowOf<JobLogRow>(),
    filters: { ...jobFilters, params: rangeParams },
    source: service.jobLogs,
    remove: (ids) => service.deleteJobLogs(ctx, ids).then(() => undefined),
    clean: () => service.cleanJobLogs(ctx),
    export: {
      name: '调度日志',
      columns: [
        { header: '日志序号', key: 'jobLogId', width: 10 },
        { header: '任务名称', key: 'jobName', width: 20 },
        { header: '任务组名', key: 'jobGroup', width: 12 },
        { header: '调用目标字符串', key: 'invokeTarget', width: 30 },
        { header: '日志信息', key: 'jobMessage', width: 40 },
        { header: '执行状态', key: 'status', width: 10, format: (v) => (v === '0' ? '正常' : '失败') },
        { header: '异常信息', key: 'exceptionInfo', width: 40 },
        { header: '开始时间', key: 'startTime', width: 20 },
        { header: '结束时间', key: 'endTime', width: 20 },
      ],
    },
  })
}
