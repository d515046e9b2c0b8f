/**
 * Dictionaries of OKR (design note §5.2, §8.1), seeded by the server as `sys_dict_type` / `sys_dict_data`. Code that
 * compares a value names it through the constants here.
 */
import { dictionary, type DictionaryDescription } from '../dictionary'

/** okr_level: 集团 / 公司 / 部门 / 个人 — an objective aligns to one of the same level or above. */
const LEVEL = dictionary('okr_level', 'OKR层级', {
  GROUP: ['1', '集团', 'danger'],
  COMPANY: ['2', '公司', 'warning'],
  DEPARTMENT: ['3', '部门', 'primary'],
  PERSON: ['4', '个人', 'info'],
})
export const OKR_LEVEL = LEVEL.values

/** okr_obj_status: 草稿 → (待确认 / 已退回) → 进行中 → 已达成 / 未达成, then 已归档. */
const OBJ_STATUS = dictionary('okr_obj_status', 'OKR目标状态', {
  DRAFT: ['0', '草稿', 'info'],
  PENDING: ['1', '待确认', 'warning'],
  RETURNED: ['2', '已退回', 'danger'],
  ONGOING: ['3', '进行中', 'primary'],
  ACHIEVED: ['4', '已达成', 'success'],
  MISSED: ['5', '未达成', 'danger'],
  ARCHIVED: ['9', '已归档', 'info'],
})
export const OKR_OBJ_STATUS = OBJ_STATUS.values

/** okr_visibility: 全员 / 本单位 (the owner's organisation and below) / 仅相关人 (the owners). */
const VISIBILITY = dictionary('okr_visibility', 'OKR可见范围', {
  PUBLIC: ['1', '全员'],
  DEPARTMENT: ['2', '本单位'],
  PRIVATE: ['3', '仅相关人'],
})
export const OKR_VISIBILITY = VISIBILITY.values

/** okr_kr_type: 数值型 (baseline → target with a unit) / 分档型 (commit / target / stretch). */
const KR_TYPE = dictionary('okr_kr_type', '关键结果类型', { NUMERIC: ['1', '数值型'], GRADED: ['2', '分档型'] })
export const OKR_KR_TYPE = KR_TYPE.values

/** okr_zone: a graded key result's check-in. */
const ZONE = dictionary('okr_zone', '关键结果档位', {
  NONE: ['0', '未达成', 'danger'],
  COMMIT: ['1', '保底', 'warning'],
  TARGET: ['2', '目标', 'primary'],
  STRETCH: ['3', '挑战', 'success'],
})
export const OKR_ZONE = ZONE.values
export type OkrZone = (typeof OKR_ZONE)[keyof typeof OKR_ZONE]

/** okr_progress_status (Feishu's semantics): 暂无 / 正常 / 风险 / 延期. */
const PROGRESS_STATUS = dictionary('okr_progress_status', 'OKR进展状态', {
  NONE: ['0', '暂无', 'info'],
  NORMAL: ['1', '正常', 'success'],
  RISK: ['2', '风险', 'warning'],
  DELAYED: ['3', '延期', 'danger'],
})
export const OKR_PROGRESS_STATUS = PROGRESS_STATUS.values

export const OKR_DICTIONARIES: readonly DictionaryDescription[] = [
  {
    type: 'okr_cycle_type',
    name: 'OKR周期类型',
    items: [
      ['Y', '年度'],
      ['H', '半年'],
      ['Q', '季度'],
      ['M', '月度'],
    ],
  },
  {
    type: 'okr_cycle_status',
    name: 'OKR周期状态',
    items: [
      ['0', '未开始', 'info'],
      ['1', '制定中', 'warning'],
      ['2', '进行中', 'primary'],
      ['3', '评分中', 'warning'],
      ['4', '已结束', 'success'],
    ],
  },
  LEVEL,
  OBJ_STATUS,
  VISIBILITY,
  KR_TYPE,
  ZONE,
  PROGRESS_STATUS,
]
