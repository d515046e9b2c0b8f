import type { FormRule } from 'antd'
import { RULE_MESSAGES as M, validators, type Validator } from '@wp/contract'

/** Wraps a plain check as an antd Form rule (validation on change and on submit). */
export function toFormRule(check: Validator): FormRule {
  return {
    validator: (_rule, value) => {
      const message = check(value)
      return message === null ? Promise.resolve() : Promise.reject(new Error(message))
    },
  }
}

/**
 * The spec's rules as antd Form rules: `<Form.Item name="email" rules={[rules.required, rules.email]}>`.
 * `required` and `arrayRequired` also set `required: true` so the item shows antd's required mark.
 */
export const rules = {
  // A custom validator, not antd's type-based `required`: that one assumes a string and refuses a number such as 0.
  required: { ...toFormRule(validators.required), required: true } as FormRule,
  maxLength: (n: number): FormRule => toFormRule(validators.maxLength(n)),
  lengthRange: (min: number, max: number): FormRule => toFormRule(validators.lengthRange(min, max)),
  email: toFormRule(validators.email),
  emailMulti: toFormRule(validators.emailMulti),
  phone: toFormRule(validators.phone),
  contact: toFormRule(validators.contact),
  areaContact: toFormRule(validators.areaContact),
  tel: toFormRule(validators.tel),
  postCode: toFormRule(validators.postCode),
  IDcode: toFormRule(validators.IDcode),
  meetingTime: toFormRule(validators.meetingTime),
  multipleTable: toFormRule(validators.multipleTable),
  input: toFormRule(validators.input),
  url: toFormRule(validators.url),
  cron: toFormRule(validators.cron),
  arrayRequired: { required: true, type: 'array', min: 1, message: M.arrayRequired } as FormRule,
  money: toFormRule(validators.money),
  numeric: toFormRule(validators.numeric),
}
