import Cookies from 'js-cookie'

export const TOKEN_COOKIE = 'Admin-Token'
export const EXPIRES_COOKIE = 'Admin-Expires-In'

let tokenOverride: string | undefined

/** The bearer token: the one an embedding page gave (element `token` attribute), else the `Admin-Token` cookie. */
export function getToken(): string | undefined {
  return tokenOverride ?? Cookies.get(TOKEN_COOKIE) ?? undefined
}

/** Used by embedded elements: a token given by the page wins over the cookie. `undefined` returns to the cookie. */
export function setTokenOverride(token: string | undefined): void {
  tokenOverride = token || undefined
}

/**
 * SameSite=Lax: other sites' forms and scripts do not carry the cookie (the server also takes a write's token only
 * from the bearer header); Secure when the page is served over HTTPS.
 */
export const COOKIE_ATTRIBUTES = (): Cookies.CookieAttributes => ({
  sameSite: 'Lax',
  secure: typeof location !== 'undefined' && location.protocol === 'https:',
})

export function setToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, COOKIE_ATTRIBUTES())
}

export function removeToken(): void {
  tokenOverride = undefined
  Cookies.remove(TOKEN_COOKIE)
}

/** The session lifetime in minutes, as the server gave it (`expires_in`). */
export function getExpiresIn(): number | undefined {
  const value = Number(Cookies.get(EXPIRES_COOKIE))
  return Number.isFinite(value) && value > 0 ? value : undefined
}

export function setExpiresIn(minutes: number): void {
  Cookies.set(EXPIRES_COOKIE, String(minutes), COOKIE_ATTRIBUTES())
}

export function removeExpiresIn(): void {
  Cookies.remove(EXPIRES_COOKIE)
}
