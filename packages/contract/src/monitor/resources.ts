import { moduleResources, field as f, type RowOf } from '../resource'
import { MONITOR_DICT_TYPES } from './dicts'
import { MONITOR_PERMISSIONS } from './permissions'

const define = moduleResources('monitor', MONITOR_PERMISSIONS)

/**
 * 系统监控's resources described once (see `../resource/language.ts`): the server's routes and the browser's
 * screens and calls are drawn from these.
 */

const P = MONITOR_PERMISSIONS.job

/** 定时任务: a task of the server's registry on a Quartz schedule; 执行一次 and the scheduler stay the module's own. */
export const JOB = define('job', {
  title: '定时任务',
  noun: '任务',
  name: 'jobName',
  sheet: '定时任务',
  sort: { fields: ['jobId', 'jobName', 'jobGroup', 'status', 'createTime'], order: [['jobId', 'asc']] },
  dialog: { width: 760, labelWidth: 110 },
  fields: [
    f.id('jobId', '任务编号', { list: { width: 90 }, export: { header: '任务序号', width: 10 } }),
    f.name('jobName', '任务名称', 64, { form: { span: 12 }, export: { width: 20 } }),
    f.dict('jobGroup', '任务组名', MONITOR_DICT_TYPES.jobGroup, {
      default: 'DEFAULT',
      maxLength: 64,
      pattern: { regex: '[A-Za-z0-9_]+', message: '任务组名只能包含字母、数字和下划线' },
      list: { width: 100 },
      search: { placeholder: '请选择任务组名' },
      form: { label: '任务分组', span: 12 },
      export: { width: 12 },
    }),
    f.text('invokeTarget', '调用目标字符串', {
      required: true,
      maxLength: 500,
      list: true,
      form: {
        label: '调用方法',
        placeholder: '请输入调用目标字符串',
        tooltip: '调用任务白名单中的任务：任务名，或 任务名(参数, …)，如 cleanOperLog(180)',
      },
      export: { width: 30 },
    }),
    f.text('cronExpression', 'cron执行表达式', {
      required: true,
      maxLength: 255,
      list: true,
      form: { label: 'cron表达式', placeholder: '请输入cron执行表达式' },
      export: { header: '执行表达式', width: 20 },
    }),
    f.choice(
      'misfirePolicy',
      '执行策略',
      { '1': '立即执行', '2': '执行一次', '3': '放弃执行' },
      {
        default: '3',
        form: { control: 'radio-button' },
        export: { header: '计划策略', width: 12 },
      },
    ),
    f.choice(
      'concurrent',
      '是否并发',
      { '0': '允许', '1': '禁止' },
      {
        default: '1',
        form: { control: 'radio-button', span: 12 },
        export: { header: '并发执行', width: 10 },
      },
    ),
    f.status({
      dictType: MONITOR_DICT_TYPES.jobStatus,
      list: { width: 90, switch: true },
      search: { label: '任务状态', placeholder: '请选择任务状态' },
      form: { span: 12 },
      export: { header: '任务状态', width: 10 },
    }),
    f.datetime('nextValidTime', '下次执行时间', { readonly: true, computed: true, list: { width: 170 } }),
    f.remark(),
    ...f.audit(),
  ],
})
export type JobRow = RowOf<typeof JOB>

/** 调度日志: one row a run, written by the scheduler; listed, read, deleted and emptied. */
export const JOB_LOG = define('jobLog', {
  title: '定时任务调度日志',
  noun: '调度日志',
  name: 'jobName',
  permissions: { list: P.list, query: P.query, remove: P.remove, export: P.export, clean: P.remove },
  sort: {
    fields: ['jobLogId', 'jobName', 'status', 'createTime', 'startTime'],
    order: [['jobLogId', 'desc']],
  },
  fields: [
    f.id('jobLogId', '日志编号', { list: { width: 90 }, export: { header: '日志序号', width: 10 } }),
    f.integer('jobId', '任务编号', { readonly: true }),
    f.text('jobName', '任务名称', { readonly: true, default: '', list: true, search: true, export: { width: 20 } }),
    f.dict('jobGroup', '任务组名', MONITOR_DICT_TYPES.jobGroup, {
      readonly: true,
      default: 'DEFAULT',
      list: { width: 100 },
      search: { placeholder: '请选择任务组名' },
      export: { width: 12 },
    }),
    f.text('invokeTarget', '调用目标字符串', { readonly: true, default: '', list: true, export: { width: 30 } }),
    f.text('jobMessage', '日志信息', { readonly: true, list: true, export: { width: 40 } }),
    f.dict('status', '执行状态', 'sys_common_status', {
      readonly: true,
      default: '0',
      list: { width: 90 },
      search: { placeholder: '请选择执行状态' },
      export: {
        width: 10,
        options: f.choices({ 0: '正常', 1: '失败' }),
      },
    }),
    f.textarea('exceptionInfo', '异常信息', { readonly: true, export: { width: 40 } }),
    f.datetime('startTime', '执行时间', {
      readonly: true,
      list: { width: 170 },
      export: { header: '开始时间', width: 20 },
    }),
    f.datetime('endTime', '结束时间', { readonly: true, export: { width: 20 } }),
    f.createTime({ search: { label: '执行时间' } }),
  ],
})
export type JobLogRow = RowOf<typeof JOB_LOG>
