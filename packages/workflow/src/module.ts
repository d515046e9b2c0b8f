import { WORKFLOW_PERMISSIONS } from '@wp/contract'
import { defineModule } from '@wp/kit'
import { workflowMobile } from './mobile'

/**
 * The workflow module: designer, definitions, task lists and detail, form library and builder, keyed by the server's
 * component paths; the 待办审批 workbench card; the wp-todo-list and wp-process-viewer elements.
 */
export const workflowModule = /* @__PURE__ */ defineModule({
  name: 'workflow',
  screens: {
    'flowable/definition/model': {
      load: () => import('./designer/DesignerPage'),
      page: { title: '流程设计', activeMenu: '/flowable/definition', noCache: true },
    },
    'flowable/definition/index': () => import('./definition/DefinitionPage'),
    'flowable/task/todo/index': () => import('./task/TodoPage'),
    'flowable/task/finished/index': () => import('./task/FinishedPage'),
    'flowable/task/myProcess/index': () => import('./task/MyProcessPage'),
    'flowable/task/copy/index': () => import('./task/CopyPage'),
    'flowable/task/info/index': {
      load: () => import('./task/detail/TaskDetailPage'),
      page: { title: '流程处理', noCache: true },
    },
    'flowable/task/form/index': {
      load: () => import('./form/FormLibraryPage'),
      page: { path: '/form/G', title: '表单配置' },
    },
    'tool/build/index': { load: () => import('./form/FormBuildPage'), page: { title: '表单构建', noCache: true } },
  },
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
