import { defineModule } from '@wp/kit'

/**
 * The system module: views keyed by the server's component paths, and its custom elements. Issue 5 adds users,
 * roles, menus, depts, posts, notices and logs here, one folder per feature.
 */
export const systemModule = /* @__PURE__ */ defineModule({
  name: 'system',
  views: {
    'system/dict/index': () => import('./dict/DictTypePage'),
    'system/dict/data': () => import('./dict/DictDataPage'),
    'system/config/index': () => import('./config/ConfigPage'),
    'system/user/index': () => import('./user/UserPage'),
    'system/user/authRole': () => import('./user/AuthRolePage'),
    'system/role/index': () => import('./role/RolePage'),
    'system/role/authUser': () => import('./role/AuthUserPage'),
    'system/menu/index': () => import('./menu/MenuPage'),
    'system/dept/index': () => import('./dept/DeptPage'),
    'system/post/index': () => import('./post/PostPage'),
    'system/notice/index': () => import('./notice/NoticePage'),
    'system/operlog/index': () => import('./operlog/OperlogPage'),
    'system/logininfor/index': () => import('./logininfor/LogininforPage'),
    'tool/swagger/index': () => import('./swagger/SwaggerPage'),
    'icons/list': () => import('./icons/IconsPage'),
  },
  elements: {
    'wp-dict-tag': { load: () => import('./dict/DictTagElement'), props: { dictType: 'string', value: 'string' } },
    'wp-dict-data-form': {
      load: () => import('./dict/DictDataForm'),
      props: { dictType: 'string' },
      events: ['saved'],
    },
  },
})
