/** The server's `sys.account.chrtype` policies (0 any, 1 digits, 2 letters, 3 letters+digits, 4 letters+digits+special). */
export const PASSWORD_POLICIES: Record<string, { test: RegExp; message: string; hint: string }> = {
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

export const PASSWORD_LENGTH_MESSAGE = '用户密码长度必须介于 6 和 20 之间'
export const PASSWORD_ILLEGAL_MESSAGE = '不能包含非法字符：< > " \' \\ |'
export const PASSWORD_MISMATCH_MESSAGE = '两次输入的密码不一致'

/** Why a new password is refused, or null: the same checks the server makes, so the user hears it before sending. */
export function checkNewPassword(password: string, chrtype: string | null | undefined): string | null {
  if (password.length < 6 || password.length > 20) return PASSWORD_LENGTH_MESSAGE
  if (/[<>"'\\|]/.test(password)) return PASSWORD_ILLEGAL_MESSAGE
  const policy = PASSWORD_POLICIES[chrtype ?? '0'] ?? PASSWORD_POLICIES['0']
  return policy.test.test(password) ? null : policy.message
}

export function passwordHint(chrtype: string | null | undefined): string {
  return (PASSWORD_POLICIES[chrtype ?? '0'] ?? PASSWORD_POLICIES['0']).hint
}
