import type { Clock } from './clock'

/**
 * A small in-process cache with a time limit. Writes in this process clear it at once; the time limit
 * bounds how long another process behind the same database can serve a stale value.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; expires: number }>()
  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
  ) {}

  private nowMs() {
    return this.clock.nowMs ? this.clock.nowMs() : this.clock.now().getTime()
  }

  get(key: K): V | undefined {
    const hit = this.entries.get(key)
    if (!hit) return undefined
    if (hit.expires <= this.nowMs()) {
      this.entries.delete(key)
      return undefined
    }
    return hit.value
  }

  set(key: K, value: V) {
    this.entries.set(key, { value, expires: this.nowMs() + this.ttlMs })
  }

  async getOrLoad(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key)
    if (hit !== undefined) return hit
    const value = await load()
    this.set(key, value)
    return value
  }

  delete(key: K) {
    this.entries.delete(key)
  }

  deleteWhere(test: (key: K, value: V) => boolean) {
    for (const [k, e] of this.entries) if (test(k, e.value)) this.entries.delete(k)
  }

  clear() {
    this.entries.clear()
  }
}

/**
 * A cache a module owns, declared once: its name (what the cache bus clears across processes), its time limit,
 * the caches whose clearing clears it too (the menu tree goes whenever `access` goes) and whether its keys are user
 * ids (then a write concerning one user evicts only that user's entry, here and in every process).
 */
export interface CacheSpec<K = unknown, V = unknown> {
  readonly name: string
  readonly ttlMs: number
  readonly clearedWith?: readonly string[]
  readonly perUser?: boolean
  /** Carries the key and value types only; never set. */
  readonly types?: { key: K; value: V }
}

export function defineCache<K, V>(
  name: string,
  ttlMs: number,
  options: { clearedWith?: readonly string[] } = {},
): CacheSpec<K, V> {
  return { name, ttlMs, clearedWith: options.clearedWith }
}

/** A cache keyed by user id: `Caches.forgetUser` (the bus's `user` and `sessions` events) evicts one user's entry. */
export function definePerUserCache<V>(
  name: string,
  ttlMs: number,
  options: { clearedWith?: readonly string[] } = {},
): CacheSpec<number, V> {
  return { name, ttlMs, clearedWith: options.clearedWith, perUser: true }
}
