import { CRUD_ACTIONS, permissionSet, permissionsOf } from '../permissions'

/**
 * OKR (design note §5). `cycle`: the periods (年度 / 半年 / 季度 / 月度). `objective`: objectives and their key
 * results (CRUD), the board of my / department / company OKRs, check-ins and alignment links (`checkin`, `align`) and
 * the alignment map (`map`). `keyResult`: the key results' own ledger.
 */
export const OKR_PERMISSIONS = {
  cycle: permissionSet('okr:cycle', CRUD_ACTIONS),
  objective: permissionSet('okr:objective', [...CRUD_ACTIONS, 'checkin', 'align', 'map']),
  keyResult: permissionSet('okr:keyresult', CRUD_ACTIONS),
} as const

export const OKR_PERMISSION_LIST = permissionsOf(OKR_PERMISSIONS)
