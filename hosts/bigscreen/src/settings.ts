// What a wall display is told once (its display token) and per URL (which screens, how fast they rotate).

export const TOKEN_KEY = 'wp-screen-token'
export const DEFAULT_INTERVAL_S = 60
/** below this a screen has no time to draw its charts */
export const MIN_INTERVAL_S = 10

export interface ScreenSettings {
  /** the dashboards to show, in order (empty: every dashboard the modules offer) */
  screens: string[]
  /** seconds each screen stays before the next one */
  interval: number
}

/**
 * Reads `?screens=bigscreen6,bigscreen7&interval=30` (also `?screen=bigscreen6`); a missing, unreadable or too short
 * interval falls back to the default or the minimum.
 */
export function readSettings(search: string): ScreenSettings {
  const params = new URLSearchParams(search)
  const screens = (params.get('screens') ?? params.get('screen') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const raw = Number(params.get('interval'))
  const interval = Number.isFinite(raw) && raw > 0 ? Math.max(MIN_INTERVAL_S, raw) : DEFAULT_INTERVAL_S
  return { screens, interval }
}

/** The screens to rotate through: those asked for that exist (in the order asked), else all of them. */
export function chooseScreens(available: readonly string[], asked: readonly string[]): string[] {
  const known = asked.filter((s) => available.includes(s))
  return known.length ? known : [...available]
}

/** The screen after `index` (wrapping around). */
export function nextScreen(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0
}

export interface TokenStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/**
 * The display token: one in the URL (`?token=`) is stored and wins; else the stored one. Returns the URL without the
 * token too, so it does not stay in the address bar or the history.
 */
export function takeToken(href: string, store: TokenStore): { token: string | null; cleanHref: string } {
  const url = new URL(href)
  const given = url.searchParams.get('token')?.trim()
  if (given) {
    store.setItem(TOKEN_KEY, given)
    url.searchParams.delete('token')
  }
  return { token: given || store.getItem(TOKEN_KEY), cleanHref: url.toString() }
}
