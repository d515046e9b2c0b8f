import { PROJECT_COMPONENTS as C, PROJECT_PERMISSIONS as P } from '@wp/contract'
import { defineModule } from '@wp/kit'

/**
 * 项目管理's faces: the `variety` pages (台账, 新增, 修改, 详情, 进展汇报, 填报进度) and the `workPlan` section (the
 * Gantt chart), both without the sidebar; the workbench card of my overdue tasks; custom elements for a project's
 * Gantt chart and for "my projects" that other intranet pages can embed.
 */
export const projectModule = /* @__PURE__ */ defineModule({
  name: 'project',
  views: {
    [C.index]: () => import('./project/ProjectListPage'),
    [C.add]: () => import('./project/ProjectAddPage'),
    [C.edit]: () => import('./project/ProjectEditPage'),
    [C.detail]: () => import('./project/ProjectDetailPage'),
    [C.report]: () => import('./report/ReportScreen'),
    [C.filing]: () => import('./report/FilingPage'),
    [C.workPlan]: () => import('./plan/WorkPlanPage'),
    [C.gantt]: () => import('./plan/WorkPlanPage'),
  },
  routes: [
    { path: '/variety/variety_add', view: C.add, title: '新增项目', activeMenu: '/variety/variety_index' },
    { path: '/variety/variety_edit', view: C.edit, title: '修改项目', activeMenu: '/variety/variety_index' },
    {
      path: '/variety/variety_detail',
      view: C.detail,
      title: '项目详情',
      activeMenu: '/variety/variety_index',
      noCache: true,
    },
    { path: '/workPlan/gantt', view: C.gantt, title: '甘特图', activeMenu: '/workPlan/index', noCache: true },
  ],
  sidebarless: ['variety', 'workPlan'],
  workbench: [
    {
      key: 'project-overdue',
      title: '我的逾期任务',
      order: 20,
      column: 'side',
      perms: [P.plan.query],
      load: () => import('./workbench/MyOverdueTasksCard'),
    },
  ],
  elements: {
    'wp-project-gantt': { load: () => import('./plan/WorkPlanPage'), props: { projectId: 'number' } },
    'wp-my-projects': { load: () => import('./project/MyProjects') },
  },
  permissions: P,
})
