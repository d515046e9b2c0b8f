// @wp/auth: login, register, 401, 404, the personal centre and the forced password change.
export { authManifest } from './manifest'
export { checkNewPassword, passwordHint, PASSWORD_POLICIES } from './password/passwordPolicy'
export { redirectTarget } from './login/redirect'
