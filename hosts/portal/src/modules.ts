// The modules the portal shows, one line each. Their views, hidden routes, sidebarless sections and workbench cards
// reach the router, the layout and the workbench from this list; nothing else in the portal names a module.
import { authModule } from '@wp/auth'
import { genModule } from '@wp/gen'
import { composeModules } from '@wp/kit'
import { layoutModule } from '@wp/layout'
import { ledgerModule } from '@wp/ledger'
import { masterdataModule } from '@wp/masterdata'
import { monitorModule } from '@wp/monitor'
import { projectModule } from '@wp/project'
import { okrModule } from '@wp/okr'
import { safetyModule } from '@wp/safety'
import { statisticsModule } from '@wp/statistics'
import { systemModule } from '@wp/system'
import { techrefitModule } from '@wp/techrefit'
import { workflowModule } from '@wp/workflow'

export const PORTAL_MODULES = [
  layoutModule,
  authModule,
  systemModule,
  monitorModule,
  workflowModule,
  statisticsModule,
  safetyModule,
  techrefitModule,
  projectModule,
  masterdataModule,
  okrModule,
  genModule,
  ledgerModule,
]

/** What the portal's modules contribute, composed once. */
export const PORTAL = composeModules(PORTAL_MODULES)
