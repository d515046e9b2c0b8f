import { checkNewPassword } from '@wp/contract'

export const PASSWORD_MISMATCH_MESSAGE = '两次输入的密码不一致'
export const INITIAL_PASSWORD_NOTICE = '您的密码还是初始密码，请修改密码！'
export const EXPIRED_PASSWORD_NOTICE = '您的密码已过期，请修改密码！'

/**
 * A form rule as antd's and antd-mobile's forms both take it (the rc-field-form rule that reads other fields), so the
 * desktop and the DingTalk host check new passwords with the very same rules.
 */
export type PasswordFormRule = (form: { getFieldValue: (name: string) => unknown }) => {
  validator: (rule: unknown, value: unknown) => Promise<void>
}

/**
 * A new password checked with the contract's rule (the server applies the same one) for a `sys.account.chrtype`
 * and the account's user name: given, or read from the form field `userNameField` (registration).
 */
export function newPasswordRule(
  chrtype: string | null | undefined,
  account: { userName?: string | null; userNameField?: string } = {},
): PasswordFormRule {
  return ({ getFieldValue }) => ({
    validator: (_, value) => {
      if (typeof value !== 'string' || !value) return Promise.resolve()
      const userName = account.userNameField ? (getFieldValue(account.userNameField) as string) : account.userName
      const refusal = checkNewPassword(value, chrtype, { userName })
      return refusal ? Promise.reject(new Error(refusal)) : Promise.resolve()
    },
  })
}

/** The confirmation must repeat the field `of` (the form item also needs `dependencies={[of]}`). */
export function sameAsRule(of: string): PasswordFormRule {
  return ({ getFieldValue }) => ({
    validator: (_, value) =>
      !value || getFieldValue(of) === value ? Promise.resolve() : Promise.reject(new Error(PASSWORD_MISMATCH_MESSAGE)),
  })
}
