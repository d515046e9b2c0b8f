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
  },
  routes: [
    {
      path: '/flowable/definition/model',
      view: 'flowable/definition/model',
      title: '流程设计',
      activeMenu: '/flowable/definition',
      noCache: true,
    },
  ],
  sidebarless: ['flowable'],
  mobile: workflowMobile,
  permissions: WORKFLOW_PERMISSIONS,
})
