export const SUPER_ROLE = 'admin'
export const ALL_PERMISSION = '*:*:*'
export const ROLE_LIST_MISSING = '请设置角色权限标签值'
export const PERMISSION_LIST_MISSING = '请设置操作权限标签值'

type Held = readonly string[]

/**
 * The three checks of one kind of mark (permissions, roles): one mark, any of several, all of several (none given:
 * false). Exact matches plus the kind's super value, as in the family's front end (no wildcard matching).
 */
function checks(superValue: string) {
  const one = (held: Held, mark: string): boolean => !!mark && held.some((h) => h === superValue || h === mark)
  return {
    one,
    any: (held: Held, marks: Held): boolean => marks.some((m) => one(held, m)),
    all: (held: Held, marks: Held): boolean => marks.length > 0 && marks.every((m) => one(held, m)),
  }
}

const permission = checks(ALL_PERMISSION)
const role = checks(SUPER_ROLE)

export const hasPermi: (held: Held, permission: string) => boolean = permission.one
export const hasPermiOr: (held: Held, permissions: Held) => boolean = permission.any
export const hasPermiAnd: (held: Held, permissions: Held) => boolean = permission.all
export const hasRole: (held: Held, role: string) => boolean = role.one
export const hasRoleOr: (held: Held, roles: Held) => boolean = role.any
export const hasRoleAnd: (held: Held, roles: Held) => boolean = role.all
