import type { FastifyBaseLogger } from 'fastify'
import type { SessionAccess } from './auth/session'
import { TtlCache } from './cache'
import type { CacheBus } from './cache-bus'
import type { Clock } from './clock'
import type { ServerConfig } from './config'
import type { Db } from './db/client'
import type { OperationLog } from './http/oplog'
import type { DictDataRow } from './system/dict/service'
import type { RouterVo } from './system/menu/routers'
import type { UserInfoRow } from './system/user/info'

/** What every service receives: the database, the clock, the settings and the process's caches. */
export interface AppContext {
  db: Db
  clock: Clock
  config: ServerConfig
  logger: FastifyBaseLogger
  caches: Caches
  /** Clears caches here and in the other processes. */
  bus: CacheBus
  oplog: OperationLog
}

/** A live session as a request needs it. */
export interface CachedSession {
  userId: number
  sessionId: string
  expireTime: Date
}

export interface Caches {
  /** Live sessions by token hash, for a few seconds, so most requests skip the session query. */
  sessions: TtlCache<string, CachedSession>
  /** Per user: roles, permissions and the profile fields a request needs. */
  access: TtlCache<number, SessionAccess | null>
  /** Configuration values by key. */
  config: TtlCache<string, string | null>
  /** Enabled dictionary data by type. */
  dict: TtlCache<string, DictDataRow[]>
  /** getInfo's profile, department and roles per user. Cleared with `access`, and per user on their own writes. */
  info: TtlCache<number, UserInfoRow | null>
  /** The menu tree by role set ('admin' or sorted role ids). Cleared with `access` on any role or menu change. */
  routers: TtlCache<string, RouterVo[]>
}

/** Role, menu or user-role changes: everything derived from them goes. */
export function clearAccessCaches(caches: Caches) {
  caches.access.clear()
  caches.info.clear()
  caches.routers.clear()
}

export function createCaches(clock: Clock): Caches {
  return {
    sessions: new TtlCache(clock, 10_000),
    access: new TtlCache(clock, 30_000),
    info: new TtlCache(clock, 30_000),
    config: new TtlCache(clock, 60_000),
    dict: new TtlCache(clock, 60_000),
    routers: new TtlCache(clock, 30_000),
  }
}
