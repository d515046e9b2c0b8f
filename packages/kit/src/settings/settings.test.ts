import Cookies from 'js-cookie'
import { beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS, reloadSettings, settingsStore, sizeFromFamily } from './settings'

describe('settings store', () => {
  beforeEach(() => {
    localStorage.clear()
    Cookies.remove('size')
    reloadSettings()
  })

  it('starts from the spec defaults', () => {
    const s = settingsStore.getState()
    expect(s).toMatchObject({
      theme: '#1890ff',
      size: 'middle',
      familySize: 'medium',
      sideTheme: 'theme-dark',
      topNav: false,
      tagsView: true,
      fixedHeader: false,
      sidebarLogo: true,
      showSettings: false,
    })
  })

  it('saves to localStorage layout-setting and reads it back', () => {
    settingsStore.getState().update({ theme: '#f5222d', topNav: true })
    expect(localStorage.getItem('layout-setting')).toBeNull()
    settingsStore.getState().save()
    expect(JSON.parse(localStorage.getItem('layout-setting')!)).toMatchObject({ theme: '#f5222d', topNav: true })
    settingsStore.setState({ ...DEFAULT_SETTINGS })
    reloadSettings()
    expect(settingsStore.getState()).toMatchObject({ theme: '#f5222d', topNav: true, tagsView: true })
  })

  it('ignores saved values of the wrong type and broken JSON', () => {
    localStorage.setItem('layout-setting', JSON.stringify({ theme: 5, tagsView: false, unknown: 1 }))
    reloadSettings()
    expect(settingsStore.getState()).toMatchObject({ theme: '#1890ff', tagsView: false })
    localStorage.setItem('layout-setting', '{broken')
    reloadSettings()
    expect(settingsStore.getState().tagsView).toBe(true)
  })

  it('reset forgets the saved settings', () => {
    settingsStore.getState().update({ sidebarLogo: false })
    settingsStore.getState().save()
    settingsStore.getState().reset()
    expect(localStorage.getItem('layout-setting')).toBeNull()
    expect(settingsStore.getState().sidebarLogo).toBe(true)
  })

  it('keeps the size in the size cookie by its family name and maps it to antd', () => {
    settingsStore.getState().setSize('small')
    expect(Cookies.get('size')).toBe('small')
    expect(settingsStore.getState().size).toBe('small')
    Cookies.set('size', 'default')
    reloadSettings()
    expect(settingsStore.getState().size).toBe('large')
    expect(sizeFromFamily('medium')).toBe('middle')
    expect(sizeFromFamily('mini')).toBe('small')
    expect(sizeFromFamily('huge')).toBe('middle')
  })
})
