import { CRUD_ACTIONS, permissionSet, permissionsOf } from '../permissions'

/**
 * 技改项目库: the three libraries' permissions (`techRefitProject:<library>:<action>`). Beyond CRUD the project
 * library has `submit` (入库 / 立项 through the workflow), `review` (whoever holds it is a candidate reviewer of
 * both processes), `retire` (出库) and `plan` (the yearly plan and completion);
 * the SASAC library has `import` (its sheet read back).
 */
export const TECHREFIT_PERMISSIONS = {
  library: permissionSet('techRefitProject:library', [...CRUD_ACTIONS, 'submit', 'review', 'retire', 'plan']),
  special: permissionSet('techRefitProject:special', CRUD_ACTIONS),
  sasac: permissionSet('techRefitProject:sasac', [...CRUD_ACTIONS, 'import']),
} as const

export const TECHREFIT_PERMISSION_LIST = permissionsOf(TECHREFIT_PERMISSIONS)
