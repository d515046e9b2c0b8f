import { describe, expect, it } from 'vitest'
import { redirectTarget } from './redirect'
import { readRemembered, writeRemembered } from './rememberedUser'

function memory() {
  const m = new Map<string, string>()
  return {
    m,
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  }
}

describe('login redirect', () => {
  it('honours a local redirect', () => {
    expect(redirectTarget('?redirect=%2Fsystem%2Fdict%3Fa%3D1')).toBe('/system/dict?a=1')
  })
  it('refuses other sites and loops back to login', () => {
    expect(redirectTarget('?redirect=https%3A%2F%2Fevil.example')).toBe('/')
    expect(redirectTarget('?redirect=%2F%2Fevil.example')).toBe('/')
    expect(redirectTarget('?redirect=%2Flogin')).toBe('/')
    expect(redirectTarget('')).toBe('/')
  })
})

describe('remember me', () => {
  it('keeps the user name, never the password', () => {
    const s = memory()
    writeRemembered(true, 'admin', s)
    expect(readRemembered(s)).toEqual({ remember: true, username: 'admin' })
    expect([...s.m.values()].join()).not.toContain('admin123')
    expect([...s.m.keys()].some((k) => /pass/i.test(k))).toBe(false)
  })
  it('forgets the user name when unticked', () => {
    const s = memory()
    writeRemembered(true, 'admin', s)
    writeRemembered(false, 'admin', s)
    expect(readRemembered(s)).toEqual({ remember: false, username: '' })
    expect(s.m.size).toBe(0)
  })
})
