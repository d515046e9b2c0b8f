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

/**
 * The project library's status machine (§4.5, `tr_status`): 储备 → 入库审核中 → 已入库 → 立项审批中 → 已立项 → 实施中
 * → 已完工 → 已验收; 未通过 / 退回 back to the applicant; 已出库 (retired, with a reason).
 */
export const LIB_STATUS = {
  draft: '0',
  reviewing: '1',
  inLibrary: '2',
  approved: '3',
  implementing: '4',
  completed: '5',
  accepted: '6',
  approving: '7',
  returned: '8',
  retired: '9',
} as const
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
export const SPECIAL_STATUS = {
  planned: '0',
  applied: '1',
  granted: '2',
  refused: '3',
  funded: '4',
  accepted: '5',
  withdrawn: '9',
} as const

/** 国资委报送状态 (§4.4), derived from the report and feedback dates and the feedback's result. */
export const SASAC_STATUS = { notReported: '0', reported: '1', returned: '2', filed: '3' } as const
