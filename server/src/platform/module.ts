import { is } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import type { CacheSpec } from '../cache'
import type { AppContext } from '../context'
import type { SeedStep } from '../db/seed'
import { checkMenus, type MenuEntry } from '../directory/menu/catalogue'
import type { Router } from '../http/route'
import type { BusinessType } from './processes'
import type { ServiceProviders } from './services'
import type { DefaultSchedule, TaskDef } from './tasks'

/** Something that runs beside the HTTP server while it is up (the job scheduler). Never started in tests. */
export interface Worker {
  name: string
  start(ctx: AppContext): { stop(): Promise<void> }
}

/**
 * Everything a domain contributes to the server, declared in one object that its folder's `index.ts` exports and
 * `server/src/modules.ts` lists. The app, the boot sequence, the schema, the seed, the menu catalogue, the task
 * registry, the caches, the platform services and the business types are all built from that list; nothing else
 * names a module. (The security test finds each module's `security-samples.ts` by its folder.)
 */
export interface ServerModule {
  /** Unique, lower case: 'system', 'monitor', 'workflow'. */
  name: string
  /** Its Drizzle tables (`import * as tables from './tables'`); non-table exports are ignored. */
  tables?: Record<string, unknown>
  /** Declares its routes on the router (paths under the API prefix, each with its access). */
  routes?(r: Router, ctx: AppContext): void
  /** Run-once data steps (dictionaries, configuration rows, first records), applied in order. */
  seeds?: readonly SeedStep[]
  /**
   * Its menus and permission buttons, each under a stable key starting with the module's name, parents first
   * (`directory/menu/catalogue.ts`): every key is added once, at the first start that declares it.
   */
  menus?: readonly MenuEntry[]
  /** Tasks its scheduled jobs may invoke (`cleanOperLog(30)`). */
  tasks?: readonly TaskDef[]
  /** Jobs scheduled from the start (a daily reminder), each created once under its key (`DefaultSchedule`). */
  schedules?: readonly DefaultSchedule[]
  /**
   * Caches it owns (`defineCache`, or `definePerUserCache` for one entry per user id), reached with
   * `ctx.caches.of(spec)` and cleared across processes with `ctx.bus.clear(name)` (one user: `ctx.bus.forgetUser(id)`).
   */
  caches?: readonly CacheSpec[]
  /** Its permission strings, from the contract (`SYSTEM_PERMISSION_LIST`): the catalogue routes are checked against. */
  permissions?: readonly string[]
  /** Platform services it implements (at most one module per service). */
  provides?: ServiceProviders
  /** Background work started with the server and stopped before it closes. */
  workers?: readonly Worker[]
  /** Its records that go through a process: the engine reports every change to `onProcess` (`platform/processes.ts`). */
  businessTypes?: readonly BusinessType[]
}

/** Refuses two modules of one name, and menus or schedules that could collide (keys prefixed by their module). */
export function checkModules(modules: readonly ServerModule[]) {
  const seen = new Set<string>()
  const schedules = new Set<string>()
  for (const m of modules) {
    if (!/^[a-z][a-z0-9-]*$/.test(m.name)) throw new Error(`module name ${m.name} must be lower case`)
    if (seen.has(m.name)) throw new Error(`module ${m.name} is listed twice`)
    seen.add(m.name)
    for (const s of m.schedules ?? []) {
      if (!s.key.startsWith(`${m.name}.`) || s.key.length > 90)
        throw new Error(`schedule ${s.key} of module ${m.name} must start with ${m.name}. (at most 90 characters)`)
      if (schedules.has(s.key)) throw new Error(`schedule ${s.key} is declared twice`)
      schedules.add(s.key)
    }
  }
  checkMenus(menusOf(modules))
}

/** Every module's menus, in module order. */
export const menusOf = (modules: readonly ServerModule[]) =>
  modules.map((m) => ({ module: m.name, menus: m.menus ?? [] }))

/** Every Drizzle table the modules declare, by export name (the schema drizzle-kit and the tests check). */
export function tablesOf(modules: readonly ServerModule[]): Record<string, PgTable> {
  const out: Record<string, PgTable> = {}
  for (const m of modules)
    for (const [name, value] of Object.entries(m.tables ?? {})) {
      if (!is(value, PgTable)) continue
      if (out[name] && out[name] !== value) throw new Error(`table export ${name} is declared by two modules`)
      out[name] = value
    }
  return out
}
