import type { ReactNode } from 'react'
import { PERMISSION_LIST_MISSING, ROLE_LIST_MISSING } from './access'
import { useAccess } from './useAccess'

export interface HasPermiProps {
  /** shown when the user holds `*:*:*` or any of these permissions */
  perms: readonly string[]
  children?: ReactNode
  /** rendered instead when access is denied (default: nothing) */
  fallback?: ReactNode
}

export interface HasRoleProps {
  /** shown when the user has role `admin` or any of these roles */
  roles: readonly string[]
  children?: ReactNode
  fallback?: ReactNode
}

/** The family's `v-hasPermi`: children are not rendered unless the user may. An empty list is a programming error. */
export function HasPermi({ perms, children, fallback = null }: HasPermiProps) {
  const { hasPermiOr } = useAccess()
  if (!Array.isArray(perms) || perms.length === 0) throw new Error(PERMISSION_LIST_MISSING)
  return <>{hasPermiOr(perms) ? children : fallback}</>
}

/** The family's `v-hasRole`. */
export function HasRole({ roles, children, fallback = null }: HasRoleProps) {
  const { hasRoleOr } = useAccess()
  if (!Array.isArray(roles) || roles.length === 0) throw new Error(ROLE_LIST_MISSING)
  return <>{hasRoleOr(roles) ? children : fallback}</>
}
