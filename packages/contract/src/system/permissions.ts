import { CRUD_ACTIONS, permissionSet, permissionsOf } from '../permissions'

/** 系统管理's permissions (the seeded menus' buttons carry exactly these). */
export const SYSTEM_PERMISSIONS = {
  user: permissionSet('system:user', [...CRUD_ACTIONS, 'import', 'resetPwd']),
  role: permissionSet('system:role', CRUD_ACTIONS),
  menu: permissionSet('system:menu', ['list', 'query', 'add', 'edit', 'remove']),
  dept: permissionSet('system:dept', ['list', 'query', 'add', 'edit', 'remove']),
  post: permissionSet('system:post', CRUD_ACTIONS),
  dict: permissionSet('system:dict', CRUD_ACTIONS),
  config: permissionSet('system:config', CRUD_ACTIONS),
  notice: permissionSet('system:notice', ['list', 'query', 'add', 'edit', 'remove']),
  operlog: permissionSet('system:operlog', ['list', 'query', 'remove', 'export']),
  logininfor: permissionSet('system:logininfor', ['list', 'query', 'remove', 'export', 'unlock']),
} as const

/** 系统工具's permissions owned by the platform (the API docs page). */
export const TOOL_PERMISSIONS = {
  swagger: permissionSet('tool:swagger', ['list']),
} as const

export const SYSTEM_PERMISSION_LIST: readonly string[] = [
  ...permissionsOf(SYSTEM_PERMISSIONS),
  ...permissionsOf(TOOL_PERMISSIONS),
]
