import path from 'node:path'
import { allModules, buildApp, type App } from './app'
import type { Clock } from './clock'
import { systemClock } from './clock'
import type { ServerConfig } from './config'
import { openDatabase, type Database } from './db/client'
import { applySeeds, type SeedStep } from './db/seed'
import type { ServerModule } from './platform/module'

/** Every module's seed steps, in module order. */
export const seedStepsOf = (modules: readonly ServerModule[]): SeedStep[] => modules.flatMap((m) => m.seeds ?? [])

export interface Booted extends App {
  database: Database
  /** Starts the modules' background workers (the job scheduler); `close()` stops them. Not used by tests. */
  startWorkers(): void
  close(): Promise<void>
}

/** Opens the database, applies migrations and seeds, and builds the app (not yet listening). */
export async function boot(
  config: ServerConfig,
  options: { clock?: Clock; logger?: boolean; database?: Database; modules?: readonly ServerModule[] } = {},
): Promise<Booted> {
  const clock = options.clock ?? systemClock
  const modules = allModules(options.modules)
  const database =
    options.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: path.join(config.dataDir, 'pg'),
      log:
        options.logger && ['info', 'debug', 'trace'].includes(config.logLevel)
          ? (message) => console.log(`[postgres] ${message}`)
          : undefined,
    }))
  await database.migrate()
  await applySeeds(database.db, seedStepsOf(modules), {
    initialPassword: config.initialAdminPassword,
    now: clock.now(),
  })
  const app = await buildApp({ database, config, clock, logger: options.logger, modules: options.modules })
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
