import { moduleResources, field as f, type RowOf } from '../resource'
import { OKR_PERMISSIONS } from './permissions'

const define = moduleResources('okr', OKR_PERMISSIONS)

/** 周期 (design note §5.2 `okr_cycle`). */
export const OKR_CYCLE = define('cycle', {
  title: 'OKR周期',
  noun: '周期',
  name: 'cycleName',
  sort: { fields: ['cycleId', 'startDate'], order: [['startDate', 'desc']] },
  unique: [{ fields: ['cycleName'] }],
  fields: [
    f.id('cycleId', '周期编号'),
    f.name('cycleName', '周期名称', 50, { export: true }),
    f.dict('cycleType', '周期类型', 'okr_cycle_type', {
      required: true,
      ...f.everywhere(90, { control: 'radio-button' }),
    }),
    f.dict('cycleStatus', '状态', 'okr_cycle_status', { required: true, default: '1', ...f.everywhere(90) }),
    f.date('startDate', '开始日期', { required: true, list: { width: 110 }, form: { span: 12 }, export: true }),
    f.date('endDate', '结束日期', { required: true, list: { width: 110 }, form: { span: 12 }, export: true }),
    f.remark({ form: true }),
    f.createTime({ list: { width: 160 } }),
  ],
})
export type OkrCycleRow = RowOf<typeof OKR_CYCLE>

/**
 * 目标 O (§5.2 `okr_objective`): a person's, department's or company's objective in a cycle. Progress, status and
 * confidence are the server's, rolled up from the key results (`objectiveProgress`). Data scope: the owning
 * organisation, or the owner for "self"; visibility (全员 / 本单位 / 仅相关人) narrows the board and the map further.
 */
export const OKR_OBJECTIVE = define('objective', {
  title: 'OKR目标',
  noun: '目标',
  name: 'title',
  sheet: 'OKR目标',
  sort: { fields: ['objectiveId', 'sortNo', 'progressPercent'], order: [['sortNo', 'asc']] },
  dataScope: { dept: 'ownerOrgId', user: 'ownerUserId' },
  dialog: { width: 760, labelWidth: 100 },
  fields: [
    f.id('objectiveId', '目标编号'),
    f.integer('cycleId', '周期', { required: true, min: 1, search: { op: 'equals' }, form: { span: 12 } }),
    f.dict('level', '层级', 'okr_level', { required: true, ...f.everywhere(80, { control: 'radio-button' }) }),
    f.name('title', '目标', 300, { export: true }),
    f.textarea('description', '说明', { maxLength: 2000, form: true }),
    f.dept('ownerOrgId', '归属组织', { required: true, ...f.everywhere(140) }),
    f.user('ownerUserId', '负责人', { required: true, ...f.everywhere(100) }),
    f.percent('weight', '权重', {
      min: 0,
      max: 100,
      default: 100,
      list: { width: 80 },
      form: { span: 12 },
      export: true,
    }),
    f.dict('visibility', '可见范围', 'okr_visibility', {
      required: true,
      default: '1',
      list: { width: 90 },
      form: { span: 12, control: 'radio' },
    }),
    f.dict('objStatus', '状态', 'okr_obj_status', {
      required: true,
      default: '0',
      list: { width: 90 },
      search: { op: 'in' },
      form: { span: 12 },
      export: true,
    }),
    f.integer('sortNo', '排序', { min: 0, max: 9999, default: 0, form: { span: 12 } }),
    f.percent('progressPercent', '进度', { readonly: true, list: { width: 90, sorter: true }, export: true }),
    f.dict('progressStatus', '进展状态', 'okr_progress_status', { readonly: true, list: { width: 90 }, export: true }),
    f.integer('confidence', '信心指数', { readonly: true, list: { width: 90 } }),
    f.number('score', '评分', { readonly: true, precision: 2, list: { width: 80 }, export: true }),
    f.text('currentTaskName', '当前环节', { readonly: true }),
    f.createTime({ list: { width: 160, hidden: true } }),
  ],
})
export type OkrObjectiveRow = RowOf<typeof OKR_OBJECTIVE>

/**
 * 关键结果 KR (§5.2 `okr_key_result`): numeric (baseline → target with a unit) or graded (commit / target /
 * stretch). The current value or zone, progress and confidence come from the latest check-in; the organisation is
 * the objective's (data scope).
 */
export const OKR_KEY_RESULT = define('keyResult', {
  title: 'OKR关键结果',
  noun: '关键结果',
  path: '/okr/keyresult',
  id: 'krId',
  name: 'title',
  sort: { fields: ['krId', 'sortNo', 'progressPercent'], order: [['sortNo', 'asc']] },
  dataScope: { dept: 'orgId', user: 'ownerUserId' },
  fields: [
    f.id('krId', '编号'),
    f.integer('objectiveId', '所属目标', { required: true, min: 1, search: { op: 'equals' } }),
    f.name('title', '关键结果', 300, { export: true }),
    f.dict('krType', '类型', 'okr_kr_type', {
      required: true,
      default: '1',
      list: { width: 80 },
      form: { span: 12, control: 'radio-button' },
      export: true,
    }),
    f.user('ownerUserId', '负责人', { required: true, list: { width: 100 }, form: { span: 12 }, export: true }),
    f.text('unit', '单位', { maxLength: 20, form: { span: 8 }, export: true }),
    f.number('baseline', '基线值', { precision: 4, min: -1e12, max: 1e12, form: { span: 8 }, export: true }),
    f.number('target', '目标值', { precision: 4, min: -1e12, max: 1e12, form: { span: 8 }, export: true }),
    f.text('commitZone', '保底描述', { maxLength: 400, form: true }),
    f.text('targetZone', '目标描述', { maxLength: 400, form: true }),
    f.text('stretchZone', '挑战描述', { maxLength: 400, form: true }),
    f.percent('weight', '权重', {
      required: true,
      min: 0,
      max: 100,
      default: 100,
      list: { width: 80 },
      form: { span: 12 },
    }),
    f.date('dueDate', '截止日期', { form: { span: 12 }, export: true }),
    f.integer('sortNo', '排序', { min: 0, max: 9999, default: 0 }),
    f.dept('orgId', '归属组织', { readonly: true }),
    f.number('currentValue', '当前值', { readonly: true, precision: 4, list: { width: 100 }, export: true }),
    f.dict('currentZone', '当前档位', 'okr_zone', { readonly: true, list: { width: 90 } }),
    f.percent('progressPercent', '进度', { readonly: true, list: { width: 90, sorter: true }, export: true }),
    f.integer('confidence', '信心指数', { readonly: true, list: { width: 90 }, export: true }),
    f.dict('progressStatus', '进展状态', 'okr_progress_status', { readonly: true, list: { width: 90 } }),
    f.datetime('lastCheckinTime', '最近更新', { readonly: true, list: { width: 160 } }),
    f.number('score', '评分', { readonly: true, precision: 2, list: { width: 80 }, export: true }),
  ],
})
export type OkrKeyResultRow = RowOf<typeof OKR_KEY_RESULT>
