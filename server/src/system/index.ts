import { SYSTEM_PERMISSION_LIST } from '@wp/contract'
import type { ServerModule } from '../platform/module'
import { CONFIG_CACHE, getConfigValue } from './config/service'
import { DICT_CACHE, dictLabels } from './dict/service'
import { storeOperation } from './log/service'
import { LOG_TASKS } from './log/tasks'
import { ROUTERS_CACHE } from './menu/routers'
import { scopeGrant } from './role/data-scope'
import { systemRoutes } from './routes'
import { systemSeed } from './seed'
import * as tables from './tables'
import { loadUserAccess } from './user/access'
import { USER_INFO_CACHE } from './user/info'

/**
 * 系统管理: accounts and sign-in, users, roles, menus, departments, posts, dictionaries, configuration, notices and
 * the two logs. It is also the platform's user directory, settings store, operation-log store and data-scope source and the dictionaries' labels.
 */
export const systemModule: ServerModule = {
  name: 'system',
  tables,
  routes: systemRoutes,
  seeds: [systemSeed],
  tasks: LOG_TASKS,
  caches: [CONFIG_CACHE, DICT_CACHE, ROUTERS_CACHE, USER_INFO_CACHE],
  permissions: SYSTEM_PERMISSION_LIST,
  provides: {
    access: (ctx) => ({ load: (userId) => loadUserAccess(ctx, userId) }),
    settings: (ctx) => ({ get: (key) => getConfigValue(ctx, key) }),
    operationLog: (ctx) => ({ write: (record) => storeOperation(ctx, record) }),
    dataScope: (ctx) => ({ grant: (user) => scopeGrant(ctx, user) }),
    dictionaries: (ctx) => ({ labels: (type) => dictLabels(ctx, type) }),
  },
  security: async () => (await import('./security-samples')).SYSTEM_SECURITY,
}
