import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
/**
 * The database handle every service receives; the same type whichever driver runs underneath. Queries name their
 * tables (the modules' Drizzle tables), so the handle carries no schema of its own: the database layer knows no domain.
 */
export type Db = PgDatabase<PgQueryResultHKT>

export interface Database {
  db: Db
  driver: 'pglite' | 'postgres'
  /** Applies the committed drizzle-kit migrations. */
  migrate(): Promise<void>
  close(): Promise<void>
}

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle')

export interface DatabaseOptions {
  /** A postgres:// URL; when absent the embedded PGlite is used. */
  url?: string
  /** Where PGlite keeps its files; `memory://` keeps it in memory (tests). */
  dataDir?: string
  poolSize?: number
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 })
    // A broken idle connection must not take the process down; the pool replaces it.
    pool.on('error', () => undefined)
    const db = drizzlePg(pool) as unknown as Db
    return {
      db,
      driver: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    }
  }
  const dataDir = options.dataDir ?? './data/pg'
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true })
  const client = await PGlite.create(dataDir)
  const db = drizzlePglite(client) as unknown as Db
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  }
}
