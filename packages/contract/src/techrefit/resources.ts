import { moduleResources, field as f, type InputOf, type RowOf } from '../resource'
import { TECHREFIT_DICT_TYPES as D } from './dicts'
import { TECHREFIT_PERMISSIONS as P } from './permissions'

const define = moduleResources('techrefit', P)

/**
 * 技改项目库 (§4 of the domain design): the project library, the special projects and the SASAC projects, each
 * described once. Special and SASAC rows belong to a library project (`projectId`, the link back): they repeat its
 * code, name and organisation (set by the server from the project, never from a body) so their lists search and
 * scope by them, and show its summary.
 */

const SORT_COMMON = ['createTime', 'updateTime'] as const

/** The library project a special or SASAC row belongs to: picked on add, then fixed. */
const projectLink = [
  f.integer('projectId', '项目库项目', {
    required: true,
    min: 1,
    form: { readOnly: 'edit', region: '项目', tooltip: '已入库的项目库项目' },
  }),
  f.text('projectCode', '项目编码', { readonly: true, list: { width: 170 }, search: true, export: true }),
  f.text('projectName', '项目名称', { readonly: true, list: { width: 200 }, search: true, export: true }),
  f.dept('orgId', '建设单位', { readonly: true, list: { width: 140 }, search: true, export: true }),
] as const

/** 附件 and the audit columns every library has. */
const tail = [
  f.attachments(),
  f.remark({ form: { region: '附件' } }),
  f.createBy({ list: { width: 100, hidden: true } }),
  f.createTime({ list: { width: 160, sorter: true }, search: true }),
  f.updateTime(),
] as const

/** 项目库 `tr_project` (§4.2): every technical-renovation project of every unit, the master data of the other two. */
export const TR_PROJECT = define('library', {
  title: '技改项目库',
  noun: '项目',
  path: '/techRefitProject/project/library',
  id: 'projectId',
  name: 'projectName',
  sheet: '技改项目库',
  sort: {
    fields: ['projectId', 'projectCode', 'totalInvestment', 'planStart', ...SORT_COMMON],
    order: [['projectId', 'desc']],
  },
  unique: [{ fields: ['orgId', 'projectName'], message: "{verb}项目'{projectName}'失败，本单位已有同名项目" }],
  dataScope: { dept: 'orgId', createBy: 'createBy' },
  dialog: { width: 960, labelWidth: 150, fullScreen: true },
  fields: [
    f.id('projectId', '序号'),
    f.text('projectCode', '项目编码', {
      readonly: true,
      list: { width: 170, fixed: 'left' },
      search: true,
      export: true,
    }),
    f.name('projectName', '项目名称', 200, { list: { width: 220 }, form: { region: '基本信息' }, export: true }),
    ...f.inRegion('基本信息', { span: 12 }, [
      f.dept('orgId', '建设（申报）单位', { required: true, ...f.everywhere(150) }),
      f.dict('category', '项目类别', D.category, {
        required: true,
        list: { width: 120 },
        search: { op: 'in' },
        export: true,
      }),
      f.dict('industry', '所属行业', D.industry, { export: true }),
      f.text('location', '建设地点', { maxLength: 200, export: true }),
    ]),
    ...f.inRegion('基本信息', { span: 8 }, [
      f.boolean('isCoreBusiness', '是否主业', { required: true, default: true, export: true }),
      f.boolean('isStrategicEmerging', '战略性新兴产业', { default: false, export: true }),
      f.boolean('isKeyProject', '重点项目', { default: false, list: { width: 90 }, search: true, export: true }),
    ]),
    ...f.inRegion('基本信息', {}, [
      f.textarea('content', '建设内容及规模', { required: true, maxLength: 2000 }),
      f.textarea('necessity', '建设必要性', { maxLength: 2000 }),
      f.textarea('technicalPlan', '技术方案', { maxLength: 2000 }),
    ]),
    ...f.inRegion('投资估算', { span: 12 }, [
      f.wanYuan('totalInvestment', '总投资（估算）', {
        required: true,
        list: { width: 130, sorter: true, align: 'right' },
        export: true,
      }),
      f.wanYuan('invEquipment', '其中：设备购置'),
      f.wanYuan('invConstruction', '其中：建筑工程'),
      f.wanYuan('invInstallation', '其中：安装工程'),
      f.wanYuan('invOther', '其中：其他费用'),
    ]),
    ...f.inRegion('资金来源', { span: 12 }, [
      f.wanYuan('fundSelf', '自有资金', { export: true }),
      f.wanYuan('fundBankLoan', '银行贷款', { export: true }),
      f.wanYuan('fundGroup', '集团拨款或借款', { export: true }),
      f.wanYuan('fundGov', '政府补助（专项）', { export: true }),
      f.wanYuan('fundOther', '其他资金', { export: true }),
    ]),
    ...f.inRegion('预期效益', { span: 12 }, [
      f.wanYuan('expectedRevenue', '预计新增营业收入（年）'),
      f.wanYuan('expectedProfit', '预计新增利润（年）', { min: -99999999 }),
      f.number('energySaving', '预计节能量', { min: 0, max: 999999999999, unit: 'tce/年' }),
      f.number('carbonReduction', '预计减排量', { min: 0, max: 999999999999, unit: 'tCO₂/年' }),
      f.number('paybackYears', '投资回收期', { min: 0, max: 999, unit: '年' }),
      f.percent('irr', '内部收益率', { min: -100, max: 1000, unit: '%' }),
    ]),
    ...f.inRegion('进度', { span: 12 }, [
      f.date('planStart', '计划开工', { required: true, list: { width: 110, sorter: true }, export: true }),
      f.date('planEnd', '计划竣工', { required: true, list: { width: 110 }, export: true }),
      f.date('actualStart', '实际开工', { export: true }),
      f.date('actualEnd', '实际竣工', { export: true }),
      f.percent('progressPercent', '形象进度', { min: 0, max: 100, unit: '%' }),
    ]),
    ...f.inRegion('决策与批复', { span: 12 }, [
      f.dict('decisionLevel', '决策层级', D.decisionLevel, { required: true, export: true }),
      f.text('approvalDocNo', '立项（批复）文号', { maxLength: 100, export: true }),
      f.date('approvalDate', '立项日期', { export: true }),
      f.text('feasibilityDocNo', '可研批复文号', { maxLength: 100 }),
      f.text('filingNo', '备案（核准）编号', { maxLength: 100 }),
    ]),
    f.file('approvalFiles', '批复文件 / 可研报告 / 备案证明', { maxLength: 2000, form: { region: '决策与批复' } }),
    ...f.inRegion('联系人', { span: 12 }, [
      f.text('manager', '项目负责人', { required: true, maxLength: 30, list: { width: 100 }, export: true }),
      f.text('contactPhone', '联系电话', { required: true, maxLength: 20, rules: ['contact'], export: true }),
    ]),
    f.money('completedInvestment', '累计完成投资', {
      readonly: true,
      unit: '万元',
      list: { width: 130, align: 'right' },
      export: true,
    }),
    f.lifecycle('libStatus', '状态', D.status, 110, { default: '0' }),
    f.text('currentTaskName', '当前环节', { readonly: true, list: { width: 120 } }),
    f.text('retireReason', '出库原因', { readonly: true }),
    f.text('procInsId', '流程实例', { readonly: true }),
    ...tail,
  ],
})
export type TrProjectRow = RowOf<typeof TR_PROJECT>
export type TrProjectInput = InputOf<typeof TR_PROJECT>

/** 专项项目 `tr_special_project` (§4.3): a library project's application to one funding programme. */
export const TR_SPECIAL = define('special', {
  title: '技改专项项目',
  noun: '专项项目',
  path: '/techRefitProject/project/special',
  name: 'specialName',
  sheet: '技改专项项目',
  sort: { fields: ['specialId', 'specialName', 'applyAmount', ...SORT_COMMON], order: [['specialName', 'asc']] },
  unique: [
    {
      fields: ['projectId', 'specialName', 'specialBatch'],
      message: '{verb}专项项目失败，该项目已申报过此专项的这一批次',
    },
  ],
  dataScope: { dept: 'orgId', createBy: 'createBy' },
  dialog: { width: 900, labelWidth: 130 },
  fields: [
    f.id('specialId', '序号'),
    ...projectLink,
    f.name('specialName', '专项名称', 200, { list: { width: 220 }, form: { region: '专项' }, export: true }),
    ...f.inRegion('专项', { span: 12 }, [
      f.name('specialBatch', '专项批次 / 年度', 50, { list: { width: 110 }, export: true }),
      f.dict('fundingSourceLevel', '资金渠道', D.fundingLevel, { required: true, ...f.everywhere(90) }),
      f.text('issuingDept', '组织部门', { maxLength: 100, export: true }),
      f.dict('supportMode', '支持方式', D.supportMode, { export: true }),
    ]),
    ...f.inRegion('申报与批复', { span: 12 }, [
      f.date('applyDate', '申报日期', { export: true }),
      f.wanYuan('applyAmount', '申请金额', {
        required: true,
        list: { width: 120, align: 'right', sorter: true },
        export: true,
      }),
      f.wanYuan('approvedAmount', '批复金额', { list: { width: 120, align: 'right' }, export: true }),
      f.text('approvalDocNo', '批复文号', { maxLength: 100, export: true }),
      f.date('approvalDate', '批复日期', { export: true }),
    ]),
    ...f.inRegion('拨付与验收', { span: 12 }, [
      f.wanYuan('receivedAmount', '到账金额', { export: true }),
      f.date('receivedDate', '到账日期', { export: true }),
    ]),
    f.textarea('performanceTargets', '绩效目标', { maxLength: 2000, form: { region: '拨付与验收' } }),
    ...f.inRegion('拨付与验收', { span: 12 }, [
      f.date('acceptanceDate', '验收日期', { export: true }),
      f.dict('acceptanceResult', '验收结论', D.acceptanceResult, { export: true }),
    ]),
    f.lifecycle('specialStatus', '状态', D.specialStatus, 90, { default: '0' }),
    ...tail,
  ],
})
export type TrSpecialRow = RowOf<typeof TR_SPECIAL>
export type TrSpecialInput = InputOf<typeof TR_SPECIAL>

/**
 * The 国资委项目 description's permissions: its import is not the description's (a template of the dialog's fields)
 * but the SASAC sheet's fixed layout, declared by hand beside the derived routes (`sasacSheetRoutes`).
 */
const { import: _sasacSheetImport, ...SASAC_DESCRIBED } = P.sasac

/** 国资委项目 `tr_sasac_project` (§4.4): the internal ledger of what was reported to SASAC and what came back. */
export const TR_SASAC = define('sasac', {
  title: '技改国资委项目',
  noun: '国资委项目',
  path: '/techRefitProject/project/sasac',
  name: 'projectName',
  sheet: '国资委项目',
  permissions: SASAC_DESCRIBED,
  sort: {
    fields: ['sasacId', 'reportYear', 'plannedInvestmentYear', ...SORT_COMMON],
    order: [
      ['reportYear', 'desc'],
      ['reportType', 'asc'],
    ],
  },
  unique: [
    { fields: ['projectId', 'reportYear', 'reportType'], message: '{verb}国资委项目失败，该项目本年度已有同类报送' },
  ],
  dataScope: { dept: 'orgId', createBy: 'createBy' },
  dialog: { width: 900, labelWidth: 140 },
  fields: [
    f.id('sasacId', '序号'),
    ...projectLink,
    ...f.inRegion('报送', { span: 12 }, [
      f.integer('reportYear', '报送年度', {
        required: true,
        min: 2000,
        max: 2100,
        list: { width: 90, sorter: true },
        search: true,
        export: true,
      }),
      f.dict('reportType', '报送类型', D.reportType, { required: true, ...f.everywhere(150) }),
      f.text('sasacProjectCode', '国资委系统项目编码', { maxLength: 50, export: true }),
      f.dict('investmentCategory', '投资类别', D.investmentCategory, { required: true, export: true }),
    ]),
    ...f.inRegion('分类', { span: 8 }, [
      f.boolean('isCoreBusiness', '是否主业', { required: true, default: true, export: true }),
      f.boolean('isStrategicEmerging', '是否战新', { required: true, default: false, export: true }),
      f.boolean('isOverseas', '是否境外', { required: true, default: false, export: true }),
    ]),
    ...f.inRegion('分类', { span: 12 }, [
      f.dict('emergingIndustry', '战新产业领域', D.emergingIndustry, { export: true }),
      f.dict('negativeListCheck', '负面清单核查', D.negativeList, { required: true, export: true }),
    ]),
    f.money('totalInvestment', '总投资', {
      readonly: true,
      unit: '万元',
      list: { width: 120, align: 'right' },
      export: true,
    }),
    f.wanYuan('plannedInvestmentYear', '本年计划投资', {
      required: true,
      list: { width: 120, align: 'right', sorter: true },
      form: { region: '报送', span: 12 },
      export: true,
    }),
    ...f.inRegion('反馈', { span: 12 }, [
      f.date('reportDate', '报送日期', { export: true }),
      f.date('feedbackDate', '反馈日期', { export: true }),
      f.dict('feedbackResult', '反馈结果', D.feedbackResult, { export: true }),
    ]),
    f.textarea('feedbackOpinion', '反馈意见', { maxLength: 1000, form: { region: '反馈' }, export: true }),
    f.dict('reportStatus', '报送状态', D.sasacStatus, {
      readonly: true,
      default: '0',
      list: { width: 100 },
      search: true,
      export: true,
    }),
    ...tail,
  ],
})
export type TrSasacRow = RowOf<typeof TR_SASAC>
export type TrSasacInput = InputOf<typeof TR_SASAC>
