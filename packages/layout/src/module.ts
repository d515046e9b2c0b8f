import { defineModule } from '@wp/kit'

/** The layout's own views: the workbench at /index (component path `index`). */
export const layoutModule = /* @__PURE__ */ defineModule({
  name: 'layout',
  views: {
    index: () => import('./workbench/Workbench'),
  },
})
