import { ALL_PERMISSION, SUPER_ADMIN_ROLE } from '@wp/contract'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { SessionAccess } from '../../auth/session'
import type { AppContext } from '../../context'
import { sysDept } from '../dept/schema'
import { sysMenu } from '../menu/schema'
import { sysRole, sysRoleMenu } from '../role/schema'
import { sysUser, sysUserRole } from './schema'

/** The seeded administrator: passes every check and cannot be edited, disabled or deleted. */
export const SUPER_ADMIN_ID = 1

/**
 * Who a user is: a live user's profile fields, enabled roles and the permissions their enabled menus carry
 * (`*:*:*` for the administrator). Requests read it through `loadAccess` (cached per user).
 */
export async function loadUserAccess(ctx: AppContext, userId: number): Promise<SessionAccess | null> {
  const [u] = await ctx.db
    .select({
      userId: sysUser.userId,
      userName: sysUser.userName,
      nickName: sysUser.nickName,
      deptId: sysUser.deptId,
      deptName: sysDept.deptName,
      status: sysUser.status,
      delFlag: sysUser.delFlag,
      pwdUpdateDate: sysUser.pwdUpdateDate,
    })
    .from(sysUser)
    .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
    .where(eq(sysUser.userId, userId))
  if (!u || u.delFlag !== '0') return null
  const roles = await ctx.db
    .select({ roleId: sysRole.roleId, roleKey: sysRole.roleKey })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
    .where(and(eq(sysUserRole.userId, userId), eq(sysRole.status, '0'), eq(sysRole.delFlag, '0')))
  const isAdmin = userId === SUPER_ADMIN_ID || roles.some((r) => r.roleKey === SUPER_ADMIN_ROLE)
  let permissions: string[]
  if (isAdmin) permissions = [ALL_PERMISSION]
  else if (roles.length === 0) permissions = []
  else {
    const rows = await ctx.db
      .selectDistinct({ perms: sysMenu.perms })
      .from(sysRoleMenu)
      .innerJoin(sysMenu, eq(sysMenu.menuId, sysRoleMenu.menuId))
      .where(
        and(
          inArray(
            sysRoleMenu.roleId,
            roles.map((r) => r.roleId),
          ),
          eq(sysMenu.status, '0'),
          sql`coalesce(${sysMenu.perms}, '') <> ''`,
        ),
      )
    permissions = [...new Set(rows.flatMap((r) => (r.perms ?? '').split(',').map((p) => p.trim())).filter(Boolean))]
  }
  return {
    userId: u.userId,
    userName: u.userName,
    nickName: u.nickName,
    deptId: u.deptId,
    deptName: u.deptName ?? '',
    status: u.status,
    roles: isAdmin ? [SUPER_ADMIN_ROLE] : roles.map((r) => r.roleKey),
    roleIds: roles.map((r) => r.roleId),
    permissions,
    isAdmin,
    passwordChange: await passwordChangeOf(ctx, u.pwdUpdateDate),
  }
}

const DAY_MS = 86_400_000

/**
 * Whether the account must change its password before anything else: an initial one (never changed by the user,
 * when `sys.account.initPasswordModify` is 1) or one older than `sys.account.passwordValidateDays`.
 */
export async function passwordChangeOf(ctx: AppContext, pwdUpdateDate: Date | null) {
  if (!pwdUpdateDate)
    return (await ctx.services.settings.get('sys.account.initPasswordModify')) === '1' ? 'initial' : undefined
  const validDays = Number((await ctx.services.settings.get('sys.account.passwordValidateDays')) ?? '0') || 0
  return validDays > 0 && ctx.clock.now().getTime() - pwdUpdateDate.getTime() > validDays * DAY_MS
    ? 'expired'
    : undefined
}
