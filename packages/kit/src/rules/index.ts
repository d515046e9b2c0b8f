export { validators, RULE_MESSAGES, isValidCron, type Validator } from '@wp/contract'
export { rules, toFormRule } from './formRules'
