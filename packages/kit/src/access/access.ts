export const SUPER_ROLE = 'admin'
export const ALL_PERMISSION = '*:*:*'
export const ROLE_LIST_MISSING = '请设置角色权限标签值'
export const PERMISSION_LIST_MISSING = '请设置操作权限标签值'

/** Exact matches plus the super values, as in the family's front end (no wildcard matching). */
export function hasPermi(held: readonly string[], permission: string): boolean {
  if (!permission) return false
  return held.some((p) => p === ALL_PERMISSION || p === permission)
}

export function hasPermiOr(held: readonly string[], permissions: readonly string[]): boolean {
  return permissions.some((p) => hasPermi(held, p))
}

export function hasPermiAnd(held: readonly string[], permissions: readonly string[]): boolean {
  return permissions.length > 0 && permissions.every((p) => hasPermi(held, p))
}

export function hasRole(held: readonly string[], role: string): boolean {
  if (!role) return false
  return held.some((r) => r === SUPER_ROLE || r === role)
}

export function hasRoleOr(held: readonly string[], roles: readonly string[]): boolean {
  return roles.some((r) => hasRole(held, r))
}

export function hasRoleAnd(held: readonly string[], roles: readonly string[]): boolean {
  return roles.length > 0 && roles.every((r) => hasRole(held, r))
}
