import type { AppContext } from '../context'
import { scopeGrant } from '../directory/role/data-scope'
import { ServiceError } from '../http/errors'
import { hasPermission, type SessionAccess } from './session'

/**
 * The rule for every role-like grant (roles here; later modules' own grants alike): nobody hands out more than they
 * hold. Permissions granted must each be held by the caller; a data scope granted must reach no further than the
 * caller's own. The administrator holds everything.
 */
export const GRANT_PERMISSION_MSG = '不能授予自己没有的权限'
export const GRANT_SCOPE_MSG = '不能授予超出自己数据权限的数据范围'
export const OWN_GRANT_MSG = '不能修改自己持有的角色'

/**
 * A data scope as granted: everything, the holder's department and below, the holder's department, listed
 * departments, or the holder's own rows.
 */
export type ScopeRequest =
  | { kind: 'all' }
  | { kind: 'subtree' }
  | { kind: 'dept' }
  | { kind: 'custom'; deptIds: readonly number[] }
  | { kind: 'self' }

/** Refuses (with the permissions named) unless the caller holds every permission in `permissions`. */
export function assertPermissionsHeld(caller: SessionAccess, permissions: readonly string[]) {
  if (caller.isAdmin) return
  const missing = [...new Set(permissions)].filter((p) => !hasPermission(caller, p))
  if (missing.length)
    throw new ServiceError(
      `${GRANT_PERMISSION_MSG}：${missing.slice(0, 5).join('、')}${missing.length > 5 ? ' 等' : ''}`,
    )
}

/**
 * Refuses a scope wider than the caller's: "all" needs "all"; the holder's department (and below) needs a grant of
 * the own department (and below); listed departments must all be within the caller's; "self" is always allowed.
 * Holders are users the caller can see, so a department-relative grant stays inside the caller's reach.
 */
export async function assertScopeWithin(ctx: AppContext, caller: SessionAccess, wanted: ScopeRequest) {
  if (caller.isAdmin || wanted.kind === 'self') return
  const own = await scopeGrant(ctx, caller)
  if (own.all) return
  const allowed =
    wanted.kind === 'custom'
      ? wanted.deptIds.every((id) => own.deptIds.includes(id))
      : wanted.kind === 'subtree'
        ? own.reach === 'subtree'
        : wanted.kind === 'dept'
          ? own.reach === 'subtree' || own.reach === 'dept'
          : false
  if (!allowed) throw new ServiceError(GRANT_SCOPE_MSG)
}

/** Both checks of a grant at once. */
export async function assertGrantWithin(
  ctx: AppContext,
  caller: SessionAccess,
  grant: { permissions?: readonly string[]; scope?: ScopeRequest },
) {
  assertPermissionsHeld(caller, grant.permissions ?? [])
  if (grant.scope) await assertScopeWithin(ctx, caller, grant.scope)
}

/** Refuses changing a grant the caller holds (a role of theirs): it would widen their own access. */
export function assertNotOwnGrant(caller: SessionAccess, held: readonly number[], id: number) {
  if (!caller.isAdmin && held.includes(id)) throw new ServiceError(OWN_GRANT_MSG)
}
