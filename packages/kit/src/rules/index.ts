export { validators, type Validator } from './validators'
export { rules, toFormRule } from './formRules'
export { RULE_MESSAGES } from './messages'
export { isValidCron } from './cron'
