import { accessFor, type RouteRecord } from '../http/route'
import type { SecurityRow, SecurityTable } from './security-table'

/** `METHOD /path` of a route, without the API prefix: the key of its security row. */
export const routeKey = (r: Pick<RouteRecord, 'method' | 'url'>, prefix = '/prod-api') =>
  `${r.method} ${r.url.startsWith(prefix) ? r.url.slice(prefix.length) : r.url}`

export interface SecurityAuditInput {
  routes: readonly RouteRecord[]
  /** Each module's security table, by module name. */
  tables: ReadonlyMap<string, SecurityTable>
  /** The routes anyone may call, pinned by the test. */
  publicRoutes: readonly string[]
  /** Every permission the modules' catalogues (from the contract) name. */
  catalogue: ReadonlySet<string>
  /** Every permission a seeded menu carries. */
  menuPermissions: ReadonlySet<string>
}

/**
 * What does not hold between the routes and the security tables: a route without its row (or a row without its
 * route), a declared access other than the row's, a public route off the pinned list, a permission outside the
 * contract's catalogue or carried by no seeded menu, a write whose row does not say which log row it writes.
 */
export function auditSecurity(input: SecurityAuditInput): string[] {
  const problems: string[] = []
  const pinned = new Set(input.publicRoutes)
  const seen = new Set<string>()
  for (const route of input.routes) {
    const key = routeKey(route)
    seen.add(`${route.module} ${key}`)
    const row: SecurityRow | undefined = input.tables.get(route.module)?.[key]
    if (!row) {
      problems.push(`${key}: no row in the ${route.module} module's security table`)
      continue
    }
    if (row.access !== route.access) problems.push(`${key}: declares ${route.access}, the table expects ${row.access}`)
    if ((row.access === 'public') !== pinned.has(key))
      problems.push(`${key}: ${row.access === 'public' ? 'public but not on' : 'on'} the pinned list of public routes`)
    if (row.access !== 'public' && row.access !== 'signed-in') {
      const access = accessFor(row.access, row.params)
      if (access.includes('{')) problems.push(`${key}: ${row.access} needs the row's params`)
      if (!input.catalogue.has(access)) problems.push(`${key}: ${access} is in no module's contract catalogue`)
      if (!input.menuPermissions.has(access)) problems.push(`${key}: no seeded menu carries ${access}`)
    }
    if (route.method !== 'GET' && row.log === undefined)
      problems.push(`${key}: a write must name the operation-log row it writes (or log: false)`)
    if (!!row.log !== route.logged)
      problems.push(
        `${key}: ${route.logged ? 'writes an operation-log row the table does not expect' : 'is not logged'}`,
      )
  }
  for (const [module, table] of input.tables)
    for (const key of Object.keys(table))
      if (!seen.has(`${module} ${key}`)) problems.push(`${key}: a row of the ${module} module names no route`)
  for (const key of pinned)
    if (!input.routes.some((r) => routeKey(r) === key)) problems.push(`${key}: pinned as public but not a route`)
  return problems
}

/** The checked-in pins (`pinned-permissions.json`): the family's own strings, our deviations with reasons, ours. */
export interface PinnedPermissions {
  family: { routes: Record<string, { permission: string; from: string }> }
  deviations: { routes: Record<string, { family: string; ours: string; why: string }> }
  ours: { routes: Record<string, string> }
}

/**
 * What does not hold between the routes' declared access and the pins: a route pinned nowhere, a declared access
 * other than its pin (the family's permission for a route the family guards, unless a deviation with its reason says
 * otherwise), a deviation without a reason or from a string the family does not use, a pin naming no route.
 */
export function pinnedPermissionProblems(routes: readonly RouteRecord[], pinned: PinnedPermissions): string[] {
  const problems: string[] = []
  const { family, deviations, ours } = {
    family: pinned.family.routes,
    deviations: pinned.deviations.routes,
    ours: pinned.ours.routes,
  }
  for (const [key, d] of Object.entries(deviations)) {
    if (!d.why.trim()) problems.push(`${key}: a deviation from the family needs its reason`)
    if (family[key]?.permission !== d.family)
      problems.push(
        `${key}: the deviation is from ${d.family}, the family asks ${family[key]?.permission ?? 'nothing'}`,
      )
  }
  const keys = new Set<string>()
  for (const route of routes) {
    const key = routeKey(route)
    keys.add(key)
    if (key in family && key in ours) problems.push(`${key}: pinned both as the family's and as ours`)
    const expected = deviations[key]?.ours ?? family[key]?.permission ?? ours[key]
    if (expected === undefined) problems.push(`${key}: declares ${route.access} but is pinned nowhere`)
    else if (expected !== route.access)
      problems.push(
        `${key}: declares ${route.access}, pinned ${expected}${key in family && !(key in deviations) ? ' (the family’s)' : ''}`,
      )
  }
  for (const key of new Set([...Object.keys(family), ...Object.keys(ours), ...Object.keys(deviations)]))
    if (!keys.has(key)) problems.push(`${key}: pinned but not a route`)
  return problems
}

/**
 * A permission of the same module that is not `permission`: the first other one of the same `a:b:` group, else of
 * the same `a:` family (`system:user:edit` → `system:user:add`). A holder of it must still be refused the route.
 */
export function neighbourOf(permission: string, all: Iterable<string>): string | undefined {
  const others = [...new Set(all)].filter((p) => p !== permission).sort()
  const [a, b] = permission.split(':')
  return others.find((p) => p.startsWith(`${a}:${b}:`)) ?? others.find((p) => p.startsWith(`${a}:`))
}
