import Cookies from 'js-cookie'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setExpiresIn, setToken } from './token'

describe('the session cookies', () => {
  afterEach(() => vi.restoreAllMocks())

  it('are written SameSite=Lax, so other sites’ requests do not carry them', () => {
    const set = vi.spyOn(Cookies, 'set')
    setToken('t0k')
    setExpiresIn(720)
    expect(set).toHaveBeenCalledTimes(2)
    for (const call of set.mock.calls) expect(call[2]).toMatchObject({ sameSite: 'Lax', secure: false })
  })
})
