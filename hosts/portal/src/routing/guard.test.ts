import { describe, expect, it } from 'vitest'
import { decideNavigation, hasDingdingFlag, isPublicPath, stripDingding } from './guard'

const go = (pathname: string, hasToken: boolean, ready = false, search = '') =>
  decideNavigation({ pathname, search, hasToken, ready })

describe('route guard', () => {
  it('sends a visitor without a token to the login page with the full path', () => {
    expect(go('/system/dict', false, false, '?a=1')).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fsystem%2Fdict%3Fa%3D1',
    })
    expect(go('/index', false)).toEqual({ kind: 'redirect', to: '/login?redirect=%2Findex' })
  })

  it('sends / to /index before anything else', () => {
    expect(go('/', false)).toEqual({ kind: 'redirect', to: '/index' })
    expect(go('/', true, false)).toEqual({ kind: 'redirect', to: '/index' })
  })

  it('lets anyone open the public pages', () => {
    for (const p of ['/login', '/auth-redirect', '/bind', '/register', '/logintest', '/404', '/401']) {
      expect(go(p, false)).toEqual({ kind: 'allow' })
    }
    expect(isPublicPath('/register/')).toBe(true)
    expect(isPublicPath('/registered')).toBe(false)
  })

  it('sends a signed-in visit to /login home', () => {
    expect(go('/login', true)).toEqual({ kind: 'redirect', to: '/' })
    expect(go('/login', true, true)).toEqual({ kind: 'redirect', to: '/' })
  })

  it('loads user info and routes first when there is a token and no roles yet', () => {
    expect(go('/system/dict', true, false)).toEqual({ kind: 'load' })
    expect(go('/404', true, false)).toEqual({ kind: 'load' })
    expect(go('/system/dict', true, true)).toEqual({ kind: 'allow' })
  })

  it('reopens a dingding=true URL without the flag before anything else', () => {
    expect(go('/index', false, false, '?dingding=true')).toEqual({ kind: 'reopen' })
    expect(go('/index', true, true, '?a=1&dingding=true')).toEqual({ kind: 'reopen' })
    expect(go('/index', true, true, '?dingding=truex')).toEqual({ kind: 'allow' })
  })
})

describe('dingding flag', () => {
  it('is found in the query', () => {
    expect(hasDingdingFlag('?dingding=true')).toBe(true)
    expect(hasDingdingFlag('?x=1&dingding=true&y=2')).toBe(true)
    expect(hasDingdingFlag('?dingding=false')).toBe(false)
  })

  it('is removed from the URL, wherever it sits', () => {
    expect(stripDingding('http://h/index?dingding=true')).toBe('http://h/index')
    expect(stripDingding('http://h/index?a=1&dingding=true&b=2')).toBe('http://h/index?a=1&b=2')
    expect(stripDingding('http://h/index?dingding=true#top')).toBe('http://h/index#top')
    expect(stripDingding('http://h/#/index?dingding=true&x=1')).toBe('http://h/#/index?x=1')
    expect(stripDingding('http://h/index')).toBe('http://h/index')
  })
})
