import { CRUD_ACTIONS, permissionSet, permissionsOf } from '../permissions'

/**
 * OKR (design note §5). `cycle`: the periods (年度 / 半年 / 季度 / 月度). `objective`: objectives and their key
 * results (CRUD), the board of my / department / company OKRs, check-ins and alignment links (`checkin`, `align`),
 * the alignment map (`map`), submitting for confirmation (`submit`), scoring at the end of a cycle (`score`) and the
 * departments' review summary (`review`). `keyResult`: the key results' own ledger. `apiKey`: the credentials other
 * systems update numeric key results with (an administrator's).
 */
export const OKR_PERMISSIONS = {
  cycle: permissionSet('okr:cycle', CRUD_ACTIONS),
  objective: permissionSet('okr:objective', [...CRUD_ACTIONS, 'checkin', 'align', 'map', 'submit', 'score', 'review']),
  keyResult: permissionSet('okr:keyresult', CRUD_ACTIONS),
  apiKey: permissionSet('okr:apikey', ['list', 'add', 'remove']),
} as const

export const OKR_PERMISSION_LIST = permissionsOf(OKR_PERMISSIONS)

/** The business type of the §5.3 confirmation (its default process key is `okr_confirm`, design note §8.3). */
export const OKR_CONFIRM_BIZ = { bizType: 'okr.confirm', key: 'okr_confirm', title: 'OKR确认' } as const

/**
 * The configuration key (参数设置) that turns the confirmation through the workflow on: `true` → submitting starts
 * `okr.confirm`; absent or anything else → a submitted objective goes straight to 进行中.
 */
export const OKR_CONFIRM_CONFIG_KEY = 'okr.confirm.workflow'

/** The header other systems send their OKR API key in. */
export const OKR_API_KEY_HEADER = 'x-okr-api-key'
