import { describe, expect, it } from 'vitest'
import { buildRouteTable, parseQuery, resolvePath, resolveView } from './buildRoutes'
import type { RouterVo } from '@wp/contract'

const meta = (title: string, icon = '#', extra: object = {}) => ({ title, icon, noCache: false, link: null, ...extra })

/** What getRouters sends for the seeded administrator (abridged), plus the family's special shapes. */
const routers: RouterVo[] = [
  {
    name: 'System',
    path: '/system',
    hidden: false,
    redirect: 'noRedirect',
    component: 'Layout',
    alwaysShow: true,
    meta: meta('系统管理', 'system'),
    children: [
      { name: 'Dict', path: 'dict', hidden: false, component: 'system/dict/index', meta: meta('字典管理', 'dict') },
      {
        name: 'Config',
        path: 'config',
        hidden: false,
        component: 'system/config/index',
        meta: meta('参数设置', 'edit', { noCache: true }),
      },
      { name: 'Secret', path: 'secret', hidden: true, component: 'system/secret/index', meta: meta('隐藏页面') },
      {
        name: 'Log',
        path: 'log',
        hidden: false,
        redirect: 'noRedirect',
        component: 'ParentView',
        alwaysShow: true,
        meta: meta('日志管理', 'log'),
        children: [
          {
            name: 'Operlog',
            path: 'operlog',
            hidden: false,
            component: 'system/operlog/index',
            meta: meta('操作日志', 'form'),
          },
          {
            name: 'Logininfor',
            path: 'logininfor',
            hidden: false,
            component: 'system/logininfor/index',
            query: '{"type":1}',
            meta: meta('登录日志', 'logininfor'),
          },
        ],
      },
    ],
  },
  {
    name: 'Tool',
    path: '/tool',
    hidden: false,
    redirect: 'noRedirect',
    component: 'Layout',
    alwaysShow: true,
    meta: meta('系统工具', 'tool'),
    children: [
      {
        name: 'Swagger',
        path: 'swagger',
        hidden: false,
        component: 'tool/swagger/index',
        meta: meta('系统接口', 'swagger'),
      },
    ],
  },
  // a page at the top level (menu frame)
  {
    path: '/',
    hidden: false,
    component: 'Layout',
    children: [
      { name: 'Report', path: 'report', component: 'report/index', hidden: false, meta: meta('报表', 'chart') },
    ],
  },
  // a top-level inner link
  {
    path: '/',
    hidden: false,
    component: 'Layout',
    meta: { title: '百度', icon: 'guide' },
    children: [
      {
        name: 'Https://www.baidu.com',
        path: 'baidu/com',
        component: 'InnerLink',
        hidden: false,
        meta: { title: '百度', icon: 'guide', link: 'https://www.baidu.com' },
      },
    ],
  },
  // an external link
  {
    name: 'Http://ruoyi.vip',
    path: 'http://ruoyi.vip',
    hidden: false,
    component: 'Layout',
    meta: meta('若依官网', 'guide', { link: 'http://ruoyi.vip' }),
  },
  // a hidden directory: its pages are routed but not in the menu
  {
    name: 'Hidden',
    path: '/hidden',
    hidden: true,
    component: 'Layout',
    alwaysShow: true,
    meta: meta('隐藏目录'),
    children: [{ name: 'H', path: 'page', hidden: false, component: 'hidden/page', meta: meta('隐藏目录页') }],
  },
]

describe('route table from getRouters', () => {
  const table = buildRouteTable(routers)
  const page = (path: string) => table.pages.find((p) => p.path === path)

  it('flattens Layout and ParentView levels into absolute page paths', () => {
    expect(table.pages.map((p) => p.path)).toEqual([
      '/system/dict',
      '/system/config',
      '/system/secret',
      '/system/log/operlog',
      '/system/log/logininfor',
      '/tool/swagger',
      '/report',
      '/baidu/com',
      '/hidden/page',
    ])
    expect(page('/system/log/operlog')).toMatchObject({
      component: 'system/operlog/index',
      title: '操作日志',
      breadcrumb: ['系统管理', '日志管理', '操作日志'],
    })
  })

  it('keeps noCache, icons and the menu query', () => {
    expect(page('/system/config')?.noCache).toBe(true)
    expect(page('/system/dict')?.noCache).toBe(false)
    expect(page('/system/log/logininfor')?.query).toEqual({ type: '1' })
    expect(page('/system/dict')?.icon).toBe('dict')
  })

  it('builds the menu tree with directories, leaving hidden entries out', () => {
    const system = table.menus.find((m) => m.path === '/system')!
    expect(system.children!.map((c) => c.title)).toEqual(['字典管理', '参数设置', '日志管理'])
    expect(system.children![2].children!.map((c) => c.path)).toEqual(['/system/log/operlog', '/system/log/logininfor'])
    expect(table.menus.some((m) => m.path === '/hidden')).toBe(false)
    expect(page('/system/secret')?.hidden).toBe(true)
    expect(page('/hidden/page')?.hidden).toBe(true)
  })

  it('shows a top-level page and a top-level inner link in place of their Layout wrapper', () => {
    expect(table.menus.map((m) => m.title)).toEqual(['系统管理', '系统工具', '报表', '百度', '若依官网'])
    expect(table.menus[2]).toMatchObject({ path: '/report' })
    expect(page('/baidu/com')).toMatchObject({ component: 'InnerLink', link: 'https://www.baidu.com' })
  })

  it('keeps a directory with alwaysShow even with a single child', () => {
    expect(table.menus[1]).toMatchObject({ path: '/tool', children: [{ path: '/tool/swagger' }] })
  })

  it('makes external links menu entries that open elsewhere, with no route', () => {
    expect(table.menus[4]).toEqual({ path: 'http://ruoyi.vip', title: '若依官网', icon: 'guide', external: true })
    expect(table.pages.some((p) => p.path.includes('ruoyi'))).toBe(false)
  })

  it('leads directory paths to their first visible page', () => {
    expect(table.redirects).toContainEqual({ from: '/system', to: '/system/dict' })
    expect(table.redirects).toContainEqual({ from: '/system/log', to: '/system/log/operlog' })
    expect(table.redirects.some((r) => r.from === '/')).toBe(false)
  })
})

describe('view resolution', () => {
  const views = { 'system/dict/index': 'DictView' }

  it('finds a module view by component path', () => {
    expect(resolveView({ component: 'system/dict/index' }, views)).toEqual({ kind: 'view', view: 'DictView' })
  })

  it('gives an unknown component path the not-found view, naming it', () => {
    expect(resolveView({ component: 'system/user/index' }, views)).toEqual({
      kind: 'missing',
      component: 'system/user/index',
    })
    expect(resolveView({ component: 'toString' }, views)).toEqual({ kind: 'missing', component: 'toString' })
  })

  it('frames inner links', () => {
    expect(resolveView({ component: 'InnerLink', link: 'https://x.example' }, views)).toEqual({
      kind: 'inner-link',
      link: 'https://x.example',
    })
  })
})

describe('path helpers', () => {
  it('joins relative paths and keeps absolute ones', () => {
    expect(resolvePath('/system', 'dict')).toBe('/system/dict')
    expect(resolvePath('/', 'report')).toBe('/report')
    expect(resolvePath('/system', '/other')).toBe('/other')
    expect(resolvePath('/system/', 'log/')).toBe('/system/log')
  })

  it('reads the menu query JSON, ignoring junk', () => {
    expect(parseQuery('{"id":1,"x":"y"}')).toEqual({ id: '1', x: 'y' })
    expect(parseQuery('not json')).toBeUndefined()
    expect(parseQuery('[1]')).toBeUndefined()
  })
})
