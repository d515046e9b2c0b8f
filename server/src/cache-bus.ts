import { randomBytes } from 'node:crypto'
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

/**
 * Clears this process's caches at once and tells the other processes through
 * LISTEN/NOTIFY. The caches' time limits bound staleness if a notification is ever lost.
 */
export class CacheBus {
  private readonly origin = randomBytes(6).toString('hex')
  private listener?: pg.Client
  private notifier?: pg.Pool
  private readonly subscribers = new Map<string, Set<(payload: unknown) => void>>()

  constructor(private readonly caches: Caches) {}

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
    this.notifier
      ?.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ origin: this.origin, event })])
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

  private url = ''
  private closed = false

  /**
   * Listens for other processes' events. When the listening connection is lost (the database restarted), it is made
   * again, and since events may have been missed meanwhile, every cache here is cleared.
   */
  async connect(url: string) {
    this.url = url
    this.notifier = new pg.Pool({ connectionString: url, max: 1 })
    this.notifier.on('error', () => undefined)
    await this.listen()
  }

  private async listen() {
    const listener = new pg.Client({ connectionString: this.url })
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
    listener.on('notification', (msg) => {
      try {
        const { origin, event } = JSON.parse(msg.payload ?? '{}') as { origin: string; event: CacheEvent }
        if (origin !== this.origin) this.apply(event)
      } catch {
        /* ignore malformed payloads */
      }
    })
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
    await this.listener?.end().catch(() => undefined)
    await this.notifier?.end().catch(() => undefined)
  }
}
