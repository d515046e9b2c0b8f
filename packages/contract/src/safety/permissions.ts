import { CRUD_ACTIONS, permissionSet, permissionsOf } from '../permissions'

/**
 * 安全 · 隐患排查治理. `hazard`: the ledger (CRUD, export) and the steps a user takes on a hazard's page — 上报, 审核,
 * 整改, 验收 (each also needs the user to hold the step's task), 申请延期 and its approval, 挂牌督办, 作废, 挂起, and the
 * counts the statistics screens read.
 */
export const SAFETY_PERMISSIONS = {
  hazard: permissionSet('safety:hazard', [
    ...CRUD_ACTIONS,
    'submit',
    'audit',
    'rectify',
    'accept',
    'delay',
    'delayApprove',
    'supervise',
    'void',
    'suspend',
    'stats',
  ]),
} as const

export const SAFETY_PERMISSION_LIST = permissionsOf(SAFETY_PERMISSIONS)
