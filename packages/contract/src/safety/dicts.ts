/**
 * Dictionaries of 隐患排查治理 (design note §3, §8.1), seeded by the server as `sys_dict_type` / `sys_dict_data` and
 * read by the screens through the dictionary cache. Code that compares a value names it through the constants here.
 */
import { dictionary, numberedDictionary, type DictionaryDescription } from '../dictionary'

/** safe_hazard_status: the lifecycle 草稿 → 待审核 → 待整改 → 整改中 → 待验收 → 已闭环 (§3.3). */
const STATUS = dictionary('safe_hazard_status', '隐患状态', {
  DRAFT: ['0', '草稿', 'info'],
  PENDING_AUDIT: ['1', '待审核', 'primary'],
  RETURNED: ['2', '已驳回', 'danger'],
  TO_RECTIFY: ['3', '待整改', 'warning'],
  RECTIFYING: ['4', '整改中', 'warning'],
  PENDING_ACCEPT: ['5', '待验收', 'primary'],
  CLOSED: ['7', '已闭环', 'success'],
  REFUSED: ['8', '不予受理', 'info'],
  VOID: ['9', '已作废', 'info'],
})
export const HAZARD_STATUS = STATUS.values
export type HazardStatus = (typeof HAZARD_STATUS)[keyof typeof HAZARD_STATUS]

/** The statuses in which rectification is due (overdue counts only there). */
export const RECTIFICATION_DUE: readonly HazardStatus[] = [HAZARD_STATUS.TO_RECTIFY, HAZARD_STATUS.RECTIFYING]

/** safe_hazard_level: 一般 / 重大. */
const LEVEL = dictionary('safe_hazard_level', '隐患等级', {
  GENERAL: ['1', '一般隐患', 'warning'],
  MAJOR: ['2', '重大隐患', 'danger'],
})
export const HAZARD_LEVEL = LEVEL.values

/** The verdicts of a step taken on the hazard's page. */
export const AUDIT_RESULTS = ['pass', 'reject', 'refuse'] as const
export type AuditResult = (typeof AUDIT_RESULTS)[number]
export const ACCEPT_RESULTS = ['pass', 'fail'] as const
export type AcceptResult = (typeof ACCEPT_RESULTS)[number]

/** safe_delay_status: an extension request's outcome. */
const DELAY = dictionary('safe_delay_status', '延期申请状态', {
  PENDING: ['0', '审批中', 'primary'],
  APPROVED: ['1', '已同意', 'success'],
  REJECTED: ['2', '未同意', 'danger'],
})
export const DELAY_STATUS = DELAY.values

/** 一级类别 (the value) and its 二级类别 (values `<一级>-<nn>`): the two-level category of §3.2. */
export const HAZARD_CATEGORIES: readonly (readonly [value: string, label: string, children: readonly string[]])[] = [
  ['01', '设备设施', ['防护装置缺失', '设备带病运行', '基础设施损坏']],
  ['02', '电气', ['线路老化破损', '私拉乱接', '接地保护失效']],
  ['03', '消防', ['消防设施缺失', '疏散通道堵塞', '动火管理不到位']],
  ['04', '危险化学品', ['储存不当', '标识缺失', '泄漏']],
  ['05', '特种设备', ['未定期检验', '安全附件失效', '无证操作']],
  ['06', '作业活动', ['高处作业', '有限空间作业', '动火作业', '吊装作业']],
  ['07', '交通运输', ['车辆状况不良', '场内交通管理']],
  ['08', '职业健康', ['防护用品缺失', '粉尘毒物超标']],
  ['09', '建筑施工', ['脚手架', '基坑支护', '临时用电']],
  ['10', '安全管理', ['制度缺失', '培训不到位', '应急预案缺失']],
  ['99', '其他', ['其他']],
]

/** The 二级类别 value of a category's n-th child (1-based). */
export const subCategoryValue = (category: string, n: number) => `${category}-${String(n).padStart(2, '0')}`

/** Whether a 二级类别 belongs to the 一级类别. */
export const isSubCategoryOf = (sub: string, category: string) => sub.startsWith(`${category}-`)

export const SAFETY_DICTIONARIES: readonly DictionaryDescription[] = [
  LEVEL,
  STATUS,
  numberedDictionary('safe_check_type', '隐患发现来源', [
    '日常检查',
    '专项检查',
    '自查自报',
    '政府检查',
    '季节性检查',
    '节假日检查',
    '隐患随手拍',
  ]),
  {
    type: 'safe_hazard_category',
    name: '隐患类别',
    items: HAZARD_CATEGORIES.map(([value, label]) => [value, label] as const),
  },
  {
    type: 'safe_hazard_subcategory',
    name: '隐患二级类别',
    items: HAZARD_CATEGORIES.flatMap(([value, , children]) =>
      children.map((label, i) => [subCategoryValue(value, i + 1), label] as const),
    ),
  },
  numberedDictionary('safe_accept_type', '隐患验收方式', ['自行验收', '专家验收', '主管部门验收']),
  {
    type: 'safe_supervise_level',
    name: '挂牌督办级别',
    items: [
      ['1', '集团挂牌', 'danger'],
      ['2', '二级单位挂牌', 'warning'],
      ['3', '政府挂牌', 'danger'],
    ],
  },
  DELAY,
]
