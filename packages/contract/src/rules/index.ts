export { validators, type Validator } from './validators'
export { RULE_MESSAGES } from './messages'
export { isValidCron } from './cron'
export { toDate, isNumericString, MONEY_MAX_LENGTH, type TimeInput } from './values'
