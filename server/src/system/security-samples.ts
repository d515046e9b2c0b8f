import { BUSINESS_TYPE as B, SYSTEM_PERMISSIONS as S } from '@wp/contract'
import type { TestServer } from '../testing/harness'
import { createdId, multipartFile, PNG_1PX, setConfig, signInBody, xlsxOf } from '../testing/fixtures'
import type { SecurityTable } from '../testing/security-table'
import { sysLogininfor, sysOperLog } from './log/schema'

// Loaded only by the security test (through the module object's `security`), never in production.

const newUser = (s: TestServer, n: number, roleIds: number[] = []) => s.createUser(`fx${n}`, roleIds, 103)

async function lastOperId(s: TestServer) {
  const [row] = await s.ctx.db
    .insert(sysOperLog)
    .values({ title: 'fixture', operTime: s.clock.now() })
    .returning({ id: sysOperLog.operId })
  return row.id
}

async function lastLoginId(s: TestServer) {
  const [row] = await s.ctx.db
    .insert(sysLogininfor)
    .values({ userName: 'fixture', loginTime: s.clock.now() })
    .returning({ id: sysLogininfor.infoId })
  return row.id
}

/** Every route of the system module: its expected access and operation-log row, and a request that succeeds. */
export const SYSTEM_SECURITY: SecurityTable = {
  'GET /code': { access: 'public' },
  'POST /auth/register': {
    access: 'public',
    log: { title: '用户注册', type: B.INSERT },
    sample: async (s, _a, n) => {
      await setConfig(s, 'sys.account.registerUser', 'true')
      return { body: await signInBody(s, `reg${n}`, 'abc12345') }
    },
  },
  // Sign-in, refresh and sign-out keep their own log (sys_logininfor), not the operation log.
  'POST /auth/login': { access: 'public', log: false, sample: async (s) => ({ body: await signInBody(s, 'ry') }) },
  'POST /auth/refresh': { access: 'signed-in', log: false },
  'DELETE /auth/logout': { access: 'public', log: false },
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
  'GET /system/dict/type/list': { access: S.dict.list },
  'GET /system/dict/type/optionselect': { access: S.dict.list },
  'GET /system/dict/type/:dictId': { access: S.dict.query, sample: { url: '/system/dict/type/1' } },
  'POST /system/dict/type': {
    access: S.dict.add,
    log: { title: '字典类型', type: B.INSERT },
    sample: async (_s, _a, n) => ({ body: { dictName: '类型', dictType: `sec_t${n}` } }),
  },
  'PUT /system/dict/type': {
    access: S.dict.edit,
    log: { title: '字典类型', type: B.UPDATE },
    sample: async (s, a, n) => ({
      body: {
        dictId: await createdId(s, a, 'POST', '/system/dict/type', { dictName: 'x', dictType: `sec_e${n}` }, 'dictId'),
        dictName: 'y',
        dictType: `sec_e${n}`,
      },
    }),
  },
  'DELETE /system/dict/type/refreshCache': { access: S.dict.remove, log: { title: '字典类型', type: B.CLEAN } },
  'DELETE /system/dict/type/:dictIds': {
    access: S.dict.remove,
    log: { title: '字典类型', type: B.DELETE },
    sample: async (s, a, n) => ({
      url: `/system/dict/type/${await createdId(s, a, 'POST', '/system/dict/type', { dictName: 'x', dictType: `sec_d${n}` }, 'dictId')}`,
    }),
  },
  'POST /system/dict/type/export': {
    access: S.dict.export,
    log: { title: '字典类型', type: B.EXPORT },
    sample: { form: '' },
  },
  'GET /system/dict/data/list': { access: S.dict.list },
  'GET /system/dict/data/type/:dictType': {
    access: 'signed-in',
    sample: { url: '/system/dict/data/type/sys_user_sex' },
  },
  'GET /system/dict/data/getSysDictData': { access: 'signed-in' },
  'GET /system/dict/data/detail': {
    access: 'signed-in',
    sample: { url: '/system/dict/data/detail?dictType=sys_user_sex&dictValue=0' },
  },
  'GET /system/dict/data/:dictCode': { access: S.dict.query, sample: { url: '/system/dict/data/1' } },
  'POST /system/dict/data': {
    access: S.dict.add,
    log: { title: '字典数据', type: B.INSERT },
    sample: async (_s, _a, n) => ({
      body: { dictType: 'sys_user_sex', dictLabel: `l${n}`, dictValue: `v${n}` },
    }),
  },
  'PUT /system/dict/data': {
    access: S.dict.edit,
    log: { title: '字典数据', type: B.UPDATE },
    sample: async (s, a, n) => ({
      body: {
        dictCode: await createdId(
          s,
          a,
          'POST',
          '/system/dict/data',
          { dictType: 'sys_user_sex', dictLabel: 'x', dictValue: `e${n}` },
          'dictCode',
        ),
        dictType: 'sys_user_sex',
        dictLabel: 'y',
        dictValue: `e${n}`,
      },
    }),
  },
  'DELETE /system/dict/data/:dictCodes': {
    access: S.dict.remove,
    log: { title: '字典数据', type: B.DELETE },
    sample: async (s, a, n) => ({
      url: `/system/dict/data/${await createdId(s, a, 'POST', '/system/dict/data', { dictType: 'sys_user_sex', dictLabel: 'x', dictValue: `d${n}` }, 'dictCode')}`,
    }),
  },
  'POST /system/dict/data/export': {
    access: S.dict.export,
    log: { title: '字典数据', type: B.EXPORT },
    sample: { form: 'dictType=sys_user_sex' },
  },
  'GET /system/config/list': { access: S.config.list },
  'GET /system/config/configKey/:configKey': {
    access: 'signed-in',
    sample: { url: '/system/config/configKey/sys.index.skinName' },
  },
  'GET /system/config/:configId': { access: S.config.query, sample: { url: '/system/config/1' } },
  'POST /system/config': {
    access: S.config.add,
    log: { title: '参数管理', type: B.INSERT },
    sample: async (_s, _a, n) => ({ body: { configName: 'x', configKey: `sec.a${n}`, configValue: '' } }),
  },
  'PUT /system/config': {
    access: S.config.edit,
    log: { title: '参数管理', type: B.UPDATE },
    sample: async (s, a, n) => ({
      body: {
        configId: await createdId(
          s,
          a,
          'POST',
          '/system/config',
          { configName: 'x', configKey: `sec.e${n}`, configValue: '' },
          'configId',
        ),
        configName: 'y',
        configKey: `sec.e${n}`,
        configValue: '1',
      },
    }),
  },
  'DELETE /system/config/refreshCache': { access: S.config.remove, log: { title: '参数管理', type: B.CLEAN } },
  'DELETE /system/config/clearCache': { access: S.config.remove, log: { title: '参数管理', type: B.CLEAN } },
  'DELETE /system/config/:configIds': {
    access: S.config.remove,
    log: { title: '参数管理', type: B.DELETE },
    sample: async (s, a, n) => ({
      url: `/system/config/${await createdId(s, a, 'POST', '/system/config', { configName: 'x', configKey: `sec.d${n}`, configValue: '' }, 'configId')}`,
    }),
  },
  'POST /system/config/export': {
    access: S.config.export,
    log: { title: '参数管理', type: B.EXPORT },
    sample: { form: '' },
  },
  'GET /system/user/list': { access: S.user.list, sample: { url: '/system/user/list?deptId=100&pageSize=5' } },
  'GET /system/user/deptTree': { access: S.user.list },
  'GET /system/user/': { access: S.user.query, sample: { url: '/system/user/' } },
  'GET /system/user/:userId': { access: S.user.query, sample: { url: '/system/user/2' } },
  'POST /system/user': {
    access: S.user.add,
    log: { title: '用户管理', type: B.INSERT },
    sample: async (_s, _a, n) => ({
      body: { userName: `add${n}`, nickName: '新用户', password: 'abc12345', deptId: 103 },
    }),
  },
  'PUT /system/user': {
    access: S.user.edit,
    log: { title: '用户管理', type: B.UPDATE },
    sample: async (s, _a, n) => ({ body: { userId: await newUser(s, n), nickName: '改名', deptId: 104 } }),
  },
  'DELETE /system/user/:userIds': {
    access: S.user.remove,
    log: { title: '用户管理', type: B.DELETE },
    sample: async (s, _a, n) => ({ url: `/system/user/${await newUser(s, n)}` }),
  },
  'PUT /system/user/resetPwd': {
    access: S.user.resetPwd,
    log: { title: '用户管理', type: B.UPDATE },
    sample: async (s, _a, n) => ({ body: { userId: await newUser(s, n), password: 'reset1234' } }),
  },
  'PUT /system/user/changeStatus': {
    access: S.user.edit,
    log: { title: '用户管理', type: B.UPDATE },
    sample: async (s, _a, n) => ({ body: { userId: await newUser(s, n), status: '1' } }),
  },
  'GET /system/user/authRole/:userId': { access: S.user.query, sample: { url: '/system/user/authRole/2' } },
  'PUT /system/user/authRole': {
    access: S.user.edit,
    log: { title: '用户管理', type: B.GRANT },
    sample: async (s, _a, n) => ({
      url: `/system/user/authRole?userId=${await newUser(s, n)}&roleIds=2`,
    }),
  },
  'POST /system/user/export': {
    access: S.user.export,
    log: { title: '用户管理', type: B.EXPORT },
    sample: { form: 'deptId=103&columns=userName,nickName' },
  },
  // A download of an empty template (the family POSTs downloads): it changes nothing, so it is not logged.
  'POST /system/user/importTemplate': { access: S.user.import, log: false, sample: { form: '' } },
  'POST /system/user/importData': {
    access: S.user.import,
    log: { title: '用户管理', type: B.IMPORT },
    sample: async (s, _a, n) => {
      await setConfig(s, 'sys.user.initPassword', 'init1234')
      return {
        url: '/system/user/importData?updateSupport=false',
        file: async () =>
          multipartFile(
            'file',
            'u.xlsx',
            await xlsxOf(['部门编号', '登录名称', '用户名称'], [[103, `imp${n}`, '导入']]),
            'application/octet-stream',
          ),
      }
    },
  },
  'GET /system/role/list': { access: S.role.list },
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
    log: { title: '角色管理', type: B.GRANT },
    sample: async (s, _a, n) => ({ body: { roleId: 2, userId: await newUser(s, n, [2]) } }),
  },
  'PUT /system/role/authUser/cancelAll': {
    access: S.role.edit,
    log: { title: '角色管理', type: B.GRANT },
    sample: async (s, _a, n) => ({
      url: `/system/role/authUser/cancelAll?roleId=2&userIds=${await newUser(s, n, [2])}`,
    }),
  },
  'PUT /system/role/authUser/selectAll': {
    access: S.role.edit,
    log: { title: '角色管理', type: B.GRANT },
    sample: async (s, _a, n) => ({
      url: `/system/role/authUser/selectAll?roleId=2&userIds=${await newUser(s, n)}`,
    }),
  },
  'GET /system/role/:roleId': { access: S.role.query, sample: { url: '/system/role/2' } },
  'POST /system/role': {
    access: S.role.add,
    log: { title: '角色管理', type: B.INSERT },
    sample: async (_s, _a, n) => ({
      body: { roleName: `角色${n}`, roleKey: `k${n}`, roleSort: 3, menuIds: [1, 100] },
    }),
  },
  'PUT /system/role': {
    access: S.role.edit,
    log: { title: '角色管理', type: B.UPDATE },
    sample: async (s, a, n) => ({
      body: {
        roleId: await createdId(
          s,
          a,
          'POST',
          '/system/role',
          { roleName: `改${n}`, roleKey: `e${n}`, roleSort: 3 },
          'roleId',
        ),
        roleName: `改${n}`,
        roleKey: `e${n}`,
        roleSort: 4,
        menuIds: [1],
      },
    }),
  },
  'PUT /system/role/changeStatus': {
    access: S.role.edit,
    log: { title: '角色管理', type: B.UPDATE },
    sample: async (s, a, n) => ({
      body: {
        roleId: await createdId(
          s,
          a,
          'POST',
          '/system/role',
          { roleName: `停${n}`, roleKey: `s${n}`, roleSort: 3 },
          'roleId',
        ),
        status: '1',
      },
    }),
  },
  'PUT /system/role/dataScope': {
    access: S.role.edit,
    log: { title: '角色管理', type: B.GRANT },
    sample: async (s, a, n) => ({
      body: {
        roleId: await createdId(
          s,
          a,
          'POST',
          '/system/role',
          { roleName: `数${n}`, roleKey: `ds${n}`, roleSort: 3 },
          'roleId',
        ),
        dataScope: '2',
        deptIds: [103, 105],
      },
    }),
  },
  'DELETE /system/role/:roleIds': {
    access: S.role.remove,
    log: { title: '角色管理', type: B.DELETE },
    sample: async (s, a, n) => ({
      url: `/system/role/${await createdId(s, a, 'POST', '/system/role', { roleName: `删${n}`, roleKey: `d${n}`, roleSort: 3 }, 'roleId')}`,
    }),
  },
  'POST /system/role/export': {
    access: S.role.export,
    log: { title: '角色管理', type: B.EXPORT },
    sample: { form: '' },
  },
  'GET /system/menu/list': {
    access: S.menu.list,
    sample: { url: '/system/menu/list?menuName=' + encodeURIComponent('用户') },
  },
  'GET /system/menu/treeselect': { access: S.menu.list },
  'GET /system/menu/roleMenuTreeselect/:roleId': {
    access: S.menu.list,
    sample: { url: '/system/menu/roleMenuTreeselect/2' },
  },
  'GET /system/menu/:menuId': { access: S.menu.query, sample: { url: '/system/menu/100' } },
  'POST /system/menu': {
    access: S.menu.add,
    log: { title: '菜单管理', type: B.INSERT },
    sample: async (_s, _a, n) => ({
      body: { menuName: `菜单${n}`, parentId: 1, orderNum: 9, menuType: 'C', path: `p${n}`, component: 'demo/index' },
    }),
  },
  'PUT /system/menu': {
    access: S.menu.edit,
    log: { title: '菜单管理', type: B.UPDATE },
    sample: async (s, a, n) => ({
      body: {
        menuId: await createdId(
          s,
          a,
          'POST',
          '/system/menu',
          { menuName: `改${n}`, parentId: 1, orderNum: 9, menuType: 'M', path: `e${n}` },
          'menuId',
        ),
        menuName: `改${n}`,
        parentId: 1,
        orderNum: 8,
        menuType: 'M',
        path: `e${n}`,
      },
    }),
  },
  'DELETE /system/menu/:menuId': {
    access: S.menu.remove,
    log: { title: '菜单管理', type: B.DELETE },
    sample: async (s, a, n) => ({
      url: `/system/menu/${await createdId(s, a, 'POST', '/system/menu', { menuName: `删${n}`, parentId: 1, orderNum: 9, menuType: 'F', path: '' }, 'menuId')}`,
    }),
  },
  'GET /system/dept/list': { access: S.dept.list },
  'GET /system/dept/list/exclude/:deptId': { access: S.dept.list, sample: { url: '/system/dept/list/exclude/101' } },
  'GET /system/dept/:deptId': { access: S.dept.query, sample: { url: '/system/dept/103' } },
  'POST /system/dept': {
    access: S.dept.add,
    log: { title: '部门管理', type: B.INSERT },
    sample: async (_s, _a, n) => ({ body: { parentId: 100, deptName: `部门${n}`, orderNum: 9 } }),
  },
  'PUT /system/dept': {
    access: S.dept.edit,
    log: { title: '部门管理', type: B.UPDATE },
    sample: async (s, a, n) => ({
      body: {
        deptId: await createdId(
          s,
          a,
          'POST',
          '/system/dept',
          { parentId: 100, deptName: `改${n}`, orderNum: 9 },
          'deptId',
        ),
        parentId: 101,
        deptName: `改${n}`,
        orderNum: 9,
      },
    }),
  },
  'DELETE /system/dept/:deptId': {
    access: S.dept.remove,
    log: { title: '部门管理', type: B.DELETE },
    sample: async (s, a, n) => ({
      url: `/system/dept/${await createdId(s, a, 'POST', '/system/dept', { parentId: 100, deptName: `删${n}`, orderNum: 9 }, 'deptId')}`,
    }),
  },
  'GET /system/post/list': { access: S.post.list },
  'GET /system/post/optionselect': { access: 'signed-in' },
  'GET /system/post/:postId': { access: S.post.query, sample: { url: '/system/post/1' } },
  'POST /system/post': {
    access: S.post.add,
    log: { title: '岗位管理', type: B.INSERT },
    sample: async (_s, _a, n) => ({ body: { postCode: `c${n}`, postName: `岗位${n}`, postSort: 5 } }),
  },
  'PUT /system/post': {
    access: S.post.edit,
    log: { title: '岗位管理', type: B.UPDATE },
    sample: async (s, a, n) => ({
      body: {
        postId: await createdId(
          s,
          a,
          'POST',
          '/system/post',
          { postCode: `e${n}`, postName: `改${n}`, postSort: 5 },
          'postId',
        ),
        postCode: `e${n}`,
        postName: `改${n}`,
        postSort: 6,
      },
    }),
  },
  'DELETE /system/post/:postIds': {
    access: S.post.remove,
    log: { title: '岗位管理', type: B.DELETE },
    sample: async (s, a, n) => ({
      url: `/system/post/${await createdId(s, a, 'POST', '/system/post', { postCode: `d${n}`, postName: `删${n}`, postSort: 5 }, 'postId')}`,
    }),
  },
  'POST /system/post/export': {
    access: S.post.export,
    log: { title: '岗位管理', type: B.EXPORT },
    sample: { form: '' },
  },
  'GET /system/notice/list': { access: S.notice.list },
  'GET /system/notice/:noticeId': { access: S.notice.query, sample: { url: '/system/notice/1' } },
  'POST /system/notice': {
    access: S.notice.add,
    log: { title: '通知公告', type: B.INSERT },
    sample: { body: { noticeTitle: '通知', noticeType: '1', noticeContent: '<p>内容</p>' } },
  },
  'PUT /system/notice': {
    access: S.notice.edit,
    log: { title: '通知公告', type: B.UPDATE },
    sample: async (s, a) => ({
      body: {
        noticeId: await createdId(
          s,
          a,
          'POST',
          '/system/notice',
          { noticeTitle: '改', noticeType: '1', noticeContent: '' },
          'noticeId',
        ),
        noticeTitle: '改了',
        noticeType: '2',
        noticeContent: '<p>x</p>',
      },
    }),
  },
  'DELETE /system/notice/:noticeIds': {
    access: S.notice.remove,
    log: { title: '通知公告', type: B.DELETE },
    sample: async (s, a) => ({
      url: `/system/notice/${await createdId(s, a, 'POST', '/system/notice', { noticeTitle: '删', noticeType: '1', noticeContent: '' }, 'noticeId')}`,
    }),
  },
  'GET /system/operlog/list': {
    access: S.operlog.list,
    sample: { url: '/system/operlog/list?orderByColumn=costTime&isAsc=descending' },
  },
  'DELETE /system/operlog/clean': { access: S.operlog.remove, log: { title: '操作日志', type: B.CLEAN } },
  'GET /system/operlog/:operId': {
    access: S.operlog.query,
    sample: async (s) => ({ url: `/system/operlog/${await lastOperId(s)}` }),
  },
  'DELETE /system/operlog/:operIds': {
    access: S.operlog.remove,
    log: { title: '操作日志', type: B.DELETE },
    sample: async (s) => ({ url: `/system/operlog/${await lastOperId(s)}` }),
  },
  'POST /system/operlog/export': {
    access: S.operlog.export,
    log: { title: '操作日志', type: B.EXPORT },
    sample: { form: 'businessType=1' },
  },
  'GET /system/logininfor/list': { access: S.logininfor.list },
  'DELETE /system/logininfor/clean': { access: S.logininfor.remove, log: { title: '登录日志', type: B.CLEAN } },
  'GET /system/logininfor/unlock/:userName': {
    access: S.logininfor.unlock,
    log: { title: '账户解锁', type: B.OTHER },
    sample: { url: '/system/logininfor/unlock/ry' },
  },
  'DELETE /system/logininfor/:infoIds': {
    access: S.logininfor.remove,
    log: { title: '登录日志', type: B.DELETE },
    sample: async (s) => ({ url: `/system/logininfor/${await lastLoginId(s)}` }),
  },
  'POST /system/logininfor/export': {
    access: S.logininfor.export,
    log: { title: '登录日志', type: B.EXPORT },
    sample: { form: '' },
  },
}
