import { defineModule } from '@wp/kit'

/** The layout's own faces: the workbench at /index (component path `index`) and its shortcuts card. */
export const layoutModule = /* @__PURE__ */ defineModule({
  name: 'layout',
  views: {
    index: () => import('./workbench/Workbench'),
  },
  workbench: [
    {
      key: 'shortcuts',
      title: '我的快捷入口',
      order: 10,
      column: 'main',
      load: () => import('./workbench/ShortcutsCard'),
    },
  ],
})
