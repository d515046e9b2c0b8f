import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { desc, eq, sql } from 'drizzle-orm'
import { sysSession } from '../auth/schema'
import { sysJobLog } from '../monitor/schema'
import { startTestServer, type TestServer } from '../testing/harness'
import { multipartFile, PNG_1PX, userWith, XLSX, xlsxOf } from '../testing/fixtures'
import { sysConfig } from './config/schema'
import { sysLogininfor, sysOperLog } from './log/schema'
import { sysUser } from './user/schema'

const API = '/prod-api'

/** One valid call: where to send it and what to send; `prepare` makes the record it acts on. */
interface Sample {
  url?: string
  body?: unknown
  form?: string
  file?: () => Promise<{ payload: Buffer; headers: Record<string, string> }>
}
type Prepare = (s: TestServer, admin: string, n: number) => Promise<Sample>
type Row = Sample | Prepare

const created = async (s: TestServer, admin: string, method: string, url: string, body: unknown, idKey: string) => {
  const res = await s.call(method, API + url, { token: admin, body })
  if (res.code !== 200) throw new Error(`fixture ${url}: ${res.msg}`)
  return res.data[idKey] as number
}
const newUser = (s: TestServer, n: number, roleIds: number[] = []) => s.createUser(`fx${n}`, roleIds, 103)
const liveSession = async (s: TestServer, n: number) => {
  const id = await newUser(s, n)
  await s.login(`fx${n}`)
  const [row] = await s.ctx.db.select({ sid: sysSession.sessionId }).from(sysSession).where(eq(sysSession.userId, id))
  return row.sid
}
const jobBody = (n: number) => ({ jobName: `job${n}`, invokeTarget: 'refreshCaches', cronExpression: '0 0 3 * * ?' })

/**
 * A valid request for every route of the system and monitoring families. The test walks the registry, so a
 * route added without a row here fails it.
 */
const SAMPLES: Record<string, Row> = {
  'GET /system/user/getInfo': {},
  'GET /system/menu/getRouters': {},
  'GET /system/homePage/getLatestArticles': {},
  'GET /system/user/profile': {},
  'PUT /system/user/profile': { body: { nickName: '改名' } },
  'PUT /system/user/profile/updatePwd': { body: { oldPassword: 'admin123', newPassword: 'changed123' } },
  'POST /system/user/profile/avatar': { file: async () => multipartFile('avatarfile', 'a.png', PNG_1PX, 'image/png') },
  // dictionaries
  'GET /system/dict/type/list': {},
  'GET /system/dict/type/optionselect': {},
  'GET /system/dict/type/:dictId': { url: '/system/dict/type/1' },
  'POST /system/dict/type': async (_s, _a, n) => ({ body: { dictName: '类型', dictType: `sec_t${n}` } }),
  'PUT /system/dict/type': async (s, a, n) => ({
    body: {
      dictId: await created(s, a, 'POST', '/system/dict/type', { dictName: 'x', dictType: `sec_e${n}` }, 'dictId'),
      dictName: 'y',
      dictType: `sec_e${n}`,
    },
  }),
  'DELETE /system/dict/type/refreshCache': {},
  'DELETE /system/dict/type/:dictIds': async (s, a, n) => ({
    url: `/system/dict/type/${await created(s, a, 'POST', '/system/dict/type', { dictName: 'x', dictType: `sec_d${n}` }, 'dictId')}`,
  }),
  'POST /system/dict/type/export': { form: '' },
  'GET /system/dict/data/list': {},
  'GET /system/dict/data/type/:dictType': { url: '/system/dict/data/type/sys_user_sex' },
  'GET /system/dict/data/getSysDictData': {},
  'GET /system/dict/data/detail': { url: '/system/dict/data/detail?dictType=sys_user_sex&dictValue=0' },
  'GET /system/dict/data/:dictCode': { url: '/system/dict/data/1' },
  'POST /system/dict/data': async (_s, _a, n) => ({
    body: { dictType: 'sys_user_sex', dictLabel: `l${n}`, dictValue: `v${n}` },
  }),
  'PUT /system/dict/data': async (s, a, n) => ({
    body: {
      dictCode: await created(
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
  'DELETE /system/dict/data/:dictCodes': async (s, a, n) => ({
    url: `/system/dict/data/${await created(s, a, 'POST', '/system/dict/data', { dictType: 'sys_user_sex', dictLabel: 'x', dictValue: `d${n}` }, 'dictCode')}`,
  }),
  'POST /system/dict/data/export': { form: 'dictType=sys_user_sex' },
  // configuration
  'GET /system/config/list': {},
  'GET /system/config/configKey/:configKey': { url: '/system/config/configKey/sys.index.skinName' },
  'GET /system/config/:configId': { url: '/system/config/1' },
  'POST /system/config': async (_s, _a, n) => ({ body: { configName: 'x', configKey: `sec.a${n}`, configValue: '' } }),
  'PUT /system/config': async (s, a, n) => ({
    body: {
      configId: await created(
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
  'DELETE /system/config/refreshCache': {},
  'DELETE /system/config/clearCache': {},
  'DELETE /system/config/:configIds': async (s, a, n) => ({
    url: `/system/config/${await created(s, a, 'POST', '/system/config', { configName: 'x', configKey: `sec.d${n}`, configValue: '' }, 'configId')}`,
  }),
  'POST /system/config/export': { form: '' },
  // users
  'GET /system/user/list': { url: '/system/user/list?deptId=100&pageSize=5' },
  'GET /system/user/deptTree': {},
  'GET /system/user/': { url: '/system/user/' },
  'GET /system/user/:userId': { url: '/system/user/2' },
  'POST /system/user': async (_s, _a, n) => ({
    body: { userName: `add${n}`, nickName: '新用户', password: 'abc12345', deptId: 103 },
  }),
  'PUT /system/user': async (s, _a, n) => ({ body: { userId: await newUser(s, n), nickName: '改名', deptId: 104 } }),
  'DELETE /system/user/:userIds': async (s, _a, n) => ({ url: `/system/user/${await newUser(s, n)}` }),
  'PUT /system/user/resetPwd': async (s, _a, n) => ({ body: { userId: await newUser(s, n), password: 'reset1234' } }),
  'PUT /system/user/changeStatus': async (s, _a, n) => ({ body: { userId: await newUser(s, n), status: '1' } }),
  'GET /system/user/authRole/:userId': { url: '/system/user/authRole/2' },
  'PUT /system/user/authRole': async (s, _a, n) => ({
    url: `/system/user/authRole?userId=${await newUser(s, n)}&roleIds=2`,
  }),
  'POST /system/user/export': { form: 'deptId=103&columns=userName,nickName' },
  'POST /system/user/importTemplate': { form: '' },
  'POST /system/user/importData': async (s, _a, n) => ({
    ...(await setInitPassword(s)),
    url: '/system/user/importData?updateSupport=false',
    file: async () =>
      multipartFile(
        'file',
        'u.xlsx',
        await xlsxOf(['部门编号', '登录名称', '用户名称'], [[103, `imp${n}`, '导入']]),
        'application/octet-stream',
      ),
  }),
  // roles
  'GET /system/role/list': {},
  'GET /system/role/optionselect': {},
  'GET /system/role/deptTree/:roleId': { url: '/system/role/deptTree/2' },
  'GET /system/role/authUser/allocatedList': { url: '/system/role/authUser/allocatedList?roleId=2' },
  'GET /system/role/authUser/unallocatedList': { url: '/system/role/authUser/unallocatedList?roleId=2' },
  'PUT /system/role/authUser/cancel': async (s, _a, n) => ({ body: { roleId: 2, userId: await newUser(s, n, [2]) } }),
  'PUT /system/role/authUser/cancelAll': async (s, _a, n) => ({
    url: `/system/role/authUser/cancelAll?roleId=2&userIds=${await newUser(s, n, [2])}`,
  }),
  'PUT /system/role/authUser/selectAll': async (s, _a, n) => ({
    url: `/system/role/authUser/selectAll?roleId=2&userIds=${await newUser(s, n)}`,
  }),
  'GET /system/role/:roleId': { url: '/system/role/2' },
  'POST /system/role': async (_s, _a, n) => ({
    body: { roleName: `角色${n}`, roleKey: `k${n}`, roleSort: 3, menuIds: [1, 100] },
  }),
  'PUT /system/role': async (s, a, n) => ({
    body: {
      roleId: await created(
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
  'PUT /system/role/changeStatus': async (s, a, n) => ({
    body: {
      roleId: await created(
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
  'PUT /system/role/dataScope': async (s, a, n) => ({
    body: {
      roleId: await created(
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
  'DELETE /system/role/:roleIds': async (s, a, n) => ({
    url: `/system/role/${await created(s, a, 'POST', '/system/role', { roleName: `删${n}`, roleKey: `d${n}`, roleSort: 3 }, 'roleId')}`,
  }),
  'POST /system/role/export': { form: '' },
  // menus
  'GET /system/menu/list': { url: '/system/menu/list?menuName=' + encodeURIComponent('用户') },
  'GET /system/menu/treeselect': {},
  'GET /system/menu/roleMenuTreeselect/:roleId': { url: '/system/menu/roleMenuTreeselect/2' },
  'GET /system/menu/:menuId': { url: '/system/menu/100' },
  'POST /system/menu': async (_s, _a, n) => ({
    body: { menuName: `菜单${n}`, parentId: 1, orderNum: 9, menuType: 'C', path: `p${n}`, component: 'demo/index' },
  }),
  'PUT /system/menu': async (s, a, n) => ({
    body: {
      menuId: await created(
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
  'DELETE /system/menu/:menuId': async (s, a, n) => ({
    url: `/system/menu/${await created(s, a, 'POST', '/system/menu', { menuName: `删${n}`, parentId: 1, orderNum: 9, menuType: 'F', path: '' }, 'menuId')}`,
  }),
  // departments
  'GET /system/dept/list': {},
  'GET /system/dept/list/exclude/:deptId': { url: '/system/dept/list/exclude/101' },
  'GET /system/dept/:deptId': { url: '/system/dept/103' },
  'POST /system/dept': async (_s, _a, n) => ({ body: { parentId: 100, deptName: `部门${n}`, orderNum: 9 } }),
  'PUT /system/dept': async (s, a, n) => ({
    body: {
      deptId: await created(s, a, 'POST', '/system/dept', { parentId: 100, deptName: `改${n}`, orderNum: 9 }, 'deptId'),
      parentId: 101,
      deptName: `改${n}`,
      orderNum: 9,
    },
  }),
  'DELETE /system/dept/:deptId': async (s, a, n) => ({
    url: `/system/dept/${await created(s, a, 'POST', '/system/dept', { parentId: 100, deptName: `删${n}`, orderNum: 9 }, 'deptId')}`,
  }),
  // posts
  'GET /system/post/list': {},
  'GET /system/post/optionselect': {},
  'GET /system/post/:postId': { url: '/system/post/1' },
  'POST /system/post': async (_s, _a, n) => ({ body: { postCode: `c${n}`, postName: `岗位${n}`, postSort: 5 } }),
  'PUT /system/post': async (s, a, n) => ({
    body: {
      postId: await created(
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
  'DELETE /system/post/:postIds': async (s, a, n) => ({
    url: `/system/post/${await created(s, a, 'POST', '/system/post', { postCode: `d${n}`, postName: `删${n}`, postSort: 5 }, 'postId')}`,
  }),
  'POST /system/post/export': { form: '' },
  // notices
  'GET /system/notice/list': {},
  'GET /system/notice/:noticeId': { url: '/system/notice/1' },
  'POST /system/notice': { body: { noticeTitle: '通知', noticeType: '1', noticeContent: '<p>内容</p>' } },
  'PUT /system/notice': async (s, a) => ({
    body: {
      noticeId: await created(
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
  'DELETE /system/notice/:noticeIds': async (s, a) => ({
    url: `/system/notice/${await created(s, a, 'POST', '/system/notice', { noticeTitle: '删', noticeType: '1', noticeContent: '' }, 'noticeId')}`,
  }),
  // logs
  'GET /system/operlog/list': { url: '/system/operlog/list?orderByColumn=costTime&isAsc=descending' },
  'DELETE /system/operlog/clean': {},
  'GET /system/operlog/:operId': async (s) => ({ url: `/system/operlog/${await lastOperId(s)}` }),
  'DELETE /system/operlog/:operIds': async (s) => ({ url: `/system/operlog/${await lastOperId(s)}` }),
  'POST /system/operlog/export': { form: 'businessType=1' },
  'GET /system/logininfor/list': {},
  'DELETE /system/logininfor/clean': {},
  'GET /system/logininfor/unlock/:userName': { url: '/system/logininfor/unlock/ry' },
  'DELETE /system/logininfor/:infoIds': async (s) => ({ url: `/system/logininfor/${await lastLoginId(s)}` }),
  'POST /system/logininfor/export': { form: '' },
  // monitoring
  'GET /monitor/online/list': {},
  'DELETE /monitor/online/batchLogout/:tokenIds': async (s, _a, n) => ({
    url: `/monitor/online/batchLogout/${await liveSession(s, n)}`,
  }),
  'DELETE /monitor/online/:tokenId': async (s, _a, n) => ({ url: `/monitor/online/${await liveSession(s, n)}` }),
  'GET /monitor/job/list': {},
  'GET /monitor/job/:jobId': { url: '/monitor/job/1' },
  'POST /monitor/job': async (_s, _a, n) => ({ body: jobBody(n) }),
  'PUT /monitor/job': async (s, a, n) => ({
    body: {
      ...jobBody(n),
      jobId: await created(s, a, 'POST', '/monitor/job', jobBody(n), 'jobId'),
      cronExpression: '0 0 4 * * ?',
    },
  }),
  'PUT /monitor/job/changeStatus': async (s, a, n) => ({
    body: { jobId: await created(s, a, 'POST', '/monitor/job', jobBody(n), 'jobId'), status: '1' },
  }),
  'PUT /monitor/job/run': async (s, a, n) => ({
    body: { jobId: await created(s, a, 'POST', '/monitor/job', jobBody(n), 'jobId') },
  }),
  'DELETE /monitor/job/:jobIds': async (s, a, n) => ({
    url: `/monitor/job/${await created(s, a, 'POST', '/monitor/job', jobBody(n), 'jobId')}`,
  }),
  'POST /monitor/job/export': { form: '' },
  'GET /monitor/jobLog/list': {},
  'DELETE /monitor/jobLog/clean': {},
  'GET /monitor/jobLog/:jobLogId': async (s, a) => ({ url: `/monitor/jobLog/${await lastJobLogId(s, a)}` }),
  'DELETE /monitor/jobLog/:jobLogIds': async (s, a) => ({ url: `/monitor/jobLog/${await lastJobLogId(s, a)}` }),
  'POST /monitor/jobLog/export': { form: '' },
}

async function setInitPassword(s: TestServer) {
  await s.ctx.db
    .update(sysConfig)
    .set({ configValue: 'init1234' })
    .where(eq(sysConfig.configKey, 'sys.user.initPassword'))
  s.ctx.caches.config.clear()
  return {}
}
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
async function lastJobLogId(s: TestServer, admin: string) {
  const run = await s.call('PUT', API + '/monitor/job/run', { token: admin, body: { jobId: 1 } })
  if (run.code !== 200) throw new Error(run.msg)
  const [row] = await s.ctx.db
    .select({ id: sysJobLog.jobLogId })
    .from(sysJobLog)
    .orderBy(desc(sysJobLog.jobLogId))
    .limit(1)
  return row.id
}

const keyOf = (r: { method: string; url: string }) => `${r.method} ${r.url.slice(API.length)}`
const inScope = (url: string) => url.startsWith(API + '/system/') || url.startsWith(API + '/monitor/')

async function send(s: TestServer, method: string, sample: Sample, fallbackUrl: string, token?: string) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {}
  const url = API + (sample.url ?? fallbackUrl)
  if (sample.file) {
    const { payload, headers: h } = await sample.file()
    return s.fastify.inject({ method: method as 'POST', url, payload, headers: { ...headers, ...h } })
  }
  if (sample.form !== undefined)
    return s.fastify.inject({
      method: method as 'POST',
      url,
      payload: sample.form,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    })
  return s.fastify.inject({
    method: method as 'GET',
    url,
    headers,
    ...(sample.body !== undefined ? { payload: sample.body as object } : {}),
  })
}

function succeeded(res: { headers: Record<string, unknown>; body: string }) {
  if (String(res.headers['content-type']).includes(XLSX)) return { ok: true, msg: 'xlsx' }
  const body = JSON.parse(res.body) as { code: number; msg: string }
  return { ok: body.code === 200, msg: `${body.code} ${body.msg}` }
}

describe('system and monitoring routes, table-driven', () => {
  let s: TestServer
  let admin: string
  let nobody: string
  let n = 0
  const routes = () => s.router.routes.filter((r) => inScope(r.url))
  beforeAll(async () => {
    s = await startTestServer()
    admin = await s.login('admin')
    await s.createUser('nobody', [])
    nobody = await s.login('nobody')
  })
  afterAll(() => s?.close())

  it('has a sample request for every route of the two families', () => {
    const missing = routes()
      .map(keyOf)
      .filter((k) => !(k in SAMPLES))
    expect(missing).toEqual([])
    expect(routes().length).toBeGreaterThan(100)
  })

  it('anonymous → 401, signed in without the permission → 403, with exactly that permission → success', async () => {
    const failures: string[] = []
    const holders = new Map<string, string>()
    for (const route of routes()) {
      const key = keyOf(route)
      const row = SAMPLES[key]
      const fallback = route.sampleUrl.slice(API.length)
      const anonymous = JSON.parse(
        (await send(s, route.method, typeof row === 'function' ? { url: fallback } : row, fallback)).body,
      )
      if (anonymous.code !== 401) failures.push(`${key}: anonymous got ${anonymous.code}`)
      let token: string
      if (route.access === 'signed-in') {
        // A fresh user each time: these calls change their own profile and password.
        await s.createUser(`si${++n}`, [])
        token = await s.login(`si${n}`)
      } else {
        const denied = JSON.parse(
          (await send(s, route.method, typeof row === 'function' ? { url: fallback } : row, fallback, nobody)).body,
        )
        if (denied.code !== 403) failures.push(`${key}: no permission got ${denied.code}`)
        token = holders.get(route.access) ?? (await userWith(s, [route.access])).token
        holders.set(route.access, token)
      }
      const sample = typeof row === 'function' ? await row(s, admin, ++n) : row
      const res = await send(s, route.method, sample, fallback, token)
      await s.ctx.oplog.flush()
      const outcome = succeeded(res)
      if (!outcome.ok) failures.push(`${key} with ${route.access}: ${outcome.msg}`)
    }
    expect(failures).toEqual([])
  }, 300_000)

  /* ---------- sorting and filtering only through allowlists ---------- */

  const ATTACKS = [
    'updatexml(1,concat(0x7e,user()),1)',
    'case when 1=1 then user_id else user_name end',
    'user_id desc;drop table sys_user',
    "' or 1=1--",
    "1' and extractvalue(1,concat(0x7e,(select version())))--",
    'userId,(select 1)',
  ]
  /** Every list with its sortable flag and text filters. */
  const LISTS: [url: string, sortable: boolean, filters: string[]][] = [
    ['/system/user/list', true, ['userName', 'phonenumber']],
    ['/system/role/list', true, ['roleName', 'roleKey']],
    ['/system/post/list', true, ['postCode', 'postName']],
    ['/system/notice/list', true, ['noticeTitle', 'createBy']],
    ['/system/operlog/list', true, ['title', 'operName', 'operIp']],
    ['/system/logininfor/list', true, ['ipaddr', 'userName']],
    ['/system/dict/type/list', true, ['dictName', 'dictType']],
    ['/system/dict/data/list', true, ['dictLabel']],
    ['/system/config/list', true, ['configName', 'configKey']],
    ['/monitor/job/list', true, ['jobName', 'invokeTarget']],
    ['/monitor/jobLog/list', true, ['jobName', 'invokeTarget']],
    ['/system/role/authUser/allocatedList?roleId=2', true, ['userName', 'phonenumber']],
    ['/system/role/authUser/unallocatedList?roleId=2', true, ['userName', 'phonenumber']],
    ['/system/dept/list', false, ['deptName']],
    ['/system/menu/list', false, ['menuName']],
    ['/monitor/online/list', false, ['ipaddr', 'userName']],
  ]

  it('refuses injection strings in orderByColumn and isAsc, and treats them as plain text in filters', async () => {
    const [{ before }] = await s.ctx.db.select({ before: sql<number>`count(*)::int` }).from(sysUser)
    const problems: string[] = []
    for (const [url, sortable, filters] of LISTS) {
      const join = url.includes('?') ? '&' : '?'
      for (const attack of ATTACKS) {
        const a = encodeURIComponent(attack)
        const sort = await s.call('GET', `${API}${url}${join}orderByColumn=${a}`, { token: admin })
        if (sortable ? sort.code !== 400 : sort.code !== 200)
          problems.push(`${url} orderByColumn ${attack}: ${sort.code}`)
        const dir = await s.call('GET', `${API}${url}${join}orderByColumn=createTime&isAsc=${a}`, { token: admin })
        if (sortable ? dir.code !== 400 : dir.code !== 200) problems.push(`${url} isAsc ${attack}: ${dir.code}`)
        for (const f of filters) {
          const res = await s.call('GET', `${API}${url}${join}${f}=${a}`, { token: admin })
          // Either matched literally (nothing has such a name) or refused as too long for the field.
          const found = res.rows?.length ?? res.data?.length
          const fine = (res.code === 200 && found === 0) || (res.code === 400 && res.msg.startsWith('参数校验失败'))
          if (!fine) problems.push(`${url} ${f}=${attack}: ${res.code} ${found}`)
        }
      }
    }
    expect(problems).toEqual([])
    const [{ after }] = await s.ctx.db.select({ after: sql<number>`count(*)::int` }).from(sysUser)
    expect(after).toBe(before)
    expect((await s.call('GET', `${API}/system/user/list`, { token: admin })).code).toBe(200)
  })

  it('sorts through the allowlist', async () => {
    const res = await s.call('GET', `${API}/system/user/list?orderByColumn=userName&isAsc=descending&pageSize=100`, {
      token: admin,
    })
    const names = res.rows!.map((r) => r.userName as string)
    expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)))
  })
})
