import type { ModuleManifest } from '@wp/kit'

/**
 * The auth module's views by component path. `authManifest` is plain data (no kit code runs to read it), so the
 * portal's first screen can lazy-load the login view without the module machinery (`authModule`, in module.ts, is its faces).
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
  routes: [{ path: '/user/profile', view: 'user/profile', title: '个人中心', icon: 'user' }],
}
