/** Pages anyone may open without a token. */
export const PUBLIC_PATHS = ['/login', '/auth-redirect', '/bind', '/register', '/logintest', '/404', '/401'] as const

export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return (PUBLIC_PATHS as readonly string[]).includes(path)
}

export interface GuardInput {
  pathname: string
  /** the query string with its '?', or '' */
  search: string
  hash?: string
  hasToken: boolean
  /** user info (roles) and the menu routes are loaded */
  ready: boolean
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** token present, nothing loaded yet: getInfo + getRouters, then decide again */
  | { kind: 'load' }
  /** `dingding=true` in the URL: reopen the top window's URL without the flag */
  | { kind: 'reopen' }

/** The route guard, as a pure function of the session and the target. */
export function decideNavigation({ pathname, search, hash = '', hasToken, ready }: GuardInput): GuardDecision {
  if (hasDingdingFlag(search)) return { kind: 'reopen' }
  if (pathname === '/') return { kind: 'redirect', to: '/index' }
  if (hasToken) {
    if (pathname === '/login') return { kind: 'redirect', to: '/' }
    if (!ready) return { kind: 'load' }
    return { kind: 'allow' }
  }
  if (isPublicPath(pathname)) return { kind: 'allow' }
  return { kind: 'redirect', to: `/login?redirect=${encodeURIComponent(pathname + search + hash)}` }
}

export function hasDingdingFlag(query: string): boolean {
  return /(^|[?&#])dingding=true(&|#|$)/.test(query)
}

/** The URL without `dingding=true`, whether it sits in the query or in a hash route's query. */
export function stripDingding(url: string): string {
  const dropFlag = (part: string) => {
    const q = part.indexOf('?')
    if (q < 0) return part
    const rest = part
      .slice(q + 1)
      .split('&')
      .filter((p) => p && p !== 'dingding=true')
      .join('&')
    return part.slice(0, q) + (rest ? '?' + rest : '')
  }
  const hashAt = url.indexOf('#')
  if (hashAt < 0) return dropFlag(url)
  return dropFlag(url.slice(0, hashAt)) + dropFlag(url.slice(hashAt))
}
