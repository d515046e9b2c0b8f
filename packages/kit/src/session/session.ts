import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import { emitKitEvent } from '../events/events'
import { browser } from '../http/config'
import { get, post, del, type ApiResult } from '../http/http'
import { setLogoutAction } from '../http/relogin'
import { getExpiresIn, getToken, removeExpiresIn, removeToken, setExpiresIn, setToken } from './token'

/** The signed-in user, as getInfo returns it (extra fields pass through). */
export interface UserInfo {
  userId: number
  userName: string
  nickName: string
  phonenumber?: string
  email?: string
  sex?: string
  avatar?: string
  deptId?: number
  dept?: { deptId?: number; deptName?: string; [key: string]: unknown }
  [key: string]: unknown
}

/** The `/code` challenge: the captcha (when enabled) and the single-use password key. */
export interface LoginChallenge {
  captchaEnabled: boolean
  uuid: string
  /** base64 of the 16-byte AES key for this login */
  key: string
  /** the captcha picture as a data: URL (SVG), when captcha is enabled */
  img?: string
}

export interface LoginForm {
  username: string
  password: string
  /** the captcha answer */
  code?: string
  /** the challenge the captcha was shown from; fetched here when absent (captcha disabled) */
  challenge?: LoginChallenge
}

/** A session as the server issues it (`/auth/login` and the other sign-ins). */
export interface IssuedSession {
  access_token: string
  /** lifetime in minutes */
  expires_in?: number
}

export const DEFAULT_ROLE = 'ROLE_DEFAULT'
/** How long a logout waits for the server's answer: a slow server does not hold the user (the token goes anyway). */
export const LOGOUT_WAIT_MS = 3000
/** Refresh this long before the session would expire. */
export const REFRESH_MARGIN_MS = 5 * 60_000

export interface SessionState {
  token: string | undefined
  /** session lifetime in minutes, as last given by the server */
  expiresIn: number | undefined
  user: UserInfo | null
  /** role keys; ['ROLE_DEFAULT'] when the user has none; empty until getInfo */
  roles: string[]
  permissions: string[]
  isDefaultModifyPwd: boolean
  isPasswordExpired: boolean
  pwdChrtype: string
  /** challenge → encrypt the password with its key → POST /auth/login; stores the token */
  login: (form: LoginForm) => Promise<void>
  /** stores a session the server issued another way (DingTalk sign-in, binding) exactly as `login` does */
  adopt: (issued: IssuedSession) => void
  /** loads user, roles and permissions */
  getInfo: () => Promise<UserInfo>
  /** getInfo once, when there is a token and no roles yet (concurrent callers share it) */
  ensureInfo: () => Promise<void>
  /** extends the session (one refresh in flight, whoever asks) */
  refresh: () => Promise<void>
  /**
   * Tells the server (waiting at most LOGOUT_WAIT_MS), then clears token, roles, permissions and user info. With `go`,
   * the page is left for that address instead: the stored token is dropped and the document replaced in one
   * navigation, the store untouched (its subscribers, the route guard among them, would navigate first).
   */
  logout: (options?: { go?: string }) => Promise<void>
  /** federated logout: clears the token only */
  fedLogout: () => void
}

let refreshTimer: ReturnType<typeof setTimeout> | undefined
let refreshing: Promise<void> | null = null
let loadingInfo: Promise<void> | null = null

function stopRefreshTimer(): void {
  if (refreshTimer !== undefined) clearTimeout(refreshTimer)
  refreshTimer = undefined
}

/** Arms the refresh for `minutes` from now, REFRESH_MARGIN_MS early (at least half way). */
function scheduleRefresh(minutes: number | undefined): void {
  stopRefreshTimer()
  if (!minutes || typeof window === 'undefined') return
  const lifetime = minutes * 60_000
  const delay = Math.min(Math.max(lifetime - REFRESH_MARGIN_MS, lifetime / 2), 2 ** 31 - 1)
  refreshTimer = setTimeout(() => {
    refreshTimer = undefined
    if (getToken())
      sessionStore
        .getState()
        .refresh()
        .catch(() => undefined)
  }, delay)
}

/** Fetches the login challenge (`GET /code`). */
export async function fetchChallenge(): Promise<LoginChallenge> {
  const res = await get<ApiResult & Partial<LoginChallenge>>('/code', undefined, { isToken: false })
  return {
    captchaEnabled: Boolean(res.captchaEnabled),
    uuid: String(res.uuid ?? ''),
    key: String(res.key ?? ''),
    ...(res.img ? { img: `data:image/png;base64,${res.img}` } : {}),
  }
}

const signedOut = {
  token: undefined,
  expiresIn: undefined,
  user: null,
  roles: [] as string[],
  permissions: [] as string[],
  isDefaultModifyPwd: false,
  isPasswordExpired: false,
  pwdChrtype: '0',
}

interface InfoResult extends ApiResult {
  user?: UserInfo
  roles?: string[]
  permissions?: string[]
  isDefaultModifyPwd?: boolean
  isPasswordExpired?: boolean
  pwdChrtype?: string
}

/** The session, shared by every React root on the page (a plain module store, not React context). */
export const sessionStore = createStore<SessionState>()((set, getState) => ({
  ...signedOut,
  token: getToken(),
  expiresIn: getExpiresIn(),

  login: async ({ username, password, code, challenge }) => {
    // the cipher (crypto-js) loads with the first sign-in: a page whose user is signed in already never needs it
    const [c, { encryptPassword }] = await Promise.all([
      challenge ?? fetchChallenge(),
      import('../crypto/encryptPassword'),
    ])
    const res = await post<ApiResult<IssuedSession>>(
      '/auth/login',
      { username: username.trim(), password: encryptPassword(password, c.key), code, uuid: c.uuid },
      { isToken: false, repeatSubmit: false },
    )
    if (!res.data?.access_token) throw new Error('登录失败：未获得令牌')
    getState().adopt(res.data)
  },

  adopt: ({ access_token: token, expires_in }) => {
    const expiresIn = Number(expires_in) || undefined
    setToken(token)
    if (expiresIn) setExpiresIn(expiresIn)
    set({ token, expiresIn })
    scheduleRefresh(expiresIn)
  },

  getInfo: async () => {
    const res = await get<InfoResult>('/system/user/getInfo')
    if (!res.user) throw new Error('登录失效，请重新登录')
    const roles = Array.isArray(res.roles) && res.roles.length > 0 ? res.roles : [DEFAULT_ROLE]
    set({
      user: res.user,
      roles,
      permissions: Array.isArray(res.permissions) ? res.permissions : [],
      isDefaultModifyPwd: Boolean(res.isDefaultModifyPwd),
      isPasswordExpired: Boolean(res.isPasswordExpired),
      pwdChrtype: String(res.pwdChrtype ?? '0'),
    })
    return res.user
  },

  ensureInfo: () => {
    if (!getToken() || getState().roles.length > 0) return Promise.resolve()
    loadingInfo ??= getState()
      .getInfo()
      .then(() => undefined)
      .finally(() => {
        loadingInfo = null
      })
    return loadingInfo
  },

  refresh: () => {
    refreshing ??= post<ApiResult<{ expires_in?: number }>>('/auth/refresh', undefined, { repeatSubmit: false })
      .then((res) => {
        const expiresIn = Number(res.data?.expires_in) || getState().expiresIn
        if (expiresIn) setExpiresIn(expiresIn)
        set({ expiresIn })
        scheduleRefresh(expiresIn)
      })
      .finally(() => {
        refreshing = null
      })
    return refreshing
  },

  logout: async ({ go } = {}) => {
    try {
      if (getToken()) await del('/auth/logout', undefined, { meta: { quiet: true }, timeout: LOGOUT_WAIT_MS })
    } catch {
      // the token is dropped here whatever the server says, or once it has not answered in time
    }
    stopRefreshTimer()
    removeToken()
    removeExpiresIn()
    if (go !== undefined) return browser.go(go)
    set({ ...signedOut })
    emitKitEvent('session:ended', { reason: 'logout' })
  },

  fedLogout: () => {
    stopRefreshTimer()
    removeToken()
    set({ token: undefined })
    emitKitEvent('session:ended', { reason: 'federated' })
  },
}))

// the http layer's re-login dialog logs out through the session
setLogoutAction((go) => sessionStore.getState().logout({ go }))

if (sessionStore.getState().token) scheduleRefresh(sessionStore.getState().expiresIn)

/** Reads the session in a component: `const roles = useSession((s) => s.roles)`. */
export function useSession(): SessionState
export function useSession<T>(selector: (state: SessionState) => T): T
export function useSession<T>(selector?: (state: SessionState) => T): T | SessionState {
  return useStore(sessionStore, (selector ?? ((state: SessionState) => state)) as (state: SessionState) => T)
}
