import { PROJECT_COMPONENTS as C, PROJECT_PERMISSIONS as P } from '@wp/contract'
import { defineModule } from '@wp/kit'
import { OVERDUE_CARD } from './workbench/overdueCard'

const VARIETY = { activeMenu: '/variety/variety_index' }

/**
 * 项目管理's faces: the `variety` pages (台账, 新增, 修改, 详情, 进展汇报, 填报进度) and the `workPlan` section (the
 * Gantt chart), both without the sidebar; the workbench card of my overdue tasks; custom elements for a project's
 * Gantt chart and for "my projects" that other intranet pages can embed.
 */
export const projectModule = /* @__PURE__ */ defineModule({
  name: 'project',
  screens: {
    [C.index]: () => import('./project/ProjectListPage'),
    [C.add]: { load: () => import('./project/ProjectAddPage'), page: { title: '新增项目', ...VARIETY } },
    [C.edit]: { load: () => import('./project/ProjectEditPage'), page: { title: '修改项目', ...VARIETY } },
    [C.detail]: {
      load: () => import('./project/ProjectDetailPage'),
      page: { title: '项目详情', ...VARIETY, noCache: true },
    },
    [C.report]: () => import('./report/ReportScreen'),
    [C.filing]: () => import('./report/FilingPage'),
    [C.workPlan]: {
      load: () => import('./plan/WorkPlanPage'),
      element: { tag: 'wp-project-gantt', props: { projectId: 'number' } },
    },
    [C.gantt]: {
      load: () => import('./plan/WorkPlanPage'),
      page: { title: '甘特图', activeMenu: '/workPlan/index', noCache: true },
    },
  },
  sidebarless: ['variety', 'workPlan'],
  workbench: [{ ...OVERDUE_CARD, load: () => import('./workbench/MyOverdueTasksCard') }],
  elements: { 'wp-my-projects': { load: () => import('./project/MyProjects') } },
  permissions: P,
})
