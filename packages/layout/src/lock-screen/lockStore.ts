import { getToken, post, type ApiResult } from '@wp/kit'
import { useSyncExternalStore } from 'react'

/** localStorage: the lock, shared by every tab of the browser (a storage event tells the others). */
export const LOCK_STORAGE_KEY = 'screen-lock'
/** sessionStorage: the route this tab showed when it was locked, where unlocking returns. */
export const LOCK_ROUTE_KEY = 'screen-lock-route'

export interface ScreenLock {
  locked: boolean
  /** the route the screen was locked on (by whichever tab locked it) */
  path: string
}

interface SavedLock {
  path: string
  /** `sessionTag` of the token that was signed in when the screen was locked */
  session: string
}

const UNLOCKED: ScreenLock = Object.freeze({ locked: false, path: '/index' })

/**
 * A short tag of the session token (FNV-1a), so the lock belongs to the session that set it: signing in again
 * (a new token) never starts locked, and signing out in another tab ends the lock with the session.
 */
export function sessionTag(token: string | undefined): string {
  if (!token) return ''
  let hash = 0x811c9dc5
  for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193)
  return (hash >>> 0).toString(36)
}

/** Only an in-app path ('/system/user?x=1'); anything else (another origin, '//host') is dropped. */
export function inAppPath(path: unknown): string | null {
  return typeof path === 'string' && /^\/(?![/\\])/.test(path) && path.length <= 2000 ? path : null
}

function readSaved(raw: string | null): SavedLock | null {
  if (!raw) return null
  try {
    const saved = JSON.parse(raw) as Partial<SavedLock> | null
    const path = inAppPath(saved?.path)
    return path && typeof saved?.session === 'string' ? { path, session: saved.session } : null
  } catch {
    return null
  }
}

const listeners = new Set<() => void>()
const notify = () => listeners.forEach((l) => l())

let last: { raw: string | null; tag: string; lock: ScreenLock } | null = null

/** The lock as this tab sees it now (the same object until the stored lock or the session changes). */
export function readScreenLock(): ScreenLock {
  const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(LOCK_STORAGE_KEY)
  const tag = sessionTag(getToken())
  if (last && last.raw === raw && last.tag === tag) return last.lock
  const saved = readSaved(raw)
  const lock = saved && tag && saved.session === tag ? { locked: true, path: saved.path } : UNLOCKED
  last = { raw, tag, lock }
  return lock
}

/** Locks every tab of this browser on the signed-in session; `path` is the route to come back to. */
export function lockScreen(path: string) {
  const route = inAppPath(path) ?? '/index'
  const saved: SavedLock = { path: route, session: sessionTag(getToken()) }
  localStorage.setItem(LOCK_STORAGE_KEY, JSON.stringify(saved))
  sessionStorage.setItem(LOCK_ROUTE_KEY, route)
  notify()
}

/** Ends the lock in every tab (after the server accepted the password, or on signing out). */
export function clearScreenLock() {
  localStorage.removeItem(LOCK_STORAGE_KEY)
  notify()
}

/** Remembers this tab's route when another tab locked it (the first route wins, as a reload keeps it). */
export function rememberRoute(path: string) {
  if (!sessionStorage.getItem(LOCK_ROUTE_KEY)) sessionStorage.setItem(LOCK_ROUTE_KEY, inAppPath(path) ?? '/index')
}

/** The route this tab was locked on, forgotten once read. */
export function takeRememberedRoute(): string | null {
  const path = inAppPath(sessionStorage.getItem(LOCK_ROUTE_KEY))
  sessionStorage.removeItem(LOCK_ROUTE_KEY)
  return path
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (e: StorageEvent) => {
    if (e.key === LOCK_STORAGE_KEY || e.key === null) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** The screen lock, re-rendering when this or another tab locks or unlocks. */
export function useScreenLock(): ScreenLock {
  return useSyncExternalStore(subscribe, readScreenLock, () => UNLOCKED)
}

/**
 * Asks the server to unlock with the signed-in user's password (sent as the password change sends it: the session
 * is already authenticated, so no login challenge). Wrong guesses count towards the account lock, like sign-in.
 * Rejects with the server's message (an HttpError) and shows nothing itself.
 */
export async function unlockWithPassword(password: string) {
  await post<ApiResult>('/auth/unlockscreen', { password }, { repeatSubmit: false, meta: { quiet: true } })
  clearScreenLock()
}
