import { describe, expect, it } from 'vitest'
import { menuBody, requiredFields, showsField } from './fields'

describe('menu form fields by type', () => {
  it('a directory has icon, path and visibility but no component or permission', () => {
    expect(showsField('M', 'icon')).toBe(true)
    expect(showsField('M', 'path')).toBe(true)
    expect(showsField('M', 'component')).toBe(false)
    expect(showsField('M', 'perms')).toBe(false)
  })
  it('a menu has component, permission, query and cache', () => {
    for (const f of ['component', 'perms', 'query', 'isCache', 'routeName'] as const)
      expect(showsField('C', f)).toBe(true)
  })
  it('a button has only its permission', () => {
    expect(showsField('F', 'perms')).toBe(true)
    for (const f of ['icon', 'path', 'component', 'isFrame', 'visible', 'status'] as const)
      expect(showsField('F', f)).toBe(false)
    expect(requiredFields('F')).toEqual([])
    expect(requiredFields('C')).toEqual(['path'])
  })
  it('drops values a type does not use', () => {
    const body = menuBody({
      menuType: 'F',
      menuName: ' 新增 ',
      parentId: 100,
      orderNum: 2,
      perms: 'system:user:add',
      path: 'stale',
      icon: 'user',
      component: 'x',
    })
    expect(body).toMatchObject({
      menuType: 'F',
      menuName: '新增',
      perms: 'system:user:add',
      path: '',
      icon: '#',
      component: '',
    })
    const dir = menuBody({ menuType: 'M', menuName: '目录', path: 'sys', icon: '', perms: 'stale' })
    expect(dir).toMatchObject({ path: 'sys', icon: '#', perms: '' })
  })
})
