import { describe, expect, it } from 'vitest'
import type { MenuEntry } from '../menu/types'
import { createRouteSearch, MAX_PATTERN_LENGTH, SEARCH_OPTIONS, searchPool } from './routeSearch'

const menus: MenuEntry[] = [
  {
    path: '/system',
    title: '系统管理',
    children: [
      { path: '/system/dict', title: '字典管理' },
      { path: '/system/config', title: '参数设置' },
      { path: '/system/log', title: '日志管理', children: [{ path: '/system/log/operlog', title: '操作日志' }] },
    ],
  },
  { path: '/tool', title: '系统工具', children: [{ path: '/tool/swagger', title: '系统接口' }] },
  { path: 'https://example.com', title: '官网', external: true },
]

describe('header route search', () => {
  it('uses the family’s fuse options', () => {
    expect(SEARCH_OPTIONS.threshold).toBe(0.4)
    expect(SEARCH_OPTIONS.minMatchCharLength).toBe(1)
    expect(SEARCH_OPTIONS.keys).toEqual([
      { name: 'title', weight: 0.7 },
      { name: 'path', weight: 0.3 },
    ])
  })

  it('offers pages with their breadcrumb titles, not directories', () => {
    const pool = searchPool(menus)
    expect(pool.map((p) => p.path)).toEqual([
      '/system/dict',
      '/system/config',
      '/system/log/operlog',
      '/tool/swagger',
      'https://example.com',
    ])
    expect(pool[2].title).toEqual(['系统管理', '日志管理', '操作日志'])
  })

  it('finds a page by title and by path', () => {
    const search = createRouteSearch(menus)
    expect(search('字典')[0].path).toBe('/system/dict')
    expect(search('operlog')[0].path).toBe('/system/log/operlog')
    expect(search('   ')).toEqual([])
  })

  it('cuts queries longer than 32 characters instead of failing', () => {
    const long = '/statistics/manualInputData/listInvestment' + '完全不相干的尾巴'.repeat(5)
    const search = createRouteSearch([
      ...menus,
      { path: '/statistics/manualInputData/listInvestment', title: '投资数据' },
    ])
    const head = long.slice(0, MAX_PATTERN_LENGTH)
    expect(search(long)).toEqual(search(head))
    expect(search(long)[0].path).toBe('/statistics/manualInputData/listInvestment')
  })
})
