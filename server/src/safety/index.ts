import { SAFETY_PERMISSION_LIST } from '@wp/contract'
import type { ServerModule } from '../platform/module'
import { SAFETY_MENUS, safetySeed } from './menus'
import { SAFETY_TASKS } from './overdue'
import { delayType, hazardType } from './process'
import { safetyRoutes } from './routes'
import * as tables from './schema'

/**
 * 安全 · 隐患排查治理: the hazard ledger (one description, `HAZARD`), its lifecycle through the bound process
 * (`safety.hazard`, out of the box `safe_hazard`), extension requests through their own (`safety.hazardDelay`),
 * supervision, the daily overdue pass with reminders, and the counts for the statistics screens.
 */
export const safetyModule: ServerModule = {
  name: 'safety',
  tables,
  routes: safetyRoutes,
  seeds: [safetySeed],
  menus: SAFETY_MENUS,
  tasks: SAFETY_TASKS,
  schedules: [
    {
      key: 'safety.overdue',
      name: '隐患逾期标记与提醒',
      invokeTarget: 'markOverdueHazards',
      cron: '0 0 8 * * ?',
      remark: '每天 8 点标记逾期隐患并提醒整改责任人',
    },
  ],
  businessTypes: [hazardType, delayType],
  permissions: SAFETY_PERMISSION_LIST,
}
