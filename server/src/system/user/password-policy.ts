/** The family's `sys.account.chrtype`: which characters a new password must be made of. */
const POLICIES: Record<string, { test: RegExp; message: string }> = {
  '0': { test: /^.*$/s, message: '' },
  '1': { test: /^\d+$/, message: '密码只能为数字' },
  '2': { test: /^[A-Za-z]+$/, message: '密码只能为英文字母' },
  '3': { test: /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]+$/, message: '密码必须同时包含字母和数字' },
  '4': {
    test: /^(?=.*[A-Za-z])(?=.*\d)(?=.*[~!@#$%^&*()\-=_+])[A-Za-z\d~!@#$%^&*()\-=_+]+$/,
    message: '密码必须同时包含字母、数字和特殊字符（~!@#$%^&*()-=_+）',
  },
}

/** Returns the reason a new password is refused, or null when it is acceptable. */
export function checkNewPassword(password: string, chrtype: string | null): string | null {
  if (password.length < 6 || password.length > 20) return '用户密码长度必须介于 6 和 20 之间'
  if (/[<>"'\\|]/.test(password)) return '不能包含非法字符：< > " \' \\ |'
  const policy = POLICIES[chrtype ?? '0'] ?? POLICIES['0']
  return policy.test.test(password) ? null : policy.message
}
