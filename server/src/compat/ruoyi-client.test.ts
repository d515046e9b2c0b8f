import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import JSZip from 'jszip'
import { describe, expect, it } from 'vitest'
import { encryptPassword } from '../auth/cipher'
import { registrationTree } from '../gen/testing/workspace'
import { sharedTestServer, startTestServer, type Envelope, type TestServer } from '../testing/harness'
import { multipartFile, PNG_1PX, postForm, readXlsx, XLSX, xlsxOf } from '../testing/fixtures'

/**
 * RuoYi-Cloud 3.6's own front end (`ruoyi-ui`, with `api/login.js` changed as the README shows) against this server.
 *
 * The inventory below lists every API function of `ruoyi-ui/src/api/**`: 111 `export function`s in 16 files plus
 * `getRouters`, an arrow constant in `api/menu.js` — 112. Each row: the file
 * and function, the method and path it requests (`:x` is a segment the function appends, `:x?` one that may be
 * empty), how it sends its arguments, and the `it` below that replays it. `login`, `register` and `getCodeImg` go
 * without the bearer token (`isToken: false`).
 *
 * Sends: `params` — a GET query flattened by `tansParams` (`params[beginTime]=…`, empty values left out); `query` —
 * a PUT/POST's `params`, serialised by axios itself; `json` — the body as JSON; `form` — multipart (`avatarfile`);
 * `-` — nothing.
 *
 * Besides these, views call `utils/request.js`'s `download()` (a form-encoded POST answered with a file), the code
 * generator's list `$download.zip()` (a GET answered with a zip) and upload through components: `FILE_CALLS`. The last `it` fails when a row or file call was not replayed.
 */
const REPLAY = {
  login: 'login.js: challenge, encrypted login, getInfo, refresh, unlockScreen, register, logout',
  routers: 'menu.js: getRouters',
  job: 'monitor/job.js and jobLog.js under /schedule/job, with the form’s numeric defaults',
  online: 'monitor/online.js under /system/online',
  config: 'system/config.js: CRUD, configKey in msg, refreshCache',
  dept: 'system/dept.js: tree list, exclude, CRUD, updateSort',
  dict: 'system/dict/type.js and data.js: CRUD, optionselect, getDicts, refreshCache',
  logininfor: 'system/logininfor.js: rows carry accessTime and sort by it; delete, unlock, clean',
  menu: 'system/menu.js: isFrame/isCache as strings, trees, CRUD, updateSort',
  notice: 'system/notice.js: CRUD, listTop with unreadCount, markRead, markReadAll, readUsers/list',
  operlog: 'system/operlog.js: rows and detail fields, delete, clean',
  post: 'system/post.js: CRUD',
  role: 'system/role.js: CRUD, menus and data scope, status, user grants',
  user: 'system/user.js: CRUD, status, password reset, role grants, dept tree',
  profile: 'system/user.js profile: read, update, password, avatar',
  gen: 'tool/gen.js: db list, import, list, detail, edit with the family’s types, preview, sync, genCode, zip, delete',
} as const
type ReplayTest = keyof typeof REPLAY

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
type Sends = 'params' | 'query' | 'json' | 'form' | '-'
type Row = readonly [file: string, fn: string, method: Method, path: string, sends: Sends, test: ReplayTest]

// prettier-ignore
const INVENTORY: readonly Row[] = [
  // file                     function                 method    path                                           sends     it
  ['login.js',                'login',                 'POST',   '/auth/login',                                 'json',   'login'],
  ['login.js',                'register',              'POST',   '/auth/register',                              'json',   'login'],
  ['login.js',                'unlockScreen',          'POST',   '/auth/unlockscreen',                          'json',   'login'],
  ['login.js',                'refreshToken',          'POST',   '/auth/refresh',                               '-',      'login'],
  ['login.js',                'getInfo',               'GET',    '/system/user/getInfo',                        '-',      'login'],
  ['login.js',                'logout',                'DELETE', '/auth/logout',                                '-',      'login'],
  ['login.js',                'getCodeImg',            'GET',    '/code',                                       '-',      'login'],
  ['menu.js',                 'getRouters',            'GET',    '/system/menu/getRouters',                     '-',      'routers'],
  ['monitor/job.js',          'listJob',               'GET',    '/schedule/job/list',                          'params', 'job'],
  ['monitor/job.js',          'getJob',                'GET',    '/schedule/job/:jobId',                        '-',      'job'],
  ['monitor/job.js',          'addJob',                'POST',   '/schedule/job',                               'json',   'job'],
  ['monitor/job.js',          'updateJob',             'PUT',    '/schedule/job',                               'json',   'job'],
  ['monitor/job.js',          'delJob',                'DELETE', '/schedule/job/:jobIds',                       '-',      'job'],
  ['monitor/job.js',          'changeJobStatus',       'PUT',    '/schedule/job/changeStatus',                  'json',   'job'],
  ['monitor/job.js',          'runJob',                'PUT',    '/schedule/job/run',                           'json',   'job'],
  ['monitor/jobLog.js',       'listJobLog',            'GET',    '/schedule/job/log/list',                      'params', 'job'],
  ['monitor/jobLog.js',       'delJobLog',             'DELETE', '/schedule/job/log/:jobLogIds',                '-',      'job'],
  ['monitor/jobLog.js',       'cleanJobLog',           'DELETE', '/schedule/job/log/clean',                     '-',      'job'],
  ['monitor/online.js',       'list',                  'GET',    '/system/online/list',                         'params', 'online'],
  ['monitor/online.js',       'forceLogout',           'DELETE', '/system/online/:tokenId',                     '-',      'online'],
  ['system/config.js',        'listConfig',            'GET',    '/system/config/list',                         'params', 'config'],
  ['system/config.js',        'getConfig',             'GET',    '/system/config/:configId',                    '-',      'config'],
  ['system/config.js',        'getConfigKey',          'GET',    '/system/config/configKey/:configKey',         '-',      'config'],
  ['system/config.js',        'addConfig',             'POST',   '/system/config',                              'json',   'config'],
  ['system/config.js',        'updateConfig',          'PUT',    '/system/config',                              'json',   'config'],
  ['system/config.js',        'delConfig',             'DELETE', '/system/config/:configIds',                   '-',      'config'],
  ['system/config.js',        'refreshCache',          'DELETE', '/system/config/refreshCache',                 '-',      'config'],
  ['system/dept.js',          'listDept',              'GET',    '/system/dept/list',                           'params', 'dept'],
  ['system/dept.js',          'listDeptExcludeChild',  'GET',    '/system/dept/list/exclude/:deptId',           '-',      'dept'],
  ['system/dept.js',          'getDept',               'GET',    '/system/dept/:deptId',                        '-',      'dept'],
  ['system/dept.js',          'addDept',               'POST',   '/system/dept',                                'json',   'dept'],
  ['system/dept.js',          'updateDept',            'PUT',    '/system/dept',                                'json',   'dept'],
  ['system/dept.js',          'updateDeptSort',        'PUT',    '/system/dept/updateSort',                     'json',   'dept'],
  ['system/dept.js',          'delDept',               'DELETE', '/system/dept/:deptId',                        '-',      'dept'],
  ['system/dict/data.js',     'listData',              'GET',    '/system/dict/data/list',                      'params', 'dict'],
  ['system/dict/data.js',     'getData',               'GET',    '/system/dict/data/:dictCode',                 '-',      'dict'],
  ['system/dict/data.js',     'getDicts',              'GET',    '/system/dict/data/type/:dictType',            '-',      'dict'],
  ['system/dict/data.js',     'addData',               'POST',   '/system/dict/data',                           'json',   'dict'],
  ['system/dict/data.js',     'updateData',            'PUT',    '/system/dict/data',                           'json',   'dict'],
  ['system/dict/data.js',     'delData',               'DELETE', '/system/dict/data/:dictCodes',                '-',      'dict'],
  ['system/dict/type.js',     'listType',              'GET',    '/system/dict/type/list',                      'params', 'dict'],
  ['system/dict/type.js',     'getType',               'GET',    '/system/dict/type/:dictId',                   '-',      'dict'],
  ['system/dict/type.js',     'addType',               'POST',   '/system/dict/type',                           'json',   'dict'],
  ['system/dict/type.js',     'updateType',            'PUT',    '/system/dict/type',                           'json',   'dict'],
  ['system/dict/type.js',     'delType',               'DELETE', '/system/dict/type/:dictIds',                  '-',      'dict'],
  ['system/dict/type.js',     'refreshCache',          'DELETE', '/system/dict/type/refreshCache',              '-',      'dict'],
  ['system/dict/type.js',     'optionselect',          'GET',    '/system/dict/type/optionselect',              '-',      'dict'],
  ['system/logininfor.js',    'list',                  'GET',    '/system/logininfor/list',                     'params', 'logininfor'],
  ['system/logininfor.js',    'delLogininfor',         'DELETE', '/system/logininfor/:infoIds',                 '-',      'logininfor'],
  ['system/logininfor.js',    'unlockLogininfor',      'GET',    '/system/logininfor/unlock/:userName',         '-',      'logininfor'],
  ['system/logininfor.js',    'cleanLogininfor',       'DELETE', '/system/logininfor/clean',                    '-',      'logininfor'],
  ['system/menu.js',          'listMenu',              'GET',    '/system/menu/list',                           'params', 'menu'],
  ['system/menu.js',          'getMenu',               'GET',    '/system/menu/:menuId',                        '-',      'menu'],
  ['system/menu.js',          'treeselect',            'GET',    '/system/menu/treeselect',                     '-',      'menu'],
  ['system/menu.js',          'roleMenuTreeselect',    'GET',    '/system/menu/roleMenuTreeselect/:roleId',     '-',      'role'],
  ['system/menu.js',          'addMenu',               'POST',   '/system/menu',                                'json',   'menu'],
  ['system/menu.js',          'updateMenu',            'PUT',    '/system/menu',                                'json',   'menu'],
  ['system/menu.js',          'updateMenuSort',        'PUT',    '/system/menu/updateSort',                     'json',   'menu'],
  ['system/menu.js',          'delMenu',               'DELETE', '/system/menu/:menuId',                        '-',      'menu'],
  ['system/notice.js',        'listNotice',            'GET',    '/system/notice/list',                         'params', 'notice'],
  ['system/notice.js',        'getNotice',             'GET',    '/system/notice/:noticeId',                    '-',      'notice'],
  ['system/notice.js',        'addNotice',             'POST',   '/system/notice',                              'json',   'notice'],
  ['system/notice.js',        'updateNotice',          'PUT',    '/system/notice',                              'json',   'notice'],
  ['system/notice.js',        'delNotice',             'DELETE', '/system/notice/:noticeIds',                   '-',      'notice'],
  ['system/notice.js',        'listNoticeTop',         'GET',    '/system/notice/listTop',                      '-',      'notice'],
  ['system/notice.js',        'markNoticeRead',        'POST',   '/system/notice/markRead',                     'query',  'notice'],
  ['system/notice.js',        'markNoticeReadAll',     'POST',   '/system/notice/markReadAll',                  'query',  'notice'],
  ['system/notice.js',        'listNoticeReadUsers',   'GET',    '/system/notice/readUsers/list',               'params', 'notice'],
  ['system/operlog.js',       'list',                  'GET',    '/system/operlog/list',                        'params', 'operlog'],
  ['system/operlog.js',       'delOperlog',            'DELETE', '/system/operlog/:operIds',                    '-',      'operlog'],
  ['system/operlog.js',       'cleanOperlog',          'DELETE', '/system/operlog/clean',                       '-',      'operlog'],
  ['system/post.js',          'listPost',              'GET',    '/system/post/list',                           'params', 'post'],
  ['system/post.js',          'getPost',               'GET',    '/system/post/:postId',                        '-',      'post'],
  ['system/post.js',          'addPost',               'POST',   '/system/post',                                'json',   'post'],
  ['system/post.js',          'updatePost',            'PUT',    '/system/post',                                'json',   'post'],
  ['system/post.js',          'delPost',               'DELETE', '/system/post/:postIds',                       '-',      'post'],
  ['system/role.js',          'listRole',              'GET',    '/system/role/list',                           'params', 'role'],
  ['system/role.js',          'getRole',               'GET',    '/system/role/:roleId',                        '-',      'role'],
  ['system/role.js',          'addRole',               'POST',   '/system/role',                                'json',   'role'],
  ['system/role.js',          'updateRole',            'PUT',    '/system/role',                                'json',   'role'],
  ['system/role.js',          'dataScope',             'PUT',    '/system/role/dataScope',                      'json',   'role'],
  ['system/role.js',          'changeRoleStatus',      'PUT',    '/system/role/changeStatus',                   'json',   'role'],
  ['system/role.js',          'delRole',               'DELETE', '/system/role/:roleIds',                       '-',      'role'],
  ['system/role.js',          'allocatedUserList',     'GET',    '/system/role/authUser/allocatedList',         'params', 'role'],
  ['system/role.js',          'unallocatedUserList',   'GET',    '/system/role/authUser/unallocatedList',       'params', 'role'],
  ['system/role.js',          'authUserCancel',        'PUT',    '/system/role/authUser/cancel',                'json',   'role'],
  ['system/role.js',          'authUserCancelAll',     'PUT',    '/system/role/authUser/cancelAll',             'query',  'role'],
  ['system/role.js',          'authUserSelectAll',     'PUT',    '/system/role/authUser/selectAll',             'query',  'role'],
  ['system/role.js',          'deptTreeSelect',        'GET',    '/system/role/deptTree/:roleId',               '-',      'role'],
  ['system/user.js',          'listUser',              'GET',    '/system/user/list',                           'params', 'user'],
  ['system/user.js',          'getUser',               'GET',    '/system/user/:userId?',                       '-',      'user'],
  ['system/user.js',          'addUser',               'POST',   '/system/user',                                'json',   'user'],
  ['system/user.js',          'updateUser',            'PUT',    '/system/user',                                'json',   'user'],
  ['system/user.js',          'delUser',               'DELETE', '/system/user/:userIds',                       '-',      'user'],
  ['system/user.js',          'resetUserPwd',          'PUT',    '/system/user/resetPwd',                       'json',   'user'],
  ['system/user.js',          'changeUserStatus',      'PUT',    '/system/user/changeStatus',                   'json',   'user'],
  ['system/user.js',          'getUserProfile',        'GET',    '/system/user/profile',                        '-',      'profile'],
  ['system/user.js',          'updateUserProfile',     'PUT',    '/system/user/profile',                        'json',   'profile'],
  ['system/user.js',          'updateUserPwd',         'PUT',    '/system/user/profile/updatePwd',              'json',   'profile'],
  ['system/user.js',          'uploadAvatar',          'POST',   '/system/user/profile/avatar',                 'form',   'profile'],
  ['system/user.js',          'getAuthRole',           'GET',    '/system/user/authRole/:userId',               '-',      'user'],
  ['system/user.js',          'updateAuthRole',        'PUT',    '/system/user/authRole',                       'query',  'user'],
  ['system/user.js',          'deptTreeSelect',        'GET',    '/system/user/deptTree',                       '-',      'user'],
  ['tool/gen.js',             'listTable',             'GET',    '/code/gen/list',                              'params', 'gen'],
  ['tool/gen.js',             'listDbTable',           'GET',    '/code/gen/db/list',                           'params', 'gen'],
  ['tool/gen.js',             'getGenTable',           'GET',    '/code/gen/:tableId',                          '-',      'gen'],
  ['tool/gen.js',             'updateGenTable',        'PUT',    '/code/gen',                                   'json',   'gen'],
  ['tool/gen.js',             'importTable',           'POST',   '/code/gen/importTable',                       'query',  'gen'],
  ['tool/gen.js',             'previewTable',          'GET',    '/code/gen/preview/:tableId',                  '-',      'gen'],
  ['tool/gen.js',             'delTable',              'DELETE', '/code/gen/:tableId',                          '-',      'gen'],
  ['tool/gen.js',             'genCode',               'GET',    '/code/gen/genCode/:tableName',                '-',      'gen'],
  ['tool/gen.js',             'synchDb',               'GET',    '/code/gen/synchDb/:tableName',                '-',      'gen'],
]

/** The count found in RuoYi-Cloud's sources: 111 `export function`s in the 16 files, plus `getRouters`. */
const FAMILY_API_FUNCTIONS = 112

/** The views' `download(url, query)` calls (form-encoded POST answered with an .xlsx), and the user sheet's upload. */
const FILE_CALLS: readonly (readonly [view: string, path: string, test: ReplayTest])[] = [
  ['monitor/job/index.vue', '/schedule/job/export', 'job'],
  ['monitor/job/log.vue', '/schedule/job/log/export', 'job'],
  ['system/config/index.vue', '/system/config/export', 'config'],
  ['system/dict/data.vue', '/system/dict/data/export', 'dict'],
  ['system/dict/index.vue', '/system/dict/type/export', 'dict'],
  ['system/logininfor/index.vue', '/system/logininfor/export', 'logininfor'],
  ['system/operlog/index.vue', '/system/operlog/export', 'operlog'],
  ['system/post/index.vue', '/system/post/export', 'post'],
  ['system/role/index.vue', '/system/role/export', 'role'],
  ['system/user/index.vue', '/system/user/export', 'user'],
  ['system/user/index.vue (ExcelImportDialog)', '/system/user/importTemplate', 'user'],
  ['system/user/index.vue (ExcelImportDialog upload)', '/system/user/importData', 'user'],
  ['system/notice/index.vue (Editor, FileUpload, ImageUpload)', '/file/upload', 'notice'],
  ['tool/gen/index.vue ($download.zip)', '/code/gen/batchGenCode', 'gen'],
]

/** The family's own screens (`ruoyi-ui/src/views/`) that a menu may name as its component. */
const FAMILY_VIEWS = [
  'monitor/job/index',
  'monitor/online/index',
  'system/config/index',
  'system/dept/index',
  'system/dict/index',
  'system/logininfor/index',
  'system/menu/index',
  'system/notice/index',
  'system/operlog/index',
  'system/post/index',
  'system/role/index',
  'system/user/index',
  'tool/build/index',
  'tool/gen/index',
]

/** The key a replayed call is recorded under. */
const functionKey = (file: string, fn: string) => `${file}#${fn}`

/** Whether a requested path is one the inventory row's template produces. */
function pathMatches(template: string, path: string) {
  const pattern = template
    .split('/')
    .map((seg) =>
      seg.endsWith('?') ? '[^/]*' : seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/')
  return new RegExp(`^${pattern}$`).test(path)
}

describe('the family’s client (ruoyi-ui) against this server', () => {
  const t = sharedTestServer()
  /** Every inventory function a test replayed (`file#fn`), and every file call's path. */
  const replayed = new Set<string>()
  const fileCalls = new Set<string>()

  /** utils/ruoyi.js's tansParams (GET): nested objects become `key[sub]=value`, empty values are left out. */
  function tansParams(params: Record<string, unknown>) {
    const parts: string[] = []
    for (const [key, value] of Object.entries(params)) {
      if (value === null || value === '' || value === undefined) continue
      if (typeof value === 'object')
        for (const [sub, v] of Object.entries(value as Record<string, unknown>)) {
          if (v !== null && v !== '' && v !== undefined)
            parts.push(`${encodeURIComponent(`${key}[${sub}]`)}=${encodeURIComponent(String(v))}`)
        }
      else parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    }
    return parts.join('&')
  }
  /** axios 0.30's own params serialiser (PUT/POST `params`): only null and undefined left out, commas kept. */
  function axiosParams(params: Record<string, unknown>) {
    const encode = (v: string) => encodeURIComponent(v).replace(/%2C/gi, ',').replace(/%20/g, '+')
    return Object.entries(params)
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => `${encode(k)}=${encode(String(v))}`)
      .join('&')
  }

  interface Call {
    /** The inventory row replayed: `file#function`. */
    fn: string
    url: string
    method?: 'get' | 'post' | 'put' | 'delete'
    params?: Record<string, unknown>
    data?: unknown
    /** `isToken: false`, or another user's token. */
    as?: string | null
    /** another server on the same database (the captcha-on one) */
    on?: TestServer
  }
  /** One call of an api file's function as utils/request.js sends it; checks it is the inventory's row. */
  const request = async (o: Call) => {
    const method = (o.method ?? 'get').toUpperCase()
    const row = INVENTORY.find(([file, fn]) => functionKey(file, fn) === o.fn)
    expect(row, `${o.fn} is in the inventory`).toBeDefined()
    expect(method, o.fn).toBe(row![2])
    expect(pathMatches(row![3], o.url), `${o.url} is what ${o.fn} requests`).toBe(true)
    const sends = o.params ? (method === 'GET' ? 'params' : 'query') : o.data === undefined ? '-' : 'json'
    expect(sends, `how ${o.fn} sends its arguments`).toBe(row![4])
    replayed.add(o.fn)
    const query = o.params ? (method === 'GET' ? tansParams(o.params) : axiosParams(o.params)) : ''
    const bearer = o.as === null ? undefined : (o.as ?? t.token)
    const server = o.on ?? t.server
    const res = await server.fastify.inject({
      method: method as 'GET',
      url: `/prod-api${o.url}${query ? '?' + query : ''}`,
      headers: {
        // axios drops the default JSON content type when there is no body
        ...(o.data === undefined ? {} : { 'content-type': 'application/json;charset=utf-8' }),
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      ...(o.data === undefined ? {} : { payload: JSON.stringify(o.data) }),
    })
    await server.ctx.oplog.flush()
    // axios rejects any other HTTP status before the interceptor reads code and msg (the view would only say
    // 系统接口…异常): refusals travel as HTTP 200 with the code in the body.
    expect(res.statusCode, `${o.fn}: ${res.body.slice(0, 200)}`).toBe(200)
    return res.json<Envelope>()
  }
  /** The answer the response interceptor passes on to the view: code 200. */
  const ok = (res: Envelope) => {
    expect(res.code, res.msg).toBe(200)
    return res
  }
  const okRows = (res: Envelope) => {
    ok(res)
    expect(Array.isArray(res.rows)).toBe(true)
    expect(typeof res.total).toBe('number')
    return res.rows!
  }
  /** utils/request.js's download(): a form-encoded POST of the view's query, answered with an .xlsx. */
  const download = async (path: string, query: Record<string, unknown>) => {
    const res = await postForm(t.server, `/prod-api${path}`, t.token, tansParams(query))
    expect(res.headers['content-type'], path).toContain('spreadsheetml')
    fileCalls.add(path)
    return readXlsx(res)
  }
  const page = { pageNum: 1, pageSize: 10 }
  const range = { params: { beginTime: '2000-01-01', endTime: '2100-01-01' } }
  const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/

  it('the inventory lists the family’s every API function once, each replayed by a named test', () => {
    expect(INVENTORY).toHaveLength(FAMILY_API_FUNCTIONS)
    expect(new Set(INVENTORY.map(([file, fn]) => functionKey(file, fn))).size).toBe(FAMILY_API_FUNCTIONS)
    // every named test replays at least one row or file call
    const named = new Set([...INVENTORY.map((row) => row[5]), ...FILE_CALLS.map((call) => call[2])])
    expect([...named].sort()).toEqual(Object.keys(REPLAY).sort())
  })

  /**
   * `api/login.js` with the README's change: getCodeImg remembers the challenge, and login/register encrypt the
   * password with its key and send its uuid — a fresh challenge's when the captcha is off, for then login.vue keeps
   * no uuid and asks for no new challenge after a refusal (a challenge serves one attempt).
   */
  function patchedLoginJs(on?: TestServer) {
    let challenge: Envelope | undefined
    const getCodeImg = async () => {
      challenge = ok(await request({ fn: 'login.js#getCodeImg', url: '/code', as: null, on }))
      return challenge
    }
    const current = async () => (challenge?.captchaEnabled ? challenge : await getCodeImg())
    return {
      getCodeImg,
      async login(username: string, password: string, code: string, uuid: string) {
        const c = await current()
        expect(uuid, 'login.vue passes the uuid it kept').toBe(c.captchaEnabled ? c.uuid : '')
        const data = { username, password: encryptPassword(password, c.key), code, uuid: c.uuid }
        return request({ fn: 'login.js#login', url: '/auth/login', method: 'post', as: null, on, data })
      },
      async register(form: { username: string; password: string; confirmPassword: string; code: string }) {
        const c = await current()
        const data = { ...form, password: encryptPassword(form.password, c.key), uuid: c.uuid }
        return request({ fn: 'login.js#register', url: '/auth/register', method: 'post', as: null, on, data })
      },
    }
  }

  it(REPLAY.login, async () => {
    // login.vue with the captcha off: getCode() keeps captchaEnabled only (no uuid), the form sends code '' and uuid ''
    const api = patchedLoginJs()
    const challenge = await api.getCodeImg()
    expect(challenge).toMatchObject({ captchaEnabled: false })
    // a refused sign-in is code 500 with the reason (the interceptor shows msg; 401 would open its re-login box)
    expect(await api.login('admin', 'not-it', '', '')).toMatchObject({ code: 500, msg: '用户不存在/密码错误' })
    // the second try, with no new getCode()
    const signedIn = ok(await api.login('admin', 'admin123', '', ''))

    // With the captcha on, login.vue shows "data:image/gif;base64," + img: browsers sniff a raster picture behind
    // any image type but never an SVG, so img must be a PNG (or GIF, JPEG).
    const withCaptcha = await startTestServer({ captcha: true, shareDatabaseOf: t.server })
    try {
      const pictured = patchedLoginJs(withCaptcha)
      const shown = await pictured.getCodeImg()
      expect(shown).toMatchObject({ captchaEnabled: true, uuid: expect.any(String), img: expect.any(String) })
      expect(Buffer.from(shown.img, 'base64').subarray(0, 4).toString('latin1')).toBe('\x89PNG')
      const answer = (await withCaptcha.captchaAnswer(shown.uuid))!
      ok(await pictured.login('admin', 'admin123', answer, shown.uuid))
    } finally {
      await withCaptcha.close()
    }
    // store/modules/user.js Login: data.access_token, data.expires_in
    expect(signedIn.data).toMatchObject({ access_token: expect.any(String), expires_in: expect.any(Number) })
    const mine = signedIn.data.access_token as string
    const info = ok(await request({ fn: 'login.js#getInfo', url: '/system/user/getInfo', as: mine }))
    // GetInfo: user.userId, userName, nickName, avatar; roles, permissions; the password prompts.
    expect(info.user).toMatchObject({ userId: 1, userName: 'admin', nickName: expect.any(String) })
    expect(info.user).toHaveProperty('avatar')
    expect(info.roles).toEqual(['admin'])
    expect(info.permissions).toEqual(['*:*:*'])
    expect(typeof info.isDefaultModifyPwd).toBe('boolean')
    expect(typeof info.isPasswordExpired).toBe('boolean')
    ok(await request({ fn: 'login.js#refreshToken', url: '/auth/refresh', method: 'post', as: mine }))
    const wrong = await request({
      fn: 'login.js#unlockScreen',
      url: '/auth/unlockscreen',
      method: 'post',
      as: mine,
      data: { password: 'wrong-one' },
    })
    expect(wrong.code).toBe(500)
    expect(wrong.msg).toEqual(expect.any(String))
    ok(
      await request({
        fn: 'login.js#unlockScreen',
        url: '/auth/unlockscreen',
        method: 'post',
        as: mine,
        data: { password: 'admin123' },
      }),
    )
    ok(await request({ fn: 'login.js#logout', url: '/auth/logout', method: 'delete', as: mine }))
    expect((await request({ fn: 'login.js#getInfo', url: '/system/user/getInfo', as: mine })).code).toBe(401)

    // register.vue, once configuration opens it: username, password, confirmPassword, code (and uuid as login's)
    const [cfg] = okRows(
      await request({
        fn: 'system/config.js#listConfig',
        url: '/system/config/list',
        params: { configKey: 'sys.account.registerUser' },
      }),
    )
    ok(
      await request({
        fn: 'system/config.js#updateConfig',
        url: '/system/config',
        method: 'put',
        data: { ...cfg, configValue: 'true' },
      }),
    )
    ok(await api.register({ username: 'replayreg', password: 'Replay-2026', confirmPassword: 'Replay-2026', code: '' }))
    expect(await t.server.login('replayreg', 'Replay-2026')).toEqual(expect.any(String))
  })

  it(REPLAY.routers, async () => {
    const routers = ok(await request({ fn: 'menu.js#getRouters', url: '/system/menu/getRouters' })).data
    // store/modules/permission.js: name, path, hidden, redirect, component, alwaysShow, meta{title,icon,noCache,link}, children
    const system = routers.find((r: { path: string }) => r.path === '/system')
    expect(system).toMatchObject({
      name: 'System',
      hidden: false,
      component: 'Layout',
      alwaysShow: true,
      redirect: 'noRedirect',
      meta: { title: '系统管理', icon: 'system', noCache: false },
    })
    expect(system.children[0]).toMatchObject({
      name: expect.any(String),
      path: expect.any(String),
      component: expect.stringMatching(/^system\//),
      meta: { title: expect.any(String) },
    })
    // permission.js loads each component as `@/views/${component}`: the system and monitor screens are the family's
    // own views (the other modules' screens, and 系统接口's tool/swagger, exist only in our client)
    interface Route {
      component?: string
      children?: Route[]
    }
    const components = (rs: Route[]): string[] =>
      rs.flatMap((r) => [...(r.component ? [r.component] : []), ...components(r.children ?? [])])
    const familyScreens = components(routers).filter((c) => /^(system|monitor)\//.test(c))
    expect(familyScreens.length).toBeGreaterThan(10)
    for (const component of familyScreens) expect(FAMILY_VIEWS).toContain(component)
  })

  it(REPLAY.job, async () => {
    const add = await request({
      fn: 'monitor/job.js#addJob',
      url: '/schedule/job',
      method: 'post',
      data: {
        jobName: '兼容任务',
        jobGroup: 'DEFAULT',
        invokeTarget: 'refreshCaches',
        cronExpression: '0 0 3 * * ?',
        misfirePolicy: 1,
        concurrent: 1,
        status: '0',
      },
    })
    ok(add)
    const rows = okRows(
      await request({
        fn: 'monitor/job.js#listJob',
        url: '/schedule/job/list',
        params: { ...page, jobName: '兼容', jobGroup: undefined, status: undefined },
      }),
    )
    expect(rows[0]).toMatchObject({
      jobName: '兼容任务',
      misfirePolicy: '1',
      concurrent: '1',
      jobGroup: 'DEFAULT',
      invokeTarget: 'refreshCaches',
      cronExpression: '0 0 3 * * ?',
      status: '0',
    })
    const jobId = rows[0].jobId
    const job = ok(await request({ fn: 'monitor/job.js#getJob', url: '/schedule/job/' + jobId })).data
    // job/index.vue's detail dialog: nextValidTime, createTime
    expect(job).toMatchObject({ jobId, cronExpression: '0 0 3 * * ?', createTime: expect.stringMatching(TIME) })
    expect(job).toHaveProperty('nextValidTime')
    ok(
      await request({
        fn: 'monitor/job.js#updateJob',
        url: '/schedule/job',
        method: 'put',
        data: { ...job, jobName: '兼容任务', cronExpression: '0 0 4 * * ?' },
      }),
    )
    expect((await request({ fn: 'monitor/job.js#getJob', url: '/schedule/job/' + jobId })).data.cronExpression).toBe(
      '0 0 4 * * ?',
    )
    ok(
      await request({
        fn: 'monitor/job.js#changeJobStatus',
        url: '/schedule/job/changeStatus',
        method: 'put',
        data: { jobId, status: '1' },
      }),
    )
    ok(
      await request({
        fn: 'monitor/job.js#runJob',
        url: '/schedule/job/run',
        method: 'put',
        data: { jobId, jobGroup: 'DEFAULT' },
      }),
    )
    const logs = okRows(
      await request({
        fn: 'monitor/jobLog.js#listJobLog',
        url: '/schedule/job/log/list',
        params: { ...page, jobName: '兼容任务', jobGroup: 'DEFAULT', ...range },
      }),
    )
    expect(logs[0]).toMatchObject({
      jobLogId: expect.any(Number),
      jobName: '兼容任务',
      jobGroup: 'DEFAULT',
      invokeTarget: 'refreshCaches',
      jobMessage: expect.any(String),
      status: '0',
      createTime: expect.stringMatching(TIME),
    })
    // job/detail.vue on a log row: the duration from startTime and endTime; exceptionInfo
    expect(logs[0]).toMatchObject({ startTime: expect.stringMatching(TIME), endTime: expect.stringMatching(TIME) })
    expect(logs[0]).toHaveProperty('exceptionInfo')
    expect((await download('/schedule/job/log/export', { ...page, jobName: '兼容任务' })).rows.length).toBeGreaterThan(
      0,
    )
    expect((await download('/schedule/job/export', { ...page, jobName: '兼容' })).rows).toHaveLength(1)
    ok(
      await request({
        fn: 'monitor/jobLog.js#delJobLog',
        url: '/schedule/job/log/' + logs[0].jobLogId,
        method: 'delete',
      }),
    )
    ok(await request({ fn: 'monitor/jobLog.js#cleanJobLog', url: '/schedule/job/log/clean', method: 'delete' }))
    ok(await request({ fn: 'monitor/job.js#delJob', url: '/schedule/job/' + jobId, method: 'delete' }))
    expect(
      okRows(await request({ fn: 'monitor/job.js#listJob', url: '/schedule/job/list', params: { jobName: '兼容' } })),
    ).toEqual([])
  })

  it(REPLAY.online, async () => {
    const rows = okRows(
      await request({
        fn: 'monitor/online.js#list',
        url: '/system/online/list',
        params: { ipaddr: undefined, userName: undefined },
      }),
    )
    // online/index.vue: tokenId, userName, deptName, ipaddr, loginLocation, browser, os, loginTime
    expect(rows[0]).toMatchObject({
      tokenId: expect.any(String),
      userName: expect.any(String),
      ipaddr: expect.any(String),
      loginTime: expect.anything(),
    })
    for (const field of ['deptName', 'loginLocation', 'browser', 'os']) expect(rows[0]).toHaveProperty(field)
    const other = await t.server.login('ry')
    const victim = okRows(
      await request({ fn: 'monitor/online.js#list', url: '/system/online/list', params: { userName: 'ry' } }),
    )[0]
    ok(
      await request({ fn: 'monitor/online.js#forceLogout', url: '/system/online/' + victim.tokenId, method: 'delete' }),
    )
    expect((await t.server.call('GET', '/prod-api/system/user/getInfo', { token: other })).code).toBe(401)
  })

  it(REPLAY.config, async () => {
    ok(
      await request({
        fn: 'system/config.js#addConfig',
        url: '/system/config',
        method: 'post',
        data: { configName: '兼容参数', configKey: 'replay.key', configValue: 'a', configType: 'N', remark: '' },
      }),
    )
    const [row] = okRows(
      await request({
        fn: 'system/config.js#listConfig',
        url: '/system/config/list',
        params: { ...page, configName: '兼容', configKey: undefined, configType: undefined, ...range },
      }),
    )
    expect(row).toMatchObject({
      configId: expect.any(Number),
      configName: '兼容参数',
      configKey: 'replay.key',
      configValue: 'a',
      configType: 'N',
      createTime: expect.stringMatching(TIME),
    })
    expect(row).toHaveProperty('remark')
    const form = ok(await request({ fn: 'system/config.js#getConfig', url: '/system/config/' + row.configId })).data
    expect(form).toMatchObject({ configId: row.configId, configKey: 'replay.key' })
    ok(
      await request({
        fn: 'system/config.js#updateConfig',
        url: '/system/config',
        method: 'put',
        data: { ...form, configValue: 'b' },
      }),
    )
    expect(
      (await request({ fn: 'system/config.js#getConfigKey', url: '/system/config/configKey/replay.key' })).msg,
    ).toBe('b')
    ok(await request({ fn: 'system/config.js#refreshCache', url: '/system/config/refreshCache', method: 'delete' }))
    expect((await download('/system/config/export', { ...page, configName: '兼容' })).rows).toHaveLength(1)
    ok(await request({ fn: 'system/config.js#delConfig', url: '/system/config/' + row.configId, method: 'delete' }))
    expect(
      okRows(
        await request({
          fn: 'system/config.js#listConfig',
          url: '/system/config/list',
          params: { configName: '兼容' },
        }),
      ),
    ).toEqual([])
  })

  it(REPLAY.dept, async () => {
    const depts = ok(
      await request({
        fn: 'system/dept.js#listDept',
        url: '/system/dept/list',
        params: { deptName: undefined, status: undefined },
      }),
    ).data
    // dept/index.vue: handleTree(data, 'deptId') over a flat list with parentId; the columns
    expect(depts.find((d: { deptId: number }) => d.deptId === 101)).toMatchObject({
      deptId: 101,
      parentId: 100,
      deptName: expect.any(String),
      orderNum: expect.any(Number),
      status: '0',
      createTime: expect.stringMatching(TIME),
    })
    ok(
      await request({
        fn: 'system/dept.js#addDept',
        url: '/system/dept',
        method: 'post',
        data: { parentId: 101, deptName: '兼容部门', orderNum: 9, leader: '', phone: '', email: '', status: '0' },
      }),
    )
    const added = ok(
      await request({ fn: 'system/dept.js#listDept', url: '/system/dept/list', params: { deptName: '兼容部门' } }),
    ).data[0]
    expect(added).toMatchObject({ parentId: 101, deptName: '兼容部门', orderNum: 9 })
    const form = ok(await request({ fn: 'system/dept.js#getDept', url: '/system/dept/' + added.deptId })).data
    // handleUpdate: when no other department is left to pick, the parent option is built from parentName
    expect(form).toMatchObject({
      deptId: added.deptId,
      parentId: 101,
      parentName: depts.find((d: { deptId: number }) => d.deptId === 101).deptName,
      deptName: '兼容部门',
      status: '0',
    })
    // the edit form's parent picker: every department but this one and its descendants
    const options = ok(
      await request({ fn: 'system/dept.js#listDeptExcludeChild', url: '/system/dept/list/exclude/' + added.deptId }),
    ).data
    expect(options.map((d: { deptId: number }) => d.deptId)).not.toContain(added.deptId)
    expect(options.map((d: { deptId: number }) => d.deptId)).toContain(101)
    ok(
      await request({
        fn: 'system/dept.js#updateDept',
        url: '/system/dept',
        method: 'put',
        data: { ...form, leader: '张三', phone: '13800000000', email: 'dept@example.com' },
      }),
    )
    expect((await request({ fn: 'system/dept.js#getDept', url: '/system/dept/' + added.deptId })).data).toMatchObject({
      leader: '张三',
      phone: '13800000000',
      email: 'dept@example.com',
    })
    ok(
      await request({
        fn: 'system/dept.js#updateDeptSort',
        url: '/system/dept/updateSort',
        method: 'put',
        data: { deptIds: '101,102', orderNums: '5,6' },
      }),
    )
    expect((await request({ fn: 'system/dept.js#getDept', url: '/system/dept/102' })).data.orderNum).toBe(6)
    const bad = await request({
      fn: 'system/dept.js#updateDeptSort',
      url: '/system/dept/updateSort',
      method: 'put',
      data: { deptIds: '101', orderNums: '5,6' },
    })
    expect(bad.code).toBe(400)
    ok(await request({ fn: 'system/dept.js#delDept', url: '/system/dept/' + added.deptId, method: 'delete' }))
    expect((await request({ fn: 'system/dept.js#getDept', url: '/system/dept/' + added.deptId })).code).not.toBe(200)
  })

  it(REPLAY.dict, async () => {
    ok(
      await request({
        fn: 'system/dict/type.js#addType',
        url: '/system/dict/type',
        method: 'post',
        data: { dictName: '兼容字典', dictType: 'replay_kind', status: '0', remark: '' },
      }),
    )
    const [type] = okRows(
      await request({
        fn: 'system/dict/type.js#listType',
        url: '/system/dict/type/list',
        params: { ...page, dictName: '兼容', dictType: undefined, status: undefined, ...range },
      }),
    )
    // dict/index.vue: dictId, dictName, dictType, status, remark, createTime
    expect(type).toMatchObject({
      dictId: expect.any(Number),
      dictName: '兼容字典',
      dictType: 'replay_kind',
      status: '0',
      createTime: expect.stringMatching(TIME),
    })
    expect(type).toHaveProperty('remark')
    // dict/data.vue: getType(route's dictId).data.dictType, then optionselect's data for the type picker
    const typeForm = ok(
      await request({ fn: 'system/dict/type.js#getType', url: '/system/dict/type/' + type.dictId }),
    ).data
    expect(typeForm).toMatchObject({ dictId: type.dictId, dictType: 'replay_kind' })
    const options = ok(
      await request({ fn: 'system/dict/type.js#optionselect', url: '/system/dict/type/optionselect' }),
    ).data
    expect(options.find((o: { dictType: string }) => o.dictType === 'replay_kind')).toMatchObject({
      dictId: type.dictId,
      dictName: '兼容字典',
    })
    ok(
      await request({
        fn: 'system/dict/type.js#updateType',
        url: '/system/dict/type',
        method: 'put',
        data: { ...typeForm, dictName: '兼容字典二' },
      }),
    )
    ok(
      await request({
        fn: 'system/dict/data.js#addData',
        url: '/system/dict/data',
        method: 'post',
        data: {
          dictType: 'replay_kind',
          dictLabel: '甲',
          dictValue: 'a',
          cssClass: '',
          listClass: 'primary',
          dictSort: 0,
          status: '0',
          remark: '',
        },
      }),
    )
    const [data] = okRows(
      await request({
        fn: 'system/dict/data.js#listData',
        url: '/system/dict/data/list',
        params: { ...page, dictType: 'replay_kind', dictLabel: undefined, status: undefined },
      }),
    )
    expect(data).toMatchObject({
      dictCode: expect.any(Number),
      dictLabel: '甲',
      dictValue: 'a',
      dictSort: 0,
      listClass: 'primary',
      status: '0',
      createTime: expect.stringMatching(TIME),
    })
    expect(data).toHaveProperty('cssClass')
    const dataForm = ok(
      await request({ fn: 'system/dict/data.js#getData', url: '/system/dict/data/' + data.dictCode }),
    ).data
    expect(dataForm).toMatchObject({ dictCode: data.dictCode, dictType: 'replay_kind' })
    ok(
      await request({
        fn: 'system/dict/data.js#updateData',
        url: '/system/dict/data',
        method: 'put',
        data: { ...dataForm, dictLabel: '乙' },
      }),
    )
    // components/DictData: getDicts(type).data, each with dictLabel, dictValue, listClass, cssClass
    const dicts = ok(
      await request({ fn: 'system/dict/data.js#getDicts', url: '/system/dict/data/type/replay_kind' }),
    ).data
    expect(dicts).toEqual([expect.objectContaining({ dictLabel: '乙', dictValue: 'a', listClass: 'primary' })])
    // every dictionary the family's views declare (`dicts: [...]`) has its entries
    for (const dictType of [
      'sys_common_status',
      'sys_job_group',
      'sys_job_status',
      'sys_normal_disable',
      'sys_notice_status',
      'sys_notice_type',
      'sys_oper_type',
      'sys_show_hide',
      'sys_user_sex',
      'sys_yes_no',
    ]) {
      const entries = ok(
        await request({ fn: 'system/dict/data.js#getDicts', url: '/system/dict/data/type/' + dictType }),
      ).data
      expect(entries.length, dictType).toBeGreaterThan(1)
      expect(entries[0], dictType).toMatchObject({ dictLabel: expect.any(String), dictValue: expect.any(String) })
    }
    ok(
      await request({
        fn: 'system/dict/type.js#refreshCache',
        url: '/system/dict/type/refreshCache',
        method: 'delete',
      }),
    )
    expect((await download('/system/dict/data/export', { ...page, dictType: 'replay_kind' })).rows).toHaveLength(1)
    expect((await download('/system/dict/type/export', { ...page, dictName: '兼容' })).rows).toHaveLength(1)
    ok(
      await request({ fn: 'system/dict/data.js#delData', url: '/system/dict/data/' + data.dictCode, method: 'delete' }),
    )
    ok(await request({ fn: 'system/dict/type.js#delType', url: '/system/dict/type/' + type.dictId, method: 'delete' }))
    expect(
      okRows(
        await request({
          fn: 'system/dict/type.js#listType',
          url: '/system/dict/type/list',
          params: { dictName: '兼容' },
        }),
      ),
    ).toEqual([])
  })

  it(REPLAY.menu, async () => {
    const menus = ok(
      await request({
        fn: 'system/menu.js#listMenu',
        url: '/system/menu/list',
        params: { menuName: undefined, status: undefined },
      }),
    ).data
    expect(menus[0]).toMatchObject({
      menuId: expect.any(Number),
      parentId: expect.any(Number),
      menuName: expect.any(String),
      menuType: expect.stringMatching(/^[MCF]$/),
      isFrame: expect.stringMatching(/^[01]$/),
      isCache: expect.stringMatching(/^[01]$/),
      visible: expect.stringMatching(/^[01]$/),
      status: expect.stringMatching(/^[01]$/),
      createTime: expect.stringMatching(TIME),
    })
    // menu/index.vue builds the tree itself (handleTree by menuId/parentId): the list is flat
    expect(menus.find((m: { menuId: number }) => m.menuId === 100)).toMatchObject({ parentId: 1, menuType: 'C' })
    // menu/index.vue's parent picker: treeselect's {id, label, children}
    const tree = ok(await request({ fn: 'system/menu.js#treeselect', url: '/system/menu/treeselect' })).data
    expect(tree[0]).toMatchObject({ id: expect.any(Number), label: expect.any(String), children: expect.any(Array) })
    const one = ok(await request({ fn: 'system/menu.js#getMenu', url: '/system/menu/1' })).data
    expect(typeof one.isFrame).toBe('string')
    ok(
      await request({
        fn: 'system/menu.js#addMenu',
        url: '/system/menu',
        method: 'post',
        data: {
          parentId: 0,
          menuName: '兼容目录',
          icon: 'tool',
          menuType: 'M',
          orderNum: 9,
          isFrame: '1',
          isCache: '0',
          visible: '0',
          status: '0',
          path: 'replay',
        },
      }),
    )
    const added = ok(
      await request({ fn: 'system/menu.js#listMenu', url: '/system/menu/list', params: { menuName: '兼容目录' } }),
    ).data[0]
    expect(added).toMatchObject({ menuName: '兼容目录', path: 'replay', isFrame: '1', icon: 'tool' })
    const form = ok(await request({ fn: 'system/menu.js#getMenu', url: '/system/menu/' + added.menuId })).data
    ok(
      await request({
        fn: 'system/menu.js#updateMenu',
        url: '/system/menu',
        method: 'put',
        data: { ...form, isFrame: '1', isCache: '0', menuName: '兼容目录二' },
      }),
    )
    expect((await request({ fn: 'system/menu.js#getMenu', url: '/system/menu/' + added.menuId })).data.menuName).toBe(
      '兼容目录二',
    )
    ok(
      await request({
        fn: 'system/menu.js#updateMenuSort',
        url: '/system/menu/updateSort',
        method: 'put',
        data: { menuIds: '1,2', orderNums: '7,8' },
      }),
    )
    expect((await request({ fn: 'system/menu.js#getMenu', url: '/system/menu/2' })).data.orderNum).toBe(8)
    ok(await request({ fn: 'system/menu.js#delMenu', url: '/system/menu/' + added.menuId, method: 'delete' }))
    expect(
      ok(await request({ fn: 'system/menu.js#listMenu', url: '/system/menu/list', params: { menuName: '兼容目录' } }))
        .data,
    ).toEqual([])
  })

  it(REPLAY.post, async () => {
    ok(
      await request({
        fn: 'system/post.js#addPost',
        url: '/system/post',
        method: 'post',
        data: { postCode: 'replay', postName: '兼容岗位', postSort: 0, status: '0', remark: '' },
      }),
    )
    const [row] = okRows(
      await request({
        fn: 'system/post.js#listPost',
        url: '/system/post/list',
        params: { ...page, postCode: undefined, postName: '兼容', status: undefined },
      }),
    )
    expect(row).toMatchObject({
      postId: expect.any(Number),
      postCode: 'replay',
      postName: '兼容岗位',
      postSort: 0,
      status: '0',
      createTime: expect.stringMatching(TIME),
    })
    expect(row).toHaveProperty('remark')
    const form = ok(await request({ fn: 'system/post.js#getPost', url: '/system/post/' + row.postId })).data
    expect(form).toMatchObject({ postId: row.postId, postCode: 'replay' })
    ok(
      await request({
        fn: 'system/post.js#updatePost',
        url: '/system/post',
        method: 'put',
        data: { ...form, postSort: 3 },
      }),
    )
    expect((await request({ fn: 'system/post.js#getPost', url: '/system/post/' + row.postId })).data.postSort).toBe(3)
    expect((await download('/system/post/export', { ...page, postName: '兼容' })).rows).toHaveLength(1)
    // handleDelete with ticked rows: the ids joined into the path
    ok(
      await request({
        fn: 'system/post.js#addPost',
        url: '/system/post',
        method: 'post',
        data: { postCode: 'replay2', postName: '兼容岗位二', postSort: 1, status: '0', remark: '' },
      }),
    )
    const ids = okRows(
      await request({ fn: 'system/post.js#listPost', url: '/system/post/list', params: { postName: '兼容' } }),
    ).map((p: { postId: number }) => p.postId)
    expect(ids).toHaveLength(2)
    ok(await request({ fn: 'system/post.js#delPost', url: '/system/post/' + ids.join(','), method: 'delete' }))
    expect(
      okRows(await request({ fn: 'system/post.js#listPost', url: '/system/post/list', params: { postName: '兼容' } })),
    ).toEqual([])
  })

  it(REPLAY.role, async () => {
    ok(
      await request({
        fn: 'system/role.js#addRole',
        url: '/system/role',
        method: 'post',
        data: {
          roleName: '兼容角色',
          roleKey: 'replay',
          roleSort: 5,
          status: '0',
          menuIds: [1, 100],
          deptIds: [],
          menuCheckStrictly: true,
          deptCheckStrictly: true,
          remark: '',
        },
      }),
    )
    const [row] = okRows(
      await request({
        fn: 'system/role.js#listRole',
        url: '/system/role/list',
        params: { ...page, roleName: '兼容', roleKey: undefined, status: undefined, ...range },
      }),
    )
    expect(row).toMatchObject({
      roleId: expect.any(Number),
      roleName: '兼容角色',
      roleKey: 'replay',
      roleSort: 5,
      status: '0',
      createTime: expect.stringMatching(TIME),
    })
    const roleId = row.roleId as number
    // role/index.vue's edit: roleMenuTreeselect's menus and checkedKeys, getRole's data sent back with menuIds
    const roleMenus = ok(
      await request({ fn: 'system/menu.js#roleMenuTreeselect', url: '/system/menu/roleMenuTreeselect/' + roleId }),
    )
    expect(roleMenus.menus[0]).toMatchObject({ id: expect.any(Number), label: expect.any(String) })
    expect(roleMenus.checkedKeys).toEqual(expect.arrayContaining([100]))
    const form = ok(await request({ fn: 'system/role.js#getRole', url: '/system/role/' + roleId })).data
    expect(form).toMatchObject({
      roleId,
      roleName: '兼容角色',
      roleKey: 'replay',
      dataScope: expect.stringMatching(/^[1-5]$/),
      menuCheckStrictly: expect.any(Boolean),
      deptCheckStrictly: expect.any(Boolean),
    })
    ok(
      await request({
        fn: 'system/role.js#updateRole',
        url: '/system/role',
        method: 'put',
        data: { ...form, roleSort: 6, menuIds: [1, 100, 1000] },
      }),
    )
    const after = ok(
      await request({ fn: 'system/menu.js#roleMenuTreeselect', url: '/system/menu/roleMenuTreeselect/' + roleId }),
    )
    // menuCheckStrictly: a parent whose children are granted is not checked itself (the tree half-checks it)
    expect(after.checkedKeys).toEqual([1000])
    // the data-scope dialog: deptTree's depts and checkedKeys, then dataScope with getRole's data and deptIds
    const tree = ok(await request({ fn: 'system/role.js#deptTreeSelect', url: '/system/role/deptTree/' + roleId }))
    expect(tree.depts[0]).toMatchObject({ id: 100, label: expect.any(String), children: expect.any(Array) })
    expect(tree.checkedKeys).toEqual([])
    const scopeForm = ok(await request({ fn: 'system/role.js#getRole', url: '/system/role/' + roleId })).data
    ok(
      await request({
        fn: 'system/role.js#dataScope',
        url: '/system/role/dataScope',
        method: 'put',
        data: { ...scopeForm, dataScope: '2', deptIds: [100, 101, 103] },
      }),
    )
    const scoped = ok(await request({ fn: 'system/role.js#deptTreeSelect', url: '/system/role/deptTree/' + roleId }))
    expect(scoped.checkedKeys).toEqual(expect.arrayContaining([103]))
    expect((await request({ fn: 'system/role.js#getRole', url: '/system/role/' + roleId })).data.dataScope).toBe('2')
    ok(
      await request({
        fn: 'system/role.js#changeRoleStatus',
        url: '/system/role/changeStatus',
        method: 'put',
        data: { roleId, status: '1' },
      }),
    )
    expect((await request({ fn: 'system/role.js#getRole', url: '/system/role/' + roleId })).data.status).toBe('1')
    ok(
      await request({
        fn: 'system/role.js#changeRoleStatus',
        url: '/system/role/changeStatus',
        method: 'put',
        data: { roleId, status: '0' },
      }),
    )

    // role/authUser.vue (route param roleId is a string) and selectUser.vue
    const a = await t.server.createUser('replay_a')
    const b = await t.server.createUser('replay_b')
    const listed = (rows: { userId: number }[]) => rows.map((r) => r.userId)
    const unallocated = okRows(
      await request({
        fn: 'system/role.js#unallocatedUserList',
        url: '/system/role/authUser/unallocatedList',
        params: { ...page, roleId: String(roleId), userName: 'replay_', phonenumber: undefined },
      }),
    )
    expect(listed(unallocated).sort()).toEqual([a, b].sort())
    expect(unallocated[0]).toMatchObject({
      userName: expect.stringMatching(/^replay_/),
      nickName: expect.any(String),
      status: '0',
      createTime: expect.stringMatching(TIME),
    })
    for (const field of ['email', 'phonenumber']) expect(unallocated[0]).toHaveProperty(field)
    ok(
      await request({
        fn: 'system/role.js#authUserSelectAll',
        url: '/system/role/authUser/selectAll',
        method: 'put',
        params: { roleId: String(roleId), userIds: `${a},${b}` },
      }),
    )
    const allocated = okRows(
      await request({
        fn: 'system/role.js#allocatedUserList',
        url: '/system/role/authUser/allocatedList',
        params: { ...page, roleId: String(roleId), userName: undefined, phonenumber: undefined },
      }),
    )
    expect(listed(allocated).sort()).toEqual([a, b].sort())
    expect(allocated[0]).toMatchObject({
      userName: expect.any(String),
      status: '0',
      createTime: expect.stringMatching(TIME),
    })
    ok(
      await request({
        fn: 'system/role.js#authUserCancel',
        url: '/system/role/authUser/cancel',
        method: 'put',
        data: { userId: a, roleId: String(roleId) },
      }),
    )
    expect(
      listed(
        okRows(
          await request({
            fn: 'system/role.js#allocatedUserList',
            url: '/system/role/authUser/allocatedList',
            params: { ...page, roleId: String(roleId) },
          }),
        ),
      ),
    ).toEqual([b])
    ok(
      await request({
        fn: 'system/role.js#authUserCancelAll',
        url: '/system/role/authUser/cancelAll',
        method: 'put',
        params: { roleId: String(roleId), userIds: `${b}` },
      }),
    )
    expect(
      okRows(
        await request({
          fn: 'system/role.js#allocatedUserList',
          url: '/system/role/authUser/allocatedList',
          params: { ...page, roleId: String(roleId) },
        }),
      ),
    ).toEqual([])
    expect((await download('/system/role/export', { ...page, roleName: '兼容' })).rows).toHaveLength(1)
    ok(await request({ fn: 'system/role.js#delRole', url: '/system/role/' + roleId, method: 'delete' }))
    expect(
      okRows(await request({ fn: 'system/role.js#listRole', url: '/system/role/list', params: { roleName: '兼容' } })),
    ).toEqual([])
  })

  let replayUser = 0
  it(REPLAY.user, async () => {
    // user/index.vue: the dept tree's {id, label, children, disabled}
    const tree = ok(await request({ fn: 'system/user.js#deptTreeSelect', url: '/system/user/deptTree' })).data
    expect(tree[0]).toMatchObject({ id: 100, label: expect.any(String), children: expect.any(Array) })
    // handleAdd: getUser() requests '/system/user/' and reads posts and roles
    const blank = ok(await request({ fn: 'system/user.js#getUser', url: '/system/user/' }))
    expect(blank.posts[0]).toMatchObject({ postId: expect.any(Number), postName: expect.any(String), status: '0' })
    expect(blank.roles[0]).toMatchObject({ roleId: expect.any(Number), roleName: expect.any(String), status: '0' })
    // created(): getConfigKey('sys.user.initPassword').msg prefills the new user's password (ours is empty by
    // default: the administrator types one)
    const initPassword = ok(
      await request({ fn: 'system/config.js#getConfigKey', url: '/system/config/configKey/sys.user.initPassword' }),
    ).msg
    expect(initPassword).toBe('')
    ok(
      await request({
        fn: 'system/user.js#addUser',
        url: '/system/user',
        method: 'post',
        data: {
          userId: undefined,
          deptId: 103,
          userName: 'replayuser',
          nickName: '兼容用户',
          password: initPassword || 'Replay-init-1',
          phonenumber: '13900000009',
          email: 'replay@example.com',
          sex: '0',
          status: '0',
          remark: '',
          postIds: [blank.posts[0].postId],
          roleIds: [2],
        },
      }),
    )
    const [row] = okRows(
      await request({
        fn: 'system/user.js#listUser',
        url: '/system/user/list',
        params: { ...page, userName: 'replayuser', phonenumber: undefined, status: undefined, deptId: 103, ...range },
      }),
    )
    expect(row).toMatchObject({
      userId: expect.any(Number),
      userName: 'replayuser',
      nickName: '兼容用户',
      dept: { deptName: expect.any(String) },
      phonenumber: '13900000009',
      status: '0',
      createTime: expect.stringMatching(TIME),
    })
    const userId = row.userId as number
    replayUser = userId
    // handleUpdate and view.vue: data (with dept.deptName), posts, roles, postIds, roleIds
    const edit = ok(await request({ fn: 'system/user.js#getUser', url: '/system/user/' + userId }))
    expect(edit.data).toMatchObject({
      userId,
      userName: 'replayuser',
      deptId: 103,
      email: 'replay@example.com',
      sex: '0',
      dept: { deptName: expect.any(String) },
      createTime: expect.stringMatching(TIME),
    })
    for (const field of ['loginIp', 'loginDate', 'remark', 'createBy', 'updateBy', 'updateTime'])
      expect(edit.data).toHaveProperty(field)
    expect(edit.postIds).toEqual([blank.posts[0].postId])
    expect(edit.roleIds).toEqual([2])
    expect(Array.isArray(edit.posts) && Array.isArray(edit.roles)).toBe(true)
    ok(
      await request({
        fn: 'system/user.js#updateUser',
        url: '/system/user',
        method: 'put',
        data: { ...edit.data, postIds: edit.postIds, roleIds: edit.roleIds, password: '', nickName: '兼容用户二' },
      }),
    )
    expect((await request({ fn: 'system/user.js#getUser', url: '/system/user/' + userId })).data.nickName).toBe(
      '兼容用户二',
    )
    ok(
      await request({
        fn: 'system/user.js#changeUserStatus',
        url: '/system/user/changeStatus',
        method: 'put',
        data: { userId, status: '1' },
      }),
    )
    expect((await request({ fn: 'system/user.js#getUser', url: '/system/user/' + userId })).data.status).toBe('1')
    ok(
      await request({
        fn: 'system/user.js#changeUserStatus',
        url: '/system/user/changeStatus',
        method: 'put',
        data: { userId, status: '0' },
      }),
    )
    ok(
      await request({
        fn: 'system/user.js#resetUserPwd',
        url: '/system/user/resetPwd',
        method: 'put',
        data: { userId, password: 'Replay-2026' },
      }),
    )
    expect(await t.server.login('replayuser', 'Replay-2026')).toEqual(expect.any(String))
    // user/authRole.vue: user, roles (flag marks the granted ones); updateAuthRole's params on a PUT
    const grants = ok(await request({ fn: 'system/user.js#getAuthRole', url: '/system/user/authRole/' + userId }))
    expect(grants.user).toMatchObject({ userId, userName: 'replayuser', nickName: '兼容用户二' })
    expect(grants.roles.find((r: { roleId: number }) => r.roleId === 2)).toMatchObject({
      roleName: expect.any(String),
      roleKey: expect.any(String),
      status: '0',
      flag: true,
      createTime: expect.stringMatching(TIME),
    })
    ok(
      await request({
        fn: 'system/user.js#updateAuthRole',
        url: '/system/user/authRole',
        method: 'put',
        params: { userId, roleIds: '' },
      }),
    )
    expect((await request({ fn: 'system/user.js#getUser', url: '/system/user/' + userId })).roleIds).toEqual([])
    ok(
      await request({
        fn: 'system/user.js#updateAuthRole',
        url: '/system/user/authRole',
        method: 'put',
        params: { userId, roleIds: '2' },
      }),
    )
    expect((await request({ fn: 'system/user.js#getUser', url: '/system/user/' + userId })).roleIds).toEqual([2])
    // handleExport: the list's query with addDateRange's params[beginTime]/params[endTime]
    const sheet = await download('/system/user/export', { ...page, userName: 'replayuser', ...range })
    expect(sheet.rows).toHaveLength(1)
    // ExcelImportDialog: the template, then the sheet posted as multipart 'file' to action?updateSupport=0;
    // the dialog shows msg
    const template = await download('/system/user/importTemplate', {})
    expect(template.header).toContain('登录名称')
    const upload = multipartFile(
      'file',
      'user_template.xlsx',
      await xlsxOf(template.header, [[103, 'replayimp', '导入用户', 'imp@example.com', '13900000008', '男', '正常']]),
      XLSX,
    )
    // imported accounts get the configured initial password (ours is empty until an administrator sets one)
    const [initCfg] = okRows(
      await request({
        fn: 'system/config.js#listConfig',
        url: '/system/config/list',
        params: { configKey: 'sys.user.initPassword' },
      }),
    )
    ok(
      await request({
        fn: 'system/config.js#updateConfig',
        url: '/system/config',
        method: 'put',
        data: { ...initCfg, configValue: 'Import-2026' },
      }),
    )
    const imported = await t.server.fastify.inject({
      method: 'POST',
      url: '/prod-api/system/user/importData?updateSupport=0',
      payload: upload.payload,
      headers: { ...upload.headers, authorization: `Bearer ${t.token}` },
    })
    expect(imported.statusCode).toBe(200)
    expect(imported.json<Envelope>()).toMatchObject({ code: 200, msg: expect.stringContaining('1') })
    fileCalls.add('/system/user/importData')
    expect(
      okRows(
        await request({ fn: 'system/user.js#listUser', url: '/system/user/list', params: { userName: 'replayimp' } }),
      ),
    ).toHaveLength(1)
  })

  it(REPLAY.profile, async () => {
    // After the administrator's reset the user must change the password first: GetInfo's isDefaultModifyPwd
    // sends the family's client to the profile's resetPwd tab, and what that route needs is open meanwhile.
    let mine = await t.server.login('replayuser', 'Replay-2026')
    const info = ok(await request({ fn: 'login.js#getInfo', url: '/system/user/getInfo', as: mine }))
    expect(info.isDefaultModifyPwd).toBe(true)
    expect(ok(await request({ fn: 'menu.js#getRouters', url: '/system/menu/getRouters', as: mine })).data).toEqual(
      expect.any(Array),
    )
    // user/profile/index.vue: data (dept.deptName…), roleGroup, postGroup
    const profile = ok(await request({ fn: 'system/user.js#getUserProfile', url: '/system/user/profile', as: mine }))
    expect(profile.data).toMatchObject({
      userName: 'replayuser',
      nickName: '兼容用户二',
      phonenumber: '13900000009',
      email: 'replay@example.com',
      sex: '0',
      dept: { deptName: expect.any(String) },
      createTime: expect.stringMatching(TIME),
    })
    expect(profile.roleGroup).toEqual(expect.any(String))
    expect(profile.postGroup).toEqual(expect.any(String))
    // resetPwd.vue: oldPassword, newPassword
    ok(
      await request({
        fn: 'system/user.js#updateUserPwd',
        url: '/system/user/profile/updatePwd',
        method: 'put',
        as: mine,
        data: { oldPassword: 'Replay-2026', newPassword: 'Replay-2027' },
      }),
    )
    mine = await t.server.login('replayuser', 'Replay-2027')
    expect(
      ok(await request({ fn: 'login.js#getInfo', url: '/system/user/getInfo', as: mine })).isDefaultModifyPwd,
    ).toBe(false)
    // userInfo.vue sends exactly these four
    const u = profile.data
    ok(
      await request({
        fn: 'system/user.js#updateUserProfile',
        url: '/system/user/profile',
        method: 'put',
        as: mine,
        data: { nickName: '我自己', phonenumber: u.phonenumber, email: u.email, sex: u.sex },
      }),
    )
    expect(
      (await request({ fn: 'system/user.js#getUserProfile', url: '/system/user/profile', as: mine })).data.nickName,
    ).toBe('我自己')
    // userAvatar.vue: FormData 'avatarfile' (the cropper's blob), reads imgUrl
    const { payload, headers } = multipartFile('avatarfile', 'blob', PNG_1PX, 'image/png')
    replayed.add(functionKey('system/user.js', 'uploadAvatar'))
    const avatar = JSON.parse(
      (
        await t.server.fastify.inject({
          method: 'POST',
          url: '/prod-api/system/user/profile/avatar',
          payload,
          headers: { ...headers, authorization: `Bearer ${mine}` },
        })
      ).body,
    ) as Envelope
    ok(avatar)
    expect(avatar.imgUrl).toEqual(expect.any(String))
    expect((await request({ fn: 'login.js#getInfo', url: '/system/user/getInfo', as: mine })).user.avatar).toBe(
      avatar.imgUrl,
    )
    ok(await request({ fn: 'system/user.js#delUser', url: '/system/user/' + replayUser, method: 'delete' }))
    expect(
      okRows(
        await request({ fn: 'system/user.js#listUser', url: '/system/user/list', params: { userName: 'replayuser' } }),
      ),
    ).toEqual([])
  })

  it(REPLAY.notice, async () => {
    ok(
      await request({
        fn: 'system/notice.js#addNotice',
        url: '/system/notice',
        method: 'post',
        data: { noticeTitle: '兼容公告', noticeType: '1', noticeContent: '<p>正文</p>', status: '0' },
      }),
    )
    const [row] = okRows(
      await request({
        fn: 'system/notice.js#listNotice',
        url: '/system/notice/list',
        params: { ...page, noticeTitle: '兼容', createBy: undefined, noticeType: undefined },
      }),
    )
    expect(row).toMatchObject({
      noticeId: expect.any(Number),
      noticeTitle: '兼容公告',
      noticeType: '1',
      status: '0',
      createBy: 'admin',
      createTime: expect.stringMatching(TIME),
    })
    const form = ok(await request({ fn: 'system/notice.js#getNotice', url: '/system/notice/' + row.noticeId })).data
    expect(form).toMatchObject({ noticeId: row.noticeId, noticeContent: '<p>正文</p>' })
    ok(
      await request({
        fn: 'system/notice.js#updateNotice',
        url: '/system/notice',
        method: 'put',
        data: { ...form, noticeTitle: '兼容公告二' },
      }),
    )
    expect(
      (await request({ fn: 'system/notice.js#getNotice', url: '/system/notice/' + row.noticeId })).data.noticeTitle,
    ).toBe('兼容公告二')
    // components/Editor: a picture posted as multipart 'file' to /file/upload, inserted by res.data.url; the <img>
    // then loads with the Admin-Token cookie the client keeps its token in
    const picture = multipartFile('file', 'a.png', PNG_1PX, 'image/png')
    const uploaded = await t.server.fastify.inject({
      method: 'POST',
      url: '/prod-api/file/upload',
      payload: picture.payload,
      headers: { ...picture.headers, authorization: `Bearer ${t.token}` },
    })
    fileCalls.add('/file/upload')
    const url = ok(uploaded.json<Envelope>()).data.url as string
    expect(url).toMatch(/^\/prod-api\//)
    const shown = await t.server.fastify.inject({ method: 'GET', url, headers: { cookie: `Admin-Token=${t.token}` } })
    expect(shown.statusCode).toBe(200)
    expect(shown.headers['content-type']).toBe('image/png')
    ok(await request({ fn: 'system/notice.js#delNotice', url: '/system/notice/' + row.noticeId, method: 'delete' }))

    // layout/components/HeaderNotice: data (isRead), unreadCount; ReadUsers.vue
    const top = ok(await request({ fn: 'system/notice.js#listNoticeTop', url: '/system/notice/listTop' }))
    expect(top.data[0]).toMatchObject({
      noticeId: expect.any(Number),
      noticeTitle: expect.any(String),
      noticeType: expect.stringMatching(/^[12]$/),
      createTime: expect.stringMatching(TIME),
      isRead: false,
    })
    const unread = top.unreadCount as number
    expect(unread).toBeGreaterThan(0)
    const first = top.data[0].noticeId
    ok(
      await request({
        fn: 'system/notice.js#markNoticeRead',
        url: '/system/notice/markRead',
        method: 'post',
        params: { noticeId: first },
      }),
    )
    const after = await request({ fn: 'system/notice.js#listNoticeTop', url: '/system/notice/listTop' })
    expect(after.unreadCount).toBe(unread - 1)
    expect(after.data[0].isRead).toBe(true)
    const ids = after.data.map((n: { noticeId: number }) => n.noticeId).join(',')
    ok(
      await request({
        fn: 'system/notice.js#markNoticeReadAll',
        url: '/system/notice/markReadAll',
        method: 'post',
        params: { ids },
      }),
    )
    const readers = await request({
      fn: 'system/notice.js#listNoticeReadUsers',
      url: '/system/notice/readUsers/list',
      params: { noticeId: first, ...page },
    })
    expect(readers.rows![0]).toMatchObject({
      userName: 'admin',
      nickName: expect.any(String),
      readTime: expect.any(String),
    })
    expect(readers.total).toBe(1)
    for (const field of ['deptName', 'phonenumber']) expect(readers.rows![0]).toHaveProperty(field)
    // ReadUsers.vue's search box: searchValue matches the account or the nickname
    const none = await request({
      fn: 'system/notice.js#listNoticeReadUsers',
      url: '/system/notice/readUsers/list',
      params: { noticeId: first, searchValue: 'nobody-like-this', ...page },
    })
    expect(none.total).toBe(0)
    // Another user's bell is their own.
    const ry = await t.server.login('ry')
    const theirs = await t.server.call('GET', '/prod-api/system/notice/listTop', { token: ry })
    expect(theirs.data[0].isRead).toBe(false)
  })

  it(REPLAY.operlog, async () => {
    const rows = okRows(
      await request({
        fn: 'system/operlog.js#list',
        url: '/system/operlog/list',
        params: {
          ...page,
          operIp: undefined,
          title: undefined,
          operName: 'admin',
          businessType: undefined,
          status: undefined,
          ...range,
          orderByColumn: 'operTime',
          isAsc: 'descending',
        },
      }),
    )
    // operlog/index.vue's columns and detail.vue's fields, all from the row
    expect(rows[0]).toMatchObject({
      operId: expect.any(Number),
      title: expect.any(String),
      businessType: expect.any(Number),
      operName: 'admin',
      operIp: expect.any(String),
      operTime: expect.stringMatching(TIME),
      costTime: expect.any(Number),
      status: expect.any(Number),
      requestMethod: expect.stringMatching(/^(POST|PUT|DELETE)$/),
      operUrl: expect.stringMatching(/^\//),
      method: expect.any(String),
    })
    for (const field of ['operLocation', 'operParam', 'jsonResult', 'errorMsg', 'deptName'])
      expect(rows[0]).toHaveProperty(field)
    expect((await download('/system/operlog/export', { ...page, operName: 'admin' })).rows.length).toBeGreaterThan(0)
    ok(
      await request({ fn: 'system/operlog.js#delOperlog', url: '/system/operlog/' + rows[0].operId, method: 'delete' }),
    )
    const left = okRows(await request({ fn: 'system/operlog.js#list', url: '/system/operlog/list', params: page }))
    expect(left.map((r: { operId: number }) => r.operId)).not.toContain(rows[0].operId)
    ok(await request({ fn: 'system/operlog.js#cleanOperlog', url: '/system/operlog/clean', method: 'delete' }))
    // the clean is itself logged: at most that one row is left
    expect(
      okRows(await request({ fn: 'system/operlog.js#list', url: '/system/operlog/list', params: page })).length,
    ).toBeLessThanOrEqual(1)
  })

  it(REPLAY.logininfor, async () => {
    const rows = okRows(
      await request({
        fn: 'system/logininfor.js#list',
        url: '/system/logininfor/list',
        params: {
          ...page,
          ipaddr: undefined,
          userName: undefined,
          status: undefined,
          ...range,
          orderByColumn: 'accessTime',
          isAsc: 'descending',
        },
      }),
    )
    // logininfor/index.vue: infoId, userName, ipaddr, status, msg, accessTime
    expect(rows[0]).toMatchObject({
      infoId: expect.any(Number),
      userName: expect.any(String),
      ipaddr: expect.any(String),
      status: expect.stringMatching(/^[01]$/),
      msg: expect.any(String),
      accessTime: expect.stringMatching(TIME),
    })
    expect((await download('/system/logininfor/export', { ...page, userName: 'admin' })).rows.length).toBeGreaterThan(0)
    ok(await request({ fn: 'system/logininfor.js#unlockLogininfor', url: '/system/logininfor/unlock/ry' }))
    ok(
      await request({
        fn: 'system/logininfor.js#delLogininfor',
        url: '/system/logininfor/' + rows[0].infoId,
        method: 'delete',
      }),
    )
    const left = okRows(
      await request({ fn: 'system/logininfor.js#list', url: '/system/logininfor/list', params: page }),
    )
    expect(left.map((r: { infoId: number }) => r.infoId)).not.toContain(rows[0].infoId)
    ok(await request({ fn: 'system/logininfor.js#cleanLogininfor', url: '/system/logininfor/clean', method: 'delete' }))
    expect(
      okRows(await request({ fn: 'system/logininfor.js#list', url: '/system/logininfor/list', params: page })),
    ).toEqual([])
  })

  it(REPLAY.gen, async () => {
    await t.server.ctx.db.execute(
      sql.raw(`create table compat_board (
        board_id bigint generated by default as identity primary key,
        board_name varchar(30) not null,
        board_type char(1) default '0',
        capacity integer,
        opened_on date,
        create_time timestamp with time zone default now());
      comment on table compat_board is '看板表';
      comment on column compat_board.board_name is '看板名称';
      comment on column compat_board.board_type is '看板类型（0普通 1重要）';`),
    )
    // importTable.vue: the database's tables, then the chosen ones imported (`tables` comma-joined)
    const offered = okRows(
      await request({
        fn: 'tool/gen.js#listDbTable',
        url: '/code/gen/db/list',
        params: { ...page, tableName: 'compat_', tableComment: undefined },
      }),
    )
    expect(offered).toEqual([{ tableName: 'compat_board', tableComment: '看板表', createTime: null, updateTime: null }])
    const imported = await request({
      fn: 'tool/gen.js#importTable',
      url: '/code/gen/importTable',
      method: 'post',
      params: { tables: 'compat_board' },
    })
    ok(imported)

    // index.vue: the imported tables with the columns it shows
    const [listed] = okRows(
      await request({
        fn: 'tool/gen.js#listTable',
        url: '/code/gen/list',
        params: { ...page, ...range, tableName: 'compat' },
      }),
    )
    expect(listed).toMatchObject({
      tableId: expect.any(Number),
      tableName: 'compat_board',
      tableComment: '看板表',
      className: 'Board',
      createTime: expect.stringMatching(TIME),
    })
    expect('updateTime' in listed).toBe(true)

    // editTable.vue: info for basicInfoForm and genInfoForm, rows for the column grid, tables for the sub-table pickers
    const detail = ok(await request({ fn: 'tool/gen.js#getGenTable', url: `/code/gen/${listed.tableId}` })).data as {
      info: Record<string, unknown>
      rows: Record<string, unknown>[]
      tables: { tableName: string; columns: unknown[] }[]
    }
    for (const key of ['tableName', 'tableComment', 'className', 'functionAuthor', 'tplCategory', 'packageName'])
      expect(detail.info[key], key).toEqual(expect.any(String))
    for (const key of ['moduleName', 'businessName', 'functionName', 'genType', 'columns'])
      expect(detail.info, key).toHaveProperty(key)
    for (const column of detail.rows)
      for (const key of [
        'columnId',
        'columnName',
        'columnComment',
        'columnType',
        'javaType',
        'javaField',
        'isInsert',
        'isEdit',
        'isList',
        'isQuery',
        'isRequired',
        'queryType',
        'htmlType',
        'dictType',
      ])
        expect(column, `${String(column.columnName)}.${key}`).toHaveProperty(key)
    expect(detail.tables.find((t) => t.tableName === 'compat_board')?.columns.length).toBe(6)

    // editTable.vue's submitForm: the two forms' models, the grid's columns (its own java types and query types), and
    // the tree fields again under params
    const columns = detail.rows.map((c) =>
      c.columnName === 'capacity'
        ? { ...c, javaType: 'Integer', isQuery: '1', queryType: 'GTE' }
        : c.columnName === 'opened_on'
          ? { ...c, javaType: 'Date', queryType: 'LT' }
          : c.columnName === 'board_type'
            ? { ...c, javaType: 'String', htmlType: 'select', dictType: 'compat_board_type', queryType: 'NE' }
            : c,
    )
    const info = { ...detail.info, moduleName: 'compat', businessName: 'board', functionName: '看板', view: false }
    const edited = await request({
      fn: 'tool/gen.js#updateGenTable',
      url: '/code/gen',
      method: 'put',
      data: {
        ...info,
        columns,
        params: { genView: '0', treeCode: undefined, treeName: undefined, treeParentCode: undefined, parentMenuId: 0 },
      },
    })
    ok(edited)

    // index.vue's preview: a tab per key of data, titled by the template name between the last / and .vm, highlighted
    // in the language after that name's first dot
    const preview = ok(await request({ fn: 'tool/gen.js#previewTable', url: `/code/gen/preview/${listed.tableId}` }))
    const files = preview.data as Record<string, string>
    expect(files['vm/contract/contract-resources.typescript.vm']).toMatch(/'capacity',[^)]*search: \{ op: 'gte' \}/)
    expect(files['vm/contract/contract-dicts.typescript.vm']).toContain("type: 'compat_board_type'")
    for (const key of Object.keys(files)) {
      const vmName = key.substring(key.lastIndexOf('/') + 1, key.indexOf('.vm'))
      expect(['java', 'xml', 'html', 'vue', 'javascript', 'typescript', 'sql'], key).toContain(
        vmName.substring(vmName.indexOf('.') + 1),
      )
    }

    // index.vue's 同步: after the table changed
    await t.server.ctx.db.execute(sql.raw('alter table compat_board add column remark varchar(500)'))
    const synced = await request({ fn: 'tool/gen.js#synchDb', url: '/code/gen/synchDb/compat_board' })
    expect(ok(synced).msg).toBe('同步成功：新增列 remark')

    // index.vue's 生成代码 (the module written into the working tree: in development only)
    const mode = process.env.NODE_ENV
    const tree = registrationTree()
    try {
      ok(await request({ fn: 'tool/gen.js#genCode', url: '/code/gen/genCode/compat_board' }))
      expect(existsSync(path.join(tree, 'server/src/compat/routes.ts'))).toBe(true)
    } finally {
      if (mode === undefined) delete process.env.NODE_ENV
      else process.env.NODE_ENV = mode
      delete process.env.GEN_WORKING_TREE
      rmSync(tree, { recursive: true, force: true })
    }
    const refused = await request({ fn: 'tool/gen.js#genCode', url: '/code/gen/genCode/compat_board' })
    expect(refused).toMatchObject({ code: 400, msg: expect.stringContaining('仅在开发环境') })

    // index.vue's 生成: $download.zip (a GET with the token, the blob saved unless it is JSON)
    const zip = await t.server.fastify.inject({
      method: 'GET',
      url: '/prod-api/code/gen/batchGenCode?tables=compat_board',
      headers: { authorization: `Bearer ${t.token}` },
    })
    expect(zip.headers['content-type']).not.toContain('application/json')
    fileCalls.add('/code/gen/batchGenCode')
    const archive = await JSZip.loadAsync(zip.rawPayload)
    expect(Object.keys(archive.files)).toContain('server/src/compat/schema.ts')

    // index.vue's 删除: the ids comma-joined
    ok(await request({ fn: 'tool/gen.js#delTable', url: `/code/gen/${listed.tableId}`, method: 'delete' }))
    expect(
      okRows(
        await request({ fn: 'tool/gen.js#listTable', url: '/code/gen/list', params: { ...page, tableName: 'compat' } }),
      ),
    ).toEqual([])
  })

  it('every inventory function and every view download was replayed above', () => {
    const missing = INVENTORY.map(([file, fn]) => functionKey(file, fn)).filter((k) => !replayed.has(k))
    expect(missing).toEqual([])
    expect(FILE_CALLS.map(([, path]) => path).filter((p) => !fileCalls.has(p))).toEqual([])
  })
})
