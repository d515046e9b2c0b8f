import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { keepRowsYoung } from './young-rows'
import { EMBEDDED_DATABASE, ensureDatabase, startEmbeddedPostgres, type EmbeddedCluster } from './embedded-postgres'

/**
 * The database handle every service receives. Queries name their tables (the modules' Drizzle tables), so the handle
 * carries no schema of its own: the database layer knows no domain.
 */
export type Db = PgDatabase<PgQueryResultHKT>

/**
 * A handle on one connection of the pool, for code that runs its own transaction on a raw client (the workflow's
 * commands) and hands it to a service that writes with Drizzle (a domain's process callback, the outbox).
 */
export const dbOn = (client: pg.PoolClient): Db => drizzle(client) as unknown as Db

export interface Database {
  db: Db
  /** The connection URL (the embedded cluster's socket, or DATABASE_URL). */
  url: string
  /**
   * The URL of the one long-lived connection that LISTENs (the cache bus): DATABASE_LISTEN_URL when a transaction
   * pooler stands in front of `url` (a pooler hands a session's connection to others between transactions, so a
   * LISTEN through it hears nothing), else `url`.
   */
  listenUrl: string
  /** The embedded cluster when this process started one. */
  embedded?: EmbeddedCluster
  /**
   * Whether the database answers: `select 1` within two seconds (the embedded cluster known to be restarting
   * answers false at once). Readiness.
   */
  ready(): Promise<boolean>
  /** Applies the committed drizzle-kit migrations. */
  migrate(): Promise<void>
  /** Ends the pool, then stops the embedded cluster if there is one. */
  close(): Promise<void>
}

/**
 * The committed migrations: `drizzle` beside the compiled bundle (`dist/server/main.mjs`; the build copies it there),
 * else `server/drizzle` seen from the sources (tsx).
 */
export const migrationsFolder = [
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'drizzle'),
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle'),
].find((dir) => existsSync(path.join(dir, 'meta', '_journal.json')))!

export interface DatabaseOptions {
  /** A postgres:// URL; when absent an embedded PostgreSQL is started in `dataDir`. */
  url?: string
  /** A direct (not pooled) URL for LISTEN; default `url`. */
  listenUrl?: string
  /**
   * Whether statements may be named (prepared once per connection and reused: the workflow's). False behind a
   * pooler in transaction mode that does not carry prepared statements across its connections (PgBouncer before
   * 1.21, or without `max_prepared_statements`): every statement then goes unnamed. Default true.
   */
  preparedStatements?: boolean
  /** The embedded cluster's folder (`DATA_DIR/pg`). */
  dataDir?: string
  poolSize?: number
  log?: (message: string) => void
}

/**
 * A client that sends every statement unnamed (the unnamed statement lives for one Parse/Bind/Execute, so it is
 * safe whichever server connection a pooler lends): what named statements ask for still runs, parsed each time.
 */
export class UnnamedStatementsClient extends pg.Client {
  // pg's overloads are many; the first argument is the only one changed.
  override query(...args: unknown[]): never {
    const [config] = args
    if (config && typeof config === 'object' && 'name' in config && (config as { name?: string }).name)
      args[0] = { ...(config as object), name: undefined }
    return (super.query as (...a: unknown[]) => never)(...args)
  }
}

/** The database settings of the environment (`DATABASE_*`), as `openDatabase` takes them. */
export function databaseSettings(env: Readonly<Record<string, string | undefined>>) {
  return {
    url: env.DATABASE_URL || undefined,
    listenUrl: env.DATABASE_LISTEN_URL || undefined,
    poolSize: env.DATABASE_POOL_SIZE ? Number(env.DATABASE_POOL_SIZE) : undefined,
    preparedStatements: env.DATABASE_PREPARED_STATEMENTS !== 'false',
  } satisfies DatabaseOptions
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  keepRowsYoung()
  let embedded: EmbeddedCluster | undefined
  let url = options.url
  if (!url) {
    embedded = await startEmbeddedPostgres({ dir: options.dataDir ?? './data/pg', log: options.log })
    try {
      await ensureDatabase(embedded.url('postgres'), EMBEDDED_DATABASE)
    } catch (err) {
      await embedded.stop()
      throw err
    }
    url = embedded.url()
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    ...(options.preparedStatements === false ? { Client: UnnamedStatementsClient } : {}),
  })
  // A broken idle connection must not take the process down; the pool replaces it.
  pool.on('error', () => undefined)
  const db = drizzle(pool) as unknown as Db
  return {
    db,
    url,
    listenUrl: options.listenUrl || url,
    embedded,
    migrate: () => migrate(db as never, { migrationsFolder }),
    async ready() {
      if (embedded && !embedded.available) return false
      let timer: NodeJS.Timeout | undefined
      try {
        return await Promise.race([
          pool.query('select 1').then(() => true),
          new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), 2000))),
        ])
      } catch {
        return false
      } finally {
        clearTimeout(timer)
      }
    },
    async close() {
      await pool.end()
      await embedded?.stop()
    },
  }
}
