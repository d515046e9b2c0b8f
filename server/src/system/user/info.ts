import { eq } from 'drizzle-orm'
import { definePerUserCache } from '../../cache'
import { ACCESS_CACHE, type AppContext } from '../../context'
import type { SessionUser } from '../../auth/session'
import { unauthorized } from '../../http/errors'
import { getConfigValue } from '../config/service'
import { sysDept } from '../../directory/dept/schema'
import { sysRole } from '../../directory/role/schema'
import { sysUser, sysUserRole } from '../../directory/user/schema'

const DAY_MS = 86_400_000

/** What getInfo reads from the database for a user; cached per user until a write concerning them. */
export type UserInfoRow = NonNullable<Awaited<ReturnType<typeof readUserInfo>>>

/**
 * getInfo's profile, department and roles per user. A write concerning one user (sign-in, avatar) evicts that user
 * (`ctx.bus.forgetUser`); role, menu, department and user edits clear it whole with `access`.
 */
export const USER_INFO_CACHE = definePerUserCache<UserInfoRow | null>('userInfo', 30_000, {
  clearedWith: [ACCESS_CACHE],
})

async function readUserInfo(ctx: AppContext, userId: number) {
  const [row] = await ctx.db
    .select({ user: sysUser, dept: sysDept })
    .from(sysUser)
    .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
    .where(eq(sysUser.userId, userId))
  if (!row) return null
  const { password: _hash, ...user } = row.user
  const roles = await ctx.db
    .select({
      roleId: sysRole.roleId,
      roleName: sysRole.roleName,
      roleKey: sysRole.roleKey,
      dataScope: sysRole.dataScope,
      status: sysRole.status,
    })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
    .where(eq(sysUserRole.userId, userId))
  return { user, dept: row.dept, roles }
}

/** The family's getInfo: the profile (never the password hash), role keys, permissions and password flags. */
export async function getInfo(ctx: AppContext, session: SessionUser) {
  const row = await ctx.caches.of(USER_INFO_CACHE).getOrLoad(session.userId, () => readUserInfo(ctx, session.userId))
  if (!row) throw unauthorized()
  const { user, roles } = row
  const initModify = (await getConfigValue(ctx, 'sys.account.initPasswordModify')) === '1'
  const validDays = Number((await getConfigValue(ctx, 'sys.account.passwordValidateDays')) ?? '0') || 0
  const now = ctx.clock.now().getTime()
  return {
    code: 200,
    msg: '操作成功',
    user: { ...user, dept: row.dept, roles, admin: session.isAdmin },
    roles: session.roles,
    permissions: session.permissions,
    pwdChrtype: (await getConfigValue(ctx, 'sys.account.chrtype')) ?? '0',
    isDefaultModifyPwd: initModify && !user.pwdUpdateDate,
    isPasswordExpired: validDays > 0 && !!user.pwdUpdateDate && now - user.pwdUpdateDate.getTime() > validDays * DAY_MS,
  }
}
