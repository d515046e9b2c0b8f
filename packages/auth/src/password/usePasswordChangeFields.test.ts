import { passwordHint } from '@wp/contract'
import { sessionStore } from '@wp/kit'
import { renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { usePasswordChangeFields } from './usePasswordChangeFields'

afterEach(() => sessionStore.setState({ user: null, pwdChrtype: '0' }))

describe('usePasswordChangeFields', () => {
  it("follows the signed-in user's password policy", () => {
    sessionStore.setState({ user: { userId: 2, userName: 'ry', nickName: 'ry' }, pwdChrtype: '3' })
    const { result } = renderHook(() => usePasswordChangeFields())
    expect(result.current.map((f) => f.id)).toEqual(['old', 'new', 'confirm'])
    expect(result.current[1].hint).toBe(passwordHint('3'))
    expect(passwordHint('3')).not.toBe(passwordHint('0'))
  })
})
