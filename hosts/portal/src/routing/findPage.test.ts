import { describe, expect, it } from 'vitest'
import type { PageRoute } from './buildRoutes'
import { CONSTANT_PAGES } from './constantPages'
import { createPageFinder, mergePages, paramsAreValid } from './findPage'

const menuPage: PageRoute = { path: '/system/dict', component: 'system/dict/index', title: '字典管理' }

describe('page lookup', () => {
  const find = createPageFinder(
    mergePages(CONSTANT_PAGES, [menuPage, { ...menuPage, path: '/index', title: '菜单首页' }]),
  )

  it('finds constant, parameterised and menu pages', () => {
    expect(find('/index')?.title).toBe('首页')
    expect(find('/dict/type/data/12')?.component).toBe('system/dict/data')
    expect(find('/system/dict')?.component).toBe('system/dict/index')
    expect(find('/nowhere')).toBeUndefined()
  })

  it('returns the same object for the same pathname', () => {
    expect(find('/dict/type/data/12')).toBe(find('/dict/type/data/12'))
  })

  it('pins the workbench and never caches it', () => {
    expect(find('/index')).toMatchObject({ affix: true, noCache: true })
  })

  it('accepts digits only for dictId and tableId', () => {
    const dictData = find('/dict/type/data/abc')!
    expect(paramsAreValid(dictData, { dictId: '12' })).toBe(true)
    expect(paramsAreValid(dictData, { dictId: 'abc' })).toBe(false)
    expect(paramsAreValid(dictData, { dictId: '1e3' })).toBe(false)
    expect(paramsAreValid(find('/gen/edit/1')!, { tableId: '-1' })).toBe(false)
    expect(paramsAreValid(menuPage, {})).toBe(true)
  })
})
