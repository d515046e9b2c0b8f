// @wp/auth: login, register, 401, 404, the personal centre and the forced password change.
export { authManifest, authModule } from './manifest'
export { redirectTarget } from './login/redirect'
