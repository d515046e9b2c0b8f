/**
 * Dictionaries of 统计 (seeded as `sys_dict_type` / `sys_dict_data` by the server, read by the screens through the
 * usual dictionary cache). Values are short codes; code that compares a value names it through the constants below.
 */
import { dictionary, numberedDictionary as numbered, type DictionaryDescription } from '../dictionary'

/** stat_report_status: the entry flow 草稿 → 已提交 → 已审核, or 已退回 (design note §1.3). */
const REPORT = dictionary('stat_report_status', '填报状态', {
  DRAFT: ['0', '草稿'],
  SUBMITTED: ['1', '已提交'],
  APPROVED: ['2', '已审核'],
  RETURNED: ['9', '已退回'],
})
export const REPORT_STATUS = REPORT.values
export type ReportStatus = (typeof REPORT_STATUS)[keyof typeof REPORT_STATUS]

/** stat_lock_type: why a figure is locked. `submit` locks are the rows' own state (submitted or approved). */
const LOCK = dictionary('stat_lock_type', '锁定类型', {
  MANUAL: ['manual', '手工锁定'],
  DEADLINE: ['deadline', '截止锁定'],
  SUBMIT: ['submit', '提交锁定'],
})
export const LOCK_TYPE = LOCK.values
export type LockType = (typeof LOCK_TYPE)[keyof typeof LOCK_TYPE]

/** stat_lock_mode of an index: 0 never, 1 by hand only, 2 at the deadline, 3 on submit. */
const MODE = dictionary('stat_lock_mode', '锁定方式', {
  NONE: ['0', '不锁定'],
  MANUAL: ['1', '手工锁定'],
  DEADLINE: ['2', '截止日自动锁定'],
  SUBMIT: ['3', '提交即锁定'],
})
export const LOCK_MODE = MODE.values

/** The two big screens, by the codes the menus, display tokens and file material use. */
export const SCREENS = ['bigscreen6', 'bigscreen7'] as const
export type ScreenCode = (typeof SCREENS)[number]

/**
 * Codes of the registers' status dictionaries that code compares with: the server's big-screen figures and the
 * kinds' `requiredWhen` checks.
 */
export const PATENT_LEGAL_STATUS = { GRANTED: '3' } as const
export const PLATFORM_STATUS = { RUNNING: '2' } as const
export const EVENT_STATUS = { PUBLISHED: '3' } as const
export const ALERT_STATUS = { CLOSED: '4', IGNORED: '5' } as const
export const PARTY_MEMBER_TYPE = { FULL: '1', PROBATIONARY: '2' } as const
export const FUND_STATUS = { APPLYING: '1', APPROVED: '2', PART_RECEIVED: '3', RECEIVED: '4', ACCEPTED: '5' } as const

/** Every dictionary the statistics kinds name (`dictType` of their fields) plus the module's own. */
export const STAT_DICTIONARIES: readonly DictionaryDescription[] = [
  REPORT,
  {
    type: 'stat_period_type',
    name: '统计周期',
    items: [
      ['D', '日'],
      ['M', '月'],
      ['H', '半年'],
      ['Y', '年'],
    ],
  },
  LOCK,
  MODE,
  {
    type: 'stat_screen',
    name: '大屏',
    items: [
      ['bigscreen6', '经营发展 · 投资与科技创新'],
      ['bigscreen7', '党建引领 · 干部人才'],
    ],
  },
  numbered('stat_file_category', '统计附件类别', ['报表附件', '政策文件', '宣传图片', '宣传视频', '其他']),
  numbered('equity_investor_type', '股东类型', [
    '集团内企业',
    '其他国有',
    '民营',
    '外资',
    '自然人',
    '员工持股平台',
    '政府机构',
  ]),
  numbered('equity_control_type', '控制类型', [
    '国有独资',
    '国有全资',
    '国有绝对控股',
    '国有相对控股',
    '国有实际控制',
    '国有参股',
  ]),
  numbered('equity_change_type', '股权变动类型', ['新设', '增资', '减资', '股权转让', '合并分立', '注销清算']),
  numbered('equity_entity_status', '企业状态', ['存续', '注销', '吊销', '清算中']),
  numbered('political_status', '政治面貌', ['中共党员', '预备党员', '共青团员', '民主党派', '群众']),
  numbered('stat_post_category', '岗位序列', ['经营管理', '专业技术', '技能操作']),
  numbered('stat_employment_type', '用工形式', ['合同制', '劳务派遣', '退休返聘', '实习', '其他']),
  numbered('stat_education', '学历', ['博士研究生', '硕士研究生', '大学本科', '大专', '中专及以下']),
  numbered('stat_title_level', '职称等级', ['正高级', '副高级', '中级', '初级', '无']),
  numbered('stat_skill_level', '技能等级', ['高级技师', '技师', '高级工', '中级工', '初级工', '无']),
  numbered('stat_emp_status', '人员状态', ['在职', '离职', '退休', '内退', '调出']),
  numbered('cadre_post_level', '职务层级', [
    '集团领导',
    '二级单位正职',
    '二级单位副职',
    '三级单位正职',
    '三级单位副职',
    '中层正职',
    '中层副职',
  ]),
  numbered('cadre_managed_by', '干部管理权限', ['集团党委管理', '二级单位党委管理']),
  numbered('cadre_appoint_method', '任职方式', ['任命', '聘任', '选举']),
  numbered('cadre_assessment', '考核结果', ['优秀', '称职', '基本称职', '不称职']),
  numbered('cadre_status', '干部状态', ['在任', '免职', '退休', '调离']),
  numbered('party_member_type', '党员类别', ['正式党员', '预备党员']),
  numbered('party_post', '党内职务', ['无', '书记', '副书记', '组织委员', '宣传委员', '纪检委员', '青年委员']),
  numbered('party_relation_status', '组织关系状态', ['正常', '流动党员', '已转出', '失联']),
  numbered('party_member_status', '在册状态', ['在册', '转出', '停止党籍', '出党', '去世']),
  numbered('policy_fund_type', '政策资金类别', [
    '中央预算内投资',
    '超长期特别国债',
    '地方政府专项债',
    '工业转型升级（技改）资金',
    '科技计划项目经费',
    '研发费用补助',
    '首台（套）首批次补助',
    '稳岗返还',
    '税收返还',
    '其他',
  ]),
  numbered('policy_fund_level', '资金层级', ['国家', '省', '市', '区县']),
  numbered('policy_fund_status', '政策资金状态', ['申报中', '已批复', '部分到账', '全部到账', '已验收', '未获批']),
  numbered('innov_platform_type', '平台类型', [
    '重点实验室',
    '工程（技术）研究中心',
    '企业技术中心',
    '技术创新中心',
    '制造业创新中心',
    '工业设计中心',
    '博士后科研工作站',
    '院士（专家）工作站',
    '创新联合体',
    '中试基地',
  ]),
  numbered('innov_platform_level', '平台级别', ['国家级', '省部级', '市级', '集团级']),
  numbered('innov_eval_result', '评估结果', ['优秀', '良好', '合格', '不合格']),
  numbered('innov_platform_status', '平台状态', ['筹建', '运行', '整改', '撤销']),
  numbered('award_level', '奖励级别', ['国家级', '省部级', '行业（社会力量）', '市级', '集团级']),
  numbered('award_grade', '奖励等级', ['特等奖', '一等奖', '二等奖', '三等奖']),
  numbered('patent_type', '专利类型', ['发明', '实用新型', '外观设计']),
  numbered('patent_country', '国别/组织', ['中国', 'PCT', '美国', '欧洲', '日本', '其他']),
  numbered('patent_legal_status', '专利法律状态', [
    '申请中',
    '实审中',
    '已授权',
    '驳回',
    '撤回',
    '权利终止',
    '放弃',
    '无效',
  ]),
  numbered('patent_use_mode', '实施/转化方式', ['自行实施', '许可', '转让', '作价入股', '未实施']),
  numbered('party_event_category', '大事记类别', [
    '重要会议',
    '主题教育',
    '党课党日',
    '表彰',
    '上级调研',
    '重大项目',
    '志愿服务',
    '其他',
  ]),
  numbered('party_event_status', '大事记状态', ['草稿', '待审核', '已发布', '已撤回']),
  numbered('alert_type', '预警类型', [
    '投资进度',
    '资金',
    '研发投入',
    '人力',
    '党建',
    '干部',
    '安全隐患',
    '填报及时性',
    '其他',
  ]),
  numbered('alert_level', '预警级别', ['红', '橙', '黄']),
  numbered('alert_status', '预警状态', ['待处理', '处理中', '已处置', '已关闭', '已忽略']),
]

/** The statistics dictionary types by name, for code that refers to one. */
export const STAT_DICT_TYPES = {
  reportStatus: 'stat_report_status',
  periodType: 'stat_period_type',
  lockType: 'stat_lock_type',
  lockMode: 'stat_lock_mode',
  screen: 'stat_screen',
  fileCategory: 'stat_file_category',
} as const
