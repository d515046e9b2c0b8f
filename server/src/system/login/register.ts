import { eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { decryptPassword } from '../../auth/cipher'
import { hashPassword } from '../../auth/password'
import type { AppContext } from '../../context'
import { ServiceError } from '../../http/errors'
import { getConfigValue } from '../config/service'
import { recordLogin } from '../../auth/login'
import { passwordRefusal } from '../user/password-rule'
import { sysUser } from '../../directory/user/schema'
import { LOGIN_MESSAGES, takeChallenge, type LoginBody } from '../../auth/login'

export const REGISTER_MESSAGES = {
  disabled: '当前系统没有开启注册功能！',
  userName: '用户账号长度必须介于 2 和 20 之间',
  userNameChars: '用户账号只能包含字母、数字和下划线',
  taken: (name: string) => `保存用户'${name}'失败，注册账号已存在`,
  success: '注册成功',
} as const

export const isRegistrationOpen = async (ctx: AppContext) =>
  (await getConfigValue(ctx, 'sys.account.registerUser')) === 'true'

/**
 * Self-registration, when configuration `sys.account.registerUser` is true: the same challenge (captcha and
 * single-use password key) as the login; the account gets no role until an administrator grants one.
 */
export async function register(ctx: AppContext, request: FastifyRequest, body: LoginBody) {
  const username = (body.username ?? '').trim()
  const refuse = async (msg: string, code = 500): Promise<never> => {
    await recordLogin(ctx, request, username, '1', `注册失败：${msg}`)
    throw new ServiceError(msg, code)
  }
  if (!(await isRegistrationOpen(ctx))) await refuse(REGISTER_MESSAGES.disabled)
  const challenge = await takeChallenge(ctx, body, refuse)
  if (!username || !body.password) await refuse(LOGIN_MESSAGES.required)
  if (username.length < 2 || username.length > 20) await refuse(REGISTER_MESSAGES.userName, 400)
  if (!/^\w+$/.test(username)) await refuse(REGISTER_MESSAGES.userNameChars, 400)
  const password = decryptPassword(body.password!, challenge.key)
  if (password === null) await refuse(LOGIN_MESSAGES.undecryptable)
  const weak = await passwordRefusal(ctx, password!, username)
  if (weak) await refuse(weak, 400)
  const [existing] = await ctx.db.select({ id: sysUser.userId }).from(sysUser).where(eq(sysUser.userName, username))
  if (existing) await refuse(REGISTER_MESSAGES.taken(username))
  const now = ctx.clock.now()
  await ctx.db.insert(sysUser).values({
    userName: username,
    nickName: username,
    password: await hashPassword(password!),
    pwdUpdateDate: now, // chosen by the user, not an initial one
    createBy: username,
    createTime: now,
  })
  await recordLogin(ctx, request, username, '0', REGISTER_MESSAGES.success)
}
