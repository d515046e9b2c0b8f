import { describe, expect, it } from 'vitest'
import { sharedTestServer } from '../../testing/harness'
import { menuIdOf, postForm, readXlsx, userWith } from '../../testing/fixtures'

const ROLE = '/prod-api/system/role'
const MENU = '/prod-api/system/menu'

describe('roles and menus', () => {
  const t = sharedTestServer()

  const addRole = (body: Record<string, unknown>) =>
    t.server.call('POST', ROLE, { token: t.token, body: { roleSort: 5, ...body } })

  it('adds roles with menus and refuses duplicates and the administrator role', async () => {
    const res = await addRole({ roleName: '审计员', roleKey: 'auditor', menuIds: [1, 108, 500] })
    expect(res.code).toBe(200)
    const got = await t.server.call('GET', `${ROLE}/${res.data.roleId}`, { token: t.token })
    expect(got.data).toMatchObject({ roleName: '审计员', roleKey: 'auditor', dataScope: '5', status: '0' })
    expect((await addRole({ roleName: '审计员', roleKey: 'other' })).msg).toBe("新增角色'审计员'失败，角色名称已存在")
    expect((await addRole({ roleName: '另一个', roleKey: 'auditor' })).msg).toBe("新增角色'另一个'失败，角色权限已存在")
    expect((await addRole({ roleName: '假管理员', roleKey: 'admin' })).msg).toBe(
      "新增角色'假管理员'失败，角色权限已存在",
    )
    expect((await addRole({ roleName: 'x', roleKey: 'x y' })).code).toBe(400)
    expect((await addRole({ roleName: 'x', roleKey: 'xy', menuIds: [999999] })).msg).toBe('菜单不存在')
    for (const [method, url, body] of [
      ['PUT', ROLE, { roleId: 1, roleName: 'x', roleKey: 'admin', roleSort: 1 }],
      ['PUT', `${ROLE}/changeStatus`, { roleId: 1, status: '1' }],
      ['PUT', `${ROLE}/dataScope`, { roleId: 1, dataScope: '5' }],
    ] as const)
      expect((await t.server.call(method, url, { token: t.token, body })).msg).toBe('不允许操作超级管理员角色')
    expect((await t.server.call('DELETE', `${ROLE}/1`, { token: t.token })).msg).toBe('不允许操作超级管理员角色')
    const list = await t.server.call('GET', `${ROLE}/list?roleName=${encodeURIComponent('审计')}`, { token: t.token })
    expect(list.rows!.map((r) => r.roleKey)).toEqual(['auditor'])
  })

  it('others than administrators never list, read, export or switch the administrators’ role', async () => {
    const editor = await userWith(t.server, [
      'system:role:list',
      'system:role:query',
      'system:role:export',
      'system:role:edit',
    ])
    const listed = await t.server.call('GET', `${ROLE}/list?pageSize=100`, { token: editor.token })
    expect(listed.code).toBe(200)
    expect(listed.rows!.map((r) => r.roleKey)).not.toContain('admin')
    expect(listed.rows!.map((r) => r.roleKey)).toContain('common')
    expect((await t.server.call('GET', `${ROLE}/1`, { token: editor.token })).msg).toBe('没有权限访问角色数据！')
    const sheet = await readXlsx(await postForm(t.server, `${ROLE}/export`, editor.token))
    expect(sheet.rows.map((r) => r[2])).toContain('common')
    expect(sheet.rows.map((r) => r[2])).not.toContain('admin')
    const off = await t.server.call('PUT', `${ROLE}/changeStatus`, {
      token: editor.token,
      body: { roleId: 1, status: '1' },
    })
    expect(off.msg).toBe('不允许操作超级管理员角色')
    // the administrator sees it, with its data scope named in the sheet
    const all = await readXlsx(await postForm(t.server, `${ROLE}/export`, t.token))
    expect(all.rows.find((r) => r[2] === 'admin')).toEqual(expect.arrayContaining(['全部数据权限', '正常']))
  })

  it('changing a role’s menus or status changes its holders’ permissions at once', async () => {
    const role = await addRole({ roleName: '日志员', roleKey: 'logger', menuIds: [1, 108, 500] })
    const roleId = role.data.roleId
    await t.server.createUser('holder', [roleId])
    const token = await t.server.login('holder')
    expect((await t.server.call('GET', '/prod-api/system/operlog/list', { token })).code).toBe(200)
    expect((await t.server.call('GET', '/prod-api/system/logininfor/list', { token })).code).toBe(403)
    const edit = await t.server.call('PUT', ROLE, {
      token: t.token,
      body: { roleId, roleName: '日志员', roleKey: 'logger', roleSort: 5, menuIds: [1, 108, 501] },
    })
    expect(edit.code).toBe(200)
    expect((await t.server.call('GET', '/prod-api/system/operlog/list', { token })).code).toBe(403)
    expect((await t.server.call('GET', '/prod-api/system/logininfor/list', { token })).code).toBe(200)
    const routers = await t.server.call('GET', '/prod-api/system/menu/getRouters', { token })
    expect(JSON.stringify(routers.data)).toContain('登录日志')
    expect(JSON.stringify(routers.data)).not.toContain('操作日志')
    await t.server.call('PUT', `${ROLE}/changeStatus`, { token: t.token, body: { roleId, status: '1' } })
    expect((await t.server.call('GET', '/prod-api/system/logininfor/list', { token })).code).toBe(403)
    await t.server.call('PUT', `${ROLE}/changeStatus`, { token: t.token, body: { roleId, status: '0' } })
    expect((await t.server.call('GET', '/prod-api/system/logininfor/list', { token })).code).toBe(200)
    // The role's menu tree ticks what it holds; with strict checking, parents of ticked menus are not ticked.
    const tree = await t.server.call('GET', `${MENU}/roleMenuTreeselect/${roleId}`, { token: t.token })
    expect(tree.checkedKeys).toEqual([501])
    // The system family's directories come first; other modules' follow them.
    expect(tree.menus.map((m: { id: number }) => m.id).slice(0, 3)).toEqual([1, 2, 3])
  })

  it('sets the data scope with departments and shows them in the role’s department tree', async () => {
    const role = await addRole({ roleName: '华南', roleKey: 'south' })
    const roleId = role.data.roleId
    expect(
      (
        await t.server.call('PUT', `${ROLE}/dataScope`, {
          token: t.token,
          body: { roleId, dataScope: '2', deptIds: [102, 108, 109] },
        })
      ).code,
    ).toBe(200)
    const tree = await t.server.call('GET', `${ROLE}/deptTree/${roleId}`, { token: t.token })
    expect(tree.checkedKeys.sort()).toEqual([108, 109])
    expect(tree.depts[0].id).toBe(100)
    await t.server.call('PUT', `${ROLE}/dataScope`, {
      token: t.token,
      body: { roleId, dataScope: '2', deptIds: [102, 108], deptCheckStrictly: false },
    })
    expect((await t.server.call('GET', `${ROLE}/deptTree/${roleId}`, { token: t.token })).checkedKeys.sort()).toEqual([
      102, 108,
    ])
    await t.server.call('PUT', `${ROLE}/dataScope`, {
      token: t.token,
      body: { roleId, dataScope: '3', deptIds: [102] },
    })
    expect((await t.server.call('GET', `${ROLE}/deptTree/${roleId}`, { token: t.token })).checkedKeys).toEqual([])
    expect((await t.server.call('GET', `${ROLE}/${roleId}`, { token: t.token })).data.dataScope).toBe('3')
  })

  it('assigns and removes users, and refuses to delete a role while users hold it', async () => {
    const role = await addRole({ roleName: '临时', roleKey: 'temp' })
    const roleId = role.data.roleId
    const a = await t.server.createUser('tempa', [])
    const b = await t.server.createUser('tempb', [])
    const unallocated = await t.server.call('GET', `${ROLE}/authUser/unallocatedList?roleId=${roleId}&userName=temp`, {
      token: t.token,
    })
    expect(unallocated.rows!.map((r) => r.userName)).toEqual(['tempa', 'tempb'])
    expect(
      (await t.server.call('PUT', `${ROLE}/authUser/selectAll?roleId=${roleId}&userIds=${a},${b}`, { token: t.token }))
        .code,
    ).toBe(200)
    const allocated = await t.server.call('GET', `${ROLE}/authUser/allocatedList?roleId=${roleId}`, { token: t.token })
    expect(allocated).toMatchObject({ total: 2 })
    expect(allocated.rows![0].dept.deptName).toBe('研发部门')
    expect((await t.server.call('DELETE', `${ROLE}/${roleId}`, { token: t.token })).msg).toBe('临时已分配,不能删除')
    await t.server.call('PUT', `${ROLE}/authUser/cancel`, { token: t.token, body: { roleId, userId: a } })
    expect(
      (await t.server.call('GET', `${ROLE}/authUser/allocatedList?roleId=${roleId}`, { token: t.token })).total,
    ).toBe(1)
    await t.server.call('PUT', `${ROLE}/authUser/cancelAll?roleId=${roleId}&userIds=${b}`, { token: t.token })
    expect(
      (await t.server.call('GET', `${ROLE}/authUser/allocatedList?roleId=${roleId}`, { token: t.token })).total,
    ).toBe(0)
    expect((await t.server.call('DELETE', `${ROLE}/${roleId}`, { token: t.token })).code).toBe(200)
    expect((await t.server.call('GET', `${ROLE}/${roleId}`, { token: t.token })).code).toBe(404)
    const sheet = await readXlsx(await postForm(t.server, `${ROLE}/export`, t.token))
    expect(sheet.rows.map((r) => r[2])).toEqual(expect.arrayContaining(['admin', 'common', 'auditor']))
    expect(sheet.rows.map((r) => r[2])).not.toContain('temp')
  })

  describe('menus', () => {
    const addMenu = (body: Record<string, unknown>) =>
      t.server.call('POST', MENU, { token: t.token, body: { parentId: 1, orderNum: 20, menuType: 'C', ...body } })

    it('adds a page that the menu routes show next time, and validates links, names and parents', async () => {
      const page = await addMenu({
        menuName: '报表中心',
        path: 'report',
        component: 'system/report/index',
        perms: 'system:report:list',
        icon: 'chart',
      })
      expect(page.code).toBe(200)
      const routers = await t.server.call('GET', '/prod-api/system/menu/getRouters', { token: t.token })
      const system = routers.data.find((r: { path: string }) => r.path === '/system')
      expect(system.children.find((c: { path: string }) => c.path === 'report')).toMatchObject({
        component: 'system/report/index',
        meta: { title: '报表中心' },
      })
      expect((await addMenu({ menuName: '报表中心', path: 'report2' })).msg).toBe(
        "新增菜单'报表中心'失败，菜单名称已存在",
      )
      expect((await addMenu({ menuName: '外链', path: 'www.example.com', isFrame: 0 })).msg).toBe(
        "新增菜单'外链'失败，地址必须以http(s)://开头",
      )
      expect((await addMenu({ menuName: '外链', path: 'https://www.example.com', isFrame: 0 })).code).toBe(200)
      expect((await addMenu({ menuName: '脚本', path: 'javascript:alert(1)' })).code).toBe(400)
      expect((await addMenu({ menuName: '组件', path: 'c', component: '../../etc/passwd' })).code).toBe(400)
      expect((await addMenu({ menuName: '按钮下', path: 'x', parentId: 1000 })).msg).toBe(
        "新增菜单'按钮下'失败，上级菜单不能是按钮",
      )
      const id = page.data.menuId
      const self = await t.server.call('PUT', MENU, { token: t.token, body: { ...page.data, parentId: id } })
      expect(self.msg).toBe("修改菜单'报表中心'失败，上级菜单不能选择自己")
      const child = await addMenu({ menuName: '报表子项', path: 'sub', menuType: 'M', parentId: id })
      const cycle = await t.server.call('PUT', MENU, {
        token: t.token,
        body: { ...page.data, parentId: child.data.menuId },
      })
      expect(cycle.msg).toBe("修改菜单'报表中心'失败，上级菜单不能选择自己的下级菜单")
      expect((await t.server.call('DELETE', `${MENU}/${id}`, { token: t.token })).msg).toBe('存在子菜单,不允许删除')
      expect((await t.server.call('DELETE', `${MENU}/${child.data.menuId}`, { token: t.token })).code).toBe(200)
      expect(
        (await t.server.call('DELETE', `${MENU}/${await menuIdOf(t.server, 'system:dict:list')}`, { token: t.token }))
          .msg,
      ).toBe('存在子菜单,不允许删除')
      await addRole({ roleName: '报表', roleKey: 'report', menuIds: [id] })
      expect((await t.server.call('DELETE', `${MENU}/${id}`, { token: t.token })).msg).toBe('菜单已分配,不允许删除')
    })

    it('lists and filters menus; a non-administrator sees only their own', async () => {
      const all = await t.server.call('GET', `${MENU}/list?menuName=${encodeURIComponent('日志')}`, { token: t.token })
      expect(all.data.map((m: { menuId: number }) => m.menuId)).toEqual(expect.arrayContaining([108, 500, 501]))
      const ry = await t.server.login('ry')
      const mine = await t.server.call('GET', '/prod-api/system/menu/treeselect', { token: t.token })
      expect(mine.data.map((m: { label: string }) => m.label).slice(0, 3)).toEqual(['系统管理', '系统监控', '系统工具'])
      // ry (common role) holds no menu permission, so the route itself refuses.
      expect((await t.server.call('GET', `${MENU}/list`, { token: ry })).code).toBe(403)
      const limited = await userWith(t.server, ['system:menu:list', 'system:menu:query'])
      const own = await t.server.call('GET', `${MENU}/list`, { token: limited.token })
      expect(own.data.map((m: { menuId: number }) => m.menuId).sort((a: number, b: number) => a - b)).toEqual([
        102, 1012,
      ])
      const edited = await t.server.call('GET', `${MENU}/100`, { token: t.token })
      expect(edited.data).toMatchObject({ menuName: '用户管理', perms: 'system:user:list', menuType: 'C' })
    })
  })
})
