import { eq } from 'drizzle-orm'
import { definePerUserCache } from '../../cache'
import { ACCESS_CACHE, type AppContext } from '../../context'
import type { SessionUser } from '../../auth/session'
import { unauthorized } from '../../http/errors'
import { WireText, toJson } from '../../http/json'
import { CONFIG_CACHE, getConfigValue } from '../config/service'
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

/** A setting as `getConfigValue` reads it, at once when cached (no promise made on a hit: getInfo reads three). */
function setting(ctx: AppContext, key: string): string | null | Promise<string | null> {
  const hit = ctx.caches.of(CONFIG_CACHE).get(key)
  return hit !== undefined ? hit : getConfigValue(ctx, key)
}

/** What getInfo answers besides the cached row: the password flags and the password rule. */
async function infoInputs(ctx: AppContext, session: SessionUser) {
  const rows = ctx.caches.of(USER_INFO_CACHE)
  const cachedRow = rows.get(session.userId)
  const row =
    cachedRow !== undefined ? cachedRow : await rows.getOrLoad(session.userId, () => readUserInfo(ctx, session.userId))
  if (!row) throw unauthorized()
  const pwdUpdateDate = row.user.pwdUpdateDate
  const initModify = (await setting(ctx, 'sys.account.initPasswordModify')) === '1'
  const validDays = Number((await setting(ctx, 'sys.account.passwordValidateDays')) ?? '0') || 0
  const pwdChrtype = (await setting(ctx, 'sys.account.chrtype')) ?? '0'
  const now = ctx.clock.now().getTime()
  return {
    row,
    pwdChrtype,
    isDefaultModifyPwd: initModify && !pwdUpdateDate,
    isPasswordExpired: validDays > 0 && !!pwdUpdateDate && now - pwdUpdateDate.getTime() > validDays * DAY_MS,
  }
}

type InfoInputs = Awaited<ReturnType<typeof infoInputs>>

const infoOf = (session: SessionUser, { row, pwdChrtype, isDefaultModifyPwd, isPasswordExpired }: InfoInputs) => ({
  code: 200,
  msg: '操作成功',
  user: { ...row.user, dept: row.dept, roles: row.roles, admin: session.isAdmin },
  roles: session.roles,
  permissions: session.permissions,
  pwdChrtype,
  isDefaultModifyPwd,
  isPasswordExpired,
})

/** The family's getInfo: the profile (never the password hash), role keys, permissions and password flags. */
export async function getInfo(ctx: AppContext, session: SessionUser) {
  return infoOf(session, await infoInputs(ctx, session))
}

/** getInfo as sent, with what it was written from besides its cached row. */
interface KeptInfo extends Omit<InfoInputs, 'row'> {
  isAdmin: boolean
  roles: readonly string[]
  permissions: readonly string[]
  text: WireText
}

/**
 * getInfo's wire text per cached row (`USER_INFO_CACHE`), answered again while the caller's access (the very same
 * role and permission arrays: a reload of `access` makes new ones), the password rule and both password flags are
 * what it was written from. A reloaded row is a new object, so its text is written anew; the old one goes with it.
 */
const keptInfo = new WeakMap<UserInfoRow, KeptInfo>()

/** `getInfo` as the route answers it: text written once per cached row and access (`keptInfo`). */
export async function getInfoText(ctx: AppContext, session: SessionUser): Promise<WireText> {
  const inputs = await infoInputs(ctx, session)
  const kept = keptInfo.get(inputs.row)
  if (
    kept &&
    kept.isAdmin === session.isAdmin &&
    kept.roles === session.roles &&
    kept.permissions === session.permissions &&
    kept.pwdChrtype === inputs.pwdChrtype &&
    kept.isDefaultModifyPwd === inputs.isDefaultModifyPwd &&
    kept.isPasswordExpired === inputs.isPasswordExpired
  )
    return kept.text
  const { row, ...flags } = inputs
  const text = new WireText(toJson(infoOf(session, inputs)))
  keptInfo.set(row, {
    ...flags,
    isAdmin: session.isAdmin,
    roles: session.roles,
    permissions: session.permissions,
    text,
  })
  return text
}
