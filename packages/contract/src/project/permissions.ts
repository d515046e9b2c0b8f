import { CRUD_ACTIONS, permissionSet, permissionsOf } from '../permissions'

/**
 * 项目管理's permissions (`project:<resource>:<action>`): projects with their approval (立项 submit, 验收 accept),
 * suspension and cancellation; the work plan (editing, baselines, plan changes); progress reports with leaders'
 * comments (批示) and the filing view.
 */
export const PROJECT_PERMISSIONS = {
  project: permissionSet('project:project', [...CRUD_ACTIONS, 'submit', 'accept', 'suspend', 'cancel']),
  plan: permissionSet('project:plan', ['query', 'edit', 'baseline']),
  report: permissionSet('project:report', [...CRUD_ACTIONS, 'comment', 'filing']),
} as const

export const PROJECT_PERMISSION_LIST = permissionsOf(PROJECT_PERMISSIONS)
