import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ALL_PERMISSION, DATA_SCOPE } from '@wp/contract'
import { GRANT_PERMISSION_MSG } from '../auth/grants'
import { sysRole } from '../directory/role/schema'
import { sharedTestServer } from '../testing/harness'
import { menuIdOf, userWith } from '../testing/fixtures'
import { MENU_ALL_PERMISSION_MSG } from './menu/service'
import { OUTRANKED_MSG } from './user/service'

const API = '/prod-api'

/** Issue 18, holes 1, 2 and the new role's data scope (8): nobody becomes more than they hold. */
describe('escalation through the administration screens', () => {
  const t = sharedTestServer()

  const permissionsOf = async (token: string) =>
    (await t.server.call('GET', `${API}/system/user/getInfo`, { token })).permissions as string[]

  it('hole 1: a menu editor cannot give a menu of their own role `*:*:*` or a permission they lack', async () => {
    const editor = await userWith(t.server, ['system:menu:edit', 'system:menu:query', 'system:menu:list'])
    const menuId = await menuIdOf(t.server, 'system:menu:edit')
    const menu = (await t.server.call('GET', `${API}/system/menu/${menuId}`, { token: editor.token })).data
    const edit = (token: string, changes: Record<string, unknown>) =>
      t.server.call('PUT', `${API}/system/menu`, { token, body: { ...menu, ...changes } })

    const all = await edit(editor.token, { perms: ALL_PERMISSION })
    expect(all).toMatchObject({ code: 500, msg: MENU_ALL_PERMISSION_MSG })
    expect((await edit(editor.token, { perms: '*' })).msg).toBe(MENU_ALL_PERMISSION_MSG)
    expect((await edit(editor.token, { perms: 'system:menu:edit,*:*' })).msg).toBe(MENU_ALL_PERMISSION_MSG)
    const lacking = await edit(editor.token, { perms: 'system:user:resetPwd' })
    expect(lacking.msg).toBe(`${GRANT_PERMISSION_MSG}：system:user:resetPwd`)
    const wildcard = await edit(editor.token, { perms: 'system:*' })
    expect(wildcard.msg).toContain(GRANT_PERMISSION_MSG)
    expect(await permissionsOf(editor.token)).not.toContain(ALL_PERMISSION)
    expect(await permissionsOf(editor.token)).not.toContain('system:user:resetPwd')
    expect((await t.server.call('GET', `${API}/system/config/list`, { token: editor.token })).code).toBe(403)

    // Moving a menu, or changing its type, hands its permission to new places: only for holders of it.
    const foreign = await menuIdOf(t.server, 'system:config:edit')
    const foreignMenu = (await t.server.call('GET', `${API}/system/menu/${foreign}`, { token: t.token })).data
    const userPage = await menuIdOf(t.server, 'system:user:list')
    const moved = await t.server.call('PUT', `${API}/system/menu`, {
      token: editor.token,
      body: { ...foreignMenu, parentId: userPage },
    })
    expect(moved.msg).toBe(`${GRANT_PERMISSION_MSG}：system:config:edit`)
    const retyped = await t.server.call('PUT', `${API}/system/menu`, {
      token: editor.token,
      body: { ...foreignMenu, menuType: 'C', path: 'cfg', component: 'x/y' },
    })
    expect(retyped.msg).toBe(`${GRANT_PERMISSION_MSG}：system:config:edit`)
    // Renaming a menu the editor does not hold changes no grant.
    expect(
      (await t.server.call('PUT', `${API}/system/menu`, { token: editor.token, body: { ...foreignMenu, orderNum: 7 } }))
        .code,
    ).toBe(200)
    // A permission the editor holds may be kept or moved.
    expect((await edit(editor.token, { perms: 'system:menu:edit,system:menu:list' })).code).toBe(200)

    // Not even the administrator puts `*:*:*` on a menu, nor on a new one.
    expect((await edit(t.token, { perms: ALL_PERMISSION })).msg).toBe(MENU_ALL_PERMISSION_MSG)
    const added = await t.server.call('POST', `${API}/system/menu`, {
      token: t.token,
      body: { ...menu, menuId: undefined, menuName: '全部', perms: ALL_PERMISSION },
    })
    expect(added.msg).toBe(MENU_ALL_PERMISSION_MSG)
    expect((await edit(t.token, { perms: 'system:menu:edit' })).code).toBe(200)
  })

  it('hole 2: a user administrator cannot reset, disable, edit, delete or re-role an account holding more', async () => {
    const operator = await userWith(
      t.server,
      [
        'system:user:resetPwd',
        'system:user:edit',
        'system:user:remove',
        'system:user:query',
        'system:user:list',
        'system:user:import',
      ],
      { dataScope: DATA_SCOPE.ALL },
    )
    const secondAdmin = await t.server.createUser('admin2', [1], 103)
    const stronger = await userWith(t.server, ['system:user:list', 'system:config:edit'])
    const weaker = await userWith(t.server, ['system:user:list'])
    for (const target of [secondAdmin, stronger.userId]) {
      const calls: [string, string, unknown][] = [
        ['PUT', `${API}/system/user/resetPwd`, { userId: target, password: 'taken0ver1' }],
        ['PUT', `${API}/system/user/changeStatus`, { userId: target, status: '1' }],
        ['PUT', `${API}/system/user`, { userId: target, nickName: 'x', roleIds: [], postIds: [] }],
        ['PUT', `${API}/system/user/authRole?userId=${target}&roleIds=`, undefined],
        ['DELETE', `${API}/system/user/${target}`, undefined],
      ]
      for (const [method, url, body] of calls) {
        const res = await t.server.call(method, url, { token: operator.token, body })
        expect({ url, ...res }).toMatchObject({ url, code: 500, msg: OUTRANKED_MSG })
      }
    }
    // The second administrator still signs in with their own password and is still an administrator.
    expect(await permissionsOf(await t.server.login('admin2'))).toEqual([ALL_PERMISSION])
    await expect(t.server.login('admin2', 'taken0ver1')).rejects.toThrow()
    expect(await permissionsOf(stronger.token)).toContain('system:config:edit')
    // An account holding no more than the operator is theirs to manage; the administrator manages everyone.
    const fine = await t.server.call('PUT', `${API}/system/user/resetPwd`, {
      token: operator.token,
      body: { userId: weaker.userId, password: 'fresh1234' },
    })
    expect(fine.code).toBe(200)
    const byAdmin = await t.server.call('PUT', `${API}/system/user/changeStatus`, {
      token: t.token,
      body: { userId: stronger.userId, status: '1' },
    })
    expect(byAdmin.code).toBe(200)
  })

  it('hole 8: a new role sees only its holders’ own rows until a data scope is granted', async () => {
    const editor = await userWith(t.server, ['system:role:add', 'system:role:list'], {
      dataScope: DATA_SCOPE.DEPT,
    })
    for (const [key, token] of [
      ['byEditor', editor.token],
      ['byAdmin', t.token],
    ]) {
      const added = await t.server.call('POST', `${API}/system/role`, {
        token,
        body: { roleName: key, roleKey: key, roleSort: 3, menuIds: [] },
      })
      expect(added.code).toBe(200)
      const [row] = await t.server.ctx.db
        .select({ dataScope: sysRole.dataScope })
        .from(sysRole)
        .where(eq(sysRole.roleKey, key))
      expect(row.dataScope).toBe(DATA_SCOPE.SELF)
    }
  })
})
