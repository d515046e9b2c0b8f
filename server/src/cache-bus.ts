import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { clearAccessCaches, type Caches } from './context'

/** What a write tells every process to forget. */
export type CacheEvent =
  | { kind: 'sessions'; tokenHashes?: string[]; userId?: number; sessionId?: string }
  | { kind: 'access' }
  /** One user's own row changed (avatar, last login): what is cached about them goes. */
  | { kind: 'user'; userId: number }
  | { kind: 'config' }
  | { kind: 'dict' }

const CHANNEL = 'wp_cache'

/**
 * Clears this process's caches at once and tells the other processes through
 * LISTEN/NOTIFY. The caches' time limits bound staleness if a notification is ever lost.
 */
export class CacheBus {
  private readonly origin = randomBytes(6).toString('hex')
  private listener?: pg.Client
  private notifier?: pg.Pool

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
        if (event.userId !== undefined) {
          this.caches.access.delete(event.userId)
          this.caches.info.delete(event.userId)
        }
        break
      }
      case 'user':
        this.caches.access.delete(event.userId)
        this.caches.info.delete(event.userId)
        break
      case 'access':
        clearAccessCaches(this.caches)
        break
      case 'config':
        this.caches.config.clear()
        break
      case 'dict':
        this.caches.dict.clear()
        break
    }
  }

  publish(event: CacheEvent) {
    this.apply(event)
    this.notifier
      ?.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ origin: this.origin, event })])
      .catch(() => undefined)
  }

  /** Listens for other processes' events. */
  async connect(url: string) {
    this.notifier = new pg.Pool({ connectionString: url, max: 1 })
    this.notifier.on('error', () => undefined)
    this.listener = new pg.Client({ connectionString: url })
    this.listener.on('error', () => undefined)
    await this.listener.connect()
    this.listener.on('notification', (msg) => {
      try {
        const { origin, event } = JSON.parse(msg.payload ?? '{}') as { origin: string; event: CacheEvent }
        if (origin !== this.origin) this.apply(event)
      } catch {
        /* ignore malformed payloads */
      }
    })
    await this.listener.query(`LISTEN ${CHANNEL}`)
  }

  async close() {
    await this.listener?.end().catch(() => undefined)
    await this.notifier?.end().catch(() => undefined)
  }
}
