import { describe, expect, it } from 'vitest'
import type { MenuEntry } from '../menu/types'
import { pinnablePages, readShortcuts, resolveShortcuts, saveShortcuts } from './shortcuts'

const menus: MenuEntry[] = [
  {
    path: '/system',
    title: '系统管理',
    children: [
      { path: '/system/dict', title: '字典管理' },
      { path: '/system/config', title: '参数设置' },
    ],
  },
  { path: '/tool/swagger', title: '系统接口' },
]

function memory() {
  const m = new Map<string, string>()
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) }
}

describe('workbench shortcuts', () => {
  it('offers the menu pages, not directories', () => {
    expect(pinnablePages(menus).map((p) => p.path)).toEqual(['/system/dict', '/system/config', '/tool/swagger'])
    expect(pinnablePages(menus)[0].trail).toEqual(['系统管理', '字典管理'])
  })

  it('remembers each user’s pins separately', () => {
    const storage = memory()
    saveShortcuts('admin', ['/system/dict', '/system/dict', '/tool/swagger'], storage)
    expect(readShortcuts('admin', storage)).toEqual(['/system/dict', '/tool/swagger'])
    expect(readShortcuts('ry', storage)).toEqual([])
  })

  it('drops pins whose page left the menu, keeping the pinned order', () => {
    expect(resolveShortcuts(['/tool/swagger', '/gone', '/system/dict'], menus).map((e) => e.title)).toEqual([
      '系统接口',
      '字典管理',
    ])
  })
})
