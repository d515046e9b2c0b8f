import { and, desc, eq, ne } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { isAddressBlocked } from './blacklist'
import { consumeChallenge, isCaptchaEnabled } from './captcha'
import { decryptPassword } from './cipher'
import { verifyPassword } from './password'
import { createSession, describeClient, loadAccess } from './session'
import { clearFailures, isLocked, recordFailure } from './throttle'
import type { AppContext } from '../context'
import { sysUser } from '../directory/user/schema'
import { ServiceError } from '../http/errors'

/**
 * Signing in, for every way in: the password login (the login route, a DingTalk binding), a person another
 * system has already identified (DingTalk), the lock screen. Every outcome goes to the login log (the `loginLog`
 * service).
 */

/** One login-log row: who, from where, with what, and the outcome ('0' success, '1' refused). */
export async function recordLogin(
  ctx: AppContext,
  request: FastifyRequest,
  userName: string,
  status: '0' | '1',
  msg: string,
) {
  const { browser, os } = describeClient(request)
  await ctx.services.loginLog.write({
    userName: userName.slice(0, 50),
    ipaddr: request.ip,
    browser,
    os,
    status,
    msg: msg.slice(0, 255),
    loginTime: ctx.clock.now(),
  })
}

export const LOGIN_MESSAGES = {
  codeEmpty: '验证码不能为空',
  codeExpired: '验证码已失效',
  codeWrong: '验证码错误',
  challengeExpired: '登录请求已失效，请刷新页面后重试',
  required: '用户/密码必须填写',
  undecryptable: '密码解密失败，请刷新页面后重试',
  passwordRange: '用户密码不在指定范围',
  userNameRange: '用户名不在指定范围',
  blacklisted: '很遗憾，访问IP已被列入系统黑名单',
  addressThrottled: '登录失败次数过多，请10分钟后再试',
  generic: '用户不存在/密码错误',
  locked: '密码输入错误5次，帐户锁定10分钟',
  deleted: (name: string) => `对不起，您的账号：${name} 已被删除`,
  disabled: (name: string) => `对不起，您的账号：${name} 已停用`,
  success: '登录成功',
} as const

export interface LoginBody {
  username?: string
  password?: string
  code?: string
  uuid?: string
}

/**
 * Spends the body's challenge and checks its captcha answer when the captcha is on; `refuse` logs and throws.
 * Login and registration both start with it.
 */
export async function takeChallenge(
  ctx: AppContext,
  body: LoginBody,
  refuse: (msg: string) => Promise<never>,
  captcha = true,
): Promise<{ key: string }> {
  const challenge = body.uuid ? await consumeChallenge(ctx, body.uuid) : null
  if (captcha && (await isCaptchaEnabled(ctx))) {
    if (!body.code) await refuse(LOGIN_MESSAGES.codeEmpty)
    if (!challenge) return refuse(LOGIN_MESSAGES.codeExpired)
    if ((challenge.code ?? '').toLowerCase() !== String(body.code).trim().toLowerCase())
      await refuse(LOGIN_MESSAGES.codeWrong)
  }
  return challenge ?? refuse(LOGIN_MESSAGES.challengeExpired)
}

/**
 * The family's login checks, in order. Every outcome is written to the login log. `captcha: false` skips the picture
 * (binding a DingTalk account: its single-use ticket stands in for it); the password key's challenge is still spent.
 */
export async function login(
  ctx: AppContext,
  request: FastifyRequest,
  body: LoginBody,
  options: { captcha?: boolean } = {},
) {
  const username = (body.username ?? '').trim()
  const ip = request.ip
  const refuse = async (msg: string): Promise<never> => {
    await recordLogin(ctx, request, username, '1', msg)
    throw new ServiceError(msg, 500)
  }

  const challenge = await takeChallenge(ctx, body, refuse, options.captcha ?? true)
  if (!username || !body.password) await refuse(LOGIN_MESSAGES.required)
  const password = decryptPassword(body.password!, challenge.key)
  if (password === null) await refuse(LOGIN_MESSAGES.undecryptable)
  if (password!.length < 5 || password!.length > 20) await refuse(LOGIN_MESSAGES.passwordRange)
  if (username.length < 2 || username.length > 20) await refuse(LOGIN_MESSAGES.userNameRange)
  if (isAddressBlocked(ip, (await ctx.services.settings.get('sys.login.blackIPList')) ?? ''))
    await refuse(LOGIN_MESSAGES.blacklisted)
  if (await isLocked(ctx, 'ip', ip)) await refuse(LOGIN_MESSAGES.addressThrottled)
  // The lock is checked before the lookup, so a locked name answers alike whether or not it exists.
  if (await isLocked(ctx, 'user', username)) await refuse(LOGIN_MESSAGES.locked)

  const failed = async (): Promise<never> => {
    const lockedNow = await recordFailure(ctx, 'user', username)
    await recordFailure(ctx, 'ip', ip)
    await refuse(lockedNow ? LOGIN_MESSAGES.locked : LOGIN_MESSAGES.generic)
    throw new Error('unreachable')
  }

  const [user] = await ctx.db
    .select()
    .from(sysUser)
    .where(and(eq(sysUser.userName, username), ne(sysUser.delFlag, '2')))
  // A deleted or disabled account is named only to whoever knows its password; anyone else hears "wrong password",
  // so the answer never tells which names exist (account enumeration).
  if (!user) {
    const [deleted] = await ctx.db
      .select({ password: sysUser.password })
      .from(sysUser)
      .where(eq(sysUser.userName, username))
      .orderBy(desc(sysUser.userId))
      .limit(1)
    // same work whether or not the name exists
    if (!(await verifyPassword(password!, deleted?.password ?? DUMMY_HASH))) return failed()
    return refuse(LOGIN_MESSAGES.deleted(username))
  }
  if (!(await verifyPassword(password!, user.password))) return failed()
  if (user.status !== '0') await refuse(LOGIN_MESSAGES.disabled(username))

  await clearFailures(ctx, 'user', username)
  const session = await openSession(ctx, request, user.userId)
  if (!session) return refuse(LOGIN_MESSAGES.generic)
  await recordLogin(ctx, request, username, '0', LOGIN_MESSAGES.success)
  return session
}

/** A session for a live account: its sign-in address and time recorded; null when the account has no access. */
async function openSession(ctx: AppContext, request: FastifyRequest, userId: number) {
  await ctx.db
    .update(sysUser)
    .set({ loginIp: request.ip, loginDate: ctx.clock.now() })
    .where(eq(sysUser.userId, userId))
  ctx.bus.forgetUser(userId)
  const access = await loadAccess(ctx, userId)
  return access ? createSession(ctx, request, access) : null
}

/**
 * Signs in an account another system has identified (a DingTalk binding): a session like a password login's, with
 * the login log's row (`message` on success, `refusal` when the account is deleted, disabled or has no access).
 * `fallbackName` names the attempt in the log when the account is gone.
 */
export async function signInIdentified(
  ctx: AppContext,
  request: FastifyRequest,
  userId: number,
  messages: { success: string; refusal: string; fallbackName: string },
) {
  const [user] = await ctx.db
    .select({ userName: sysUser.userName, status: sysUser.status })
    .from(sysUser)
    .where(and(eq(sysUser.userId, userId), ne(sysUser.delFlag, '2')))
  const session = user && user.status === '0' ? await openSession(ctx, request, userId) : null
  if (!user || !session) {
    await recordLogin(ctx, request, user?.userName ?? messages.fallbackName, '1', messages.refusal)
    throw new ServiceError(messages.refusal, 500)
  }
  await recordLogin(ctx, request, user.userName, '0', messages.success)
  return session
}

/** A bcrypt hash of a random string, compared against when the name is unknown. */
const DUMMY_HASH = '$2b$10$rfuECBSN3YPlGezUL4p80OsvMkOUR2xNr.rBRBNMfkh0IRY.dI49y'

export const UNLOCK_WRONG_MSG = '密码错误，请重新输入'

/**
 * Checks the signed-in user's own password (the lock screen's unlock, the password change's old password). Wrong
 * guesses count towards the same account lock as sign-in (5 in 10 minutes), so a session is no way round it.
 */
export async function verifyOwnPassword(
  ctx: AppContext,
  user: { userId: number; userName: string },
  password: string,
  wrongMsg: string,
) {
  if (await isLocked(ctx, 'user', user.userName)) throw new ServiceError(LOGIN_MESSAGES.locked)
  const [row] = await ctx.db.select({ password: sysUser.password }).from(sysUser).where(eq(sysUser.userId, user.userId))
  if (!row || !(await verifyPassword(password, row.password))) {
    const lockedNow = await recordFailure(ctx, 'user', user.userName)
    throw new ServiceError(lockedNow ? LOGIN_MESSAGES.locked : wrongMsg)
  }
  await clearFailures(ctx, 'user', user.userName)
}

/** The lock screen's unlock: the signed-in user's own password (sent as the family's client sends it). */
export const unlockScreen = (ctx: AppContext, user: { userId: number; userName: string }, password: string) =>
  verifyOwnPassword(ctx, user, password, UNLOCK_WRONG_MSG)
