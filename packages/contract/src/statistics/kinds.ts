import { FUND_STATUS, PARTY_MEMBER_TYPE, PATENT_LEGAL_STATUS } from './dicts'
import type { StatField, StatKindDescription } from './fields'

/**
 * The seventeen kinds of 手工填报, one description each (field lists from the design note §1.5). The server builds
 * its tables, validation, import and export from these; the browser builds its entry forms and register screens.
 */

type Options = Omit<Partial<StatField>, 'key' | 'label' | 'type'>
const REQ = { required: true } as const
const MONEY_MAX = 1e14
const COUNT_MAX = 10_000_000

function money<const K extends string>(key: K, label: string, o: Options = {}) {
  return { key, label, type: 'money', unit: '万元', precision: 2, min: 0, max: MONEY_MAX, ...o } as const
}
function count<const K extends string>(key: K, label: string, unit: string, o: Options = {}) {
  return { key, label, type: 'integer', unit, precision: 0, min: 0, max: COUNT_MAX, ...o } as const
}
function percent<const K extends string>(key: K, label: string, o: Options = {}) {
  return { key, label, type: 'percent', unit: '%', precision: 2, min: 0, max: 100, ...o } as const
}
function num<const K extends string>(key: K, label: string, unit: string, o: Options = {}) {
  return { key, label, type: 'number', unit, precision: 1, min: 0, max: 200, ...o } as const
}
function text<const K extends string>(key: K, label: string, maxLength: number, o: Options = {}) {
  return { key, label, type: 'text', maxLength, ...o } as const
}
function date<const K extends string>(key: K, label: string, o: Options = {}) {
  return { key, label, type: 'date', ...o } as const
}
function dict<const K extends string>(key: K, label: string, dictType: string, o: Options = {}) {
  return { key, label, type: 'dict', dictType, ...o } as const
}
const yesNo = <const K extends string>(key: K, label: string, o: Options = {}) => dict(key, label, 'sys_yes_no', o)
const year = <const K extends string>(key: K, label: string, o: Options = {}) =>
  ({ key, label, type: 'integer', unit: '年', precision: 0, min: 1949, max: 2100, ...o }) as const
const gender = <const K extends string>(key: K, o: Options = {}) => dict(key, '性别', 'sys_user_sex', o)

/** A roster's person: 姓名, 性别, the birth date (under the roster's own label) and 民族, all required. */
const person = (birthDateLabel: string) =>
  [
    text('name', '姓名', 50, REQ),
    gender('gender', REQ),
    date('birthDate', birthDateLabel, REQ),
    text('nation', '民族', 20, REQ),
  ] as const

/** The table foot of every periodic form (统计报表表尾): who filled it in, their phone, the unit's head. */
const FORM_FOOT = [
  text('fillPerson', '填表人', 50, REQ),
  text('fillPhone', '联系电话', 20, REQ),
  text('unitLeader', '单位负责人', 50),
] as const

export const INVESTMENT = {
  kind: 'investment',
  suffix: 'Investment',
  title: '投资完成情况',
  table: 'stat_investment',
  shape: 'A',
  periodType: 'M',
  screens: ['bigscreen6'],
  fields: [
    money('annualPlanTotal', '年度投资计划', { ...REQ, report: true }),
    money('annualPlanFixedAsset', '其中：固定资产投资计划'),
    money('annualPlanEquity', '其中：股权投资计划'),
    money('monthTotal', '本月完成投资', { ...REQ, flow: true, report: true }),
    money('ytdTotal', '年初至本月累计完成投资', { ...REQ, report: true }),
    money('ytdFixedAsset', '其中：固定资产投资', REQ),
    money('ytdTechRefit', '其中：技术改造投资'),
    money('ytdEquity', '其中：股权投资', REQ),
    money('ytdStrategicEmerging', '其中：战略性新兴产业投资', { report: true }),
    money('ytdOverseas', '其中：境外投资'),
    money('ytdRealEstate', '其中：房地产投资'),
    money('ytdNonCore', '其中：非主业投资'),
    money('lastYearYtd', '上年同期累计完成'),
    count('keyProjectCount', '在建重点项目数', '个'),
    money('keyProjectYtd', '重点项目累计完成投资'),
    count('newStartCount', '本年新开工项目数', '个'),
    text('progressNote', '投资进度说明', 2000, { multiline: true }),
    ...FORM_FOOT,
  ],
  checks: [
    { rule: 'sumAtMost', parts: ['ytdFixedAsset', 'ytdEquity'], total: 'ytdTotal' },
    { rule: 'sumAtMost', parts: ['ytdTechRefit'], total: 'ytdFixedAsset' },
    { rule: 'sumAtMost', parts: ['monthTotal'], total: 'ytdTotal' },
    { rule: 'ytdCoversMonths', month: 'monthTotal', ytd: 'ytdTotal' },
    { rule: 'sumAtMost', parts: ['annualPlanFixedAsset', 'annualPlanEquity'], total: 'annualPlanTotal' },
  ],
  computed: [
    { key: 'completionRate', label: '年度计划完成率', unit: '%', ratio: ['ytdTotal', 'annualPlanTotal'], scale: 100 },
  ],
} as const satisfies StatKindDescription

export const INNOVATION = {
  kind: 'innovation',
  suffix: 'Innovation',
  title: '科技创新情况',
  table: 'stat_innovation',
  shape: 'A',
  periodType: 'M',
  screens: ['bigscreen6'],
  fields: [
    money('rdExpenseMonth', '本月研发经费投入', { ...REQ, flow: true, report: true }),
    money('rdExpenseYtd', '年初至本月研发经费投入', { ...REQ, report: true }),
    money('rdLaborYtd', '其中：人员人工'),
    money('rdMaterialYtd', '其中：直接投入'),
    money('rdDepreciationYtd', '其中：折旧摊销'),
    money('rdOtherYtd', '其中：其他'),
    money('revenueYtd', '营业收入（年初累计）', { ...REQ, report: true }),
    money('rdBudgetAnnual', '年度研发投入预算'),
    count('rdPersonnel', '研发人员数（期末）', '人', { report: true }),
    count('projectsOngoing', '在研科技项目数', '项'),
    count('projectsNational', '其中：国家及省部级项目', '项'),
    money('newProductRevenueYtd', '新产品销售收入'),
    count('achievementsTransferredYtd', '科技成果转化项数', '项'),
    money('transferIncomeYtd', '成果转化收入'),
    count('standardsYtd', '主导/参与制定标准数', '项'),
    count('softwareCopyrightsYtd', '软件著作权登记数', '件'),
    yesNo('isHighTechEnterprise', '是否高新技术企业'),
    ...FORM_FOOT,
  ],
  checks: [
    {
      rule: 'sumAtMost',
      parts: ['rdLaborYtd', 'rdMaterialYtd', 'rdDepreciationYtd', 'rdOtherYtd'],
      total: 'rdExpenseYtd',
    },
    { rule: 'sumAtMost', parts: ['rdExpenseMonth'], total: 'rdExpenseYtd' },
    { rule: 'ytdCoversMonths', month: 'rdExpenseMonth', ytd: 'rdExpenseYtd' },
    { rule: 'sumAtMost', parts: ['projectsNational'], total: 'projectsOngoing' },
  ],
  computed: [
    { key: 'rdIntensity', label: '研发投入强度', unit: '%', ratio: ['rdExpenseYtd', 'revenueYtd'], scale: 100 },
  ],
} as const satisfies StatKindDescription

export const FUND = {
  kind: 'fund',
  suffix: 'Fund',
  title: '资金情况月报',
  table: 'stat_fund',
  shape: 'A',
  periodType: 'M',
  screens: ['bigscreen6'],
  fields: [
    money('monetaryFundsEnd', '月末货币资金余额', { ...REQ, report: true }),
    money('bankDepositsEnd', '其中：银行存款'),
    money('financeCoDepositsEnd', '其中：存放集团财务公司'),
    money('restrictedFundsEnd', '其中：受限资金'),
    money('concentratableFunds', '可归集资金'),
    money('concentratedFunds', '已归集资金'),
    money('interestBearingDebtEnd', '带息负债余额', { ...REQ, report: true }),
    money('shortTermLoansEnd', '其中：短期借款'),
    money('longTermLoansEnd', '其中：长期借款'),
    money('bondsEnd', '其中：应付债券'),
    money('leaseEnd', '其中：租赁负债'),
    percent('financingCostRate', '综合融资成本率'),
    money('operatingInflowYtd', '经营活动现金流入（累计）'),
    money('operatingOutflowYtd', '经营活动现金流出（累计）'),
    money('receivablesEnd', '应收账款', { report: true }),
    money('inventoryEnd', '存货', { report: true }),
    money('guaranteesEnd', '对外担保余额'),
    ...FORM_FOOT,
  ],
  checks: [
    { rule: 'sumAtMost', parts: ['bankDepositsEnd', 'financeCoDepositsEnd'], total: 'monetaryFundsEnd' },
    { rule: 'sumAtMost', parts: ['restrictedFundsEnd'], total: 'monetaryFundsEnd' },
    { rule: 'sumAtMost', parts: ['concentratedFunds'], total: 'concentratableFunds' },
    {
      rule: 'sumAtMost',
      parts: ['shortTermLoansEnd', 'longTermLoansEnd', 'bondsEnd', 'leaseEnd'],
      total: 'interestBearingDebtEnd',
    },
  ],
  computed: [
    {
      key: 'concentrationRate',
      label: '资金集中度',
      unit: '%',
      ratio: ['concentratedFunds', 'concentratableFunds'],
      scale: 100,
    },
    {
      key: 'netOperatingCashYtd',
      label: '经营活动净现金流',
      unit: '万元',
      difference: ['operatingInflowYtd', 'operatingOutflowYtd'],
    },
  ],
} as const satisfies StatKindDescription

export const FUND_DAILY = {
  kind: 'fundDaily',
  suffix: 'FundDaily',
  title: '资金日报',
  table: 'stat_fund_daily',
  shape: 'A',
  periodType: 'D',
  screens: ['bigscreen6'],
  fields: [
    money('openingBalance', '期初余额', REQ),
    money('inflowToday', '当日收入', REQ),
    money('outflowToday', '当日支出', REQ),
    money('closingBalance', '当日余额', REQ),
    money('availableBalance', '其中：可用余额'),
    money('restrictedBalance', '其中：受限余额'),
    money('financeCoBalance', '其中：财务公司存款'),
    text('largePaymentNote', '大额收支说明', 1000, { multiline: true }),
    ...FORM_FOOT,
  ],
  checks: [
    { rule: 'sumAtMost', parts: ['availableBalance', 'restrictedBalance'], total: 'closingBalance' },
    { rule: 'sumAtMost', parts: ['financeCoBalance'], total: 'closingBalance' },
  ],
} as const satisfies StatKindDescription

export const HUMAN_RESOURCE = {
  kind: 'humanResource',
  suffix: 'HumanResource',
  title: '人力资源情况月报',
  table: 'stat_human_resource',
  shape: 'A',
  periodType: 'M',
  screens: ['bigscreen7'],
  fields: [
    count('headcountEnd', '期末从业人员', '人', { ...REQ, report: true }),
    count('onPostEnd', '其中：在岗职工', '人', { ...REQ, report: true }),
    count('dispatchedEnd', '其中：劳务派遣', '人'),
    count('otherEmployedEnd', '其中：其他从业人员', '人'),
    count('managementStaff', '经营管理人员', '人', REQ),
    count('technicalStaff', '专业技术人员', '人', REQ),
    count('skilledWorkers', '技能操作人员', '人', REQ),
    count('doctorate', '博士', '人', REQ),
    count('master', '硕士', '人', REQ),
    count('bachelor', '本科', '人', REQ),
    count('collegeBelow', '大专及以下', '人', REQ),
    count('seniorTitle', '高级职称', '人'),
    count('middleTitle', '中级职称', '人'),
    count('highSkill', '高技能人才（技师及以上）', '人', { report: true }),
    count('age35Below', '35岁及以下', '人'),
    count('age36to45', '36至45岁', '人'),
    count('age46to54', '46至54岁', '人'),
    count('age55Above', '55岁及以上', '人'),
    num('avgAge', '平均年龄', '岁', { min: 16, max: 70 }),
    count('newHiresMonth', '本月新增', '人', { flow: true, report: true }),
    count('campusHiresMonth', '其中：校园招聘', '人', { flow: true }),
    count('exitsMonth', '本月减少', '人', { flow: true, report: true }),
    count('retirementsMonth', '其中：退休', '人', { flow: true }),
    money('wageTotalYtd', '工资总额（累计）', { ...REQ, report: true }),
    money('laborCostYtd', '人工成本总额（累计）', { report: true }),
    num('laborProductivity', '全员劳动生产率', '万元/人', { precision: 2, max: 1e6 }),
    ...FORM_FOOT,
  ],
  checks: [
    { rule: 'sumEquals', parts: ['onPostEnd', 'dispatchedEnd', 'otherEmployedEnd'], total: 'headcountEnd' },
    { rule: 'sumEquals', parts: ['managementStaff', 'technicalStaff', 'skilledWorkers'], total: 'onPostEnd' },
    { rule: 'sumEquals', parts: ['doctorate', 'master', 'bachelor', 'collegeBelow'], total: 'onPostEnd' },
    { rule: 'sumAtMost', parts: ['age35Below', 'age36to45', 'age46to54', 'age55Above'], total: 'onPostEnd' },
    { rule: 'sumAtMost', parts: ['campusHiresMonth'], total: 'newHiresMonth' },
    { rule: 'sumAtMost', parts: ['retirementsMonth'], total: 'exitsMonth' },
  ],
  computed: [{ key: 'avgWageYtd', label: '人均工资', unit: '万元/人', ratio: ['wageTotalYtd', 'onPostEnd'], scale: 1 }],
} as const satisfies StatKindDescription

export const PARTY_CADRE = {
  kind: 'partyCadre',
  suffix: 'PartyCadre',
  title: '党建及干部队伍情况',
  table: 'stat_party_cadre',
  shape: 'A',
  periodType: 'H',
  screens: ['bigscreen7'],
  fields: [
    count('partyCommittees', '基层党委数', '个', { ...REQ, report: true }),
    count('generalBranches', '党总支数', '个', { ...REQ, report: true }),
    count('branches', '党支部数', '个', { ...REQ, report: true }),
    count('membersTotal', '党员总数', '人', { ...REQ, report: true }),
    count('fullMembers', '正式党员', '人', REQ),
    count('probationaryMembers', '预备党员', '人', REQ),
    count('femaleMembers', '女党员', '人'),
    count('members35Below', '35岁及以下党员', '人'),
    count('frontlineMembers', '生产经营一线党员', '人'),
    count('activists', '入党积极分子', '人'),
    count('developmentTargets', '发展对象', '人'),
    count('newMembersYtd', '本年发展党员', '人', { report: true }),
    count('fullTimePartyWorkers', '专职党务工作者', '人'),
    count('partTimePartyWorkers', '兼职党务工作者', '人'),
    count('branchesDueElection', '应换届支部数', '个'),
    count('branchesElectedOnTime', '按期换届支部数', '个'),
    count('cadresTotal', '干部总数（中层及以上）', '人', { ...REQ, report: true }),
    count('leaderTeamMembers', '其中：领导班子成员', '人', REQ),
    count('groupManagedCadres', '其中：集团党委管理干部', '人'),
    count('midLevelCadres', '其中：中层干部', '人'),
    count('femaleCadres', '女干部', '人'),
    count('cadresUnder40', '40岁及以下年轻干部', '人'),
    num('cadresAvgAge', '干部平均年龄', '岁', { min: 18, max: 70 }),
    count('cadresBachelorAbove', '本科及以上学历干部', '人'),
    count('cadresPromotedYtd', '本年提拔', '人'),
    count('cadresRotatedYtd', '本年交流', '人'),
    count('cadresExitedYtd', '本年退出', '人'),
    ...FORM_FOOT,
  ],
  checks: [
    { rule: 'sumEquals', parts: ['fullMembers', 'probationaryMembers'], total: 'membersTotal' },
    { rule: 'sumAtMost', parts: ['femaleMembers'], total: 'membersTotal' },
    { rule: 'sumAtMost', parts: ['branchesElectedOnTime'], total: 'branchesDueElection' },
    { rule: 'sumAtMost', parts: ['leaderTeamMembers'], total: 'cadresTotal' },
    { rule: 'sumAtMost', parts: ['femaleCadres'], total: 'cadresTotal' },
    { rule: 'sumAtMost', parts: ['cadresUnder40'], total: 'cadresTotal' },
  ],
} as const satisfies StatKindDescription

export const EQUITY_RELATION = {
  kind: 'equityRelation',
  suffix: 'EquityRelation',
  title: '股权关系',
  table: 'stat_equity_relation',
  shape: 'B',
  periodType: null,
  titleField: 'investeeName',
  screens: ['bigscreen6'],
  uniqueBy: ['investorName', 'creditCode', 'effectiveDate'],
  fields: [
    text('investorName', '股东名称', 200, REQ),
    dict('investorType', '股东类型', 'equity_investor_type', REQ),
    text('investeeName', '被投资企业名称', 200, REQ),
    text('creditCode', '统一社会信用代码', 18, REQ),
    count('orgLevel', '企业级次', '级', { ...REQ, min: 1, max: 20 }),
    percent('shareRatio', '持股比例', { ...REQ, precision: 4 }),
    money('subscribedCapital', '认缴出资额', REQ),
    money('paidInCapital', '实缴出资额'),
    money('registeredCapital', '注册资本'),
    dict('controlType', '控制类型', 'equity_control_type', REQ),
    yesNo('isConsolidated', '是否并表', REQ),
    yesNo('isMixedOwnership', '是否混改企业'),
    yesNo('isListed', '是否上市'),
    text('stockCode', '证券代码', 20),
    text('region', '注册地', 100),
    date('establishDate', '成立日期'),
    text('legalRepresentative', '法定代表人', 50),
    dict('changeType', '变动类型', 'equity_change_type', REQ),
    date('effectiveDate', '生效日期', REQ),
    date('expiryDate', '失效日期'),
    text('rightsRegNo', '产权登记编号', 50),
    dict('entityStatus', '企业状态', 'equity_entity_status', REQ),
  ],
  checks: [
    { rule: 'sumAtMost', parts: ['paidInCapital'], total: 'subscribedCapital' },
    { rule: 'requiredWhen', field: 'stockCode', when: { field: 'isListed', in: ['Y'] } },
  ],
} as const satisfies StatKindDescription

export const EMPLOYEE_DETAIL = {
  kind: 'employeeDetail',
  suffix: 'EmployeeDetail',
  title: '员工花名册',
  table: 'stat_employee_detail',
  shape: 'B',
  periodType: null,
  titleField: 'name',
  uniqueBy: ['employeeNo'],
  fields: [
    text('employeeNo', '工号', 32, REQ),
    ...person('出生日期'),
    text('idCardNo', '身份证号', 18, { ...REQ, masked: 'idCard' }),
    dict('politicalStatus', '政治面貌', 'political_status', REQ),
    text('deptName', '部门', 100, REQ),
    text('post', '岗位', 100, REQ),
    dict('postCategory', '岗位序列', 'stat_post_category', REQ),
    dict('employmentType', '用工形式', 'stat_employment_type', REQ),
    dict('education', '最高学历', 'stat_education', REQ),
    text('school', '毕业院校', 100),
    text('major', '专业', 100),
    yesNo('isFullTimeEducation', '是否全日制'),
    dict('titleLevel', '职称等级', 'stat_title_level'),
    dict('skillLevel', '技能等级', 'stat_skill_level'),
    date('joinWorkDate', '参加工作日期', REQ),
    date('hireDate', '入职日期', REQ),
    text('phone', '手机', 20, { masked: 'phone' }),
    dict('empStatus', '人员状态', 'stat_emp_status', REQ),
    date('leaveDate', '离职（退休）日期'),
  ],
  checks: [{ rule: 'requiredWhen', field: 'leaveDate', when: { field: 'empStatus', in: ['2', '3', '4', '5'] } }],
} as const satisfies StatKindDescription

export const CADRE_DETAIL = {
  kind: 'cadreDetail',
  suffix: 'CadreDetail',
  title: '干部名册',
  table: 'stat_cadre_detail',
  shape: 'B',
  periodType: null,
  titleField: 'name',
  screens: ['bigscreen7'],
  fields: [
    text('employeeNo', '工号', 32),
    ...person('出生年月'),
    text('nativePlace', '籍贯', 50, REQ),
    dict('politicalStatus', '政治面貌', 'political_status', REQ),
    date('partyJoinDate', '入党时间'),
    date('workStartDate', '参加工作时间', REQ),
    dict('fullTimeEdu', '全日制学历', 'stat_education', REQ),
    text('fullTimeSchoolMajor', '全日制院校及专业', 200, REQ),
    dict('onJobEdu', '在职学历', 'stat_education'),
    text('onJobSchoolMajor', '在职院校及专业', 200),
    text('currentPost', '现任职务', 200, REQ),
    dict('postLevel', '职务层级', 'cadre_post_level', REQ),
    yesNo('isPrincipal', '是否正职', REQ),
    yesNo('isLeaderTeam', '是否班子成员', REQ),
    dict('managedBy', '管理权限', 'cadre_managed_by', REQ),
    date('currentPostDate', '任现职时间', REQ),
    date('currentLevelDate', '任现职级时间'),
    dict('appointMethod', '任职方式', 'cadre_appoint_method'),
    text('appointDocNo', '任职文号', 100),
    text('responsibilities', '分管工作', 500, { multiline: true }),
    text('proTitle', '专业技术职务', 100),
    dict('lastAssessment', '上年度考核结果', 'cadre_assessment'),
    dict('cadreStatus', '状态', 'cadre_status', REQ),
  ],
  checks: [{ rule: 'requiredWhen', field: 'partyJoinDate', when: { field: 'politicalStatus', in: ['1', '2'] } }],
} as const satisfies StatKindDescription

export const PARTY_MEMBER_DETAIL = {
  kind: 'partyMemberDetail',
  suffix: 'PartyMemberDetail',
  title: '党员名册',
  table: 'stat_party_member_detail',
  shape: 'B',
  periodType: null,
  titleField: 'name',
  screens: ['bigscreen7'],
  fields: [
    ...person('出生日期'),
    dict('education', '学历', 'stat_education', REQ),
    text('idCardNo', '身份证号', 18, { ...REQ, masked: 'idCard' }),
    text('partyOrgName', '所在党组织（支部）', 200, REQ),
    dict('memberType', '党员类别', 'party_member_type', REQ),
    date('applyDate', '递交入党申请书时间'),
    date('activistDate', '确定为积极分子时间'),
    date('candidateDate', '确定为发展对象时间'),
    date('joinDate', '入党时间', REQ),
    date('fullMemberDate', '转正时间'),
    text('introducers', '入党介绍人', 100),
    dict('partyPost', '党内职务', 'party_post'),
    dict('relationStatus', '组织关系状态', 'party_relation_status', REQ),
    date('transferInDate', '关系转入时间'),
    date('transferOutDate', '关系转出时间'),
    num('duesStandard', '党费标准', '元/月', { precision: 2, max: 100_000 }),
    text('duesPaidUntil', '党费交至（YYYY-MM）', 7),
    text('workPost', '工作岗位', 100),
    yesNo('isFrontline', '是否一线'),
    dict('memberStatus', '在册状态', 'party_member_status', REQ),
  ],
  checks: [
    { rule: 'requiredWhen', field: 'fullMemberDate', when: { field: 'memberType', in: [PARTY_MEMBER_TYPE.FULL] } },
  ],
} as const satisfies StatKindDescription

/** 政策资金 from 已批复 on (部分到账, 全部到账, 已验收): the approval's amount and date are known. */
const FUND_APPROVED = [
  FUND_STATUS.APPROVED,
  FUND_STATUS.PART_RECEIVED,
  FUND_STATUS.RECEIVED,
  FUND_STATUS.ACCEPTED,
] as const

export const POLICY_FUNDING = {
  kind: 'policyFunding',
  suffix: 'PolicyFunding',
  title: '政策资金',
  table: 'stat_policy_funding',
  shape: 'B',
  periodType: null,
  titleField: 'fundingName',
  screens: ['bigscreen6'],
  fields: [
    text('fundingName', '资金（项目）名称', 200, REQ),
    dict('fundType', '资金类别', 'policy_fund_type', REQ),
    dict('fundLevel', '资金层级', 'policy_fund_level', REQ),
    text('issuingDept', '下达部门', 100, REQ),
    text('policyName', '政策文件', 200),
    text('policyDocNo', '文号', 100),
    date('applyDate', '申报日期', REQ),
    money('applyAmount', '申报金额', REQ),
    date('approvalDate', '批复日期'),
    money('approvedAmount', '批复金额'),
    text('approvalDocNo', '批复文号', 100),
    money('receivedAmount', '累计到账金额'),
    date('lastReceivedDate', '最近到账日期'),
    money('usedAmount', '已使用金额'),
    dict('fundStatus', '状态', 'policy_fund_status', REQ),
    text('contactPerson', '联系人', 50),
  ],
  checks: [
    { rule: 'requiredWhen', field: 'approvedAmount', when: { field: 'fundStatus', in: FUND_APPROVED } },
    { rule: 'requiredWhen', field: 'approvalDate', when: { field: 'fundStatus', in: FUND_APPROVED } },
    { rule: 'sumAtMost', parts: ['receivedAmount'], total: 'approvedAmount' },
  ],
} as const satisfies StatKindDescription

export const INNOVATION_PLATFORM = {
  kind: 'innovationPlatform',
  suffix: 'InnovationPlatform',
  title: '科技创新平台',
  table: 'stat_innovation_platform',
  shape: 'B',
  periodType: null,
  titleField: 'platformName',
  screens: ['bigscreen6'],
  fields: [
    text('platformName', '平台名称', 200, REQ),
    dict('platformType', '平台类型', 'innov_platform_type', REQ),
    dict('platformLevel', '平台级别', 'innov_platform_level', REQ),
    text('coBuilders', '共建单位', 500),
    text('approvalDept', '认定部门', 100, REQ),
    date('approvalDate', '认定时间', REQ),
    text('approvalDocNo', '认定文号', 100, REQ),
    text('researchField', '研究方向', 500, { multiline: true }),
    text('director', '平台负责人', 50),
    count('teamSize', '研发人员数', '人'),
    money('annualFunds', '年度科研经费'),
    year('lastEvalYear', '最近评估年度'),
    dict('lastEvalResult', '最近评估结果', 'innov_eval_result'),
    year('nextEvalYear', '下次评估年度'),
    dict('platformStatus', '状态', 'innov_platform_status', REQ),
    text('intro', '简介', 2000, { multiline: true }),
  ],
} as const satisfies StatKindDescription

export const TECH_PROGRESS_AWARD = {
  kind: 'techProgressAward',
  suffix: 'TechProgressAward',
  title: '科技进步奖',
  table: 'stat_tech_award',
  shape: 'B',
  periodType: null,
  titleField: 'achievementName',
  screens: ['bigscreen6'],
  fields: [
    text('achievementName', '成果名称', 300, REQ),
    text('awardName', '奖项名称', 200, REQ),
    dict('awardLevel', '奖励级别', 'award_level', REQ),
    dict('awardGrade', '奖励等级', 'award_grade', REQ),
    year('awardYear', '获奖年度', REQ),
    date('awardDate', '获奖日期'),
    text('awardingUnit', '授奖单位', 200, REQ),
    text('certificateNo', '证书编号', 100),
    yesNo('isFirstUnit', '是否第一完成单位', REQ),
    count('unitRank', '本单位排名', '位', { ...REQ, min: 1, max: 100 }),
    text('completers', '主要完成人（排序）', 1000, { multiline: true }),
    money('bonus', '奖金'),
  ],
} as const satisfies StatKindDescription

export const PATENT = {
  kind: 'patent',
  suffix: 'Patent',
  title: '专利情况（年度汇总）',
  table: 'stat_patent',
  shape: 'C',
  periodType: 'Y',
  screens: ['bigscreen6'],
  fields: [
    count('applicationsYtd', '本年申请量（合计）', '件', { ...REQ, report: true }),
    count('inventionAppsYtd', '其中：发明', '件', REQ),
    count('utilityAppsYtd', '其中：实用新型', '件', REQ),
    count('designAppsYtd', '其中：外观设计', '件', REQ),
    count('grantsYtd', '本年授权量（合计）', '件', { ...REQ, report: true }),
    count('inventionGrantsYtd', '其中：发明授权', '件', REQ),
    count('utilityGrantsYtd', '其中：实用新型授权', '件', REQ),
    count('designGrantsYtd', '其中：外观设计授权', '件', REQ),
    count('validPatentsEnd', '期末有效专利', '件', { ...REQ, report: true }),
    count('validInventionEnd', '其中：有效发明专利', '件', { ...REQ, report: true }),
    count('pctAppsYtd', 'PCT 申请量', '件'),
    count('highValueEnd', '高价值专利数', '件'),
    count('usedPatentsYtd', '实施转化数', '件'),
    money('patentIncomeYtd', '许可转让收益'),
  ],
  checks: [
    { rule: 'sumEquals', parts: ['inventionAppsYtd', 'utilityAppsYtd', 'designAppsYtd'], total: 'applicationsYtd' },
    { rule: 'sumEquals', parts: ['inventionGrantsYtd', 'utilityGrantsYtd', 'designGrantsYtd'], total: 'grantsYtd' },
    { rule: 'sumAtMost', parts: ['validInventionEnd'], total: 'validPatentsEnd' },
  ],
} as const satisfies StatKindDescription

export const PATENT_DETAIL = {
  kind: 'patentDetail',
  suffix: 'PatentDetail',
  title: '专利明细台账',
  table: 'stat_patent_detail',
  shape: 'B',
  periodType: null,
  titleField: 'patentName',
  globallyUnique: ['applicationNo'],
  screens: ['bigscreen6'],
  fields: [
    text('patentName', '专利名称', 300, REQ),
    dict('patentType', '专利类型', 'patent_type', REQ),
    dict('country', '国别/组织', 'patent_country', REQ),
    text('applicationNo', '申请号', 50, REQ),
    date('applicationDate', '申请日', REQ),
    text('publicationNo', '公开号', 50),
    date('publicationDate', '公开日'),
    text('patentNo', '专利号', 50),
    date('grantDate', '授权日'),
    text('applicants', '申请人/专利权人', 500, REQ),
    yesNo('isJoint', '是否联合申请'),
    text('inventors', '发明人', 500, REQ),
    text('agency', '代理机构', 200),
    text('ipcMainClass', '主分类号', 50),
    dict('legalStatus', '法律状态', 'patent_legal_status', REQ),
    date('annuityPaidUntil', '年费缴至'),
    yesNo('isHighValue', '是否高价值专利'),
    dict('useMode', '实施/转化方式', 'patent_use_mode'),
    text('licensee', '被许可人', 200),
    money('licenseIncome', '许可收益'),
    text('assignee', '受让人', 200),
    money('assignIncome', '转让收益'),
    text('notUsedReason', '未实施原因', 500),
    money('fee', '申请费用', { unit: '元' }),
    text('abstract', '摘要', 4000, { multiline: true }),
  ],
  checks: [
    { rule: 'requiredWhen', field: 'patentNo', when: { field: 'legalStatus', in: [PATENT_LEGAL_STATUS.GRANTED] } },
    { rule: 'requiredWhen', field: 'grantDate', when: { field: 'legalStatus', in: [PATENT_LEGAL_STATUS.GRANTED] } },
  ],
} as const satisfies StatKindDescription

export const MAJOR_EVENT = {
  kind: 'majorEvent',
  suffix: 'MajorEvent',
  title: '党建大事记',
  table: 'stat_major_event',
  shape: 'B',
  periodType: null,
  titleField: 'title',
  screens: ['bigscreen7'],
  fields: [
    date('eventDate', '日期', REQ),
    text('title', '标题', 200, REQ),
    dict('category', '类别', 'party_event_category', REQ),
    text('content', '内容', 20_000, { ...REQ, richText: true, multiline: true }),
    text('leaders', '出席领导', 300),
    text('location', '地点', 200),
    yesNo('showOnScreen', '大屏展示'),
    count('screenSort', '大屏排序', '', { max: 9999 }),
    dict('eventStatus', '状态', 'party_event_status', REQ),
  ],
} as const satisfies StatKindDescription

export const ALERT = {
  kind: 'alert',
  suffix: 'Alert',
  title: '预警信息',
  table: 'stat_alert',
  shape: 'B',
  periodType: null,
  titleField: 'title',
  screens: ['bigscreen6', 'bigscreen7'],
  fields: [
    dict('alertType', '预警类型', 'alert_type', REQ),
    text('alertPeriod', '期间', 10, REQ),
    text('title', '标题', 200, REQ),
    text('content', '内容', 2000, { ...REQ, multiline: true }),
    dict('level', '预警级别', 'alert_level', REQ),
    num('thresholdValue', '阈值', '', { precision: 4, min: -MONEY_MAX, max: MONEY_MAX }),
    num('actualValue', '实际值', '', { precision: 4, min: -MONEY_MAX, max: MONEY_MAX }),
    date('handleDeadline', '处置期限'),
    dict('alertStatus', '状态', 'alert_status', REQ),
    text('handleResult', '处置结果', 2000, { multiline: true }),
    yesNo('showOnScreen', '大屏滚动'),
  ],
} as const satisfies StatKindDescription

/** Every kind, in menu order. */
export const STAT_KINDS = [
  INVESTMENT,
  INNOVATION,
  FUND,
  FUND_DAILY,
  HUMAN_RESOURCE,
  PARTY_CADRE,
  EQUITY_RELATION,
  EMPLOYEE_DETAIL,
  CADRE_DETAIL,
  PARTY_MEMBER_DETAIL,
  POLICY_FUNDING,
  INNOVATION_PLATFORM,
  TECH_PROGRESS_AWARD,
  PATENT,
  PATENT_DETAIL,
  MAJOR_EVENT,
  ALERT,
] as const

export type StatKindOf<K extends StatKind> = Extract<(typeof STAT_KINDS)[number], { kind: K }>
export type StatKind = (typeof STAT_KINDS)[number]['kind']

const BY_KIND = new Map<string, StatKindDescription>(STAT_KINDS.map((k) => [k.kind, k]))

/** The description of a kind, or undefined for an unknown key (a request's `kind` parameter). */
export function statKind(kind: string): StatKindDescription | undefined {
  return BY_KIND.get(kind)
}

export function isStatKind(kind: string): kind is StatKind {
  return BY_KIND.has(kind)
}
