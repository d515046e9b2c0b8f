import { SYSTEM_PERMISSIONS, TOOL_PERMISSIONS } from '@wp/contract'
import { defineModule } from '@wp/kit'

/**
 * The system module: its views by the server's component paths, hidden pages, workbench card, header bell and custom
 * elements.
 */
export const systemModule = /* @__PURE__ */ defineModule({
  name: 'system',
  screens: {
    'system/dict/index': () => import('./dict/DictTypePage'),
    'system/dict/data': {
      load: () => import('./dict/DictDataPage'),
      page: {
        path: '/dict/type/data/:dictId',
        title: '字典数据',
        activeMenu: '/system/dict',
        digits: ['dictId'],
        breadcrumb: ['系统管理', '字典数据'],
      },
    },
    'system/config/index': () => import('./config/ConfigPage'),
    'system/user/index': () => import('./user/UserPage'),
    'system/user/authRole': {
      load: () => import('./user/AuthRolePage'),
      page: {
        path: '/system/user-auth/role/:userId',
        title: '分配角色',
        activeMenu: '/system/user',
        digits: ['userId'],
      },
    },
    'system/role/index': () => import('./role/RolePage'),
    'system/role/authUser': {
      load: () => import('./role/AuthUserPage'),
      page: {
        path: '/system/role-auth/user/:roleId',
        title: '分配用户',
        activeMenu: '/system/role',
        digits: ['roleId'],
      },
    },
    'system/menu/index': () => import('./menu/MenuPage'),
    'system/dept/index': () => import('./dept/DeptPage'),
    'system/post/index': () => import('./post/PostPage'),
    'system/notice/index': () => import('./notice/NoticePage'),
    'system/operlog/index': () => import('./operlog/OperlogPage'),
    'system/logininfor/index': () => import('./logininfor/LogininforPage'),
    'tool/swagger/index': () => import('./swagger/SwaggerPage'),
    'icons/list': { load: () => import('./icons/IconsPage'), page: { title: '图标列表' } },
  },
  workbench: [
    { key: 'articles', title: '最新公告', order: 10, column: 'side', load: () => import('./notice/LatestNoticesCard') },
  ],
  header: [{ key: 'notices', title: '通知公告', order: 10, load: () => import('./notice/NoticeBell') }],
  elements: {
    'wp-dict-tag': { load: () => import('./dict/DictTagElement'), props: { dictType: 'string', value: 'string' } },
    'wp-dict-data-form': {
      load: () => import('./dict/DictDataForm'),
      props: { dictType: 'string' },
      events: ['saved'],
    },
  },
  permissions: { ...SYSTEM_PERMISSIONS, ...TOOL_PERMISSIONS },
})
