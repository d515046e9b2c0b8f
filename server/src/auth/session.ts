import { createHash, randomBytes } from 'node:crypto'
import { ALL_PERMISSION } from '@wp/contract'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { UAParser } from 'ua-parser-js'
import type { AppContext, CachedSession } from '../context'
import { loadUserAccess } from '../directory/user/access'
import { unauthorized, SESSION_EXPIRED_MSG } from '../http/errors'
import type { DeviceAccess } from '../platform/services'
import { sysSession } from './schema'

/** Session lifetime and the sliding-renewal threshold, in minutes (the family's values). */
export const SESSION_TTL_MIN = 720
export const SESSION_RENEW_WHEN_MIN = 120
export const TOKEN_COOKIE = 'Admin-Token'
export const PASSWORD_CHANGE_MSG = {
  initial: '您的密码还是初始密码，请先修改密码',
  expired: '您的密码已过期，请先修改密码',
} as const
export const COOKIE_ONLY_MSG = '认证失败：修改数据的请求须在 Authorization 头中携带令牌'

/** What a request knows of its caller; loaded per user and cached briefly. */
export interface SessionAccess {
  userId: number
  userName: string
  nickName: string
  deptId: number | null
  deptName: string
  status: string
  roles: string[]
  roleIds: number[]
  permissions: string[]
  isAdmin: boolean
  /**
   * Set while the account is on its initial password (`initial`) or an expired one (`expired`): until it is
   * changed, only the routes that declare `beforePasswordChange` answer (sign-out, getInfo, getRouters, the
   * profile and the password change).
   */
  passwordChange?: 'initial' | 'expired'
}

export interface SessionUser extends SessionAccess {
  tokenHash: string
  sessionId: string
  /**
   * Set when the caller is a device (a wall display's token) rather than a person: it passes only routes that
   * require one of its permissions, never `signed-in` ones (the router refuses with 403).
   */
  device?: { deviceId: number; name: string }
}

/**
 * HTTPS directly, or behind a proxy that says so (`X-Forwarded-Proto: https`, also without `TRUST_PROXY`: what it
 * turns on is only stricter, HSTS and `Secure` cookies, so a client claiming it harms nobody but itself).
 */
export const servedOverHttps = (request: {
  protocol: string
  headers: Record<string, string | string[] | undefined>
}) =>
  request.protocol === 'https' ||
  String(request.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim()
    .toLowerCase() === 'https'

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** `system:*` held matches `system:dict:list` required, as in the family's simple match. */
function matches(held: string, required: string) {
  if (held === required) return true
  if (!held.includes('*')) return false
  const pattern = new RegExp(
    '^' +
      held
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*') +
      '$',
  )
  return pattern.test(required)
}

export function hasPermission(user: Pick<SessionAccess, 'permissions'>, required: string) {
  return user.permissions.some((p) => p === ALL_PERMISSION || matches(p, required))
}

/** The caller's access, from the directory, cached per user for a short time. */
export function loadAccess(ctx: AppContext, userId: number): Promise<SessionAccess | null> {
  return ctx.caches.access.getOrLoad(userId, () => loadUserAccess(ctx, userId))
}

/**
 * The caller's token: the bearer header, else (reads only) the `Admin-Token` cookie. A browser attaches the cookie
 * to any site's request, so a cookie alone never authorises a change (cross-site request forgery); the header is
 * only ever set by our own script.
 */
export function readToken(request: FastifyRequest, opts: { headerOnly?: boolean } = {}): string | null {
  const header = request.headers.authorization
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null
  if (opts.headerOnly) return null
  const cookie = tokenCookie(request)
  if (!cookie) return null
  try {
    return decodeURIComponent(cookie)
  } catch {
    return null
  }
}

/**
 * The `Admin-Token` cookie, parsed only when a request has no bearer header and does send cookies (the cookie
 * plugin parses none by itself: most requests carry the header, and parsing costs every one of them).
 */
function tokenCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie
  if (!header) return undefined
  return request.server.parseCookie(header)[TOKEN_COOKIE]
}

/** Whether the request carries the token only as a cookie (no bearer header). */
export const cookieOnly = (request: FastifyRequest) =>
  !request.headers.authorization?.startsWith('Bearer ') && !!tokenCookie(request)

export function describeClient(request: FastifyRequest) {
  const ua = new UAParser(request.headers['user-agent'] ?? '').getResult()
  const browser = [ua.browser.name, ua.browser.major].filter(Boolean).join(' ') || 'Unknown'
  const os = [ua.os.name, ua.os.version].filter(Boolean).join(' ') || 'Unknown'
  return { browser: browser.slice(0, 50), os: os.slice(0, 50) }
}

/** Resolves the caller's session, renewing it when little time remains. Throws 401 unless `optional`. */
export async function authenticate(
  ctx: AppContext,
  request: FastifyRequest,
  _reply: FastifyReply,
  opts: { optional?: boolean; changesState?: boolean } = {},
): Promise<SessionUser | null> {
  const token = readToken(request, { headerOnly: opts.changesState })
  if (!token) {
    if (opts.optional) return null
    throw unauthorized(opts.changesState && cookieOnly(request) ? COOKIE_ONLY_MSG : undefined)
  }
  const tokenHash = hashToken(token)
  const now = ctx.clock.now()
  let session = ctx.caches.sessions.get(tokenHash)
  if (!session) {
    ;[session] = await ctx.db
      .select({ userId: sysSession.userId, sessionId: sysSession.sessionId, expireTime: sysSession.expireTime })
      .from(sysSession)
      .where(and(eq(sysSession.tokenHash, tokenHash), gt(sysSession.expireTime, now)))
    if (session) ctx.caches.sessions.set(tokenHash, session)
  }
  if (!session || session.expireTime.getTime() <= now.getTime()) {
    const device = await ctx.services.devices.resolve(token)
    if (device) return deviceUser(device, tokenHash)
    if (opts.optional) return null
    throw unauthorized(SESSION_EXPIRED_MSG)
  }
  if (session.expireTime.getTime() - now.getTime() <= SESSION_RENEW_WHEN_MIN * 60_000) {
    const expireTime = new Date(now.getTime() + SESSION_TTL_MIN * 60_000)
    await ctx.db.update(sysSession).set({ expireTime, lastAccessTime: now }).where(eq(sysSession.tokenHash, tokenHash))
    session = { ...session, expireTime }
    ctx.caches.sessions.set(tokenHash, session)
  }
  const cachedAccess = ctx.caches.access.get(session.userId)
  const access = cachedAccess !== undefined ? cachedAccess : await loadAccess(ctx, session.userId)
  if (!access || access.status !== '0') {
    if (opts.optional) return null
    throw unauthorized(SESSION_EXPIRED_MSG)
  }
  // The caller as resolved before, while the session's cached entry and the user's cached access are the same
  // objects: an eviction or reload of either (here or, through the cache bus, in another process) makes a new one.
  const resolved = principals.get(session)
  if (resolved?.access === access) return resolved.user
  const user: SessionUser = Object.freeze({ ...access, tokenHash, sessionId: session.sessionId })
  principals.set(session, { access, user })
  return user
}

/** Each cached session's resolved caller, with the access it was made from (see `authenticate`). */
const principals = new WeakMap<CachedSession, { access: SessionAccess; user: SessionUser }>()

/** A device as a caller: its permissions and nothing else (no roles, no department, no data scope). */
function deviceUser(device: DeviceAccess, tokenHash: string): SessionUser {
  return {
    userId: 0,
    userName: device.name,
    nickName: device.name,
    deptId: null,
    deptName: '',
    status: '0',
    roles: [],
    roleIds: [],
    permissions: device.permissions,
    isAdmin: false,
    tokenHash,
    sessionId: '',
    device: { deviceId: device.deviceId, name: device.name },
  }
}

export async function createSession(ctx: AppContext, request: FastifyRequest, access: SessionAccess) {
  const token = randomBytes(32).toString('base64url')
  const now = ctx.clock.now()
  const { browser, os } = describeClient(request)
  await ctx.db.insert(sysSession).values({
    tokenHash: hashToken(token),
    sessionId: randomBytes(12).toString('hex'),
    userId: access.userId,
    userName: access.userName,
    deptName: access.deptName,
    ipaddr: request.ip,
    browser,
    os,
    loginTime: now,
    lastAccessTime: now,
    expireTime: new Date(now.getTime() + SESSION_TTL_MIN * 60_000),
  })
  return { token, expiresInMinutes: SESSION_TTL_MIN }
}

export async function endSession(ctx: AppContext, tokenHash: string) {
  await ctx.db.delete(sysSession).where(eq(sysSession.tokenHash, tokenHash))
  ctx.bus.publish({ kind: 'sessions', tokenHashes: [tokenHash] })
}

/** Force logout by the public session id (online users screen). Returns whether a session ended. */
export async function endSessionById(ctx: AppContext, sessionId: string) {
  const rows = await ctx.db
    .delete(sysSession)
    .where(eq(sysSession.sessionId, sessionId))
    .returning({ tokenHash: sysSession.tokenHash })
  ctx.bus.publish({ kind: 'sessions', tokenHashes: rows.map((r) => r.tokenHash), sessionId })
  return rows.length > 0
}

/** Renews a session to the full lifetime (explicit refresh). */
export async function renewSession(ctx: AppContext, tokenHash: string) {
  const now = ctx.clock.now()
  const expireTime = new Date(now.getTime() + SESSION_TTL_MIN * 60_000)
  await ctx.db.update(sysSession).set({ expireTime, lastAccessTime: now }).where(eq(sysSession.tokenHash, tokenHash))
  ctx.caches.sessions.delete(tokenHash)
}

/** Ends every session of a user, optionally keeping one (after a password change). */
export async function endUserSessions(ctx: AppContext, userId: number, keepTokenHash?: string) {
  await ctx.db
    .delete(sysSession)
    .where(
      keepTokenHash
        ? and(eq(sysSession.userId, userId), sql`${sysSession.tokenHash} <> ${keepTokenHash}`)
        : eq(sysSession.userId, userId),
    )
  // Evict every cached session of the user except the kept one.
  ctx.bus.publish({ kind: 'sessions', userId })
  if (keepTokenHash) ctx.caches.sessions.delete(keepTokenHash)
}
