import { STATISTICS_PERMISSION_LIST } from '@wp/contract'
import type { ServerModule } from '../platform/module'
import { DEVICE_CACHE, displayTokenDirectory } from './display-token/tokens'
import { STATISTICS_TASKS } from './locks/deadline'
import { statisticsRoutes } from './routes'
import * as tables from './schema'
import { STATISTICS_MENUS, statisticsSeed } from './seed'

/**
 * 统计: manual data entry for seventeen kinds (one description each, from the contract), indicator locks, the 统计报表
 * report, the two big screens' data, their live stream, and display tokens for wall displays (the platform's
 * device directory).
 */
export const statisticsModule: ServerModule = {
  name: 'statistics',
  tables,
  routes: statisticsRoutes,
  seeds: [statisticsSeed],
  menus: STATISTICS_MENUS,
  tasks: STATISTICS_TASKS,
  caches: [DEVICE_CACHE],
  permissions: STATISTICS_PERMISSION_LIST,
  provides: { devices: displayTokenDirectory },
}
