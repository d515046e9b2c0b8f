import { describe, expect, it } from 'vitest'
import type { MenuEntry } from '../menu/types'
import { activeMenuPath, entryHref, findMenuChain, firstPage } from './LayoutContext'

const menus: MenuEntry[] = [
  {
    path: '/system',
    title: '系统管理',
    children: [
      { path: '/system/dict', title: '字典管理' },
      {
        path: '/system/log',
        title: '日志管理',
        children: [{ path: '/system/log/operlog', title: '操作日志', query: { a: '1' } }],
      },
    ],
  },
  { path: 'https://example.com', title: '官网', external: true },
]

describe('menu helpers', () => {
  it('finds the chain of entries down to a page', () => {
    expect(findMenuChain(menus, '/system/log/operlog').map((e) => e.title)).toEqual([
      '系统管理',
      '日志管理',
      '操作日志',
    ])
    expect(findMenuChain(menus, '/nope')).toEqual([])
  })

  it('highlights the deepest entry containing the current path', () => {
    expect(activeMenuPath(menus, '/system/dict')).toBe('/system/dict')
    expect(activeMenuPath(menus, '/system/dict/extra')).toBe('/system/dict')
    expect(activeMenuPath(menus, '/systemx')).toBeUndefined()
  })

  it('adds the menu query to the link', () => {
    expect(entryHref({ path: '/system/log/operlog', query: { a: '1' } })).toBe('/system/log/operlog?a=1')
    expect(entryHref({ path: '/system/dict' })).toBe('/system/dict')
  })

  it('opens the first page of a directory', () => {
    expect(firstPage(menus[0])?.path).toBe('/system/dict')
    expect(firstPage(menus[1])).toBeUndefined()
  })
})
