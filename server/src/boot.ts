import path from 'node:path'
import { allModules, buildApp, type App } from './app'

/** The platform's module and the domains, checked (for `main.ts`'s primary, which seeds before any app is built). */
export { allModules }
import type { Clock } from './clock'
import { systemClock } from './clock'
import type { ServerConfig } from './config'
import { databaseSettings, openDatabase, type Database, type Db } from './db/client'
import { applySeeds, type SeedOptions } from './db/seed'
import { syncMenus } from './directory/menu/catalogue'
import { menusOf, type ServerModule } from './platform/module'

/**
 * Brings a migrated database's data up to the modules: every module's run-once seed steps in module order, then
 * the menu keys they declare that were never added (`directory/menu/catalogue.ts`). `modules` includes the platform's.
 */
export async function seedModules(db: Db, modules: readonly ServerModule[], options: SeedOptions) {
  await applySeeds(
    db,
    modules.flatMap((m) => m.seeds ?? []),
    options,
  )
  await syncMenus(db, menusOf(modules), options.now)
}

export interface Booted extends App {
  database: Database
  /** Starts the modules' background workers (the job scheduler); `close()` stops them. Not used by tests. */
  startWorkers(): void
  close(): Promise<void>
}

/**
 * Opens the database, applies migrations and seeds, and builds the app (not yet listening) from `modules`, the domain
 * list (`server/src/modules.ts`, passed by `main.ts` and by the test harness).
 */
export async function boot(
  config: ServerConfig,
  options: { clock?: Clock; logger?: boolean; database?: Database; modules: readonly ServerModule[] },
): Promise<Booted> {
  const clock = options.clock ?? systemClock
  const modules = allModules(options.modules)
  const database =
    options.database ??
    (await openDatabase({
      ...databaseSettings(config.env),
      url: config.databaseUrl,
      dataDir: path.join(config.dataDir, 'pg'),
      log:
        options.logger && ['info', 'debug', 'trace'].includes(config.logLevel)
          ? (message) => console.log(`[postgres] ${message}`)
          : undefined,
    }))
  await database.migrate()
  await seedModules(database.db, modules, { initialPassword: config.initialAdminPassword, now: clock.now() })
  const app = await buildApp({ database, config, clock, logger: options.logger, modules: options.modules })
  await app.ctx.services.scheduler.adopt(modules.flatMap((m) => m.schedules ?? []))
  await app.ctx.services.processes.adopt(modules.flatMap((m) => m.businessTypes ?? []))
  const running: { stop(): Promise<void> }[] = []
  return {
    ...app,
    database,
    startWorkers() {
      for (const m of app.modules) for (const w of m.workers ?? []) running.push(w.start(app.ctx))
    },
    async close() {
      await Promise.allSettled(running.splice(0).map((w) => w.stop()))
      await app.fastify.close()
      await app.ctx.oplog.flush()
      await database.close()
    },
  }
}
