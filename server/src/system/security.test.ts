import { describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { sharedTestServer } from '../testing/harness'
import { sysUser } from '../directory/user/schema'

const API = '/prod-api'

describe('lists sort and filter only through allowlists', () => {
  const t = sharedTestServer()

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
    ['/monitor/job/list', true, ['jobName', 'jobGroup']],
    ['/monitor/jobLog/list', true, ['jobName', 'jobGroup']],
    ['/system/role/authUser/allocatedList?roleId=2', true, ['userName', 'phonenumber']],
    ['/system/role/authUser/unallocatedList?roleId=2', true, ['userName', 'phonenumber']],
    ['/system/dept/list', false, ['deptName']],
    ['/system/menu/list', false, ['menuName']],
    ['/monitor/online/list', false, ['ipaddr', 'userName']],
  ]

  it('refuses injection strings in orderByColumn and isAsc, and treats them as plain text in filters', async () => {
    const [{ before }] = await t.server.ctx.db.select({ before: sql<number>`count(*)::int` }).from(sysUser)
    const problems: string[] = []
    for (const [url, sortable, filters] of LISTS) {
      const join = url.includes('?') ? '&' : '?'
      for (const attack of ATTACKS) {
        const a = encodeURIComponent(attack)
        const sort = await t.server.call('GET', `${API}${url}${join}orderByColumn=${a}`, { token: t.token })
        if (sortable ? sort.code !== 400 : sort.code !== 200)
          problems.push(`${url} orderByColumn ${attack}: ${sort.code}`)
        const dir = await t.server.call('GET', `${API}${url}${join}orderByColumn=createTime&isAsc=${a}`, {
          token: t.token,
        })
        if (sortable ? dir.code !== 400 : dir.code !== 200) problems.push(`${url} isAsc ${attack}: ${dir.code}`)
        for (const f of filters) {
          const res = await t.server.call('GET', `${API}${url}${join}${f}=${a}`, { token: t.token })
          // Either matched literally (nothing has such a name) or refused as too long for the field.
          const found = res.rows?.length ?? res.data?.length
          const fine = (res.code === 200 && found === 0) || (res.code === 400 && res.msg.startsWith('参数校验失败'))
          if (!fine) problems.push(`${url} ${f}=${attack}: ${res.code} ${found}`)
        }
      }
    }
    expect(problems).toEqual([])
    const [{ after }] = await t.server.ctx.db.select({ after: sql<number>`count(*)::int` }).from(sysUser)
    expect(after).toBe(before)
    expect((await t.server.call('GET', `${API}/system/user/list`, { token: t.token })).code).toBe(200)
  })

  it('sorts through the allowlist', async () => {
    const res = await t.server.call(
      'GET',
      `${API}/system/user/list?orderByColumn=userName&isAsc=descending&pageSize=100`,
      {
        token: t.token,
      },
    )
    const names = res.rows!.map((r) => r.userName as string)
    expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)))
  })
})
