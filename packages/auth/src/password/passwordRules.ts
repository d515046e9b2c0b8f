import { checkNewPassword, passwordHint } from '@wp/contract'

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

/** The values of the password change. */
export interface PasswordChangeValues {
  oldPassword: string
  newPassword: string
  confirmPassword: string
}

/** A required field's rule, as both form libraries take it. */
type RequiredRule = { required: true; message: string }

/** One field of the password change, for a skin to draw with its own input (antd's on the desktop, antd-mobile's). */
export interface PasswordChangeField {
  name: keyof PasswordChangeValues
  /** `old` | `new` | `confirm`: the skin's test-id suffix */
  id: 'old' | 'new' | 'confirm'
  label: string
  placeholder: string
  autoComplete: 'current-password' | 'new-password'
  /** the rule in words (under the new password) */
  hint?: string
  dependencies?: (keyof PasswordChangeValues)[]
  rules: (RequiredRule | PasswordFormRule)[]
}

/** Old / new / confirm with the configured policy's rules, the same fields on the desktop and on the phone. */
export function passwordChangeFields(
  chrtype: string | null | undefined,
  userName: string | null | undefined,
): PasswordChangeField[] {
  return [
    {
      name: 'oldPassword',
      id: 'old',
      label: '旧密码',
      placeholder: '请输入旧密码',
      autoComplete: 'current-password',
      rules: [{ required: true, message: '旧密码不能为空' }],
    },
    {
      name: 'newPassword',
      id: 'new',
      label: '新密码',
      placeholder: '请输入新密码',
      autoComplete: 'new-password',
      hint: passwordHint(chrtype),
      rules: [{ required: true, message: '新密码不能为空' }, newPasswordRule(chrtype, { userName })],
    },
    {
      name: 'confirmPassword',
      id: 'confirm',
      label: '确认密码',
      placeholder: '请再次输入新密码',
      autoComplete: 'new-password',
      dependencies: ['newPassword'],
      rules: [{ required: true, message: '确认密码不能为空' }, sameAsRule('newPassword')],
    },
  ]
}
