// @wp/auth: login, register, 401, 404, the personal centre and the forced password change.
export { authManifest } from './manifest'
export { authModule } from './module'
export { redirectTarget } from './login/redirect'
export { bindDingTalk } from './redirect/bindDingTalk'
// The password change's parts a host draws with its own widgets (the DingTalk host's phone screen).
export { updatePassword } from './password/api'
export {
  EXPIRED_PASSWORD_NOTICE,
  INITIAL_PASSWORD_NOTICE,
  PASSWORD_MISMATCH_MESSAGE,
  passwordChangeFields,
  type PasswordChangeField,
  type PasswordChangeValues,
} from './password/passwordRules'
export { usePasswordChangeFields } from './password/usePasswordChangeFields'
