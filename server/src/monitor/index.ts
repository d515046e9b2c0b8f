import { MONITOR_PERMISSION_LIST } from '@wp/contract'
import type { ServerModule } from '../platform/module'
import { defaultSchedules } from './job/defaults'
import { schedulerWorker } from './job/runner'
import { monitorRoutes } from './routes'
import * as tables from './schema'
import { MONITOR_MENUS, monitorMenusSeed, monitorSeed } from './seed'
import { MONITOR_TASKS } from './tasks'

/**
 * 系统监控: online users (the platform's sessions) and scheduled jobs with their scheduler and log; it provides the
 * platform's `scheduler` (the modules' default schedules).
 */
export const monitorModule: ServerModule = {
  name: 'monitor',
  tables,
  routes: monitorRoutes,
  seeds: [monitorSeed, monitorMenusSeed],
  menus: MONITOR_MENUS,
  tasks: MONITOR_TASKS,
  permissions: MONITOR_PERMISSION_LIST,
  workers: [schedulerWorker],
  provides: { scheduler: defaultSchedules },
}
