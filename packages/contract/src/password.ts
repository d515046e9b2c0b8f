import { isCommonPassword } from './common-passwords'

/**
 * The password rule of the family's `sys.account.chrtype` (0 any, 1 digits, 2 letters, 3 letters and digits,
 * 4 letters, digits and special characters). The browser and the server apply this same function, so the user hears
 * a refusal before sending and the server refuses the same passwords.
 */
export const PASSWORD_POLICIES: Readonly<Record<string, { test: RegExp; message: string; hint: string }>> = {
  '0': { test: /^.*$/s, message: '', hint: '6-20 个字符' },
  '1': { test: /^\d+$/, message: '密码只能为数字', hint: '6-20 位数字' },
  '2': { test: /^[A-Za-z]+$/, message: '密码只能为英文字母', hint: '6-20 位英文字母' },
  '3': {
    test: /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]+$/,
    message: '密码必须同时包含字母和数字',
    hint: '6-20 位，同时包含字母和数字',
  },
  '4': {
    test: /^(?=.*[A-Za-z])(?=.*\d)(?=.*[~!@#$%^&*()\-=_+])[A-Za-z\d~!@#$%^&*()\-=_+]+$/,
    message: '密码必须同时包含字母、数字和特殊字符（~!@#$%^&*()-=_+）',
    hint: '6-20 位，同时包含字母、数字和特殊字符（~!@#$%^&*()-=_+）',
  },
}

export const PASSWORD_CHRTYPE_CONFIG_KEY = 'sys.account.chrtype'
export const PASSWORD_LENGTH_MESSAGE = '用户密码长度必须介于 6 和 20 之间'
export const PASSWORD_ILLEGAL_MESSAGE = '不能包含非法字符：< > " \' \\ |'

export const PASSWORD_WHITESPACE_MESSAGE = '密码首尾不能是空白字符'
export const PASSWORD_USERNAME_MESSAGE = '密码不能与用户名相同'
export const PASSWORD_COMMON_MESSAGE = '密码过于常见，请换一个'

/**
 * Why a new password is refused, or null when it is acceptable: 6–20 characters, none of `< > " ' \ |`, no leading
 * or trailing whitespace, not the user name (either way round, any case), not a common password, then the
 * configured character policy.
 */
export function checkNewPassword(
  password: string,
  chrtype: string | null | undefined,
  context: { userName?: string | null } = {},
): string | null {
  if (password.length < 6 || password.length > 20) return PASSWORD_LENGTH_MESSAGE
  if (/[<>"'\\|]/.test(password)) return PASSWORD_ILLEGAL_MESSAGE
  if (password.trim() !== password) return PASSWORD_WHITESPACE_MESSAGE
  const name = context.userName?.trim().toLowerCase()
  if (name && [name, [...name].reverse().join('')].includes(password.toLowerCase())) return PASSWORD_USERNAME_MESSAGE
  if (isCommonPassword(password)) return PASSWORD_COMMON_MESSAGE
  const policy = PASSWORD_POLICIES[chrtype ?? '0'] ?? PASSWORD_POLICIES['0']
  return policy.test.test(password) ? null : policy.message
}

export function passwordHint(chrtype: string | null | undefined): string {
  return (PASSWORD_POLICIES[chrtype ?? '0'] ?? PASSWORD_POLICIES['0']).hint
}
