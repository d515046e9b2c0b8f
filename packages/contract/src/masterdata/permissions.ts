import { CRUD_ACTIONS, permissionSet, permissionsOf } from '../permissions'

/** 主数据管理's permissions: `masterdata:{resource}:{action}`. */
export const MASTERDATA_PERMISSIONS = {
  model: permissionSet('masterdata:model', [...CRUD_ACTIONS, 'publish']),
  record: permissionSet('masterdata:record', [...CRUD_ACTIONS, 'restore', 'approve']),
  source: permissionSet('masterdata:source', [...CRUD_ACTIONS, 'test']),
  collect: permissionSet('masterdata:collect', [...CRUD_ACTIONS, 'run']),
  subscriber: permissionSet('masterdata:subscriber', CRUD_ACTIONS),
  distribution: permissionSet('masterdata:distribution', [...CRUD_ACTIONS, 'push']),
  oplog: permissionSet('masterdata:oplog', ['list', 'export']),
  rule: permissionSet('masterdata:rule', CRUD_ACTIONS),
} as const

export const MASTERDATA_PERMISSION_LIST = permissionsOf(MASTERDATA_PERMISSIONS)
