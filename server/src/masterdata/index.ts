import { MASTERDATA_PERMISSION_LIST } from '@wp/contract'
import type { ServerModule } from '../platform/module'
import { COLLECT_TASKS } from './collect/routes'
import { masterdataRoutes } from './routes'
import * as tables from './schema'
import { MASTERDATA_MENUS, masterdataSeed } from './seed'

/**
 * 主数据管理: models (fields, regions, coding and quality rules, immutable published versions), golden records
 * in JSONB behind `RecordRepository`, data sources, collection with cleaning and mapping, distribution to
 * subscribers, the operate log and the rule library.
 */
export const masterdataModule: ServerModule = {
  name: 'masterdata',
  tables,
  routes: masterdataRoutes,
  seeds: [masterdataSeed],
  menus: MASTERDATA_MENUS,
  tasks: COLLECT_TASKS,
  permissions: MASTERDATA_PERMISSION_LIST,
}
