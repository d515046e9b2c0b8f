import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type Envelope, type TestServer } from '../testing/harness'

/**
 * RuoYi-Cloud 3.6's own front end (`ruoyi-ui/src/api/**`) against this server: each call as its axios wrapper
 * (`utils/request.js`) sends it — GET params flattened as `params[beginTime]=…`, JSON bodies, the bearer header —
 * and the fields its views read. The one difference: login sends the password encrypted (see the README).
 */
describe('the family’s client (ruoyi-ui) unchanged', () => {
  let s: TestServer
  let token: string
  beforeAll(async () => {
    s = await startTestServer()
    token = await s.login('admin')
  })
  afterAll(() => s?.close())

  /** request.js's tansParams: nested objects become `key[sub]=value`, empty values are left out. */
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
  const request = (o: { url: string; method?: string; params?: Record<string, unknown>; data?: unknown }) => {
    const query = o.params ? tansParams(o.params) : ''
    return s.call((o.method ?? 'get').toUpperCase(), `/prod-api${o.url}${query ? '?' + query : ''}`, {
      token,
      body: o.data,
      headers: { 'content-type': 'application/json;charset=utf-8' },
    })
  }
  const okRows = (res: Envelope) => {
    expect(res.code, res.msg).toBe(200)
    expect(Array.isArray(res.rows)).toBe(true)
    return res.rows!
  }

  it('monitor/job.js and jobLog.js under /schedule/job, with the form’s numeric defaults', async () => {
    const add = await request({
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
    expect(add.code, add.msg).toBe(200)
    const rows = okRows(
      await request({ url: '/schedule/job/list', params: { pageNum: 1, pageSize: 10, jobName: '兼容' } }),
    )
    expect(rows[0]).toMatchObject({ jobName: '兼容任务', misfirePolicy: '1', concurrent: '1', jobGroup: 'DEFAULT' })
    const jobId = rows[0].jobId
    expect((await request({ url: '/schedule/job/' + jobId })).data).toMatchObject({
      jobId,
      cronExpression: '0 0 3 * * ?',
    })
    expect(
      (await request({ url: '/schedule/job/changeStatus', method: 'put', data: { jobId, status: '1' } })).code,
    ).toBe(200)
    expect(
      (await request({ url: '/schedule/job/run', method: 'put', data: { jobId, jobGroup: 'DEFAULT' } })).code,
    ).toBe(200)
    const logs = okRows(
      await request({
        url: '/schedule/job/log/list',
        params: {
          pageNum: 1,
          pageSize: 10,
          jobName: '兼容任务',
          params: { beginTime: '2000-01-01', endTime: '2100-01-01' },
        },
      }),
    )
    expect(logs[0]).toMatchObject({ jobName: '兼容任务', status: expect.any(String), createTime: expect.any(String) })
    expect((await request({ url: '/schedule/job/log/' + logs[0].jobLogId, method: 'delete' })).code).toBe(200)
    expect((await request({ url: '/schedule/job/log/clean', method: 'delete' })).code).toBe(200)
    const exported = await s.fastify.inject({
      method: 'POST',
      url: '/prod-api/schedule/job/log/export',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'pageNum=1&pageSize=10',
    })
    expect(exported.headers['content-type']).toContain('spreadsheetml')
    expect((await request({ url: '/schedule/job/' + jobId, method: 'delete' })).code).toBe(200)
  })

  it('monitor/online.js under /system/online', async () => {
    const rows = okRows(
      await request({ url: '/system/online/list', params: { ipaddr: undefined, userName: undefined } }),
    )
    expect(rows[0]).toMatchObject({
      tokenId: expect.any(String),
      userName: expect.any(String),
      loginTime: expect.anything(),
    })
    const other = await s.login('ry')
    const victim = okRows(await request({ url: '/system/online/list', params: { userName: 'ry' } }))[0]
    expect((await request({ url: '/system/online/' + victim.tokenId, method: 'delete' })).code).toBe(200)
    expect((await s.call('GET', '/prod-api/system/user/getInfo', { token: other })).code).toBe(401)
  })

  it('system/menu.js: isFrame/isCache as strings, updateSort', async () => {
    const menus = (await request({ url: '/system/menu/list', params: { menuName: undefined } })).data
    expect(menus[0]).toMatchObject({
      isFrame: expect.stringMatching(/^[01]$/),
      isCache: expect.stringMatching(/^[01]$/),
    })
    const one = (await request({ url: '/system/menu/1' })).data
    expect(typeof one.isFrame).toBe('string')
    const sorted = await request({
      url: '/system/menu/updateSort',
      method: 'put',
      data: { menuIds: '1,2', orderNums: '7,8' },
    })
    expect(sorted.code, sorted.msg).toBe(200)
    expect((await request({ url: '/system/menu/2' })).data.orderNum).toBe(8)
    const edit = await request({ url: '/system/menu', method: 'put', data: { ...one, isFrame: '1', isCache: '0' } })
    expect(edit.code, edit.msg).toBe(200)
  })

  it('system/dept.js: updateSort', async () => {
    const res = await request({
      url: '/system/dept/updateSort',
      method: 'put',
      data: { deptIds: '101,102', orderNums: '5,6' },
    })
    expect(res.code, res.msg).toBe(200)
    expect((await request({ url: '/system/dept/102' })).data.orderNum).toBe(6)
    const bad = await request({
      url: '/system/dept/updateSort',
      method: 'put',
      data: { deptIds: '101', orderNums: '5,6' },
    })
    expect(bad.code).toBe(400)
  })

  it('system/logininfor.js: rows carry accessTime and sort by it', async () => {
    const rows = okRows(
      await request({
        url: '/system/logininfor/list',
        params: { pageNum: 1, pageSize: 10, orderByColumn: 'accessTime', isAsc: 'descending' },
      }),
    )
    expect(rows[0].accessTime).toEqual(expect.any(String))
    expect((await request({ url: '/system/logininfor/unlock/ry' })).code).toBe(200)
  })

  it('login.js: unlockScreen with the password, wrong ones counted', async () => {
    expect((await request({ url: '/auth/unlockscreen', method: 'post', data: { password: 'wrong-one' } })).code).toBe(
      500,
    )
    expect((await request({ url: '/auth/unlockscreen', method: 'post', data: { password: 'admin123' } })).code).toBe(
      200,
    )
    expect((await request({ url: '/auth/refresh', method: 'post' })).code).toBe(200)
  })

  it('system/notice.js: listTop with unreadCount, markRead, markReadAll, readUsers/list', async () => {
    const top = await request({ url: '/system/notice/listTop' })
    expect(top.code, top.msg).toBe(200)
    expect(top.data[0]).toMatchObject({ noticeId: expect.any(Number), noticeTitle: expect.any(String), isRead: false })
    const unread = top.unreadCount as number
    expect(unread).toBeGreaterThan(0)
    const first = top.data[0].noticeId
    expect((await request({ url: '/system/notice/markRead', method: 'post', params: { noticeId: first } })).code).toBe(
      200,
    )
    const after = await request({ url: '/system/notice/listTop' })
    expect(after.unreadCount).toBe(unread - 1)
    expect(after.data[0].isRead).toBe(true)
    const ids = after.data.map((n: { noticeId: number }) => n.noticeId).join(',')
    expect((await request({ url: '/system/notice/markReadAll', method: 'post', params: { ids } })).code).toBe(200)
    const readers = await request({
      url: '/system/notice/readUsers/list',
      params: { noticeId: first, pageNum: 1, pageSize: 10 },
    })
    expect(readers.rows![0]).toMatchObject({
      userName: 'admin',
      nickName: expect.any(String),
      readTime: expect.any(String),
    })
    expect(readers.total).toBe(1)
    // Another user's bell is their own.
    const ry = await s.login('ry')
    const theirs = await s.call('GET', '/prod-api/system/notice/listTop', { token: ry })
    expect(theirs.data[0].isRead).toBe(false)
  })
})
