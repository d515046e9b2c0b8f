import { MASTERDATA_PERMISSION_LIST } from '@wp/contract'
import type { ServerModule } from '../platform/module'
import { COLLECT_TASKS } from './collect/routes'
import { DISTRIBUTION_TASKS, DISTRIBUTION_WORKER } from './distribution/routes'
import { changeApprovalType } from './record/approval'
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
  tasks: [...COLLECT_TASKS, ...DISTRIBUTION_TASKS],
  workers: [DISTRIBUTION_WORKER],
  schedules: [
    {
      key: 'masterdata.push',
      name: '主数据分发重试',
      invokeTarget: 'pushDistribution',
      cron: '0 */5 * * * ?',
      paused: true,
      remark: '推送器随服务运行；此任务供暂停推送器时手工补推',
    },
  ],
  businessTypes: [changeApprovalType],
  permissions: MASTERDATA_PERMISSION_LIST,
}
