import * as authTables from '../auth/schema'
import { SESSION_TASKS } from '../auth/tasks'
import * as databaseTables from '../db/schema'
import { DEPT_SUBTREE_CACHE } from '../directory/dept/subtree'
import { DICT_CACHE } from '../directory/dict/dicts'
import { SCOPE_CACHE } from '../directory/role/data-scope'
import * as directoryTables from '../directory/tables'
import { fileRoutes } from '../files/routes'
import * as fileTables from '../files/schema'
import { outboxWorker } from '../outbox/outbox'
import * as outboxTables from '../outbox/schema'
import * as serialTables from '../serial/schema'
import type { ServerModule } from './module'

/**
 * What the platform itself contributes, in the same shape as a domain: sessions, login challenges and counters,
 * seed records, the directory (users, departments, roles, posts, menus, dictionaries), files, the outbox, serial
 * numbers and kept row counts (tables), the file routes, the expired-session clean-up, the outbox's delivery. The
 * app always puts it first; the API docs route is added after every module (it documents them all).
 */
export const platformModule: ServerModule = {
  name: 'platform',
  tables: { ...authTables, ...directoryTables, ...fileTables, ...outboxTables, ...serialTables, ...databaseTables },
  routes: fileRoutes,
  tasks: SESSION_TASKS,
  caches: [DICT_CACHE, SCOPE_CACHE, DEPT_SUBTREE_CACHE],
  workers: [outboxWorker()],
}
