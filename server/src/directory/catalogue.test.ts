import { and, eq, inArray, isNull, like, notLike, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { allModules } from '../app'
import { sysSeed } from '../auth/schema'
import { modules } from '../modules'
import { checkModules, menusOf, type ServerModule } from '../platform/module'
import { sharedTestServer, type TestServer } from '../testing/harness'
import { buttons, dir, page, syncMenus } from './menu/catalogue'
import { sysMenu } from './menu/schema'
import { sysRole, sysRoleMenu } from './role/schema'

const demo: ServerModule = {
  name: 'demo',
  menus: [
    dir('demo.root', undefined, '演示', 9, 'demo', 'star'),
    page('demo.page', 'demo.root', '演示页', 1, 'page', 'demo/page/index', 'demo:page:list', 'star', {
      grantTo: ['common'],
    }),
    ...buttons('demo.page', { 新增: 'demo:page:add', 删除: 'demo:page:remove' }),
  ],
}

const menusWithKeys = (s: TestServer, pattern: string) =>
  s.ctx.db
    .select({ id: sysMenu.menuId, key: sysMenu.menuKey, parentId: sysMenu.parentId, order: sysMenu.orderNum })
    .from(sysMenu)
    .where(like(sysMenu.menuKey, pattern))
    .orderBy(sysMenu.menuId)

const commonRoleId = async (s: TestServer) =>
  (await s.ctx.db.select({ id: sysRole.roleId }).from(sysRole).where(eq(sysRole.roleKey, 'common')))[0].id

describe('menus are declared by stable keys and added once', () => {
  const t = sharedTestServer(null, { modules: [...modules, demo] })

  it('a module’s menus get ids from the database, parents by key, and the roles named', async () => {
    const rows = await menusWithKeys(t.server, 'demo.%')
    expect(rows.map((r) => r.key)).toEqual([
      'demo.root',
      'demo.page',
      'demo.page/demo:page:add',
      'demo.page/demo:page:remove',
    ])
    // numbered by the sequence (from 5000), never from a hand-picked block
    expect(rows.every((r) => r.id >= 5000)).toBe(true)
    const id = Object.fromEntries(rows.map((r) => [r.key, r.id]))
    expect(rows.map((r) => [r.key, r.parentId, r.order])).toEqual([
      ['demo.root', 0, 9],
      ['demo.page', id['demo.root'], 1],
      ['demo.page/demo:page:add', id['demo.page'], 1],
      ['demo.page/demo:page:remove', id['demo.page'], 2],
    ])
    const granted = await t.server.ctx.db
      .select({ menuId: sysRoleMenu.menuId })
      .from(sysRoleMenu)
      .where(and(eq(sysRoleMenu.roleId, await commonRoleId(t.server)), inArray(sysRoleMenu.menuId, Object.values(id))))
    expect(granted.map((g) => g.menuId)).toEqual([id['demo.page']])
  })

  it('a key once added is never added again: an administrator’s deletion sticks across starts', async () => {
    const [button] = await menusWithKeys(t.server, 'demo.page/demo:page:remove')
    await t.server.ctx.db.delete(sysMenu).where(eq(sysMenu.menuId, button.id))
    expect(await syncMenus(t.server.ctx.db, menusOf(allModules([...modules, demo])), t.server.clock.now())).toEqual([])
    expect(await menusWithKeys(t.server, 'demo.page/demo:page:remove')).toEqual([])
  })

  it('a later release’s new key is added at the next start, under its existing parent', async () => {
    const later = { ...demo, menus: [...demo.menus!, ...buttons('demo.page', { 导出: 'demo:page:export' })] }
    expect(await syncMenus(t.server.ctx.db, menusOf(allModules([...modules, later])), t.server.clock.now())).toEqual([
      'demo.page/demo:page:export',
    ])
    const [page] = await menusWithKeys(t.server, 'demo.page')
    expect((await menusWithKeys(t.server, 'demo.page/demo:page:export'))[0].parentId).toBe(page.id)
  })

  it('two modules cannot collide: keys are prefixed by their module, declared once, parents first', () => {
    const stealing: ServerModule = { name: 'demo', menus: [dir('system.admin', undefined, '抢注', 1, 'x', 'x')] }
    expect(() => checkModules([stealing])).toThrow('menu system.admin of module demo must start with demo.')
    const twice: ServerModule = {
      name: 'demo',
      menus: [dir('demo.a', undefined, 'A', 1, 'a', 'a'), dir('demo.a', undefined, 'B', 2, 'b', 'b')],
    }
    expect(() => checkModules([twice])).toThrow('menu demo.a is declared twice')
    const orphan: ServerModule = {
      name: 'demo',
      menus: [page('demo.p', 'demo.missing', 'P', 1, 'p', 'demo/p', 'demo:p:list', 'p')],
    }
    expect(() => checkModules([orphan])).toThrow('parent demo.missing is not declared before it')
  })
})

describe('a database seeded before menu keys', () => {
  const t = sharedTestServer(null)

  const LEGACY_MODULES = ['system', 'monitor', 'workflow', 'statistics', 'dingtalk']
  /** Turns the test database into one seeded before keys: no keys, no records of them, no menus new in this release. */
  async function asBeforeKeys() {
    // the modules of the release before keys; a later module's menus did not exist yet
    const newer = await t.server.ctx.db
      .select({ id: sysMenu.menuId })
      .from(sysMenu)
      .where(and(...LEGACY_MODULES.map((m) => notLike(sysMenu.menuKey, `${m}.%`))))
    const ids = newer.map((m) => m.id)
    if (ids.length) {
      await t.server.ctx.db.delete(sysRoleMenu).where(inArray(sysRoleMenu.menuId, ids))
      await t.server.ctx.db.delete(sysMenu).where(inArray(sysMenu.menuId, ids))
    }
    await t.server.ctx.db.delete(sysMenu).where(like(sysMenu.perms, 'flowable:bizProcess:%'))
    await t.server.ctx.db.update(sysMenu).set({ menuKey: null })
    await t.server.ctx.db.delete(sysSeed).where(like(sysSeed.name, 'menu:%'))
  }
  const allMenus = () =>
    t.server.ctx.db
      .select({ id: sysMenu.menuId, perms: sysMenu.perms, parentId: sysMenu.parentId })
      .from(sysMenu)
      .orderBy(sysMenu.menuId)

  it('keeps every menu id and role grant: the old rows are adopted by key, only the new menus are added', async () => {
    const grants = await t.server.ctx.db.select().from(sysRoleMenu).orderBy(sysRoleMenu.roleId, sysRoleMenu.menuId)
    await asBeforeKeys()
    const old = await allMenus()
    await syncMenus(t.server.ctx.db, menusOf(allModules(modules)), t.server.clock.now())
    const after = await allMenus()
    // every old row kept its id, parent and permission; the new ones (the binding buttons) came once, numbered anew
    const oldIds = new Set(old.map((m) => m.id))
    expect(after.filter((m) => oldIds.has(m.id))).toEqual(old)
    const added = after.filter((m) => !oldIds.has(m.id))
    const laterModules = allModules(modules).filter((m) => !LEGACY_MODULES.includes(m.name))
    const laterMenus = menusOf(laterModules).flatMap((m) => m.menus)
    expect(added).toHaveLength(5 + laterMenus.length)
    const binding = added.filter((m) => m.perms?.startsWith('flowable:bizProcess:'))
    expect(binding.map((m) => m.perms).sort()).toEqual([
      'flowable:bizProcess:add',
      'flowable:bizProcess:edit',
      'flowable:bizProcess:list',
      'flowable:bizProcess:query',
      'flowable:bizProcess:remove',
    ])
    expect(binding.every((m) => m.parentId === 2001)).toBe(true)
    const oldGrants = grants.filter((g) => g.menuId < 5000)
    expect(
      (await t.server.ctx.db.select().from(sysRoleMenu).orderBy(sysRoleMenu.roleId, sysRoleMenu.menuId)).filter(
        (g) => g.menuId < 5000,
      ),
    ).toEqual(oldGrants)
    const [unkeyed] = await t.server.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sysMenu)
      .where(isNull(sysMenu.menuKey))
    expect(unkeyed.n).toBe(0)
    // the RuoYi family's ids stay where its clients expect them
    const ids = await t.server.ctx.db
      .select({ id: sysMenu.menuId, key: sysMenu.menuKey })
      .from(sysMenu)
      .where(inArray(sysMenu.menuId, [1, 2, 100, 1000, 2001]))
      .orderBy(sysMenu.menuId)
    expect(ids.map((r) => r.key)).toEqual([
      'system.admin',
      'monitor.root',
      'system.user',
      'system.user/system:user:query',
      'workflow.definition',
    ])
  })

  it('a module’s old row an administrator deleted is not brought back', async () => {
    const [gone] = await t.server.ctx.db
      .select()
      .from(sysMenu)
      .where(eq(sysMenu.menuKey, 'monitor.job/monitor:job:export'))
    await t.server.ctx.db.delete(sysMenu).where(eq(sysMenu.menuId, gone.menuId))
    await asBeforeKeys()
    await syncMenus(t.server.ctx.db, menusOf(allModules(modules)), t.server.clock.now())
    expect(await t.server.ctx.db.select().from(sysMenu).where(eq(sysMenu.menuId, gone.menuId))).toEqual([])
    expect(
      await t.server.ctx.db.select().from(sysMenu).where(eq(sysMenu.menuKey, 'monitor.job/monitor:job:export')),
    ).toEqual([])
  })
})
