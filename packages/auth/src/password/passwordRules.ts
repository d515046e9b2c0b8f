import { checkNewPassword } from '@wp/contract'
import { toFormRule } from '@wp/kit'
import type { FormRule } from 'antd'

export const PASSWORD_MISMATCH_MESSAGE = '两次输入的密码不一致'

/** A new password checked with the contract's rule (the server applies the same one) for a `sys.account.chrtype`. */
export function newPasswordRule(chrtype: string | null | undefined): FormRule {
  return toFormRule((value) => (typeof value === 'string' && value ? checkNewPassword(value, chrtype) : null))
}

/** The confirmation must repeat the field `of` (the form item also needs `dependencies={[of]}`). */
export function sameAsRule(of: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: (_, value: string | undefined) =>
      !value || getFieldValue(of) === value ? Promise.resolve() : Promise.reject(new Error(PASSWORD_MISMATCH_MESSAGE)),
  })
}
