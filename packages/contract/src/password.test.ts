import { describe, expect, it } from 'vitest'
import { checkNewPassword, PASSWORD_ILLEGAL_MESSAGE, PASSWORD_LENGTH_MESSAGE } from './password'

describe('new password policy', () => {
  it('wants 6 to 20 characters', () => {
    expect(checkNewPassword('12345', '0')).toBe(PASSWORD_LENGTH_MESSAGE)
    expect(checkNewPassword('x'.repeat(21), '0')).toBe(PASSWORD_LENGTH_MESSAGE)
    expect(checkNewPassword('123456', '0')).toBeNull()
  })

  it('refuses the characters the server refuses', () => {
    expect(checkNewPassword('abc<def', '0')).toBe(PASSWORD_ILLEGAL_MESSAGE)
    expect(checkNewPassword('abc|def', '0')).toBe(PASSWORD_ILLEGAL_MESSAGE)
  })

  it('applies the configured character policy', () => {
    expect(checkNewPassword('abcdef', '1')).toBe('密码只能为数字')
    expect(checkNewPassword('123456', '1')).toBeNull()
    expect(checkNewPassword('abc123', '2')).toBe('密码只能为英文字母')
    expect(checkNewPassword('abcdef', '3')).toBe('密码必须同时包含字母和数字')
    expect(checkNewPassword('abc123', '3')).toBeNull()
    expect(checkNewPassword('abc123', '4')).toMatch(/特殊字符/)
    expect(checkNewPassword('abc12#', '4')).toBeNull()
  })

  it('treats an unknown policy as "any"', () => {
    expect(checkNewPassword('anything', '9')).toBeNull()
    expect(checkNewPassword('anything', undefined)).toBeNull()
  })
})
