/**
 * Dictionaries of OKR (design note §5.2, §8.1), seeded by the server as `sys_dict_type` / `sys_dict_data`. Code that
 * compares a value names it through the constants here.
 */
import type { DictionaryDescription } from '../dictionary'

/** okr_level: 集团 / 公司 / 部门 / 个人 — an objective aligns to one of the same level or above. */
export const OKR_LEVEL = { GROUP: '1', COMPANY: '2', DEPARTMENT: '3', PERSON: '4' } as const

/** okr_obj_status: 草稿 → (待确认 / 已退回) → 进行中 → 已达成 / 未达成, then 已归档. */
export const OKR_OBJ_STATUS = {
  DRAFT: '0',
  PENDING: '1',
  RETURNED: '2',
  ONGOING: '3',
  ACHIEVED: '4',
  MISSED: '5',
  ARCHIVED: '9',
} as const

/** okr_visibility: 全员 / 本单位 (the owner's organisation and below) / 仅相关人 (the owners). */
export const OKR_VISIBILITY = { PUBLIC: '1', DEPARTMENT: '2', PRIVATE: '3' } as const

/** okr_kr_type: 数值型 (baseline → target with a unit) / 分档型 (commit / target / stretch). */
export const OKR_KR_TYPE = { NUMERIC: '1', GRADED: '2' } as const

/** okr_zone: a graded key result's check-in. */
export const OKR_ZONE = { NONE: '0', COMMIT: '1', TARGET: '2', STRETCH: '3' } as const
export type OkrZone = (typeof OKR_ZONE)[keyof typeof OKR_ZONE]

/** okr_progress_status (Feishu's semantics): 暂无 / 正常 / 风险 / 延期. */
export const OKR_PROGRESS_STATUS = { NONE: '0', NORMAL: '1', RISK: '2', DELAYED: '3' } as const

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
  {
    type: 'okr_level',
    name: 'OKR层级',
    items: [
      ['1', '集团', 'danger'],
      ['2', '公司', 'warning'],
      ['3', '部门', 'primary'],
      ['4', '个人', 'info'],
    ],
  },
  {
    type: 'okr_obj_status',
    name: 'OKR目标状态',
    items: [
      ['0', '草稿', 'info'],
      ['1', '待确认', 'warning'],
      ['2', '已退回', 'danger'],
      ['3', '进行中', 'primary'],
      ['4', '已达成', 'success'],
      ['5', '未达成', 'danger'],
      ['9', '已归档', 'info'],
    ],
  },
  {
    type: 'okr_visibility',
    name: 'OKR可见范围',
    items: [
      ['1', '全员'],
      ['2', '本单位'],
      ['3', '仅相关人'],
    ],
  },
  {
    type: 'okr_kr_type',
    name: '关键结果类型',
    items: [
      ['1', '数值型'],
      ['2', '分档型'],
    ],
  },
  {
    type: 'okr_zone',
    name: '关键结果档位',
    items: [
      ['0', '未达成', 'danger'],
      ['1', '保底', 'warning'],
      ['2', '目标', 'primary'],
      ['3', '挑战', 'success'],
    ],
  },
  {
    type: 'okr_progress_status',
    name: 'OKR进展状态',
    items: [
      ['0', '暂无', 'info'],
      ['1', '正常', 'success'],
      ['2', '风险', 'warning'],
      ['3', '延期', 'danger'],
    ],
  },
]
