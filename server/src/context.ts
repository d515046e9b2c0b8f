import type { FastifyBaseLogger } from 'fastify'
import type { SessionAccess } from './auth/session'
import { TtlCache } from './cache'
import type { Clock } from './clock'
import type { ServerConfig } from './config'
import type { Db } from './db/client'
import type { OperationLog } from './http/oplog'
import type { DictDataRow } from './system/dict/service'

/** What every service receives: the database, the clock, the settings and the process's caches. */
export interface AppContext {
  db: Db
  driver: 'pglite' | 'postgres'
  clock: Clock
  config: ServerConfig
  logger: FastifyBaseLogger
  caches: Caches
  oplog: OperationLog
}

export interface Caches {
  /** Per user: roles, permissions and the profile fields a request needs. */
  access: TtlCache<number, SessionAccess | null>
  /** Configuration values by key. */
  config: TtlCache<string, string | null>
  /** Enabled dictionary data by type. */
  dict: TtlCache<string, DictDataRow[]>
}

export function createCaches(clock: Clock): Caches {
  return {
    access: new TtlCache(clock, 30_000),
    config: new TtlCache(clock, 60_000),
    dict: new TtlCache(clock, 60_000),
  }
}
