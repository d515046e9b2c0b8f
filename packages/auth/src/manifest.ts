import type { ModuleManifest } from '@wp/kit'

/**
 * The auth module's views by component path. A plain manifest (no kit code runs here) so that the portal's first
 * screen can lazy-load the login view without pulling in the module machinery; `defineModule(authManifest)` gives
 * the lazy views, parcels and (none) elements.
 */
export const authManifest: ModuleManifest = {
  name: 'auth',
  views: {
    login: () => import('./login/LoginPage'),
    register: () => import('./register/RegisterPage'),
    '401': () => import('./errors/UnauthorizedPage'),
    '404': () => import('./errors/NotFoundPage'),
    'auth-redirect': () => import('./redirect/AuthRedirect'),
    bind: () => import('./redirect/BindPage'),
    'user/profile': () => import('./profile/ProfilePage'),
    /** shown before anything else when the password is the initial one or has expired */
    'auth/password-change': () => import('./password/ForcedPasswordChange'),
  },
}
