import { randomBytes } from 'node:crypto'
import { sql, type SQL } from 'drizzle-orm'
import pg from 'pg'
import type { Caches } from './context'

/** What a write tells every process to forget: sessions that ended, or whole caches by name. */
export type CacheEvent =
  | { kind: 'sessions'; tokenHashes?: string[]; userId?: number; sessionId?: string }
  | { kind: 'clear'; names: string[] }
  | { kind: 'clearAll' }
  /** Role, menu or user-role changes: everything derived from access goes (same as clearing `access`). */
  | { kind: 'access' }
  /** One user's own row changed (avatar, last login): their access and their entries in per-user caches go. */
  | { kind: 'user'; userId: number }
  /** A module's own message to every process (a figure changed, a display token was revoked); see `on`. */
  | { kind: 'topic'; topic: string; payload: unknown }

const CHANNEL = 'wp_cache'
/** How long the start-up self-test waits for its own notification before falling back to polling. */
export const SELF_TEST_MS = 3000
/** How often a polling process reads the events table. */
export const POLL_MS = 1000
/** Events older than this are deleted (a process that misses more than this clears everything on its own). */
const KEEP_EVENTS = "interval '10 minutes'"

/**
 * The statement that tells every process, this one included, a module's message when the transaction that runs it
 * commits (and never if it rolls back): the event is written and NOTIFYed by that transaction, so a listener that
 * wakes on it finds the transaction's rows (a transaction pooler passes both, as for `publish`).
 */
export function emitOnCommit(topic: string, payload: unknown): SQL {
  const text = JSON.stringify({ origin: 'commit', event: { kind: 'topic', topic, payload } })
  return sql`with e as (insert into sys_cache_event (payload) values (${text}) returning id)
    select pg_notify(${CHANNEL}, ${text}) from e`
}

export interface BusLog {
  info(msg: string): void
  warn(obj: object, msg: string): void
}

/** How this process hears the others: notifications on a LISTEN connection, or polling the events table. */
export type BusMode = 'notify' | 'poll'

/**
 * Clears this process's caches at once and tells the other processes. Every event is written to `sys_cache_event`
 * and NOTIFYed in one statement (through the pool: a transaction pooler passes both). A process hears them on its
 * own LISTEN connection (DATABASE_LISTEN_URL, which must reach PostgreSQL directly), checked at start by a
 * notification to itself; when that does not arrive, the process says so in its log and polls the table every
 * second instead. After a lost connection (LISTEN or polling), events may have been missed, so every cache here is
 * cleared. The caches' time limits bound staleness in any case.
 */
export class CacheBus {
  private readonly origin = randomBytes(6).toString('hex')
  private listener?: pg.Client
  private notifier?: pg.Pool
  private readonly subscribers = new Map<string, Set<(payload: unknown) => void>>()
  private published = 0
  private lastSeen = 0
  private pollTimer?: NodeJS.Timeout
  private polling?: Promise<void>
  private pollFailed = false
  /** How this process hears the others (known once `connect` has returned). */
  mode: BusMode = 'notify'

  constructor(
    private readonly caches: Caches,
    private readonly log?: BusLog,
  ) {}

  apply(event: CacheEvent) {
    switch (event.kind) {
      case 'sessions': {
        const hashes = new Set(event.tokenHashes ?? [])
        this.caches.sessions.deleteWhere(
          (hash, s) =>
            hashes.has(hash) ||
            (event.userId !== undefined && s.userId === event.userId) ||
            s.sessionId === event.sessionId,
        )
        if (event.userId !== undefined) this.caches.forgetUser(event.userId)
        break
      }
      case 'user':
        this.caches.forgetUser(event.userId)
        break
      case 'access':
        this.caches.clear('access')
        break
      case 'clear':
        for (const name of event.names) this.caches.clear(name)
        break
      case 'clearAll':
        this.caches.clearAll()
        break
      case 'topic':
        for (const fn of this.subscribers.get(event.topic) ?? [])
          try {
            fn(event.payload)
          } catch {
            /* a listener's failure is its own; the others still hear */
          }
        break
    }
  }

  /** Tells every process, this one included, a module's message (at most a few KB: NOTIFY's payload limit). */
  emit(topic: string, payload: unknown) {
    this.publish({ kind: 'topic', topic, payload })
  }

  /** Hears a topic's messages from every process; returns the function that stops listening. */
  on(topic: string, fn: (payload: unknown) => void): () => void {
    let set = this.subscribers.get(topic)
    if (!set) this.subscribers.set(topic, (set = new Set()))
    set.add(fn)
    return () => set.delete(fn)
  }

  publish(event: CacheEvent) {
    this.apply(event)
    const payload = JSON.stringify({ origin: this.origin, event })
    this.notifier
      ?.query(
        `with e as (insert into sys_cache_event (payload) values ($2) returning id)
         select pg_notify($1, $2) from e`,
        [CHANNEL, payload],
      )
      .catch(() => undefined)
    // Now and then, the events nobody needs any more.
    if (++this.published % 200 === 0)
      this.notifier
        ?.query(`delete from sys_cache_event where create_time < now() - ${KEEP_EVENTS}`)
        .catch(() => undefined)
  }

  /** Clears caches by name (`access`, or a module's cache such as `config`) here and in every process. */
  clear(...names: string[]) {
    this.publish({ kind: 'clear', names })
  }

  /** Forgets what is cached about one user (their access, per-user caches) here and in every process. */
  forgetUser(userId: number) {
    this.publish({ kind: 'user', userId })
  }

  private listenUrl = ''
  private closed = false

  /**
   * Starts hearing other processes' events: LISTEN on `listenUrl` (default `url`), proven by a notification sent
   * through `url`; else polling through `url`.
   */
  async connect(url: string, listenUrl = url) {
    this.listenUrl = listenUrl
    this.notifier = new pg.Pool({ connectionString: url, max: 1 })
    this.notifier.on('error', () => undefined)
    const [{ last }] = (
      await this.notifier.query<{ last: string | null }>('select max(id) as last from sys_cache_event')
    ).rows
    this.lastSeen = Number(last ?? 0)
    try {
      await this.listen()
      if (await this.selfTest()) return
      this.log?.warn({}, 'cache bus: LISTEN heard nothing of a test notification; polling sys_cache_event every second')
    } catch (err) {
      this.log?.warn({ err }, 'cache bus: cannot LISTEN; polling sys_cache_event every second')
    }
    await this.listener?.end().catch(() => undefined)
    this.listener = undefined
    this.mode = 'poll'
    this.pollTimer = setInterval(() => {
      this.polling ??= this.poll().finally(() => (this.polling = undefined))
    }, POLL_MS)
    this.pollTimer.unref()
  }

  /** Sends a notification to this process alone through the pool, and waits for it on the LISTEN connection. */
  private async selfTest() {
    const probe = `selftest:${this.origin}:${randomBytes(4).toString('hex')}`
    const heard = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), SELF_TEST_MS)
      this.listener!.on('notification', (msg) => {
        if (msg.payload === probe) {
          clearTimeout(timer)
          resolve(true)
        }
      })
    })
    await this.notifier!.query('select pg_notify($1, $2)', [CHANNEL, probe])
    return heard
  }

  /** Reads the events written since the last poll (polling mode). */
  private async poll() {
    try {
      const { rows } = await this.notifier!.query<{ id: string; payload: string }>(
        'select id, payload from sys_cache_event where id > $1 order by id limit 1000',
        [this.lastSeen],
      )
      if (this.pollFailed) {
        this.pollFailed = false
        this.caches.clearAll()
      }
      for (const row of rows) {
        this.lastSeen = Number(row.id)
        this.hear(row.payload)
      }
    } catch {
      this.pollFailed = true
    }
  }

  private hear(payload: string | undefined) {
    try {
      const { origin, event } = JSON.parse(payload ?? '{}') as { origin: string; event: CacheEvent }
      if (origin !== this.origin && event) this.apply(event)
    } catch {
      /* ignore malformed payloads (and the self-test's probes) */
    }
  }

  private async listen() {
    const listener = new pg.Client({ connectionString: this.listenUrl })
    this.listener = listener
    let lost = false
    const onLost = () => {
      if (lost || this.closed) return
      lost = true
      void this.relisten()
    }
    listener.on('error', () => undefined)
    await listener.connect()
    listener.on('error', onLost)
    listener.on('end', onLost)
    listener.on('notification', (msg) => this.hear(msg.payload))
    await listener.query(`LISTEN ${CHANNEL}`)
  }

  private async relisten() {
    for (let round = 1; !this.closed; round++) {
      await new Promise((r) => setTimeout(r, Math.min(500 * round, 5000)))
      if (this.closed) return
      try {
        await this.listener?.end().catch(() => undefined)
        await this.listen()
        this.caches.clearAll()
        return
      } catch {
        /* the database is not back yet */
      }
    }
  }

  async close() {
    this.closed = true
    clearInterval(this.pollTimer)
    await this.polling
    await this.listener?.end().catch(() => undefined)
    await this.notifier?.end().catch(() => undefined)
  }
}
