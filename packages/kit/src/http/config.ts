import { setTokenOverride } from '../session/token'

export const DEFAULT_API_BASE = '/prod-api'

let apiBase = DEFAULT_API_BASE

/** The base every call goes to: '/prod-api' on the page's origin unless an embedding page set another. */
export function getApiBase(): string {
  return apiBase
}

export interface KitConfig {
  /** another API base, e.g. 'https://platform.example.com/prod-api' for an element embedded elsewhere */
  apiBase?: string
  /** a bearer token given by the embedding page instead of the Admin-Token cookie */
  token?: string
  /** where "sign in again" leads on this host ('/h5/' for the DingTalk host); default /index */
  home?: string
}

let home: string | undefined

/** Points the kit at another API base and/or token (custom elements call it from their attributes). */
export function configureKit(config: KitConfig): void {
  if (config.apiBase !== undefined) apiBase = config.apiBase.replace(/\/+$/, '') || DEFAULT_API_BASE
  if (config.token !== undefined) setTokenOverride(config.token)
  if (config.home !== undefined) home = config.home
}

/** Where "go to the login page" leads: /index on the API's origin (the embedding page's own /index otherwise). */
export function homeUrl(): string {
  if (home) return home
  if (/^https?:\/\//i.test(apiBase)) return `${new URL(apiBase).origin}/index`
  return '/index'
}

/** Page navigation, kept in one object so tests can watch it (jsdom cannot navigate). */
export const browser = {
  go(url: string): void {
    window.location.href = url
  },
}
