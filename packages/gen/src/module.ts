import { GEN_PERMISSIONS } from '@wp/contract'
import { defineModule } from '@wp/kit'

/** The component paths: the family's menu names `tool/gen/index`; the edit page is a hidden route. */
export const GEN_VIEWS = { list: 'tool/gen/index', edit: 'tool/gen-edit/index' } as const

/** 代码生成: the list (系统工具 → 代码生成) and `/gen/edit/:tableId` (digits only, as the seed routes it). */
export const genModule = /* @__PURE__ */ defineModule({
  name: 'gen',
  views: {
    [GEN_VIEWS.list]: () => import('./list/GenListPage'),
    [GEN_VIEWS.edit]: () => import('./edit/GenEditPage'),
  },
  routes: [
    {
      path: '/gen/edit/:tableId',
      view: GEN_VIEWS.edit,
      title: '修改生成配置',
      activeMenu: '/tool/gen',
      digits: ['tableId'],
      breadcrumb: ['系统工具', '修改生成配置'],
    },
  ],
  permissions: GEN_PERMISSIONS,
})
