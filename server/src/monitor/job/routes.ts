import { z } from 'zod'
import type { AppContext } from '../../context'
import { ok, table } from '../../http/envelope'
import { inBatches, sendExcel } from '../../http/excel'
import { BusinessType } from '../../http/oplog'
import { pagingFields, rangeParams } from '../../http/paging'
import type { Router } from '../../http/route'
import { idListParam, idParam, optionalText, requiredText, statusFlag } from '../../http/validation'
import * as service from './service'

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)
const optionalStatus = z.preprocess(blankToUndefined, statusFlag.optional())
const jobFilters = {
  jobName: optionalText(64),
  jobGroup: optionalText(64),
  status: optionalStatus,
  invokeTarget: optionalText(500),
}
const logFilters = { ...jobFilters, params: rangeParams }

const jobBody = z.object({
  jobName: requiredText(64).regex(/^[^<>]*$/, '任务名称不能包含脚本字符'),
  jobGroup: z.preprocess(
    (v) => (v == null || v === '' ? 'DEFAULT' : v),
    z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_]+$/, '任务组名只能包含字母、数字和下划线'),
  ),
  invokeTarget: requiredText(500),
  cronExpression: requiredText(255),
  misfirePolicy: z.preprocess(blankToUndefined, z.enum(['1', '2', '3']).default('3')),
  concurrent: z.preprocess(blankToUndefined, z.enum(['0', '1']).default('1')),
  status: z.preprocess(blankToUndefined, statusFlag.default('0')),
  remark: z.string().max(500).nullish(),
})

const MISFIRE = { '1': '立即执行', '2': '执行一次', '3': '放弃执行' } as Record<string, string>

export function jobRoutes(r: Router, ctx: AppContext) {
  const JOB = '定时任务'
  r.get('/monitor/job/list', {
    access: 'monitor:job:list',
    summary: '定时任务列表（含下次执行时间）',
    query: z.object({ ...pagingFields, ...jobFilters }),
    handler: async ({ query }) => {
      const { rows, total } = await service.listJobs(ctx, query)
      return table(rows, total)
    },
  })
  r.get('/monitor/job/:jobId', {
    access: 'monitor:job:query',
    summary: '定时任务详情（含下次执行时间）',
    params: z.object({ jobId: idParam }),
    handler: async ({ params }) => ok(service.toJobVo(ctx, await service.getJob(ctx, params.jobId))),
  })
  r.post('/monitor/job', {
    access: 'monitor:job:add',
    summary: '新增定时任务（调用目标须为任务白名单中的任务）',
    body: jobBody,
    log: { title: JOB, type: BusinessType.INSERT },
    handler: async ({ body, user }) => ok(await service.addJob(ctx, user, body)),
  })
  r.put('/monitor/job', {
    access: 'monitor:job:edit',
    summary: '修改定时任务',
    body: jobBody.extend({ jobId: idParam }),
    log: { title: JOB, type: BusinessType.UPDATE },
    handler: async ({ body, user }) => {
      const { jobId, ...input } = body
      await service.editJob(ctx, user, jobId, input)
      return ok()
    },
  })
  r.put('/monitor/job/changeStatus', {
    access: 'monitor:job:changeStatus',
    summary: '暂停/恢复定时任务',
    body: z.object({ jobId: idParam, status: statusFlag }),
    log: { title: JOB, type: BusinessType.UPDATE },
    handler: async ({ body, user }) => {
      await service.changeJobStatus(ctx, user, body.jobId, body.status)
      return ok()
    },
  })
  r.put('/monitor/job/run', {
    access: 'monitor:job:changeStatus',
    summary: '立即执行一次',
    body: z.object({ jobId: idParam, jobGroup: z.string().max(64).optional() }),
    log: { title: JOB, type: BusinessType.UPDATE },
    handler: async ({ body }) => {
      const outcome = await service.runJob(ctx, body.jobId)
      return ok(outcome, outcome.status === '0' ? '执行成功' : '执行失败')
    },
  })
  r.delete('/monitor/job/:jobIds', {
    access: 'monitor:job:remove',
    summary: '删除定时任务',
    params: z.object({ jobIds: idListParam }),
    log: { title: JOB, type: BusinessType.DELETE },
    handler: async ({ params }) => {
      await service.deleteJobs(ctx, params.jobIds)
      return ok()
    },
  })
  r.post('/monitor/job/export', {
    access: 'monitor:job:export',
    summary: '导出定时任务',
    body: z.object(jobFilters).partial(),
    log: { title: JOB, type: BusinessType.EXPORT },
    handler: async ({ body, reply }) => {
      const where = service.jobFilter(body ?? {})
      return sendExcel(
        reply,
        '定时任务',
        '定时任务',
        [
          { header: '任务序号', key: 'jobId', width: 10 },
          { header: '任务名称', key: 'jobName', width: 20 },
          { header: '任务组名', key: 'jobGroup', width: 12 },
          { header: '调用目标字符串', key: 'invokeTarget', width: 30 },
          { header: '执行表达式', key: 'cronExpression', width: 20 },
          { header: '计划策略', key: 'misfirePolicy', width: 12, format: (v) => MISFIRE[String(v)] ?? '' },
          { header: '并发执行', key: 'concurrent', width: 10, format: (v) => (v === '0' ? '允许' : '禁止') },
          { header: '任务状态', key: 'status', width: 10, format: (v) => (v === '0' ? '正常' : '暂停') },
        ],
        inBatches(
          (after, size) => service.jobExportBatch(ctx, where, after, size),
          (row) => row.jobId,
        ),
      )
    },
  })

  const LOG = '定时任务调度日志'
  r.get('/monitor/jobLog/list', {
    access: 'monitor:job:list',
    summary: '调度日志列表',
    query: z.object({ ...pagingFields, ...logFilters }),
    handler: async ({ query }) => {
      const { rows, total } = await service.listJobLogs(ctx, query)
      return table(rows, total)
    },
  })
  r.delete('/monitor/jobLog/clean', {
    access: 'monitor:job:remove',
    summary: '清空调度日志',
    log: { title: LOG, type: BusinessType.CLEAN },
    handler: async () => {
      await service.cleanJobLogs(ctx)
      return ok()
    },
  })
  r.get('/monitor/jobLog/:jobLogId', {
    access: 'monitor:job:query',
    summary: '调度日志详情',
    params: z.object({ jobLogId: idParam }),
    handler: async ({ params }) => ok(await service.getJobLog(ctx, params.jobLogId)),
  })
  r.delete('/monitor/jobLog/:jobLogIds', {
    access: 'monitor:job:remove',
    summary: '删除调度日志',
    params: z.object({ jobLogIds: idListParam }),
    log: { title: LOG, type: BusinessType.DELETE },
    handler: async ({ params }) => {
      await service.deleteJobLogs(ctx, params.jobLogIds)
      return ok()
    },
  })
  r.post('/monitor/jobLog/export', {
    access: 'monitor:job:export',
    summary: '导出调度日志',
    body: z.object(logFilters).partial(),
    log: { title: LOG, type: BusinessType.EXPORT },
    handler: async ({ body, reply }) => {
      const where = service.jobLogFilter(body ?? {})
      return sendExcel(
        reply,
        '调度日志',
        '调度日志',
        [
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
        inBatches(
          (after, size) => service.jobLogExportBatch(ctx, where, after, size),
          (row) => row.jobLogId,
        ),
      )
    },
  })
}
