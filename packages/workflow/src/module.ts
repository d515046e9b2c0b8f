import { WORKFLOW_PERMISSIONS } from '@wp/contract'
import { defineModule } from '@wp/kit'
import { workflowMobile } from './mobile'

/**
 * The workflow module: designer, definitions, task lists and detail, form library and builder, keyed by the server's
 * component paths; the 待办审批 workbench card; the wp-todo-list and wp-process-viewer elements.
 */
export const workflowModule = /* @__PURE__ */ defineModule({
  name: 'workflow',
  views: {
    'flowable/definition/model': () => import('./designer/DesignerPage'),
    'flowable/definition/index': () => import('./definition/DefinitionPage'),
    'flowable/task/todo/index': () => import('./task/TodoPage'),
    'flowable/task/finished/index': () => import('./task/FinishedPage'),
    'flowable/task/myProcess/index': () => import('./task/MyProcessPage'),
    'flowable/task/copy/index': () => import('./task/CopyPage'),
    'flowable/task/info/index': () => import('./task/detail/TaskDetailPage'),
    'flowable/task/form/index': () => import('./form/FormLibraryPage'),
    'tool/build/index': () => import('./form/FormBuildPage'),
  },
  routes: [
    {
      path: '/flowable/definition/model',
      view: 'flowable/definition/model',
      title: '流程设计',
      activeMenu: '/flowable/definition',
      noCache: true,
    },
    { path: '/flowable/task/info/index', view: 'flowable/task/info/index', title: '流程处理', noCache: true },
    { path: '/tool/build/index', view: 'tool/build/index', title: '表单构建', noCache: true },
    { path: '/form/G', view: 'flowable/task/form/index', title: '表单配置' },
  ],
  sidebarless: ['flowable'],
  workbench: [
    {
      key: 'todo',
      title: '待办审批',
      order: 5,
      column: 'main',
      perms: [WORKFLOW_PERMISSIONS.task.todo],
      load: () => import('./workbench/TodoCard'),
    },
  ],
  elements: {
    'wp-todo-list': { load: () => import('./elements/TodoListElement'), props: { limit: 'number' }, events: ['open'] },
    'wp-process-viewer': {
      load: () => import('./elements/ProcessViewerElement'),
      props: { procInsId: 'string', instanceId: 'string', deployId: 'string', height: 'number' },
    },
  },
  mobile: workflowMobile,
  permissions: WORKFLOW_PERMISSIONS,
})
