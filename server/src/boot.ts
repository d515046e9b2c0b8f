import path from 'node:path'
import { buildApp, type App } from './app'
import type { Clock } from './clock'
import { systemClock } from './clock'
import type { ServerConfig } from './config'
import { openDatabase, type Database } from './db/client'
import { applySeeds, type SeedStep } from './db/seed'
import { monitorSeed } from './monitor/seed'
import { systemSeed } from './system/seed'

/** Every module's seed steps, in the order they apply. */
export const SEED_STEPS: SeedStep[] = [systemSeed, monitorSeed]

export interface Booted extends App {
  database: Database
  close(): Promise<void>
}

/** Opens the database, applies migrations and seeds, and builds the app (not yet listening). */
export async function boot(
  config: ServerConfig,
  options: { clock?: Clock; logger?: boolean; database?: Database } = {},
): Promise<Booted> {
  const clock = options.clock ?? systemClock
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
  await applySeeds(database.db, SEED_STEPS, { initialPassword: config.initialAdminPassword, now: clock.now() })
  const app = await buildApp({ database, config, clock, logger: options.logger })
  return {
    ...app,
    database,
    async close() {
      await app.fastify.close()
      await app.ctx.oplog.flush()
      await database.close()
    },
  }
}
