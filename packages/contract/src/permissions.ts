/**
 * Permission strings are `module:resource:action` (the RuoYi family's form). A module declares its resources once
 * with `definePermissions`; the server's routes, the seeded menus, the security tests and the screens all read the
 * same constants, so a renamed permission breaks the type check instead of silently opening or closing a door.
 */
export type PermissionSet<P extends string, A extends readonly string[]> = { readonly [K in A[number]]: `${P}:${K}` }

/** `permissionSet('system:post', ['list', 'add'])` → `{ list: 'system:post:list', add: 'system:post:add' }` */
export function permissionSet<P extends string, const A extends readonly string[]>(
  prefix: P,
  actions: A,
): PermissionSet<P, A> {
  return Object.fromEntries(actions.map((a) => [a, `${prefix}:${a}`])) as PermissionSet<P, A>
}

/** The usual actions of a list screen with its dialog and export. */
export const CRUD_ACTIONS = ['list', 'query', 'add', 'edit', 'remove', 'export'] as const
/** The same with 导入 (a template workbook and an upload of a filled one). */
export const CRUD_IMPORT_ACTIONS = [...CRUD_ACTIONS, 'import'] as const

/** Every permission string a module's sets declare, flattened (for catalogues and tests). */
export function permissionsOf(sets: Record<string, Record<string, string>>): string[] {
  return Object.values(sets).flatMap((set) => Object.values(set))
}

/** Grants everything: the super administrator's permission. */
export const ALL_PERMISSION = '*:*:*'
/** The role key that passes every role check. */
export const SUPER_ADMIN_ROLE = 'admin'
/** The role a signed-in user without roles is given (the spec's ROLE_DEFAULT). */
export const DEFAULT_ROLE = 'ROLE_DEFAULT'
