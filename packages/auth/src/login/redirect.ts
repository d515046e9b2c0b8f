/** Where to go after login: the `redirect` query when it is a path on this site, else home. */
export function redirectTarget(search: string): string {
  const target = new URLSearchParams(search).get('redirect')
  return target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/login') ? target : '/'
}
