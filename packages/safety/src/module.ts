import { SAFETY_PERMISSIONS } from '@wp/contract'
import { defineModule } from '@wp/kit'
import { safetyMobile } from './mobile'

const LEDGER = { activeMenu: '/safety/hazard' }

/**
 * 安全 · 隐患排查治理: the report, its step-aware handling page, details, the ledger, statistics and elements. Screens by
 * the component paths the server's menus name (server/src/safety/menus.ts); the spec's route table makes the report
 * page a menu too, while 办理 and 详情 open from the ledger and the todo list. The ledger and one hazard's page are
 * elements for other intranet pages (token / api-base attributes as usual).
 */
export const safetyModule = /* @__PURE__ */ defineModule({
  name: 'safety',
  screens: {
    'safety/fill_add': { load: () => import('./fill/FillAddPage'), page: { title: '隐患上报', ...LEDGER } },
    'safety/fill_edit': { load: () => import('./fill/FillEditPage'), page: { title: '隐患办理', ...LEDGER } },
    'safety/fill_details': {
      load: () => import('./fill/FillDetailsPage'),
      page: { title: '隐患详情', ...LEDGER },
      element: { tag: 'wp-safety-hazard', props: { hazardId: 'number' } },
    },
    'safety/hazard/index': { load: () => import('./hazard/HazardPage'), element: { tag: 'wp-safety-hazard-ledger' } },
    'safety/stats/index': () => import('./stats/StatsPage'),
  },
  workbench: [
    {
      key: 'safety-mine',
      title: '待我整改的隐患',
      order: 40,
      column: 'side',
      size: 'small',
      perms: [SAFETY_PERMISSIONS.hazard.rectify],
      load: () => import('./card/MineCard'),
    },
  ],
  mobile: safetyMobile,
  permissions: SAFETY_PERMISSIONS,
})
