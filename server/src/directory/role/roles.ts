import { and, asc, eq, inArray } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { namesByIds } from '../names'
import { sysRole } from './schema'

/** A role as other domains see it (a task's candidate group, a picker's option). */
export interface DirectoryRole {
  roleId: number
  roleName: string
  roleKey: string
}

const ROLE_COLUMNS = { roleId: sysRole.roleId, roleName: sysRole.roleName, roleKey: sysRole.roleKey }
const enabled = and(eq(sysRole.status, '0'), eq(sysRole.delFlag, '0'))

/** Every enabled role in display order. */
export function enabledRoles(ctx: AppContext): Promise<DirectoryRole[]> {
  return ctx.db.select(ROLE_COLUMNS).from(sysRole).where(enabled).orderBy(asc(sysRole.roleSort), asc(sysRole.roleId))
}

/** Names for role ids (list columns). */
export function roleNames(ctx: AppContext, ids: readonly number[]): Promise<Map<number, string>> {
  return namesByIds(ctx, sysRole, sysRole.roleId, sysRole.roleName, ids)
}

/** Enabled roles by their stable keys (`common`, `statistics`): a module names roles by key, never by id. */
export function rolesByKeys(ctx: AppContext, keys: readonly string[]): Promise<DirectoryRole[]> {
  if (!keys.length) return Promise.resolve([])
  return ctx.db
    .select(ROLE_COLUMNS)
    .from(sysRole)
    .where(and(enabled, inArray(sysRole.roleKey, [...keys])))
    .orderBy(asc(sysRole.roleId))
}
