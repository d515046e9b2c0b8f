import { OKR_PERMISSION_LIST } from '@wp/contract'
import type { ServerModule } from '../platform/module'
import { OKR_MENUS, okrSeed } from './menus'
import { OKR_SCHEDULES, OKR_TASKS } from './reminders'
import { confirmType } from './review'
import { okrRoutes } from './routes'
import * as tables from './schema'

/**
 * OKR (design note §5): cycles; objectives of people, departments and the company with weighted key results
 * (numeric or graded) whose check-ins roll progress up (from people, or from other systems with an API key);
 * alignment links across departments within a cycle (no circles); the board and the alignment map; the weekly
 * check-in reminder; the confirmation through the workflow (`okr.confirm`, when turned on); scoring and the review.
 */
export const okrModule: ServerModule = {
  name: 'okr',
  tables,
  routes: okrRoutes,
  seeds: [okrSeed],
  menus: OKR_MENUS,
  tasks: OKR_TASKS,
  schedules: OKR_SCHEDULES,
  businessTypes: [confirmType],
  permissions: OKR_PERMISSION_LIST,
}
