import { WORKFLOW_PERMISSION_LIST } from '@wp/contract'
import type { ServerModule } from '../platform/module'
import { processService } from './business'
import { workflowRoutes } from './routes'
import * as tables from './schema'
import { WORKFLOW_MENUS, workflowSeed } from './seed'
import { timerWorker } from './worker'

/**
 * 流程管理 / 任务管理: BPMN definitions, the engine on PostgreSQL, task handling, the form library, and the
 * platform's `processes` service: business records of other modules approved through a bound process.
 */
export const workflowModule: ServerModule = {
  name: 'workflow',
  tables,
  routes: workflowRoutes,
  seeds: [workflowSeed],
  menus: WORKFLOW_MENUS,
  permissions: WORKFLOW_PERMISSION_LIST,
  workers: [timerWorker],
  provides: { processes: processService },
}
