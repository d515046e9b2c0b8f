import type { PageRoute } from './buildRoutes'

const hidden = (path: string, title: string, extra: Partial<PageRoute> = {}): PageRoute => ({
  path,
  // Convention for the spec's hidden pages: the view key is the path without its leading slash.
  component: path.slice(1),
  title,
  breadcrumb: [title],
  hidden: true,
  ...extra,
})

/**
 * Pages that exist whatever the menu says (the spec's route table). A module offers a page by putting its
 * component path in its view map; until then the page says clearly that it is not implemented yet.
 * Hidden pages are protected by the server's permissions, not by being hidden.
 */
export const CONSTANT_PAGES: PageRoute[] = [
  {
    path: '/index',
    component: 'index',
    title: '首页',
    icon: 'dashboard',
    affix: true,
    noCache: true,
    breadcrumb: ['首页'],
  },
  hidden('/user/profile', '个人中心', { component: 'user/profile', icon: 'user' }),
  hidden('/dict/type/data/:dictId', '字典数据', {
    component: 'system/dict/data',
    digits: ['dictId'],
    activeMenu: '/system/dict',
    breadcrumb: ['系统管理', '字典数据'],
  }),
  hidden('/gen/edit/:tableId', '修改生成配置', {
    component: 'tool/gen/editTable',
    digits: ['tableId'],
    activeMenu: '/tool/gen',
  }),
  hidden('/icons/list', '图标列表', { component: 'icons/list' }),
  hidden('/job/log', '调度日志', { component: 'monitor/job/log', activeMenu: '/monitor/job' }),
  hidden('/monitor/job-log/index/:jobId', '调度日志', {
    component: 'monitor/job/log',
    activeMenu: '/monitor/job',
    digits: ['jobId'],
  }),
  hidden('/system/user-auth/role/:userId', '分配角色', {
    component: 'system/user/authRole',
    activeMenu: '/system/user',
    digits: ['userId'],
  }),
  hidden('/system/role-auth/user/:roleId', '分配用户', {
    component: 'system/role/authUser',
    activeMenu: '/system/role',
    digits: ['roleId'],
  }),
  hidden('/tool/build/index', '表单构建'),
  hidden('/flowable/definition/model', '流程设计'),
  hidden('/flowable/task/info/index', '流程处理'),
  hidden('/masterdata/collection/manage/add', '新增采集任务'),
  hidden('/masterdata/maintenance/operatelog', '主数据维护日志'),
  hidden('/masterdata/model/master/add', '新增主数据模型'),
  hidden('/masterdata/model/master/info', '主数据模型详情'),
  hidden('/masterdata/model/distribution/add', '新增数据分发'),
  hidden('/variety/variety_index', '项目管理'),
  hidden('/variety/variety_add', '新增项目'),
  hidden('/variety/variety_edit', '编辑项目'),
  hidden('/variety/variety_detail', '项目详情'),
  hidden('/safety/fill_add', '隐患填报'),
  hidden('/safety/fill_edit', '编辑隐患填报'),
  hidden('/safety/fill_details', '隐患填报详情'),
  hidden('/okr/okr', 'OKR'),
  hidden('/okr/alignment', '目标对齐'),
  hidden('/okr/alignmenttest', '目标对齐（测试）'),
  hidden('/okr/alignmenttest2', '目标对齐（测试2）'),
  hidden('/okr/alignmenttest3', '目标对齐（测试3）'),
  hidden('/form/G', '表单配置'),
  hidden('/techRefitProject/project/library', '项目库'),
  hidden('/techRefitProject/project/library/add', '新增项目库项目'),
  hidden('/techRefitProject/project/library/info', '项目库项目详情'),
  hidden('/techRefitProject/project/special', '专项项目'),
  hidden('/techRefitProject/project/special/add', '新增专项项目'),
  hidden('/techRefitProject/project/special/info', '专项项目详情'),
  hidden('/techRefitProject/project/sasac', '国资委项目'),
  hidden('/techRefitProject/project/sasac/add', '新增国资委项目'),
  hidden('/techRefitProject/project/sasac/info', '国资委项目详情'),
]
