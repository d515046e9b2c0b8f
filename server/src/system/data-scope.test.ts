import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { startTestServer, type TestServer } from '../testing/harness'
import { postForm, readXlsx, roleWith, userWith } from '../testing/fixtures'
import { sysUser, sysUserRole } from '../directory/user/schema'

const USER = '/prod-api/system/user'
const PERMS = [
  'system:user:list',
  'system:user:query',
  'system:user:edit',
  'system:user:remove',
  'system:user:resetPwd',
  'system:user:export',
  'system:dept:list',
  'system:dept:query',
  'system:dept:edit',
  'system:dept:remove',
  'system:role:list',
]
const NO_USER = '没有权限访问用户数据！'

/** Two departments' users, seen through each data scope. */
describe('data scope is enforced in SQL', () => {
  let s: TestServer
  const ids: Record<string, number> = {}
  beforeAll(async () => {
    s = await startTestServer()
    for (const [name, dept] of [
      ['rd1', 103],
      ['rd2', 103],
      ['qa1', 105],
      ['south', 108],
    ] as const)
      ids[name] = await s.createUser(name, [], dept)
  })
  afterAll(() => s?.close())

  const names = async (token: string, query = '') =>
    ((await s.call('GET', `${USER}/list?pageSize=200${query}`, { token })).rows ?? []).map((r) => r.userName as string)

  it('"own department" sees only that department’s users, in lists, trees and exports', async () => {
    const v = await userWith(s, PERMS, { dataScope: '3', deptId: 103 })
    const seen = await names(v.token)
    expect(seen).toEqual(expect.arrayContaining(['admin', 'rd1', 'rd2', v.userName]))
    expect(seen).not.toContain('qa1')
    expect(seen).not.toContain('south')
    expect(seen).not.toContain('ry')
    expect(await names(v.token, '&deptId=105')).toEqual([])
    const tree = await s.call('GET', `${USER}/deptTree`, { token: v.token })
    expect(tree.data.map((n: { id: number }) => n.id)).toEqual([103])
    const depts = await s.call('GET', '/prod-api/system/dept/list', { token: v.token })
    expect(depts.data.map((d: { deptId: number }) => d.deptId)).toEqual([103])
    const sheet = await readXlsx(await postForm(s, `${USER}/export`, v.token))
    expect(sheet.rows.map((r) => r[1])).not.toContain('qa1')
    expect(sheet.rows.map((r) => r[1])).toContain('rd1')
    const allocated = await s.call('GET', '/prod-api/system/role/authUser/allocatedList?roleId=2', { token: v.token })
    expect(allocated.rows!.map((r) => r.userName)).not.toContain('ry')
  })

  it('"own department" cannot read or change another department’s user by id (no IDOR)', async () => {
    const v = await userWith(s, PERMS, { dataScope: '3', deptId: 103 })
    const qa = ids.qa1
    expect((await s.call('GET', `${USER}/${qa}`, { token: v.token })).msg).toBe(NO_USER)
    expect((await s.call('GET', `${USER}/authRole/${qa}`, { token: v.token })).msg).toBe(NO_USER)
    expect(
      (await s.call('PUT', USER, { token: v.token, body: { userId: qa, nickName: 'hacked', deptId: 103 } })).msg,
    ).toBe(NO_USER)
    expect(
      (await s.call('PUT', `${USER}/resetPwd`, { token: v.token, body: { userId: qa, password: 'owned1234' } })).msg,
    ).toBe(NO_USER)
    expect(
      (await s.call('PUT', `${USER}/changeStatus`, { token: v.token, body: { userId: qa, status: '1' } })).msg,
    ).toBe(NO_USER)
    expect((await s.call('DELETE', `${USER}/${qa}`, { token: v.token })).msg).toBe(NO_USER)
    expect((await s.call('DELETE', `${USER}/${ids.rd2},${qa}`, { token: v.token })).msg).toBe(NO_USER)
    // Nor move their own department's user into a department they cannot see.
    expect(
      (await s.call('PUT', USER, { token: v.token, body: { userId: ids.rd2, nickName: 'x', deptId: 105 } })).msg,
    ).toBe('没有权限访问部门数据！')
    expect((await s.call('GET', '/prod-api/system/dept/105', { token: v.token })).msg).toBe('没有权限访问部门数据！')
    const [qaRow] = await s.ctx.db.select().from(sysUser).where(eq(sysUser.userId, qa))
    expect(qaRow).toMatchObject({ nickName: 'qa1', status: '0', delFlag: '0' })
    expect(await s.ctx.db.select().from(sysUser).where(eq(sysUser.userId, ids.rd2))).toMatchObject([{ delFlag: '0' }])
    // Inside the scope the same calls work.
    expect(
      (await s.call('PUT', USER, { token: v.token, body: { userId: ids.rd2, nickName: '研发二', deptId: 103 } })).code,
    ).toBe(200)
  })

  it('"department and below" reaches the whole subtree and nothing else', async () => {
    const v = await userWith(s, PERMS, { dataScope: '4', deptId: 101 })
    const seen = await names(v.token)
    expect(seen).toEqual(expect.arrayContaining(['rd1', 'qa1', 'ry']))
    expect(seen).not.toContain('south')
    expect((await s.call('GET', `${USER}/${ids.south}`, { token: v.token })).msg).toBe(NO_USER)
  })

  it('"self" sees only oneself; "custom" sees the chosen departments; several roles add up', async () => {
    const self = await userWith(s, PERMS, { dataScope: '5', deptId: 103 })
    expect(await names(self.token)).toEqual([self.userName])
    expect((await s.call('GET', '/prod-api/system/dept/list', { token: self.token })).data).toEqual([])

    const custom = await userWith(s, PERMS, { dataScope: '2', deptId: 103, deptIds: [105] })
    const seen = await names(custom.token)
    expect(seen).toEqual(expect.arrayContaining(['qa1', 'ry']))
    expect(seen).not.toContain('rd1')

    const both = await userWith(s, PERMS, { dataScope: '3', deptId: 108 })
    await s.ctx.db.insert(sysUserRole).values({ userId: both.userId, roleId: await roleWith(s, [], '2', [105]) })
    s.ctx.caches.access.clear()
    const union = await names(both.token)
    expect(union).toEqual(expect.arrayContaining(['south', 'qa1']))
    expect(union).not.toContain('rd1')
  })

  it('a scope that yields no department shows nothing; the administrator sees all', async () => {
    const v = await userWith(s, PERMS, { dataScope: '3', deptId: 103 })
    await s.ctx.db.update(sysUser).set({ deptId: null }).where(eq(sysUser.userId, v.userId))
    s.ctx.caches.access.clear()
    expect(await names(v.token)).toEqual([])
    const admin = await s.login('admin')
    expect(await names(admin)).toEqual(expect.arrayContaining(['rd1', 'qa1', 'south']))
  })
})
