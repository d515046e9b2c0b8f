import { moduleResources, field as f, type InputOf, type RowOf } from '../resource'
import { PROJECT_DICT_TYPES as D } from './dicts'
import { PROJECT_PERMISSIONS as P } from './permissions'

const define = moduleResources('project', P)

const PERIOD = { regex: '\\d{4}-(0[1-9]|1[0-2])', message: '汇报期应为 yyyy-MM 形式，如 2026-06' }

/**
 * 项目 (`proj_project`, §2.2 of the domain design): the master record. Its number, progress, plan progress, health,
 * status and process columns are set by the server (numbering, the plan's roll-up, the approval).
 */
export const PROJECT = define('project', {
  title: '项目管理',
  noun: '项目',
  name: 'projectName',
  sheet: '项目台账',
  permissions: {
    list: P.project.list,
    query: P.project.query,
    add: P.project.add,
    edit: P.project.edit,
    remove: P.project.remove,
    export: P.project.export,
  },
  sort: {
    fields: ['projectId', 'projectCode', 'planStartDate', 'planEndDate', 'progressPercent', 'createTime'],
    order: [['projectId', 'desc']],
  },
  unique: [{ fields: ['projectName'] }],
  dataScope: { dept: 'orgId', user: 'managerUserId' },
  dialog: { width: 900, labelWidth: 110 },
  fields: [
    f.id('projectId', '项目ID'),
    f.text('projectCode', '项目编号', { readonly: true, list: { width: 140 }, search: true, export: true }),
    f.name('projectName', '项目名称', 200, { list: { width: 200 }, export: true }),
    f.dict('projectType', '项目类型', D.type, { required: true, ...f.everywhere(100) }),
    f.dict('projectLevel', '项目级别', D.level, {
      required: true,
      list: { width: 110, hidden: true },
      search: true,
      form: { span: 12 },
      export: true,
    }),
    f.dict('source', '任务来源', D.source, { form: { span: 12 }, export: true }),
    f.text('sourceDesc', '来源说明', { maxLength: 300, form: { span: 12 } }),
    f.dept('orgId', '牵头单位', { required: true, ...f.everywhere(120) }),
    f.user('managerUserId', '项目负责人', { required: true, ...f.everywhere(100) }),
    f.user('leaderUserId', '分管领导', { form: { span: 12 }, export: true }),
    f.boolean('isKey', '是否重点', { default: false, search: true, form: { span: 12 }, export: true }),
    f.textarea('goal', '项目目标', { required: true, maxLength: 2000, form: { rows: 2 } }),
    f.textarea('content', '主要内容', { required: true, maxLength: 4000, form: { rows: 3 } }),
    ...f.inRegion('计划与资金', { span: 12 }, [
      f.date('planStartDate', '计划开始', {
        required: true,
        list: { width: 110, sorter: true },
        search: { label: '计划开始' },
        export: true,
      }),
      f.date('planEndDate', '计划完成', { required: true, list: { width: 110, sorter: true }, export: true }),
      f.date('actualStartDate', '实际开始', { export: true }),
      f.date('actualEndDate', '实际完成', { export: true }),
      f.wanYuan('budgetTotal', '总预算', { max: 999999999, list: { width: 110, hidden: true }, export: true }),
      f.wanYuan('actualCost', '实际支出', { max: 999999999, list: { width: 110, hidden: true }, export: true }),
      f.wanYuan('fundNational', '国家资金', { max: 999999999 }),
      f.wanYuan('fundGroup', '集团资金', { max: 999999999 }),
      f.wanYuan('fundSelf', '自筹资金', { max: 999999999 }),
      f.wanYuan('fundOther', '其他资金', { max: 999999999 }),
    ]),
    f.attachments(),
    f.percent('progressPercent', '总体进度', { readonly: true, list: { width: 120, sorter: true }, export: true }),
    f.percent('planProgressPercent', '计划进度', { readonly: true, export: true }),
    f.dict('health', '状态灯', D.health, { readonly: true, list: { width: 80 }, search: true, export: true }),
    f.boolean('overdue', '已逾期', { readonly: true, search: true, export: true }),
    f.lifecycle('projectStatus', '项目状态', D.status, 100, { default: '0' }),
    f.text('latestReportPeriod', '最近汇报', { readonly: true, list: { width: 100 }, export: true }),
    f.boolean('reportOverdue', '汇报逾期', { readonly: true, search: true }),
    f.text('statusReason', '状态说明', { readonly: true }),
    f.text('currentTaskName', '当前环节', { readonly: true, list: { width: 110, hidden: true } }),
    f.text('currentAssignee', '当前处理人', { readonly: true }),
    f.createBy(),
    f.createTime({ list: { width: 160, hidden: true } }),
  ],
})
export type ProjectRow = RowOf<typeof PROJECT>
export type ProjectInput = InputOf<typeof PROJECT>

/**
 * 进展汇报 (`proj_progress_report`, §2.4): one report per project and period; the overall progress is the plan's
 * roll-up when it is written, the leader's comment (批示) is written by its own route.
 */
export const PROGRESS_REPORT = define('report', {
  title: '进展汇报',
  noun: '进展汇报',
  name: 'periodKey',
  sheet: '进展汇报',
  sort: { fields: ['reportId', 'periodKey'], order: [['periodKey', 'desc']] },
  unique: [{ fields: ['projectId', 'periodKey'], message: '该项目{periodKey}的进展汇报已存在' }],
  dataScope: { dept: 'orgId', createBy: 'createBy' },
  dialog: { width: 760, labelWidth: 110 },
  fields: [
    f.id('reportId', '汇报ID'),
    f.integer('projectId', '项目', { required: true, min: 1, search: true, form: { span: 12 } }),
    f.dept('orgId', '牵头单位', { readonly: true }),
    f.text('projectName', '项目名称', { readonly: true, list: { width: 180 }, export: true }),
    f.text('periodKey', '汇报期', {
      required: true,
      pattern: PERIOD,
      ...f.everywhere(90, { placeholder: '如 2026-06' }),
    }),
    f.percent('overallProgress', '总体进度', { readonly: true, list: { width: 100 }, export: true }),
    f.textarea('doneThisPeriod', '本期完成工作', { required: true, maxLength: 4000, form: true, export: true }),
    f.textarea('planNextPeriod', '下期工作计划', { required: true, maxLength: 4000, form: true, export: true }),
    f.textarea('problems', '存在问题', { maxLength: 2000, form: true, export: true }),
    f.textarea('coordinationNeeded', '需协调解决事项', { maxLength: 2000, form: true }),
    f.wanYuan('spentThisPeriod', '本期支出', { max: 999999999, form: { span: 12 }, export: true }),
    f.wanYuan('investmentYtd', '本年累计完成投资', { max: 999999999, form: { span: 12 } }),
    f.dict('riskLevel', '风险等级', D.riskLevel, { list: { width: 90 }, form: { span: 12 }, export: true }),
    f.dict('reportStatus', '状态', D.reportStatus, {
      readonly: true,
      default: '0',
      list: { width: 90 },
      search: true,
      export: true,
    }),
    f.textarea('leaderComment', '领导批示', { readonly: true, list: { width: 200 }, export: true }),
    f.text('commentBy', '批示人', { readonly: true }),
    f.datetime('commentTime', '批示时间', { readonly: true }),
    f.datetime('submitTime', '提交时间', { readonly: true, list: { width: 160 } }),
    f.createBy({ list: { width: 100 } }),
    f.createTime(),
  ],
})
export type ProgressReportRow = RowOf<typeof PROGRESS_REPORT>
export type ProgressReportInput = InputOf<typeof PROGRESS_REPORT>
