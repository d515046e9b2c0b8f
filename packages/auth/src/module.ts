import { defineModule } from '@wp/kit'
import { authManifest } from './manifest'

/** The auth module's faces, for hosts that compose it (kept apart from the plain manifest the login screen reads). */
export const authModule = /* @__PURE__ */ defineModule(authManifest)
