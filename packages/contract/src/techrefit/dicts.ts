import { dictionary, type DictionaryDescription } from '../dictionary'

/** 技改项目库's dictionary types (seeded by the server, §8.1 of the domain design). */
export const TECHREFIT_DICT_TYPES = {
  category: 'tr_category',
  status: 'tr_status',
  specialStatus: 'tr_special_status',
  decisionLevel: 'tr_decision_level',
  industry: 'tr_industry',
  fundingLevel: 'tr_funding_level',
  supportMode: 'tr_support_mode',
  acceptanceResult: 'tr_acceptance_result',
  reportType: 'tr_sasac_report_type',
  investmentCategory: 'tr_investment_category',
  emergingIndustry: 'tr_emerging_industry',
  negativeList: 'tr_negative_list',
  sasacStatus: 'tr_sasac_status',
  feedbackResult: 'tr_feedback_result',
} as const
const D = TECHREFIT_DICT_TYPES

/**
 * The project library's status machine (§4.5, `tr_status`): 储备 → 入库审核中 → 已入库 → 立项审批中 → 已立项 → 实施中
 * → 已完工 → 已验收; 未通过 / 退回 back to the applicant; 已出库 (retired, with a reason).
 */
const STATUS = dictionary(
  D.status,
  '技改项目状态',
  {
    draft: ['0', '储备', 'info'],
    reviewing: ['1', '入库审核中', 'warning'],
    inLibrary: ['2', '已入库', 'primary'],
    approved: ['3', '已立项', 'success'],
    implementing: ['4', '实施中', 'primary'],
    completed: ['5', '已完工', 'success'],
    accepted: ['6', '已验收', 'success'],
    approving: ['7', '立项审批中', 'warning'],
    returned: ['8', '未通过/退回', 'danger'],
    retired: ['9', '已出库', 'info'],
  },
  { default: 'draft', remark: '项目库状态机' },
)
export const LIB_STATUS = STATUS.values
export type LibStatus = (typeof LIB_STATUS)[keyof typeof LIB_STATUS]

/** Statuses from which special and SASAC rows may be created (≥ 已入库, not retired or under 立项 review is fine). */
export const LINKABLE_LIB_STATUSES: readonly string[] = [
  LIB_STATUS.inLibrary,
  LIB_STATUS.approving,
  LIB_STATUS.approved,
  LIB_STATUS.implementing,
  LIB_STATUS.completed,
  LIB_STATUS.accepted,
]

/** 专项状态 (§4.3), derived from what a row records; 未获批 and 已撤销 are set by hand. */
const SPECIAL = dictionary(
  D.specialStatus,
  '专项项目状态',
  {
    planned: ['0', '拟申报', 'info'],
    applied: ['1', '已申报', 'primary'],
    granted: ['2', '已批复', 'success'],
    refused: ['3', '未获批', 'danger'],
    funded: ['4', '已拨付', 'success'],
    accepted: ['5', '已验收', 'success'],
    withdrawn: ['9', '已撤销', 'info'],
  },
  { default: 'planned', remark: '专项申报的状态' },
)
export const SPECIAL_STATUS = SPECIAL.values

/** 国资委报送状态 (§4.4), derived from the report and feedback dates and the feedback's result. */
const SASAC = dictionary(
  D.sasacStatus,
  '国资委报送状态',
  {
    notReported: ['0', '未报送', 'info'],
    reported: ['1', '已报送', 'primary'],
    returned: ['2', '退回补充', 'danger'],
    filed: ['3', '已备案（通过）', 'success'],
  },
  { default: 'notReported' },
)
export const SASAC_STATUS = SASAC.values

/** 技改项目库's dictionaries in the order the server seeds them (remarked '' unless they say otherwise). */
export const TECHREFIT_DICTIONARIES: readonly DictionaryDescription[] = [
  {
    type: D.category,
    name: '技改项目类别',
    remark: '技改项目库的项目类别',
    defaultValue: '1',
    items: [
      ['1', '产能提升', 'primary'],
      ['2', '设备更新', 'primary'],
      ['3', '工艺改进', 'primary'],
      ['4', '智能制造·数字化', 'success'],
      ['5', '节能降碳', 'success'],
      ['6', '安全环保', 'warning'],
      ['7', '质量提升', 'primary'],
      ['8', '研发条件建设', 'info'],
      ['9', '其他', 'info'],
    ],
  },
  STATUS,
  SPECIAL,
  {
    type: D.decisionLevel,
    name: '技改决策层级',
    defaultValue: '3',
    items: [
      ['1', '集团董事会', 'primary'],
      ['2', '集团总经理办公会', 'primary'],
      ['3', '二级单位决策', 'info'],
    ],
  },
  {
    type: D.industry,
    name: '技改所属行业',
    defaultValue: '1',
    items: [
      ['1', '制造业', 'primary'],
      ['2', '能源', 'primary'],
      ['3', '化工', 'primary'],
      ['4', '建筑', 'primary'],
      ['5', '交通运输', 'primary'],
      ['6', '信息技术', 'primary'],
      ['9', '其他', 'info'],
    ],
  },
  {
    type: D.fundingLevel,
    name: '专项资金渠道',
    defaultValue: '4',
    items: [
      ['1', '国家', 'danger'],
      ['2', '省', 'warning'],
      ['3', '市', 'primary'],
      ['4', '集团', 'info'],
    ],
  },
  {
    type: D.supportMode,
    name: '专项支持方式',
    defaultValue: '1',
    items: [
      ['1', '投资补助', 'primary'],
      ['2', '贷款贴息', 'primary'],
      ['3', '奖励', 'success'],
      ['4', '资本金注入', 'warning'],
    ],
  },
  {
    type: D.acceptanceResult,
    name: '专项验收结论',
    defaultValue: '1',
    items: [
      ['1', '通过', 'success'],
      ['2', '整改后通过', 'warning'],
      ['3', '不通过', 'danger'],
    ],
  },
  {
    type: D.reportType,
    name: '国资委报送类型',
    defaultValue: '1',
    items: [
      ['1', '年度投资计划项目', 'primary'],
      ['2', '重大投资项目（事前备案或审核）', 'warning'],
      ['3', '重点项目月度监测', 'primary'],
      ['9', '其他专项报送', 'info'],
    ],
  },
  {
    type: D.investmentCategory,
    name: '国资委投资类别',
    defaultValue: '1',
    items: [
      ['1', '固定资产投资', 'primary'],
      ['2', '股权投资', 'warning'],
    ],
  },
  {
    type: D.emergingIndustry,
    name: '战略性新兴产业领域',
    items: [
      ['1', '新一代信息技术', 'primary'],
      ['2', '高端装备制造', 'primary'],
      ['3', '新材料', 'primary'],
      ['4', '生物', 'primary'],
      ['5', '新能源汽车', 'primary'],
      ['6', '新能源', 'primary'],
      ['7', '节能环保', 'primary'],
      ['8', '数字创意', 'primary'],
      ['9', '相关服务业', 'info'],
    ],
  },
  {
    type: D.negativeList,
    name: '负面清单核查',
    defaultValue: '1',
    items: [
      ['1', '不属于负面清单', 'success'],
      ['2', '属于特别监管类（需审核）', 'warning'],
      ['3', '属于禁止类', 'danger'],
    ],
  },
  SASAC,
  {
    type: D.feedbackResult,
    name: '国资委反馈结果',
    items: [
      ['pass', '通过（已备案）', 'success'],
      ['return', '退回补充', 'danger'],
    ],
  },
]
