import type { ServerModule } from './platform/module'
import { dingtalkModule } from './dingtalk'
import { monitorModule } from './monitor'
import { okrModule } from './okr'
import { safetyModule } from './safety'
import { systemModule } from './system'
import { statisticsModule } from './statistics'
import { techrefitModule } from './techrefit'
import { workflowModule } from './workflow'
import { projectModule } from './project'
import { masterdataModule } from './masterdata'
import { genModule } from './gen'
import { ledgerModule } from './ledger'

/**
 * The domains this server is made of, in the order their seeds apply and their routes register. Adding a module
 * is its folder (`server/src/<name>/index.ts` exporting its module object) plus one line here.
 */
export const modules: readonly ServerModule[] = [
  systemModule,
  monitorModule,
  workflowModule,
  statisticsModule,
  dingtalkModule,
  safetyModule,
  techrefitModule,
  projectModule,
  masterdataModule,
  okrModule,
  genModule,
  ledgerModule,
]
