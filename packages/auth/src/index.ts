// @wp/auth: login, register, 401, 404, the personal centre and the forced password change.
export { authManifest } from './manifest'
export { authModule } from './module'
export { redirectTarget } from './login/redirect'
export { bindDingTalk } from './redirect/bindDingTalk'
