import { PROJECT_PERMISSION_LIST } from '@wp/contract'
import type { ServerModule } from '../platform/module'
import { PROJECT_BUSINESS_TYPES } from './process'
import { projectRoutes } from './routes'
import * as tables from './schema'
import { PROJECT_MENUS, projectSeed } from './seed'
import { PROJECT_SCHEDULES, PROJECT_TASKS } from './tasks'

/**
 * 项目管理 (§2 of the domain design): projects with 立项 / 验收 through the workflow, the work plan (WBS,
 * dependencies, critical path, baselines, plan changes through `proj_plan_change`), progress reports with 批示,
 * reminders and the filing view.
 */
export const projectModule: ServerModule = {
  name: 'project',
  tables,
  routes: projectRoutes,
  seeds: [projectSeed],
  menus: PROJECT_MENUS,
  tasks: PROJECT_TASKS,
  schedules: PROJECT_SCHEDULES,
  permissions: PROJECT_PERMISSION_LIST,
  businessTypes: PROJECT_BUSINESS_TYPES,
}
