import { describe, expect, it } from 'vitest'
import { chooseScreens, DEFAULT_INTERVAL_S, nextScreen, readSettings, takeToken, TOKEN_KEY } from './settings'

const memory = () => {
  const map = new Map<string, string>()
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  }
}

describe('screen settings', () => {
  it('reads the screens and the interval from the query, with defaults and a floor', () => {
    expect(readSettings('?screens=bigscreen7,bigscreen6&interval=30')).toEqual({
      screens: ['bigscreen7', 'bigscreen6'],
      interval: 30,
    })
    expect(readSettings('?screen=bigscreen6')).toEqual({ screens: ['bigscreen6'], interval: DEFAULT_INTERVAL_S })
    expect(readSettings('?interval=abc').interval).toBe(DEFAULT_INTERVAL_S)
    expect(readSettings('?interval=2').interval).toBe(10)
  })

  it('rotates through the known screens asked for, else all', () => {
    expect(chooseScreens(['bigscreen6', 'bigscreen7'], ['bigscreen7', 'nope'])).toEqual(['bigscreen7'])
    expect(chooseScreens(['bigscreen6', 'bigscreen7'], [])).toEqual(['bigscreen6', 'bigscreen7'])
    expect([0, 1, 2].map((i) => nextScreen(i, 3))).toEqual([1, 2, 0])
    expect(nextScreen(0, 0)).toBe(0)
  })

  it('stores a token given in the URL and removes it from the address; later visits use the stored one', () => {
    const store = memory()
    const first = takeToken('http://wall/screen/?token=abc123&interval=30', store)
    expect(first).toEqual({ token: 'abc123', cleanHref: 'http://wall/screen/?interval=30' })
    expect(store.getItem(TOKEN_KEY)).toBe('abc123')
    expect(takeToken('http://wall/screen/', store).token).toBe('abc123')
    store.removeItem(TOKEN_KEY)
    expect(takeToken('http://wall/screen/', store).token).toBeNull()
  })
})
