import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { startTestServer, type TestServer } from '../../testing/harness'
import { multipartFile, postForm, readXlsx, userWith, xlsxOf } from '../../testing/fixtures'
import { sysConfig } from '../config/schema'
import { sysUser, sysUserRole } from '../../directory/user/schema'

const API = '/prod-api/system/user'

describe('user management', () => {
  let s: TestServer
  let admin: string
  beforeAll(async () => {
    s = await startTestServer()
    admin = await s.login('admin')
  })
  afterAll(() => s?.close())

  const add = (body: Record<string, unknown>, token = admin) =>
    s.call('POST', API, { token, body: { nickName: '新人', password: 'abc12345x', deptId: 103, ...body } })
  const alive = async (token: string) => (await s.call('GET', '/prod-api/system/user/getInfo', { token })).code === 200

  it('adds a user with roles and posts; the password is an initial one the user must change', async () => {
    const res = await add({
      userName: 'zhang3',
      phonenumber: '13800000001',
      email: 'z3@example.com',
      roleIds: [2],
      postIds: [2, 3],
      sex: '1',
    })
    expect(res.code).toBe(200)
    const id = res.data.userId
    const got = await s.call('GET', `${API}/${id}`, { token: admin })
    expect(got).toMatchObject({ code: 200, roleIds: [2], postIds: [2, 3] })
    expect(got.data).toMatchObject({
      userName: 'zhang3',
      nickName: '新人',
      sex: '1',
      dept: { deptId: 103, deptName: '研发部门' },
    })
    expect(got.data.password).toBeUndefined()
    // The system's own roles come first (modules may seed roles of their own after them).
    expect(got.roles.map((r: { roleId: number }) => r.roleId).slice(0, 2)).toEqual([1, 2])
    expect(got.posts).toHaveLength(4)
    const token = await s.login('zhang3', 'abc12345x')
    const info = await s.call('GET', '/prod-api/system/user/getInfo', { token })
    expect(info.isDefaultModifyPwd).toBe(true)
  })

  it('refuses bad and duplicate input with the family messages', async () => {
    expect((await add({ userName: 'zhang3' })).msg).toBe("新增用户'zhang3'失败，登录账号已存在")
    expect((await add({ userName: 'li4', phonenumber: '13800000001' })).msg).toBe("新增用户'li4'失败，手机号码已存在")
    expect((await add({ userName: 'li4', email: 'z3@example.com' })).msg).toBe("新增用户'li4'失败，邮箱账号已存在")
    expect((await add({ userName: 'x' })).msg).toContain('用户账号长度必须介于 2 和 20 之间')
    expect((await add({ userName: 'li4', phonenumber: '12345' })).msg).toContain('请输入正确的手机号码')
    expect((await add({ userName: 'li4', email: 'nope' })).msg).toContain('请输入正确的邮箱地址')
    expect((await add({ userName: 'li4', password: '123' })).msg).toBe('用户密码长度必须介于 6 和 20 之间')
    expect((await add({ userName: 'li4', password: undefined })).msg).toBe('用户密码不能为空')
    expect((await add({ userName: 'li4', nickName: '' })).code).toBe(400)
    expect((await add({ userName: 'li4', deptId: 999 })).code).not.toBe(200)
  })

  it('uses the configured initial password and strength rule', async () => {
    await s.ctx.db
      .update(sysConfig)
      .set({ configValue: 'init1234' })
      .where(eq(sysConfig.configKey, 'sys.user.initPassword'))
    await s.ctx.db.update(sysConfig).set({ configValue: '3' }).where(eq(sysConfig.configKey, 'sys.account.chrtype'))
    s.ctx.bus.clear('config')
    try {
      expect((await add({ userName: 'digitsonly', password: '73914682' })).msg).toBe('密码必须同时包含字母和数字')
      expect((await add({ userName: 'initial', password: '' })).code).toBe(200)
      await s.login('initial', 'init1234')
    } finally {
      await s.ctx.db.update(sysConfig).set({ configValue: '0' }).where(eq(sysConfig.configKey, 'sys.account.chrtype'))
      s.ctx.bus.clear('config')
    }
  })

  it('lists with filters: a department means its whole subtree; rows carry the department, never the password', async () => {
    await s.createUser('south1', [], 108)
    const sub = await s.call('GET', `${API}/list?deptId=101&pageSize=100`, { token: admin })
    const depts = new Set(sub.rows!.map((r) => r.deptId))
    expect([...depts].every((d) => [101, 103, 104, 105, 106, 107].includes(d))).toBe(true)
    expect(sub.rows!.map((r) => r.userName)).toEqual(expect.arrayContaining(['admin', 'ry', 'zhang3']))
    expect(sub.rows!.map((r) => r.userName)).not.toContain('south1')
    expect(sub.rows![0].password).toBeUndefined()
    expect(sub.rows!.find((r) => r.userName === 'ry').dept.deptName).toBe('测试部门')
    const south = await s.call('GET', `${API}/list?deptId=102`, { token: admin })
    expect(south.rows!.map((r) => r.userName)).toEqual(['south1'])
    const byName = await s.call('GET', `${API}/list?userName=HANG`, { token: admin })
    expect(byName.rows!.map((r) => r.userName)).toEqual(['zhang3'])
    const byPhone = await s.call('GET', `${API}/list?phonenumber=0000000`, { token: admin })
    expect(byPhone.total).toBe(1)
    const range = await s.call('GET', `${API}/list?params[beginTime]=2026-06-01&params[endTime]=2026-06-01`, {
      token: admin,
    })
    expect(range.total).toBeGreaterThan(0)
    const none = await s.call('GET', `${API}/list?params[beginTime]=2030-01-01`, { token: admin })
    expect(none.total).toBe(0)
    const page = await s.call('GET', `${API}/list?pageNum=2&pageSize=2&orderByColumn=userId`, { token: admin })
    expect(page.rows).toHaveLength(2)
    const tree = await s.call('GET', `${API}/deptTree`, { token: admin })
    expect(tree.data[0]).toMatchObject({ id: 100, label: '综合科技集团' })
    expect(tree.data[0].children.map((c: { id: number }) => c.id)).toEqual([101, 102])
  })

  it('edits a user; nobody may change the super administrator', async () => {
    const [{ userId }] = await s.ctx.db
      .select({ userId: sysUser.userId })
      .from(sysUser)
      .where(eq(sysUser.userName, 'zhang3'))
    const res = await s.call('PUT', API, {
      token: admin,
      body: { userId, nickName: '张三', deptId: 104, roleIds: [], postIds: [1], phonenumber: '13800000002', email: '' },
    })
    expect(res.code).toBe(200)
    const got = await s.call('GET', `${API}/${userId}`, { token: admin })
    expect(got).toMatchObject({
      roleIds: [],
      postIds: [1],
      data: { nickName: '张三', deptId: 104, phonenumber: '13800000002' },
    })
    for (const [method, url, body] of [
      ['PUT', API, { userId: 1, nickName: 'x' }],
      ['PUT', `${API}/resetPwd`, { userId: 1, password: 'abc12345x' }],
      ['PUT', `${API}/changeStatus`, { userId: 1, status: '1' }],
    ] as const)
      expect((await s.call(method, url, { token: admin, body })).msg).toBe('不允许操作超级管理员用户')
    const other = await userWith(s, ['system:user:remove'])
    expect((await s.call('DELETE', `${API}/1`, { token: other.token })).msg).toBe('不允许操作超级管理员用户')
    expect((await s.call('DELETE', `${API}/${other.userId}`, { token: other.token })).msg).toBe('当前用户不能删除')
  })

  it('deleting is soft, frees the name, and ends the user’s sessions', async () => {
    const id = await s.createUser('gone', [2])
    const token = await s.login('gone')
    expect((await s.call('DELETE', `${API}/${id}`, { token: admin })).code).toBe(200)
    expect(await alive(token)).toBe(false)
    const [row] = await s.ctx.db.select().from(sysUser).where(eq(sysUser.userId, id))
    expect(row.delFlag).toBe('2')
    expect(await s.ctx.db.select().from(sysUserRole).where(eq(sysUserRole.userId, id))).toEqual([])
    expect((await s.call('GET', `${API}/${id}`, { token: admin })).code).not.toBe(200)
    expect((await add({ userName: 'gone' })).code).toBe(200)
  })

  it('an administrator’s password reset ends every session and forces a change at next login', async () => {
    const id = await s.createUser('resetme', [])
    const t1 = await s.login('resetme')
    const t2 = await s.login('resetme')
    expect(
      (await s.call('PUT', `${API}/resetPwd`, { token: admin, body: { userId: id, password: 'fresh1234' } })).code,
    ).toBe(200)
    expect(await alive(t1)).toBe(false)
    expect(await alive(t2)).toBe(false)
    await expect(s.login('resetme')).rejects.toThrow()
    const t3 = await s.login('resetme', 'fresh1234')
    expect((await s.call('GET', '/prod-api/system/user/getInfo', { token: t3 })).isDefaultModifyPwd).toBe(true)
    expect((await s.call('PUT', `${API}/resetPwd`, { token: admin, body: { userId: id, password: '1' } })).msg).toBe(
      '用户密码长度必须介于 6 和 20 之间',
    )
  })

  it('disabling a user ends every session at once; enabling lets them sign in again', async () => {
    const id = await s.createUser('disableme', [2])
    const token = await s.login('disableme')
    expect(await alive(token)).toBe(true)
    expect((await s.call('PUT', `${API}/changeStatus`, { token: admin, body: { userId: id, status: '1' } })).code).toBe(
      200,
    )
    expect(await alive(token)).toBe(false)
    await expect(s.login('disableme')).rejects.toThrow(/已停用/)
    await s.call('PUT', `${API}/changeStatus`, { token: admin, body: { userId: id, status: '0' } })
    expect(await alive(await s.login('disableme'))).toBe(true)
  })

  it('assigns roles; the permissions change at once; non-administrators neither see nor hand out the administrator role', async () => {
    const id = await s.createUser('grantee', [])
    const token = await s.login('grantee')
    expect((await s.call('GET', '/prod-api/system/dict/type/list', { token })).code).toBe(403)
    expect((await s.call('PUT', `${API}/authRole?userId=${id}&roleIds=2`, { token: admin })).code).toBe(200)
    expect((await s.call('GET', '/prod-api/system/dict/type/list', { token })).code).toBe(200)
    const view = await s.call('GET', `${API}/authRole/${id}`, { token: admin })
    expect(view.roles.find((r: { roleId: number }) => r.roleId === 2).flag).toBe(true)
    expect(view.user.userName).toBe('grantee')
    await s.call('PUT', `${API}/authRole?userId=${id}&roleIds=`, { token: admin })
    expect((await s.call('GET', '/prod-api/system/dict/type/list', { token })).code).toBe(403)

    const manager = await userWith(s, ['system:user:query', 'system:user:edit', 'system:user:add'])
    const options = await s.call('GET', `${API}/`, { token: manager.token })
    expect(options.roles.map((r: { roleKey: string }) => r.roleKey)).not.toContain('admin')
    expect((await s.call('PUT', `${API}/authRole?userId=${id}&roleIds=1`, { token: manager.token })).msg).toBe(
      '没有权限访问角色数据！',
    )
    expect(
      (
        await s.call('POST', API, {
          token: manager.token,
          body: { userName: 'sneaky', nickName: 'x', password: 'abc12345x', roleIds: [1] },
        })
      ).msg,
    ).toBe('没有权限访问角色数据！')
    expect(
      (await s.call('PUT', API, { token: manager.token, body: { userId: id, nickName: 'x', roleIds: [1] } })).msg,
    ).toBe('没有权限访问角色数据！')
    const mine = await s.call('GET', `${API}/authRole/${id}`, { token: manager.token })
    expect(mine.roles.map((r: { roleId: number }) => r.roleId)).not.toContain(1)
  })

  it('exports the filtered users with the chosen columns, in order', async () => {
    const all = await postForm(s, `${API}/export`, admin, 'deptId=101')
    const sheet = await readXlsx(all)
    expect(sheet.header.slice(0, 3)).toEqual(['用户序号', '登录名称', '用户名称'])
    const names = sheet.rows.map((r) => r[1])
    expect(names).toEqual(expect.arrayContaining(['admin', 'ry']))
    expect(names).not.toContain('south1')
    const chosen = await readXlsx(
      await postForm(s, `${API}/export`, admin, 'userName=ry&columns[]=nickName&columns[]=userName&columns[]=sex'),
    )
    expect(chosen.header).toEqual(['用户名称', '登录名称', '用户性别'])
    expect(chosen.rows).toEqual([['测试员', 'ry', '女']])
    const bad = await postForm(s, `${API}/export`, admin, 'columns=password')
    expect(JSON.parse(bad.body).code).toBe(400)
  })

  describe('import', () => {
    const importFile = async (
      rows: (string | number)[][],
      update = false,
      header = ['部门编号', '登录名称', '用户名称', '用户邮箱', '手机号码', '用户性别', '帐号状态'],
    ) => {
      const { payload, headers } = multipartFile(
        'file',
        'users.xlsx',
        await xlsxOf(header, rows),
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      )
      const res = await s.fastify.inject({
        method: 'POST',
        url: `${API}/importData?updateSupport=${update}`,
        payload,
        headers: { ...headers, authorization: `Bearer ${admin}` },
      })
      return JSON.parse(res.body) as { code: number; msg: string }
    }

    it('offers a template with the import columns', async () => {
      const t = await readXlsx(await postForm(s, `${API}/importTemplate`, admin))
      expect(t.header).toEqual(['部门编号', '登录名称', '用户名称', '用户邮箱', '手机号码', '用户性别', '帐号状态'])
    })

    it('checks every row, imports the good ones and reports each bad row by its sheet row', async () => {
      const res = await importFile([
        [103, 'imp1', '导入一', 'imp1@example.com', '13900000001', '男', '正常'],
        [999, 'imp2', '导入二', '', '', '女', '正常'],
        [103, 'x', '太短', '', '', '', ''],
        [104, 'imp1', '重复', '', '', '', ''],
        [105, 'imp3', '导入三', 'bad-mail', '', '', ''],
        [105, 'ry', '已存在', '', '', '', ''],
        [105, 'imp4', '<b>x</b>', '', '', '', ''],
        [106, 'imp5', '导入五', '', '13900000001', '', '停用'],
        [107, 'imp6', '导入六', '', '', '未知', '停用'],
      ])
      expect(res.code).toBe(200)
      expect(res.msg).toContain('成功 2 条')
      expect(res.msg).toContain('失败 7 条')
      for (const line of [
        '第3行：部门编号 999 不存在或无权访问',
        '第4行：登录名称 用户账号长度必须介于 2 和 20 之间',
        '第5行：登录名称 imp1 与第2行重复',
        '第6行：用户邮箱 请输入正确的邮箱地址',
        '第7行：账号 ry 已存在',
        '第8行：用户名称 用户昵称不能包含脚本字符',
        '第9行：手机号码 13900000001 已被账号 imp1 使用',
      ])
        expect(res.msg).toContain(line)
      expect(res.msg).not.toContain('<b>')
      const [imp6] = await s.ctx.db.select().from(sysUser).where(eq(sysUser.userName, 'imp6'))
      expect(imp6).toMatchObject({ deptId: 107, sex: '2', status: '1', pwdUpdateDate: null })
    })

    it('updates existing accounts only when asked', async () => {
      const res = await importFile([[105, 'imp6', '改名六', '', '', '女', '正常']], true)
      expect(res.msg).toContain('恭喜您，数据已全部导入成功！共 1 条')
      const [imp6] = await s.ctx.db.select().from(sysUser).where(eq(sysUser.userName, 'imp6'))
      expect(imp6).toMatchObject({ deptId: 105, nickName: '改名六', sex: '1', status: '0' })
      expect((await importFile([[105, 'admin', '管理员', '', '', '', '']], true)).msg).toContain('账号 admin 无权修改')
    })

    it('refuses files that are not xlsx, lack the columns, or are too many rows', async () => {
      const notXlsx = multipartFile('file', 'u.xlsx', Buffer.from('hello'), 'application/octet-stream')
      const res = await s.fastify.inject({
        method: 'POST',
        url: `${API}/importData`,
        payload: notXlsx.payload,
        headers: { ...notXlsx.headers, authorization: `Bearer ${admin}` },
      })
      expect(JSON.parse(res.body)).toMatchObject({ code: 400, msg: '导入文件不是有效的 Excel（.xlsx）文件' })
      expect((await importFile([[1, 2]], false, ['甲', '乙'])).msg).toContain('请使用导入模板')
      const many = Array.from({ length: 10_001 }, (_, i) => [103, `m${i}`, 'x'])
      expect((await importFile(many, false, ['部门编号', '登录名称', '用户名称'])).msg).toBe(
        '导入失败：单次最多导入 10000 行数据',
      )
    })
  })
})
