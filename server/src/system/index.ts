import { SYSTEM_PERMISSION_LIST } from '@wp/contract'
import type { ServerModule } from '../platform/module'
import { CONFIG_CACHE, getConfigValue } from './config/service'
import { storeLogin, storeOperation } from './log/service'
import { LOG_TASKS } from './log/tasks'
import { ROUTERS_CACHE } from './menu/routers'
import { systemRoutes } from './routes'
import { SYSTEM_MENUS, systemSeed } from './seed'
import * as tables from './tables'
import { USER_INFO_CACHE } from './user/info'

/**
 * 系统管理: sign-in routes, the administration of the platform directory (users, roles, menus, departments,
 * posts, dictionaries), configuration, notices and the two logs. It provides the platform's settings store and the
 * operation-log and login-log stores.
 */
export const systemModule: ServerModule = {
  name: 'system',
  tables,
  routes: systemRoutes,
  seeds: [systemSeed],
  menus: SYSTEM_MENUS,
  tasks: LOG_TASKS,
  caches: [CONFIG_CACHE, ROUTERS_CACHE, USER_INFO_CACHE],
  permissions: SYSTEM_PERMISSION_LIST,
  provides: {
    settings: (ctx) => ({ get: (key) => getConfigValue(ctx, key) }),
    operationLog: (ctx) => ({ write: (record) => storeOperation(ctx, record) }),
    loginLog: (ctx) => ({ write: (record) => storeLogin(ctx, record) }),
  },
}
