import { checkNewPassword } from '@wp/contract'
import type { FormRule } from 'antd'

export const PASSWORD_MISMATCH_MESSAGE = '两次输入的密码不一致'

/**
 * A new password checked with the contract's rule (the server applies the same one) for a `sys.account.chrtype`
 * and the account's user name: given, or read from the form field `userNameField` (registration).
 */
export function newPasswordRule(
  chrtype: string | null | undefined,
  account: { userName?: string | null; userNameField?: string } = {},
): FormRule {
  return ({ getFieldValue }) => ({
    validator: (_, value: unknown) => {
      if (typeof value !== 'string' || !value) return Promise.resolve()
      const userName = account.userNameField ? (getFieldValue(account.userNameField) as string) : account.userName
      const refusal = checkNewPassword(value, chrtype, { userName })
      return refusal ? Promise.reject(new Error(refusal)) : Promise.resolve()
    },
  })
}

/** The confirmation must repeat the field `of` (the form item also needs `dependencies={[of]}`). */
export function sameAsRule(of: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: (_, value: string | undefined) =>
      !value || getFieldValue(of) === value ? Promise.resolve() : Promise.reject(new Error(PASSWORD_MISMATCH_MESSAGE)),
  })
}
