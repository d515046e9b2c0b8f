// The safety module's manifest as plain data; the portal turns it into faces with defineModule (module.ts).
import { SAFETY_PERMISSIONS } from '@wp/contract'
import type { ModuleManifest } from '@wp/kit'
import { safetyMobile } from './mobile'

/** The component paths the server's menus name (server/src/safety/menus.ts) and the spec's hidden pages use. */
export const SAFETY_VIEWS = {
  fillAdd: 'safety/fill_add',
  fillEdit: 'safety/fill_edit',
  fillDetails: 'safety/fill_details',
  ledger: 'safety/hazard/index',
  stats: 'safety/stats/index',
} as const

export const safetyManifest: ModuleManifest = {
  name: 'safety',
  views: {
    [SAFETY_VIEWS.fillAdd]: () => import('./fill/FillAddPage'),
    [SAFETY_VIEWS.fillEdit]: () => import('./fill/FillEditPage'),
    [SAFETY_VIEWS.fillDetails]: () => import('./fill/FillDetailsPage'),
    [SAFETY_VIEWS.ledger]: () => import('./hazard/HazardPage'),
    [SAFETY_VIEWS.stats]: () => import('./stats/StatsPage'),
  },
  routes: [
    // the spec's route table: the report page is also a menu; 办理 and 详情 open from the ledger and the todo list
    { path: '/safety/fill_add', view: SAFETY_VIEWS.fillAdd, title: '隐患上报', activeMenu: '/safety/hazard' },
    { path: '/safety/fill_edit', view: SAFETY_VIEWS.fillEdit, title: '隐患办理', activeMenu: '/safety/hazard' },
    { path: '/safety/fill_details', view: SAFETY_VIEWS.fillDetails, title: '隐患详情', activeMenu: '/safety/hazard' },
  ],
  workbench: [
    {
      key: 'safety-mine',
      title: '待我整改的隐患',
      order: 40,
      column: 'side',
      perms: [SAFETY_PERMISSIONS.hazard.rectify],
      load: () => import('./card/MineCard'),
    },
  ],
  elements: {
    // the ledger and one hazard's page, for other intranet pages to embed (token / api-base attributes as usual)
    'wp-safety-hazard-ledger': { load: () => import('./hazard/HazardPage') },
    'wp-safety-hazard': { load: () => import('./fill/FillDetailsPage'), props: { hazardId: 'number' } },
  },
  mobile: safetyMobile,
  permissions: SAFETY_PERMISSIONS,
}
