import { DATA_SCOPE } from '@wp/contract'
import { and, eq, inArray } from 'drizzle-orm'
import type { SessionAccess } from '../../auth/session'
import { definePerUserCache } from '../../cache'
import { ACCESS_CACHE, type AppContext } from '../../context'
import { deptSubtreeIds } from '../dept/subtree'
import { sysRole, sysRoleDept } from './schema'

/**
 * What a user may see, resolved from their roles: everything, or the rows of some departments and (for "self")
 * their own rows. `auth/data-scope.ts` turns it into SQL on each domain's own columns.
 */
export type ScopeGrant =
  | { all: true }
  | {
      all: false
      deptIds: number[]
      self: boolean
      /** How far a grant relative to the holder's own department reaches (for grants handed on: `auth/grants.ts`). */
      reach?: 'dept' | 'subtree'
    }

/**
 * Each user's grant, resolved once and kept: it depends on their roles, the roles' departments and the department
 * tree, whose every edit clears `access` (here and, through the cache bus, in every process).
 */
export const SCOPE_CACHE = definePerUserCache<ScopeGrant>('dataScope', 30_000, { clearedWith: [ACCESS_CACHE] })

/**
 * The data-scope grant of a user's enabled roles: everything when any role has "all"; else the union of custom
 * departments, the own department, the own department and below, and "self". Cached per user (`SCOPE_CACHE`).
 */
export async function scopeGrant(ctx: AppContext, user: SessionAccess): Promise<ScopeGrant> {
  if (!user.roleIds.length) return { all: false, deptIds: [], self: false }
  return ctx.caches.of(SCOPE_CACHE).getOrLoad(user.userId, () => loadScopeGrant(ctx, user))
}

async function loadScopeGrant(ctx: AppContext, user: SessionAccess): Promise<ScopeGrant> {
  const roles = await ctx.db
    .select({ roleId: sysRole.roleId, dataScope: sysRole.dataScope })
    .from(sysRole)
    .where(and(inArray(sysRole.roleId, user.roleIds), eq(sysRole.status, '0'), eq(sysRole.delFlag, '0')))
  const depts = new Set<number>()
  const custom: number[] = []
  let self = false
  let reach: 'dept' | 'subtree' | undefined
  for (const role of roles) {
    switch (role.dataScope) {
      case DATA_SCOPE.ALL:
        return { all: true }
      case DATA_SCOPE.CUSTOM:
        custom.push(role.roleId)
        break
      case DATA_SCOPE.DEPT:
        if (user.deptId != null) depts.add(user.deptId)
        reach ??= 'dept'
        break
      case DATA_SCOPE.DEPT_AND_CHILD:
        if (user.deptId != null) for (const id of await deptSubtreeIds(ctx, user.deptId)) depts.add(id)
        reach = 'subtree'
        break
      case DATA_SCOPE.SELF:
        self = true
        break
    }
  }
  if (custom.length) {
    const rows = await ctx.db
      .selectDistinct({ id: sysRoleDept.deptId })
      .from(sysRoleDept)
      .where(inArray(sysRoleDept.roleId, custom))
    for (const r of rows) depts.add(r.id)
  }
  return { all: false, deptIds: [...depts], self, reach }
}
