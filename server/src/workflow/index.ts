import { WORKFLOW_PERMISSION_LIST } from '@wp/contract'
import type { ServerModule } from '../platform/module'
import { workflowRoutes } from './routes'
import * as tables from './schema'
import { workflowSeed } from './seed'
import { timerWorker } from './worker'

/** 流程管理 / 任务管理: BPMN definitions, the engine on PostgreSQL, task handling, the form library. */
export const workflowModule: ServerModule = {
  name: 'workflow',
  tables,
  routes: workflowRoutes,
  seeds: [workflowSeed],
  permissions: WORKFLOW_PERMISSION_LIST,
  workers: [timerWorker],
  security: async () => (await import('./security-samples')).WORKFLOW_SECURITY,
}

export { drainOutbox, type Notifier, type OutboxMessage } from './worker'
