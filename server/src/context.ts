import type { FastifyBaseLogger } from 'fastify'
import type { SessionAccess } from './auth/session'
import { TtlCache, type CacheSpec } from './cache'
import type { CacheBus } from './cache-bus'
import type { Clock } from './clock'
import type { ServerConfig } from './config'
import type { Db } from './db/client'
import type { OperationLog } from './http/oplog'
import type { BusinessTypes } from './platform/processes'
import type { PlatformServices } from './platform/services'
import type { TaskRegistry } from './platform/tasks'

/** What every service receives: the database, the clock, the settings, the process's caches and the platform services. */
export interface AppContext {
  db: Db
  clock: Clock
  config: ServerConfig
  logger: FastifyBaseLogger
  caches: Caches
  /** Clears caches here and in the other processes. */
  bus: CacheBus
  oplog: OperationLog
  /** What one domain provides to the platform and the others (settings, log stores, messenger, processes). */
  services: PlatformServices
  /** The tasks scheduled jobs may invoke, from every module. */
  tasks: TaskRegistry
  /** The business types of every module, whose records go through processes. */
  businessTypes: BusinessTypes
  /** The names of the database tables the modules declare (the platform's own; the code generator leaves them out). */
  ownTables: ReadonlySet<string>
}

/** A live session as a request needs it. */
export interface CachedSession {
  userId: number
  sessionId: string
  expireTime: Date
}

/** The platform's own cache that modules may name in `clearedWith`. */
export const ACCESS_CACHE = 'access'

/**
 * The process's caches: the platform's two (sessions, and each user's roles and permissions) and every cache a
 * module declares, reached with `caches.of(spec)`.
 */
export class Caches {
  /** Live sessions by token hash, for a few seconds, so most requests skip the session query. */
  readonly sessions: TtlCache<string, CachedSession>
  /** Per user: roles, permissions and the profile fields a request needs. */
  readonly access: TtlCache<number, SessionAccess | null>
  private readonly named = new Map<string, { spec: CacheSpec; cache: TtlCache<unknown, unknown> }>()

  constructor(clock: Clock, specs: readonly CacheSpec[] = []) {
    this.sessions = new TtlCache(clock, 10_000)
    this.access = new TtlCache(clock, 30_000)
    for (const spec of specs) {
      if (spec.name === ACCESS_CACHE || spec.name === 'sessions' || this.named.has(spec.name))
        throw new Error(`cache ${spec.name} is declared twice`)
      this.named.set(spec.name, { spec, cache: new TtlCache(clock, spec.ttlMs) })
    }
  }

  /** A module's cache; it must be declared in that module's `caches`. */
  of<K, V>(spec: CacheSpec<K, V>): TtlCache<K, V> {
    const entry = this.named.get(spec.name)
    if (!entry) throw new Error(`cache ${spec.name} is not declared by any module`)
    return entry.cache as TtlCache<K, V>
  }

  /** Clears the named cache (`access` or a module's) and every cache declared to be cleared with it. */
  clear(name: string) {
    if (name === ACCESS_CACHE) this.access.clear()
    for (const { spec, cache } of this.named.values())
      if (spec.name === name || spec.clearedWith?.includes(name)) cache.clear()
  }

  /**
   * Forgets what is cached about one user: their access and their entry in every cache declared `perUser` (its keys
   * are user ids). A write concerning only that user (sign-in, avatar) needs no more.
   */
  forgetUser(userId: number) {
    this.access.delete(userId)
    for (const { spec, cache } of this.named.values()) if (spec.perUser) cache.delete(userId)
  }

  /** Clears every cache except the live sessions. */
  clearAll() {
    this.access.clear()
    for (const { cache } of this.named.values()) cache.clear()
  }

  /** The names the cache bus may be asked to clear. */
  names(): string[] {
    return [ACCESS_CACHE, ...this.named.keys()]
  }
}
