import { permissionSet, permissionsOf } from '../permissions'
import type { StatKind } from './kinds'
import { STAT_KIND_KEYS } from './kind-keys'
import { SCREENS } from './dicts'

/** What a filler and a reviewer do with one kind's rows (design note §1.6). */
export const STAT_KIND_ACTIONS = [
  'list',
  'query',
  'add',
  'edit',
  'remove',
  'submit',
  'audit',
  'unlock',
  'import',
  'export',
] as const

type KindPermissions = {
  readonly [K in StatKind]: ReturnType<typeof permissionSet<`statistics:${K}`, typeof STAT_KIND_ACTIONS>>
}

/** `statistics:{kind}:{action}` for each of the seventeen kinds. */
export const STAT_KIND_PERMISSIONS = Object.fromEntries(
  STAT_KIND_KEYS.map((k) => [k, permissionSet(`statistics:${k}`, STAT_KIND_ACTIONS)]),
) as KindPermissions

/** The module's other permissions. */
export const STATISTICS_PERMISSIONS = {
  /** `GET /statistics/manualInputData/getInfo`: one row of any kind (data scope applies) or a form's context. */
  manualInputData: permissionSet('statistics:manualInputData', ['query']),
  /** The indicator catalogue and its locks (指标锁定). */
  index: permissionSet('statistics:index', ['list', 'edit', 'lock']),
  /** Attachments and big-screen material. `screen` reads the material list (display tokens hold it). */
  file: permissionSet('statistics:file', ['list', 'add', 'remove', 'screen']),
  /** 统计报表. */
  report: permissionSet('statistics:report', ['view', 'export']),
  /**
   * The big screens' data, one permission per screen, and the live stream. A display token holds exactly the
   * permissions of its screens plus `stream` and the file material list.
   */
  screen: permissionSet('statistics:screen', [...SCREENS, 'stream']),
  /** 显示令牌: display tokens for wall displays. */
  displayToken: permissionSet('statistics:displayToken', ['list', 'add', 'remove']),
} as const

export const STATISTICS_PERMISSION_LIST: readonly string[] = [
  ...permissionsOf(STAT_KIND_PERMISSIONS),
  ...permissionsOf(STATISTICS_PERMISSIONS),
]
