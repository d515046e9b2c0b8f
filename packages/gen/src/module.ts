import { GEN_PERMISSIONS } from '@wp/contract'
import { defineModule } from '@wp/kit'

/**
 * 代码生成: the list (系统工具 → 代码生成, the family's menu names `tool/gen/index`) and the edit page, the hidden route
 * `/gen/edit/:tableId` (digits only, as the seed routes it).
 */
export const genModule = /* @__PURE__ */ defineModule({
  name: 'gen',
  screens: {
    'tool/gen/index': () => import('./list/GenListPage'),
    'tool/gen-edit/index': {
      load: () => import('./edit/GenEditPage'),
      page: {
        path: '/gen/edit/:tableId',
        title: '修改生成配置',
        activeMenu: '/tool/gen',
        digits: ['tableId'],
        breadcrumb: ['系统工具', '修改生成配置'],
      },
    },
  },
  permissions: GEN_PERMISSIONS,
})
