import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { endUserSessions, type SessionUser } from '../../auth/session'
import { hashPassword } from '../../auth/password'
import { verifyOwnPassword } from '../../auth/login'
import { ServiceError } from '../../http/errors'
import { assertPasswordAllowed } from '../user/password-rule'
import { sysUser } from '../../directory/user/schema'

export interface ProfileInput {
  nickName: string
  phonenumber: string
  email: string
  sex: '0' | '1' | '2'
}

export async function updateProfile(ctx: AppContext, user: SessionUser, input: ProfileInput) {
  for (const [field, value, label] of [
    ['phonenumber', input.phonenumber, '手机号码'],
    ['email', input.email, '邮箱账号'],
  ] as const) {
    if (!value) continue
    const [other] = await ctx.db.select({ id: sysUser.userId }).from(sysUser).where(eq(sysUser[field], value))
    if (other && other.id !== user.userId) throw new ServiceError(`修改用户'${user.userName}'失败，${label}已存在`)
  }
  await ctx.db
    .update(sysUser)
    .set({ ...input, updateBy: user.userName, updateTime: ctx.clock.now() })
    .where(eq(sysUser.userId, user.userId))
  ctx.bus.publish({ kind: 'access' })
}

/** Changes the caller's password; the caller's other sessions end, this one stays. */
export const OLD_PASSWORD_WRONG_MSG = '修改密码失败，旧密码错误'

export async function changePassword(ctx: AppContext, user: SessionUser, oldPassword: string, newPassword: string) {
  // Wrong old passwords count towards the sign-in lock, like the lock screen's.
  await verifyOwnPassword(ctx, user, oldPassword, OLD_PASSWORD_WRONG_MSG)
  if (oldPassword === newPassword) throw new ServiceError('新密码不能与旧密码相同')
  await assertPasswordAllowed(ctx, newPassword, user.userName)
  await ctx.db
    .update(sysUser)
    .set({
      password: await hashPassword(newPassword),
      pwdUpdateDate: ctx.clock.now(),
      updateBy: user.userName,
      updateTime: ctx.clock.now(),
    })
    .where(eq(sysUser.userId, user.userId))
  await endUserSessions(ctx, user.userId, user.tokenHash)
  ctx.bus.forgetUser(user.userId) // lifts the initial/expired password restriction at once
}

export async function setAvatar(ctx: AppContext, user: SessionUser, url: string) {
  await ctx.db.update(sysUser).set({ avatar: url }).where(eq(sysUser.userId, user.userId))
  ctx.bus.forgetUser(user.userId)
}
