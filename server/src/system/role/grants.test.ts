import { beforeAll, describe, expect, it } from 'vitest'
import { GRANT_PERMISSION_MSG, GRANT_SCOPE_MSG, OWN_GRANT_MSG } from '../../auth/grants'
import { sharedTestServer } from '../../testing/harness'
import { menuIdOf, roleWith, userWith } from '../../testing/fixtures'
import { SUPER_ADMIN_MSG } from '../user/service'
import { SUPER_ROLE_MSG } from './service'

const ROLE = '/prod-api/system/role'

/** Nobody hands out more than they hold (issue 13, hole 1). */
describe('grants stay within the granter', () => {
  const t = sharedTestServer()
  let allMenus: number[]
  beforeAll(async () => {
    const tree = await t.server.call('GET', '/prod-api/system/menu/list', { token: t.token })
    allMenus = tree.data.map((m: { menuId: number }) => m.menuId)
  })

  const roleEditor = () =>
    userWith(t.server, ['system:role:add', 'system:role:edit', 'system:role:query', 'system:role:list'], {
      dataScope: '3',
      deptId: 103,
    })
  const roleBody = (roleId: number, menuIds: number[]) => ({
    roleId,
    roleName: 'r' + roleId,
    roleKey: 'k' + roleId,
    roleSort: 3,
    menuIds,
  })

  it('a role editor can neither widen their own role nor give another role menus they lack', async () => {
    const editor = await roleEditor()
    const own = await t.server.call('PUT', ROLE, { token: editor.token, body: roleBody(editor.roleId, allMenus) })
    expect(own.msg).toBe(OWN_GRANT_MSG)
    const other = await roleWith(t.server, [])
    const wide = await t.server.call('PUT', ROLE, { token: editor.token, body: roleBody(other, allMenus) })
    expect(wide.code).toBe(500)
    expect(wide.msg).toContain(GRANT_PERMISSION_MSG)
    const added = await t.server.call('POST', ROLE, {
      token: editor.token,
      body: { roleName: '扩权', roleKey: 'wider', roleSort: 3, menuIds: allMenus },
    })
    expect(added.msg).toContain(GRANT_PERMISSION_MSG)
    // Menus the editor holds may be handed on.
    const held = [await menuIdOf(t.server, 'system:role:edit'), await menuIdOf(t.server, 'system:role:list')]
    const fine = await t.server.call('PUT', ROLE, { token: editor.token, body: roleBody(other, held) })
    expect(fine.code).toBe(200)
    // The administrator still grants anything.
    expect((await t.server.call('PUT', ROLE, { token: t.token, body: roleBody(other, allMenus) })).code).toBe(200)
  })

  it('a data scope granted reaches no further than the granter’s own', async () => {
    const editor = await roleEditor()
    const other = await roleWith(t.server, [])
    const scope = (dataScope: string, deptIds: number[] = []) =>
      t.server.call('PUT', `${ROLE}/dataScope`, { token: editor.token, body: { roleId: other, dataScope, deptIds } })
    expect((await scope('1')).msg).toBe(GRANT_SCOPE_MSG)
    expect((await scope('4')).msg).toBe(GRANT_SCOPE_MSG)
    expect((await scope('3')).code).toBe(200)
    expect((await scope('5')).code).toBe(200)
    expect((await scope('2', [103])).code).toBe(200)
    expect((await scope('2', [101])).code).not.toBe(200)
    const own = await t.server.call('PUT', `${ROLE}/dataScope`, {
      token: editor.token,
      body: { roleId: editor.roleId, dataScope: '1', deptIds: [] },
    })
    expect(own.msg).toBe(OWN_GRANT_MSG)
    expect(
      (
        await t.server.call('PUT', `${ROLE}/changeStatus`, {
          token: editor.token,
          body: { roleId: editor.roleId, status: '1' },
        })
      ).msg,
    ).toBe(OWN_GRANT_MSG)
  })

  it('roles are handed out only when within the granter, never to or from the super administrator', async () => {
    const granter = await userWith(t.server, ['system:user:edit', 'system:role:edit', 'system:user:query'], {
      dataScope: '1',
    })
    const strong = await roleWith(t.server, ['system:user:edit', 'system:user:remove', 'system:config:edit'])
    const toSelf = await t.server.call(
      'PUT',
      `/prod-api/system/user/authRole?userId=${granter.userId}&roleIds=${strong}`,
      {
        token: granter.token,
      },
    )
    expect(toSelf.msg).toContain(GRANT_PERMISSION_MSG)
    const selectAll = await t.server.call(
      'PUT',
      `${ROLE}/authUser/selectAll?roleId=${strong}&userIds=${granter.userId}`,
      {
        token: granter.token,
      },
    )
    expect(selectAll.msg).toContain(GRANT_PERMISSION_MSG)
    const weak = await roleWith(t.server, ['system:user:edit'])
    const toAdmin = await t.server.call('PUT', `/prod-api/system/user/authRole?userId=1&roleIds=${weak}`, {
      token: granter.token,
    })
    expect(toAdmin.msg).toBe(SUPER_ADMIN_MSG)
    const cancel = await t.server.call('PUT', `${ROLE}/authUser/cancel`, {
      token: granter.token,
      body: { roleId: weak, userId: 1 },
    })
    expect(cancel.msg).toBe(SUPER_ADMIN_MSG)
    const grantAdmin = await t.server.call('PUT', `${ROLE}/authUser/selectAll?roleId=${weak}&userIds=1`, {
      token: granter.token,
    })
    expect(grantAdmin.msg).toBe(SUPER_ADMIN_MSG)
    // A role within the granter's menus goes to a user they see.
    const other = await t.server.createUser('grantee1', [], 103)
    const within = await t.server.call('PUT', `/prod-api/system/user/authRole?userId=${other}&roleIds=${weak}`, {
      token: granter.token,
    })
    expect(within.code).toBe(200)
    // The administrator role stays untouchable, even for the administrator.
    const adminRole = await t.server.call('PUT', ROLE, {
      token: t.token,
      body: { ...roleBody(1, allMenus), roleKey: 'admin' },
    })
    expect(adminRole.msg).toBe(SUPER_ROLE_MSG)
  })
})
