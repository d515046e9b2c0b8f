import { BUSINESS_TYPE as B, SYSTEM_PERMISSIONS as S } from '@wp/contract'
import { crudSecurity } from '../testing/crud-security'
import type { TestServer } from '../testing/harness'
import { createdId, multipartFile, PNG_1PX, setConfig, signInBody, xlsxOf } from '../testing/fixtures'
import type { SecurityTable } from '../testing/security-table'
import { sysLogininfor, sysOperLog } from './log/schema'

// Found by its file name and loaded only by the security test (server/src/security.test.ts), never in production.

const newUser = (s: TestServer, n: number, roleIds: number[] = []) => s.createUser(`fx${n}`, roleIds, 103)
const newRole = (s: TestServer, admin: string, key: string) =>
  createdId(s, admin, 'POST', '/system/role', { roleName: key, roleKey: key, roleSort: 3 }, 'roleId')

/** A fixture log row to read or delete. */
const operLogRow = async (s: TestServer) =>
  (await s.ctx.db.insert(sysOperLog).values({ title: 'fixture' }).returning({ id: sysOperLog.operId }))[0].id
const loginLogRow = async (s: TestServer) =>
  (await s.ctx.db.insert(sysLogininfor).values({ userName: 'fixture' }).returning({ id: sysLogininfor.infoId }))[0].id

const ROLE = { title: '角色管理', type: B.GRANT }
const USER = '用户管理'

/** Every route of the system module: its expected access and operation-log row, and a request that succeeds. */
export const securityTable: SecurityTable = {
  /* ---- sign-in (sign-in, refresh and sign-out keep their own log, sys_logininfor) ---- */
  'GET /code': { access: 'public' },
  'POST /auth/register': {
    access: 'public',
    log: { title: '用户注册', type: B.INSERT },
    sample: async (s, _a, n) => {
      await setConfig(s, 'sys.account.registerUser', 'true')
      return { body: await signInBody(s, `reg${n}`, 'abc12345x') }
    },
  },
  'POST /auth/login': { access: 'public', log: false, sample: async (s) => ({ body: await signInBody(s, 'ry') }) },
  'POST /auth/refresh': { access: 'signed-in', log: false },
  'POST /auth/unlockscreen': { access: 'signed-in', log: false, sample: { body: { password: 'admin123' } } },
  'DELETE /auth/logout': { access: 'public', log: false },

  /* ---- the signed-in user's own ---- */
  'GET /system/user/getInfo': { access: 'signed-in' },
  'GET /system/menu/getRouters': { access: 'signed-in' },
  'GET /system/homePage/getLatestArticles': { access: 'signed-in' },
  'GET /system/user/profile': { access: 'signed-in' },
  'PUT /system/user/profile': {
    access: 'signed-in',
    log: { title: '个人信息', type: B.UPDATE },
    sample: { body: { nickName: '改名' } },
  },
  'PUT /system/user/profile/updatePwd': {
    access: 'signed-in',
    log: { title: '个人信息', type: B.UPDATE },
    sample: { body: { oldPassword: 'admin123', newPassword: 'changed123' } },
  },
  'POST /system/user/profile/avatar': {
    access: 'signed-in',
    log: { title: '个人信息', type: B.UPDATE },
    sample: { file: async () => multipartFile('avatarfile', 'a.png', PNG_1PX, 'image/png') },
  },

  /* ---- dictionaries ---- */
  ...crudSecurity({
    path: '/system/dict/type',
    id: 'dictId',
    title: '字典类型',
    permissions: S.dict,
    body: (n) => ({ dictName: '类型', dictType: `sec_t${n}` }),
    detailId: 1,
    exportForm: '',
  }),
  'GET /system/dict/type/optionselect': { access: S.dict.list },
  'DELETE /system/dict/type/refreshCache': { access: S.dict.remove, log: { title: '字典类型', type: B.CLEAN } },
  ...crudSecurity({
    path: '/system/dict/data',
    id: 'dictCode',
    title: '字典数据',
    permissions: S.dict,
    body: (n) => ({ dictType: 'sys_user_sex', dictLabel: `l${n}`, dictValue: `v${n}` }),
    detailId: 1,
    exportForm: 'dictType=sys_user_sex',
  }),
  'GET /system/dict/data/type/:dictType': {
    access: 'signed-in',
    sample: { url: '/system/dict/data/type/sys_user_sex' },
  },
  'GET /system/dict/data/getSysDictData': { access: 'signed-in' },
  'GET /system/dict/data/detail': {
    access: 'signed-in',
    sample: { url: '/system/dict/data/detail?dictType=sys_user_sex&dictValue=0' },
  },

  /* ---- configuration ---- */
  ...crudSecurity({
    path: '/system/config',
    id: 'configId',
    title: '参数管理',
    permissions: S.config,
    body: (n) => ({ configName: 'x', configKey: `sec.c${n}`, configValue: '' }),
    detailId: 1,
    exportForm: '',
  }),
  'GET /system/config/configKey/:configKey': {
    access: 'signed-in',
    sample: { url: '/system/config/configKey/sys.index.skinName' },
  },
  'DELETE /system/config/refreshCache': { access: S.config.remove, log: { title: '参数管理', type: B.CLEAN } },
  'DELETE /system/config/clearCache': { access: S.config.remove, log: { title: '参数管理', type: B.CLEAN } },

  /* ---- users ---- */
  ...crudSecurity({
    path: '/system/user',
    id: 'userId',
    title: USER,
    permissions: S.user,
    body: (n) => ({ userName: `add${n}`, nickName: '新用户', password: 'abc12345x', deptId: 103 }),
    listQuery: '?deptId=100&pageSize=5',
    exportForm: 'deptId=103&columns=userName,nickName',
  }),
  'GET /system/user/deptTree': { access: S.user.list },
  'GET /system/user/': { access: S.user.query, sample: { url: '/system/user/' } },
  'GET /system/user/:userId': { access: S.user.query, sample: { url: '/system/user/2' } },
  'PUT /system/user/resetPwd': {
    access: S.user.resetPwd,
    log: { title: USER, type: B.UPDATE },
    sample: async (s, _a, n) => ({ body: { userId: await newUser(s, n), password: 'reset1234' } }),
  },
  'PUT /system/user/changeStatus': {
    access: S.user.edit,
    log: { title: USER, type: B.UPDATE },
    sample: async (s, _a, n) => ({ body: { userId: await newUser(s, n), status: '1' } }),
  },
  'GET /system/user/authRole/:userId': { access: S.user.query, sample: { url: '/system/user/authRole/2' } },
  'PUT /system/user/authRole': {
    access: S.user.edit,
    log: { title: USER, type: B.GRANT },
    // A role without menus: a caller holding one permission may hand out nothing more (see role/grants.ts).
    sample: async (s, a, n) => ({
      url: `/system/user/authRole?userId=${await newUser(s, n)}&roleIds=${await newRole(s, a, `ar${n}`)}`,
    }),
  },
  // A download of an empty template (the family POSTs downloads): it changes nothing, so it is not logged.
  'POST /system/user/importTemplate': { access: S.user.import, log: false, sample: { form: '' } },
  'POST /system/user/importData': {
    access: S.user.import,
    log: { title: USER, type: B.IMPORT },
    sample: async (s, _a, n) => {
      await setConfig(s, 'sys.user.initPassword', 'init1234')
      const sheet = await xlsxOf(['部门编号', '登录名称', '用户名称'], [[103, `imp${n}`, '导入']])
      return {
        url: '/system/user/importData?updateSupport=false',
        file: async () => multipartFile('file', 'u.xlsx', sheet, 'application/octet-stream'),
      }
    },
  },

  /* ---- roles ---- */
  ...crudSecurity({
    path: '/system/role',
    id: 'roleId',
    title: '角色管理',
    permissions: S.role,
    body: (n) => ({ roleName: `角色${n}`, roleKey: `k${n}`, roleSort: 3, menuIds: [] }),
    detailId: 2,
    exportForm: '',
  }),
  'GET /system/role/optionselect': { access: S.role.query },
  'GET /system/role/deptTree/:roleId': { access: S.role.query, sample: { url: '/system/role/deptTree/2' } },
  'GET /system/role/authUser/allocatedList': {
    access: S.role.list,
    sample: { url: '/system/role/authUser/allocatedList?roleId=2' },
  },
  'GET /system/role/authUser/unallocatedList': {
    access: S.role.list,
    sample: { url: '/system/role/authUser/unallocatedList?roleId=2' },
  },
  'PUT /system/role/authUser/cancel': {
    access: S.role.edit,
    log: ROLE,
    // a role without menus: the caller (who holds only system:role:edit) may manage a user who holds no more
    sample: async (s, a, n) => {
      const roleId = await newRole(s, a, `ca${n}`)
      return { body: { roleId, userId: await newUser(s, n, [roleId]) } }
    },
  },
  'PUT /system/role/authUser/cancelAll': {
    access: S.role.edit,
    log: ROLE,
    sample: async (s, a, n) => {
      const roleId = await newRole(s, a, `cl${n}`)
      return { url: `/system/role/authUser/cancelAll?roleId=${roleId}&userIds=${await newUser(s, n, [roleId])}` }
    },
  },
  'PUT /system/role/authUser/selectAll': {
    access: S.role.edit,
    log: ROLE,
    sample: async (s, a, n) => ({
      url: `/system/role/authUser/selectAll?roleId=${await newRole(s, a, `sa${n}`)}&userIds=${await newUser(s, n)}`,
    }),
  },
  'PUT /system/role/changeStatus': {
    access: S.role.edit,
    log: { title: '角色管理', type: B.UPDATE },
    sample: async (s, a, n) => ({ body: { roleId: await newRole(s, a, `s${n}`), status: '1' } }),
  },
  'PUT /system/role/dataScope': {
    access: S.role.edit,
    log: ROLE,
    sample: async (s, a, n) => ({
      body: { roleId: await newRole(s, a, `ds${n}`), dataScope: '2', deptIds: [103, 105] },
    }),
  },

  /* ---- menus, departments, posts, notices ---- */
  ...crudSecurity({
    path: '/system/menu',
    id: 'menuId',
    title: '菜单管理',
    permissions: S.menu,
    body: (n) => ({
      menuName: `菜单${n}`,
      parentId: 1,
      orderNum: 9,
      menuType: 'C',
      path: `p${n}`,
      component: 'demo/index',
    }),
    detailId: 100,
    listQuery: '?menuName=' + encodeURIComponent('用户'),
    removeOne: true, // the family's DELETE /system/menu/{menuId}: a tree goes leaf by leaf
  }),
  'GET /system/menu/treeselect': { access: S.menu.list },
  'GET /system/menu/roleMenuTreeselect/:roleId': {
    access: S.menu.list,
    sample: { url: '/system/menu/roleMenuTreeselect/2' },
  },
  ...crudSecurity({
    path: '/system/dept',
    id: 'deptId',
    title: '部门管理',
    permissions: S.dept,
    body: (n) => ({ parentId: 100, deptName: `部门${n}`, orderNum: 9 }),
    detailId: 103,
  }),
  'GET /system/dept/list/exclude/:deptId': { access: S.dept.list, sample: { url: '/system/dept/list/exclude/101' } },
  ...crudSecurity({
    path: '/system/post',
    id: 'postId',
    title: '岗位管理',
    permissions: S.post,
    body: (n) => ({ postCode: `c${n}`, postName: `岗位${n}`, postSort: 5 }),
    detailId: 1,
    exportForm: '',
  }),
  'GET /system/post/optionselect': { access: 'signed-in' },
  ...crudSecurity({
    path: '/system/notice',
    id: 'noticeId',
    title: '通知公告',
    permissions: S.notice,
    body: (n) => ({ noticeTitle: `通知${n}`, noticeType: '1', noticeContent: '<p>内容</p>' }),
    detailId: 1,
  }),

  /* ---- logs ---- */
  ...crudSecurity({
    path: '/system/operlog',
    id: 'operId',
    title: '操作日志',
    permissions: S.operlog,
    listQuery: '?orderByColumn=costTime&isAsc=descending',
    exportForm: 'businessType=1',
  }),
  'GET /system/operlog/:operId': {
    access: S.operlog.query,
    sample: async (s) => ({ url: `/system/operlog/${await operLogRow(s)}` }),
  },
  'DELETE /system/operlog/:operIds': {
    access: S.operlog.remove,
    log: { title: '操作日志', type: B.DELETE },
    sample: async (s) => ({ url: `/system/operlog/${await operLogRow(s)}` }),
  },
  'DELETE /system/operlog/clean': { access: S.operlog.remove, log: { title: '操作日志', type: B.CLEAN } },
  ...crudSecurity({
    path: '/system/logininfor',
    id: 'infoId',
    title: '登录日志',
    permissions: S.logininfor,
    exportForm: '',
  }),
  'DELETE /system/logininfor/:infoIds': {
    access: S.logininfor.remove,
    log: { title: '登录日志', type: B.DELETE },
    sample: async (s) => ({ url: `/system/logininfor/${await loginLogRow(s)}` }),
  },
  'DELETE /system/logininfor/clean': { access: S.logininfor.remove, log: { title: '登录日志', type: B.CLEAN } },
  'GET /system/logininfor/unlock/:userName': {
    access: S.logininfor.unlock,
    log: { title: '账户解锁', type: B.OTHER },
    sample: { url: '/system/logininfor/unlock/ry' },
  },
}

securityTable['PUT /system/menu/updateSort'] = {
  access: S.menu.edit,
  log: { title: '保存菜单排序', type: B.UPDATE },
  sample: { body: { menuIds: '1', orderNums: '1' } },
}
securityTable['PUT /system/dept/updateSort'] = {
  access: S.dept.edit,
  log: { title: '保存部门排序', type: B.UPDATE },
  sample: { body: { deptIds: '103', orderNums: '1' } },
}
securityTable['GET /system/notice/listTop'] = { access: 'signed-in' }
securityTable['GET /system/notice/view/:noticeId'] = {
  access: 'signed-in',
  sample: { url: '/system/notice/view/1' },
}
securityTable['POST /system/notice/markRead'] = {
  access: 'signed-in',
  log: false,
  sample: { url: '/system/notice/markRead?noticeId=1' },
}
securityTable['POST /system/notice/markReadAll'] = {
  access: 'signed-in',
  log: false,
  sample: { url: '/system/notice/markReadAll?ids=1,2' },
}
securityTable['GET /system/notice/readUsers/list'] = {
  access: S.notice.list,
  sample: { url: '/system/notice/readUsers/list?noticeId=1' },
}
