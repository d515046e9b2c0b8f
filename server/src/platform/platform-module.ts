import * as authTables from '../auth/schema'
import { SESSION_TASKS } from '../auth/tasks'
import * as databaseTables from '../db/schema'
import { fileRoutes } from '../files/routes'
import * as fileTables from '../files/schema'
import type { ServerModule } from './module'

/**
 * What the platform itself contributes, in the same shape as a domain: sessions, login challenges and counters,
 * seed records, files and kept row counts (tables), the file routes, the expired-session clean-up. The app always
 * puts it first; the API docs route is added after every module (it documents them all) and is covered by this
 * table too.
 */
export const platformModule: ServerModule = {
  name: 'platform',
  tables: { ...authTables, ...fileTables, ...databaseTables },
  routes: fileRoutes,
  tasks: SESSION_TASKS,
  security: async () => (await import('./security-samples')).PLATFORM_SECURITY,
}
