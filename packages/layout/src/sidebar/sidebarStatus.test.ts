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

  it('is hidden in the variety, workPlan and flowable sections', () => {
    expect(isSidebarlessPath('/variety/variety_index')).toBe(true)
    expect(isSidebarlessPath('/workPlan')).toBe(true)
    expect(isSidebarlessPath('/flowable/task/info/index')).toBe(true)
    expect(isSidebarlessPath('/system/dict')).toBe(false)
    expect(isSidebarlessPath('/varietyx')).toBe(false)
  })

  it('gives titles longer than 6 characters a tooltip', () => {
    expect(needsTooltip('字典管理')).toBe(false)
    expect(needsTooltip('六个字的标题')).toBe(false)
    expect(needsTooltip('七个字的菜单名')).toBe(true)
  })
})
