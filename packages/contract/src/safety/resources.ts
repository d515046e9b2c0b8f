import { moduleResources, field as f, type RowOf } from '../resource'
import { SAFETY_PERMISSIONS } from './permissions'

const define = moduleResources('safety', SAFETY_PERMISSIONS)

const REPORT = '隐患信息'
const RESPONSIBLE = '整改责任'
const MAJOR = '重大隐患五落实'

/**
 * 隐患 (design note §3.2): what the reporter fills in (上报), and — readonly here, written by the step routes and the
 * process — what 审核, 整改, 验收, 督办 and the overdue task add. Data scope: the hazard's organisation, or the
 * reporter's own for "self".
 */
export const HAZARD = define('hazard', {
  title: '隐患排查治理',
  noun: '隐患',
  name: 'title',
  sheet: '隐患台账',
  sort: {
    fields: ['hazardId', 'discoverDate', 'rectifyDeadline', 'createTime'],
    order: [['hazardId', 'desc']],
  },
  dataScope: { dept: 'orgId', createBy: 'createBy' },
  dialog: { width: 900, labelWidth: 120 },
  fields: [
    f.id('hazardId', '序号'),
    f.text('hazardNo', '隐患编号', { readonly: true, list: { width: 190 }, search: true, export: true }),
    f.name('title', '隐患名称', 200, { list: { width: 200 }, form: { region: REPORT }, export: true }),
    ...f.inRegion(REPORT, { span: 12 }, [
      f.dept('orgId', '所属单位', { required: true, ...f.everywhere(140) }),
      f.dept('deptId', '所在部门/车间'),
      f.text('location', '具体位置', { required: true, maxLength: 300, export: true }),
      f.date('discoverDate', '发现日期', {
        required: true,
        list: { width: 110, sorter: true },
        search: { op: 'between' },
        export: true,
      }),
      f.dict('checkType', '发现来源', 'safe_check_type', { required: true, search: true, export: true }),
      f.dict('level', '隐患等级', 'safe_hazard_level', {
        required: true,
        list: { width: 100 },
        search: { op: 'in' },
        form: { control: 'radio-button' },
        export: true,
      }),
      f.dict('category', '隐患类别', 'safe_hazard_category', { required: true, ...f.everywhere(110) }),
      f.dict('subCategory', '二级类别', 'safe_hazard_subcategory', { required: true, export: true }),
    ]),
    f.textarea('description', '隐患描述', { required: true, maxLength: 2000, form: { region: REPORT }, export: true }),
    f.image('photos', '隐患照片', { required: true, form: { region: REPORT } }),
    ...f.inRegion(RESPONSIBLE, { span: 12 }, [
      f.dept('responsibleOrgId', '整改责任单位', { export: true }),
      f.user('responsibleUserId', '整改责任人'),
      f.boolean('stopProduction', '是否停产停业', { default: false, export: true }),
      f.boolean('needOutsideHelp', '是否需外部协助', { default: false, export: true }),
    ]),
    // 五落实 of a major hazard: required when level is 重大 (the server's check)
    f.text('govTarget', '治理目标', { maxLength: 500, form: { region: MAJOR } }),
    f.textarea('govMeasures', '治理措施', { maxLength: 2000, form: { region: MAJOR } }),
    ...f.inRegion(MAJOR, { span: 12 }, [
      f.wanYuan('govFund', '治理资金', { export: true }),
      f.text('govMaterials', '物资保障', { maxLength: 500 }),
      f.date('govDeadline', '治理时限', { export: true }),
      f.user('govLeaderId', '治理责任人'),
    ]),
    // written by the steps and the process (§3.3), never by a body
    f.lifecycle('hazardStatus', '状态', 'safe_hazard_status', 90),
    f.boolean('isOverdue', '是否逾期', { readonly: true, list: { width: 90 }, search: true, export: true }),
    f.date('rectifyDeadline', '整改期限', { readonly: true, list: { width: 110, sorter: true }, export: true }),
    f.textarea('requiredMeasures', '整改要求', { readonly: true }),
    f.textarea('rectifyMeasures', '实际整改措施', { readonly: true, export: true }),
    f.money('rectifyFund', '实际投入资金', { readonly: true, unit: '万元' }),
    f.image('rectifyPhotos', '整改后照片', { readonly: true }),
    f.date('rectifyDate', '整改完成日期', { readonly: true, export: true }),
    f.integer('rectifyRound', '整改轮次', { readonly: true }),
    f.dict('acceptType', '验收方式', 'safe_accept_type', { readonly: true, export: true }),
    f.textarea('acceptOpinion', '验收意见', { readonly: true }),
    f.file('acceptFiles', '验收材料', { readonly: true }),
    f.text('acceptByName', '验收人', { readonly: true, export: true }),
    f.datetime('closeTime', '闭环时间', { readonly: true, export: true }),
    f.boolean('supervised', '挂牌督办', { readonly: true, list: { width: 90 }, search: true, export: true }),
    f.dict('superviseLevel', '督办级别', 'safe_supervise_level', { readonly: true, export: true }),
    f.date('superviseDeadline', '督办期限', { readonly: true, export: true }),
    f.boolean('suspended', '已挂起', { readonly: true }),
    f.text('stateReason', '作废/挂起原因', { readonly: true }),
    f.text('currentTaskName', '当前环节', { readonly: true, list: { width: 100 } }),
    f.text('currentAssignee', '当前办理人', { readonly: true, list: { width: 110 } }),
    f.createBy({ list: { width: 100, hidden: true }, export: { header: '上报人' } }),
    f.createTime({ list: { width: 160, hidden: true }, search: true, export: true }),
  ],
})
export type HazardRow = RowOf<typeof HAZARD>
