/** Where to continue after signing in: a path of this host (`/approval?taskId=1`), never another site. */
export function continueTo(search: string, fallback = '/'): string {
  const redirect = new URLSearchParams(search).get('redirect')
  return redirect && /^\/(?![/\\])/.test(redirect) ? redirect : fallback
}
