import { describe, expect, it } from 'vitest'
import { isCommonPassword } from './common-passwords'
import {
  checkNewPassword,
  PASSWORD_COMMON_MESSAGE,
  PASSWORD_ILLEGAL_MESSAGE,
  PASSWORD_LENGTH_MESSAGE,
  PASSWORD_USERNAME_MESSAGE,
  PASSWORD_WHITESPACE_MESSAGE,
} from './password'

describe('new password policy', () => {
  it('wants 6 to 20 characters', () => {
    expect(checkNewPassword('12345', '0')).toBe(PASSWORD_LENGTH_MESSAGE)
    expect(checkNewPassword('x'.repeat(21), '0')).toBe(PASSWORD_LENGTH_MESSAGE)
    expect(checkNewPassword('739146', '0')).toBeNull()
  })

  it('refuses the characters the server refuses', () => {
    expect(checkNewPassword('abc<def', '0')).toBe(PASSWORD_ILLEGAL_MESSAGE)
    expect(checkNewPassword('abc|def', '0')).toBe(PASSWORD_ILLEGAL_MESSAGE)
  })

  it('applies the configured character policy', () => {
    expect(checkNewPassword('kzqwvb', '1')).toBe('密码只能为数字')
    expect(checkNewPassword('739146', '1')).toBeNull()
    expect(checkNewPassword('kzq739', '2')).toBe('密码只能为英文字母')
    expect(checkNewPassword('kzqwvb', '3')).toBe('密码必须同时包含字母和数字')
    expect(checkNewPassword('kzq739', '3')).toBeNull()
    expect(checkNewPassword('kzq739', '4')).toMatch(/特殊字符/)
    expect(checkNewPassword('abc12#', '4')).toBeNull()
  })

  it('treats an unknown policy as "any"', () => {
    expect(checkNewPassword('anything', '9')).toBeNull()
    expect(checkNewPassword('anything', undefined)).toBeNull()
  })
})

describe('what every policy refuses (issue 13, hole 4)', () => {
  it('refuses leading or trailing whitespace, and whitespace alone', () => {
    expect(checkNewPassword('       ', '0')).toBe(PASSWORD_WHITESPACE_MESSAGE)
    expect(checkNewPassword(' abc123x', '0')).toBe(PASSWORD_WHITESPACE_MESSAGE)
    expect(checkNewPassword('abc123x\t', '0')).toBe(PASSWORD_WHITESPACE_MESSAGE)
    expect(checkNewPassword('abc 123x', '0')).toBeNull()
  })

  it('refuses the user name, either way round and in any case', () => {
    expect(checkNewPassword('ZhangSan', '0', { userName: 'zhangsan' })).toBe(PASSWORD_USERNAME_MESSAGE)
    expect(checkNewPassword('nasgnahz', '0', { userName: 'zhangsan' })).toBe(PASSWORD_USERNAME_MESSAGE)
    expect(checkNewPassword('zhangsan1', '0', { userName: 'zhangsan' })).toBeNull()
  })

  it('refuses common passwords whatever the policy', () => {
    expect(checkNewPassword('password', '0')).toBe(PASSWORD_COMMON_MESSAGE)
    expect(checkNewPassword('Password', '2')).toBe(PASSWORD_COMMON_MESSAGE)
    expect(checkNewPassword('123456', '1')).toBe(PASSWORD_COMMON_MESSAGE)
    expect(checkNewPassword('woaini1314', '3')).toBe(PASSWORD_COMMON_MESSAGE)
    expect(isCommonPassword('QWERTY123')).toBe(true)
    expect(isCommonPassword('Tz8-kLm2q')).toBe(false)
  })
})
