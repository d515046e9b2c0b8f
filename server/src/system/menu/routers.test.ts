import { describe, expect, it, vi } from 'vitest'
import { sharedTestServer } from '../../testing/harness'

describe('the menu tree', () => {
  const t = sharedTestServer(null)

  it('gives the administrator the family RouterVo tree with directories, pages and a ParentView level', async () => {
    const res = await t.server.call('GET', '/prod-api/system/menu/getRouters', { token: await t.server.login('admin') })
    const system = res.data.find((r: { path: string }) => r.path === '/system')
    expect(system).toMatchObject({
      name: 'System',
      hidden: false,
      redirect: 'noRedirect',
      component: 'Layout',
      alwaysShow: true,
      meta: { title: '系统管理', icon: 'system', noCache: false, link: null },
    })
    const dict = system.children.find((c: { path: string }) => c.path === 'dict')
    expect(dict).toEqual({
      name: 'Dict',
      path: 'dict',
      hidden: false,
      component: 'system/dict/index',
      meta: { title: '字典管理', icon: 'dict', noCache: false, link: null },
    })
    const log = system.children.find((c: { path: string }) => c.path === 'log')
    expect(log.component).toBe('ParentView')
    expect(log.children.map((c: { component: string }) => c.component)).toEqual([
      'system/operlog/index',
      'system/logininfor/index',
    ])
    // The system family's directories first; other modules' menus follow them.
    expect(res.data.map((r: { path: string }) => r.path).slice(0, 3)).toEqual(['/system', '/monitor', '/tool'])
    // Buttons never appear.
    expect(JSON.stringify(res.data)).not.toContain('system:dict:add')
  })

  it('filters the tree by the user roles', async () => {
    const res = await t.server.call('GET', '/prod-api/system/menu/getRouters', { token: await t.server.login('ry') })
    // the common role's system menus (modules may add their own sections, as the workflow's 任务管理)
    const system = res.data.filter((d: { path: string }) => d.path === '/system')
    expect(system).toHaveLength(1)
    expect(system[0].children.map((c: { path: string }) => c.path)).toEqual(['dict', 'config'])
    // the business modules grant the common role their own sections; the administrator's directories stay out
    const paths = res.data.map((d: { path: string }) => d.path)
    expect(paths).toEqual(expect.arrayContaining(['/system', '/task']))
    expect(paths).not.toContain('/monitor')
    expect(paths).not.toContain('/tool')
    const none = await t.server.createUser('plain')
    expect(none).toBeGreaterThan(0)
    expect(
      (await t.server.call('GET', '/prod-api/system/menu/getRouters', { token: await t.server.login('plain') })).data,
    ).toEqual([])
  })

  it('writes a cached tree’s answer once and anew after a menu change', async () => {
    const admin = await t.server.login('admin')
    const get = () =>
      t.server.fastify.inject({
        url: '/prod-api/system/menu/getRouters',
        headers: { authorization: `Bearer ${admin}` },
      })
    const first = (await get()).body
    const stringify = vi.spyOn(JSON, 'stringify')
    let again: string
    try {
      again = (await get()).body
      // no envelope serialised for the second answer: its text was kept with the cached tree
      expect(stringify.mock.calls.filter(([v]) => typeof v === 'object' && v !== null && 'code' in v)).toEqual([])
    } finally {
      stringify.mockRestore()
    }
    expect(again).toBe(first)
    const added = await t.server.call('POST', '/prod-api/system/menu', {
      token: admin,
      body: {
        parentId: 1,
        orderNum: 30,
        menuType: 'C',
        menuName: '新加页面',
        path: 'newpage',
        component: 'system/new/index',
      },
    })
    expect(added.code).toBe(200)
    const after = (await get()).body
    expect(after).toContain('新加页面')
    expect(JSON.parse(after).data).toEqual(expect.arrayContaining([expect.objectContaining({ path: '/system' })]))
  })

  it('serves the latest notices for the workbench, newest first', async () => {
    const res = await t.server.call('GET', '/prod-api/system/homePage/getLatestArticles', {
      token: await t.server.login('ry'),
    })
    expect(res.data.length).toBe(3)
    expect(res.data[0].noticeTitle).toBe('系统维护通知')
    expect(res.data[0].noticeContent).toBeUndefined()
  })
})
