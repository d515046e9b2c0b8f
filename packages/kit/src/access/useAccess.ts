import { useMemo } from 'react'
import { useSession } from '../session/session'
import * as access from './access'

export interface Access {
  hasPermi: (permission: string) => boolean
  hasPermiOr: (permissions: readonly string[]) => boolean
  hasPermiAnd: (permissions: readonly string[]) => boolean
  hasRole: (role: string) => boolean
  hasRoleOr: (roles: readonly string[]) => boolean
  hasRoleAnd: (roles: readonly string[]) => boolean
}

/** The signed-in user's checks (the family's `$auth`); re-renders when roles or permissions change. */
export function useAccess(): Access {
  const roles = useSession((s) => s.roles)
  const permissions = useSession((s) => s.permissions)
  return useMemo(
    () => ({
      hasPermi: (p) => access.hasPermi(permissions, p),
      hasPermiOr: (ps) => access.hasPermiOr(permissions, ps),
      hasPermiAnd: (ps) => access.hasPermiAnd(permissions, ps),
      hasRole: (r) => access.hasRole(roles, r),
      hasRoleOr: (rs) => access.hasRoleOr(roles, rs),
      hasRoleAnd: (rs) => access.hasRoleAnd(roles, rs),
    }),
    [roles, permissions],
  )
}
