import { CRUD_ACTIONS, permissionSet, permissionsOf } from '../permissions'

/** 系统监控's permissions. */
export const MONITOR_PERMISSIONS = {
  online: permissionSet('monitor:online', ['list', 'query', 'batchLogout', 'forceLogout']),
  job: permissionSet('monitor:job', [...CRUD_ACTIONS, 'changeStatus']),
} as const

export const MONITOR_PERMISSION_LIST: readonly string[] = permissionsOf(MONITOR_PERMISSIONS)
