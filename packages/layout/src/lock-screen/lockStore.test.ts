import { act, renderHook } from '@testing-library/react'
import { removeToken, setToken } from '@wp/kit'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  inAppPath,
  LOCK_ROUTE_KEY,
  LOCK_STORAGE_KEY,
  lockScreen,
  readScreenLock,
  rememberRoute,
  sessionTag,
  takeRememberedRoute,
  unlockWithPassword,
  useScreenLock,
} from './lockStore'

function answer(body: object) {
  return vi.fn(async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }))
}

describe('the screen lock', () => {
  beforeEach(() => {
    localStorage.clear()
    sessionStorage.clear()
    setToken('token-of-this-session')
  })
  afterEach(() => {
    removeToken()
    vi.restoreAllMocks()
  })

  it('is kept in localStorage, so a reload (a fresh read) is still locked on the same route', () => {
    expect(readScreenLock().locked).toBe(false)
    lockScreen('/system/user?pageNum=2')
    const stored = localStorage.getItem(LOCK_STORAGE_KEY)
    expect(stored).toBeTruthy()
    localStorage.setItem(LOCK_STORAGE_KEY, stored!) // the same bytes, as a reloaded page finds them
    expect(readScreenLock()).toEqual({ locked: true, path: '/system/user?pageNum=2' })
    expect(sessionStorage.getItem(LOCK_ROUTE_KEY)).toBe('/system/user?pageNum=2')
  })

  it('belongs to the session that locked it: a new sign-in or a sign-out is not locked', () => {
    lockScreen('/index')
    expect(readScreenLock().locked).toBe(true)
    setToken('a-new-session')
    expect(readScreenLock().locked).toBe(false)
    setToken('token-of-this-session')
    expect(readScreenLock().locked).toBe(true)
    removeToken()
    expect(readScreenLock().locked).toBe(false)
  })

  it('follows another tab: a storage event locks and unlocks this one', () => {
    const { result } = renderHook(() => useScreenLock())
    expect(result.current.locked).toBe(false)
    // another tab of the same session wrote the lock: this tab hears only the storage event
    const value = JSON.stringify({ path: '/system/dict', session: sessionTag('token-of-this-session') })
    act(() => {
      localStorage.setItem(LOCK_STORAGE_KEY, value)
      window.dispatchEvent(new StorageEvent('storage', { key: LOCK_STORAGE_KEY, newValue: value }))
    })
    expect(result.current).toEqual({ locked: true, path: '/system/dict' })
    act(() => {
      localStorage.removeItem(LOCK_STORAGE_KEY)
      window.dispatchEvent(new StorageEvent('storage', { key: LOCK_STORAGE_KEY, newValue: null }))
    })
    expect(result.current.locked).toBe(false)
  })

  it('returns each tab to its own route, remembered once, and only to a path of this site', () => {
    rememberRoute('/system/config')
    rememberRoute('/system/role')
    expect(takeRememberedRoute()).toBe('/system/config')
    expect(takeRememberedRoute()).toBeNull()
    for (const bad of ['//evil.example/x', 'https://evil.example', '/\\evil', 'index', 42])
      expect(inAppPath(bad)).toBeNull()
    localStorage.setItem(LOCK_STORAGE_KEY, JSON.stringify({ path: '//evil.example', session: 'x' }))
    expect(readScreenLock().locked).toBe(false)
  })

  it('unlocks only when the server accepts the password, and rejects with its message otherwise', async () => {
    lockScreen('/index')
    globalThis.fetch = answer({ code: 500, msg: '密码错误，请重新输入' }) as unknown as typeof fetch
    await expect(unlockWithPassword('wrong')).rejects.toThrow('密码错误，请重新输入')
    expect(readScreenLock().locked).toBe(true)
    const [url, init] = vi.mocked(globalThis.fetch).mock.calls[0] as unknown as [string, RequestInit]
    expect(String(url)).toContain('/auth/unlockscreen')
    expect(JSON.parse(String(init.body))).toEqual({ password: 'wrong' })
    globalThis.fetch = answer({ code: 200, msg: '操作成功' }) as unknown as typeof fetch
    await unlockWithPassword('right')
    expect(readScreenLock().locked).toBe(false)
  })
})
