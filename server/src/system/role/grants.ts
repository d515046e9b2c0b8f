import { DATA_SCOPE } from '@wp/contract'
import { and, eq, inArray } from 'drizzle-orm'
import { assertPermissionsHeld, assertScopeWithin, GRANT_PERMISSION_MSG, type ScopeRequest } from '../../auth/grants'
import type { SessionAccess } from '../../auth/session'
import type { AppContext } from '../../context'
import { ServiceError } from '../../http/errors'
import { sysMenu } from '../../directory/menu/schema'
import { sysRole, sysRoleDept, sysRoleMenu } from '../../directory/role/schema'

const SCOPE_KINDS: Record<string, ScopeRequest['kind']> = {
  [DATA_SCOPE.ALL]: 'all',
  [DATA_SCOPE.DEPT]: 'dept',
  [DATA_SCOPE.DEPT_AND_CHILD]: 'subtree',
  [DATA_SCOPE.SELF]: 'self',
}

/** A role's `dataScope` code (and custom departments) as the platform's scope request. */
export function scopeOfRole(dataScope: string, deptIds: readonly number[]): ScopeRequest {
  if (dataScope === DATA_SCOPE.CUSTOM) return { kind: 'custom', deptIds }
  return { kind: SCOPE_KINDS[dataScope] ?? 'all' } as ScopeRequest
}

/**
 * Refuses menus beyond the caller's own: each must be among the menus of the caller's enabled roles, and the
 * permissions they carry must be held (the platform rule).
 */
export async function assertMenusGrantable(ctx: AppContext, caller: SessionAccess, menuIds: readonly number[]) {
  if (caller.isAdmin || !menuIds.length) return
  const menus = await ctx.db
    .select({ perms: sysMenu.perms })
    .from(sysMenu)
    .where(inArray(sysMenu.menuId, [...menuIds]))
  assertPermissionsHeld(caller, menus.flatMap((m) => (m.perms ?? '').split(',').map((p) => p.trim())).filter(Boolean))
  const own = caller.roleIds.length
    ? await ctx.db
        .selectDistinct({ id: sysRoleMenu.menuId })
        .from(sysRoleMenu)
        .innerJoin(sysRole, eq(sysRole.roleId, sysRoleMenu.roleId))
        .where(and(inArray(sysRoleMenu.roleId, caller.roleIds), eq(sysRole.status, '0'), eq(sysRole.delFlag, '0')))
    : []
  const held = new Set(own.map((r) => r.id))
  if (menuIds.some((id) => !held.has(id))) throw new ServiceError(GRANT_PERMISSION_MSG)
}

/** Refuses handing out roles that reach beyond the caller: each role's menus and data scope must be within theirs. */
export async function assertRolesWithin(ctx: AppContext, caller: SessionAccess, roleIds: readonly number[]) {
  if (caller.isAdmin || !roleIds.length) return
  const ids = [...new Set(roleIds)]
  const roles = await ctx.db
    .select({ roleId: sysRole.roleId, dataScope: sysRole.dataScope })
    .from(sysRole)
    .where(inArray(sysRole.roleId, ids))
  const menus = await ctx.db
    .select({ roleId: sysRoleMenu.roleId, menuId: sysRoleMenu.menuId })
    .from(sysRoleMenu)
    .where(inArray(sysRoleMenu.roleId, ids))
  const depts = await ctx.db
    .select({ roleId: sysRoleDept.roleId, deptId: sysRoleDept.deptId })
    .from(sysRoleDept)
    .where(inArray(sysRoleDept.roleId, ids))
  await assertMenusGrantable(
    ctx,
    caller,
    menus.map((m) => m.menuId),
  )
  for (const role of roles)
    await assertScopeWithin(
      ctx,
      caller,
      scopeOfRole(
        role.dataScope,
        depts.filter((d) => d.roleId === role.roleId).map((d) => d.deptId),
      ),
    )
}
