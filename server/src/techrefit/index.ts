import { TECHREFIT_PERMISSION_LIST } from '@wp/contract'
import type { ServerModule } from '../platform/module'
import { approveType, libInType } from './process'
import { techrefitRoutes } from './routes'
import * as tables from './schema'
import { TECHREFIT_MENUS, techrefitSeed } from './seed'

/**
 * 技改项目库: the project library, special projects and SASAC projects (§4 of the domain design), with 入库 and
 * 立项 approved through the workflow.
 */
export const techrefitModule: ServerModule = {
  name: 'techrefit',
  tables,
  routes: techrefitRoutes,
  seeds: [techrefitSeed],
  menus: TECHREFIT_MENUS,
  permissions: TECHREFIT_PERMISSION_LIST,
  businessTypes: [libInType, approveType],
}
