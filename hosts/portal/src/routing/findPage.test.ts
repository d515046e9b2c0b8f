import { describe, expect, it } from 'vitest'
import { PORTAL } from '../modules'
import type { PageRoute } from './buildRoutes'
import { hiddenPages, PORTAL_PAGES } from './constantPages'
import { createPageFinder, mergePages, paramsAreValid } from './findPage'

const menuPage: PageRoute = { path: '/system/dict', component: 'system/dict/index', title: '字典管理' }

describe('page lookup', () => {
  const constant = [...PORTAL_PAGES, ...hiddenPages(PORTAL.routes)]
  const find = createPageFinder(mergePages(constant, [menuPage, { ...menuPage, path: '/index', title: '菜单首页' }]))

  it('finds the portal page, the modules’ hidden pages with their params, and menu pages', () => {
    expect(find('/index')?.title).toBe('首页')
    expect(find('/dict/type/data/12')).toMatchObject({
      component: 'system/dict/data',
      activeMenu: '/system/dict',
      breadcrumb: ['系统管理', '字典数据'],
      hidden: true,
    })
    expect(find('/user/profile')?.component).toBe('user/profile')
    expect(find('/monitor/job-log/index/3')?.component).toBe('monitor/job/log')
    expect(find('/system/dict')?.component).toBe('system/dict/index')
    expect(find('/nowhere')).toBeUndefined()
  })

  it('returns the same object for the same pathname', () => {
    expect(find('/dict/type/data/12')).toBe(find('/dict/type/data/12'))
  })

  it('pins the workbench and never caches it', () => {
    expect(find('/index')).toMatchObject({ affix: true, noCache: true })
  })

  it('accepts digits only for the params a module marks as ids', () => {
    const dictData = find('/dict/type/data/abc')!
    expect(paramsAreValid(dictData, { dictId: '12' })).toBe(true)
    expect(paramsAreValid(dictData, { dictId: 'abc' })).toBe(false)
    expect(paramsAreValid(dictData, { dictId: '1e3' })).toBe(false)
    expect(paramsAreValid(find('/system/user-auth/role/1')!, { userId: '-1' })).toBe(false)
    expect(paramsAreValid(menuPage, {})).toBe(true)
  })
})
