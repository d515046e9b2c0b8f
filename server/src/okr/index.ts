import { OKR_PERMISSION_LIST } from '@wp/contract'
import type { ServerModule } from '../platform/module'
import { OKR_MENUS, okrSeed } from './menus'
import { okrRoutes } from './routes'
import * as tables from './schema'

/**
 * OKR (design note §5): cycles; objectives of people, departments and the company with weighted key results
 * (numeric or graded) whose check-ins roll progress up; alignment links across departments within a cycle (no
 * circles); the board and the alignment map.
 */
export const okrModule: ServerModule = {
  name: 'okr',
  tables,
  routes: okrRoutes,
  seeds: [okrSeed],
  menus: OKR_MENUS,
  permissions: OKR_PERMISSION_LIST,
}
