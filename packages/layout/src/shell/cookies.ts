/** The few cookies the layout keeps (sidebarStatus), without a cookie library. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  const prefix = encodeURIComponent(name) + '='
  for (const part of document.cookie.split(/;\s*/)) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length))
  }
  return undefined
}

export function writeCookie(name: string, value: string): void {
  if (typeof document === 'undefined') return
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/`
}
