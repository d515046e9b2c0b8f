import { afterEach, describe, expect, it } from 'vitest'
import { isSidebarlessPath, needsTooltip, readSidebarOpen, writeSidebarOpen } from './sidebarStatus'

describe('sidebar', () => {
  afterEach(() => {
    document.cookie = 'sidebarStatus=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
  })

  it('keeps its open state in the sidebarStatus cookie (1/0), open by default', () => {
    expect(readSidebarOpen()).toBe(true)
    writeSidebarOpen(false)
    expect(document.cookie).toContain('sidebarStatus=0')
    expect(readSidebarOpen()).toBe(false)
    writeSidebarOpen(true)
    expect(document.cookie).toContain('sidebarStatus=1')
    expect(readSidebarOpen()).toBe(true)
  })

  it('is hidden in the sections the modules declare sidebarless, matched on the first path segment', () => {
    const sections = ['variety', 'workPlan', 'flowable']
    expect(isSidebarlessPath('/variety/variety_index', sections)).toBe(true)
    expect(isSidebarlessPath('/workPlan', sections)).toBe(true)
    expect(isSidebarlessPath('/flowable/task/info/index', sections)).toBe(true)
    expect(isSidebarlessPath('/system/dict', sections)).toBe(false)
    expect(isSidebarlessPath('/varietyx', sections)).toBe(false)
    expect(isSidebarlessPath('/flowable/task/info/index', [])).toBe(false)
  })

  it('gives titles longer than 6 characters a tooltip', () => {
    expect(needsTooltip('字典管理')).toBe(false)
    expect(needsTooltip('六个字的标题')).toBe(false)
    expect(needsTooltip('七个字的菜单名')).toBe(true)
  })
})
