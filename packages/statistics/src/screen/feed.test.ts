import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { StreamLike } from './stream'
import { backoffDelay, feedReducer, INITIAL_FEED, openFeed, RefusedError, type FeedState } from './feed'

describe('backoffDelay', () => {
  it('doubles from the base and stops at the ceiling', () => {
    const b = { base: 1000, max: 8000 }
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffDelay(n, b))).toEqual([1000, 2000, 4000, 8000, 8000, 8000])
  })
})

describe('feedReducer', () => {
  it('goes live with data, stale on a failure with the last update kept, live again on data', () => {
    let s = feedReducer(INITIAL_FEED, { type: 'data', at: 100 })
    expect(s).toEqual({ status: 'live', lastUpdate: 100, failures: 0 })
    s = feedReducer(s, { type: 'failure', at: 200 }, { base: 1000, max: 30_000 })
    expect(s).toMatchObject({ status: 'stale', lastUpdate: 100, failures: 1, retryAt: 1200 })
    s = feedReducer(s, { type: 'failure', at: 1300 }, { base: 1000, max: 30_000 })
    expect(s).toMatchObject({ status: 'stale', lastUpdate: 100, failures: 2, retryAt: 3300 })
    s = feedReducer(s, { type: 'retry' })
    expect(s.status).toBe('stale')
    s = feedReducer(s, { type: 'data', at: 5000 })
    expect(s).toEqual({ status: 'live', lastUpdate: 5000, failures: 0 })
  })

  it('a first contact that fails is stale without a last update', () => {
    const s = feedReducer(INITIAL_FEED, { type: 'failure', at: 0 })
    expect(s.status).toBe('stale')
    expect(s.lastUpdate).toBeUndefined()
  })
})

/** A stand-in EventSource the test drives. */
class FakeSource implements StreamLike {
  static all: FakeSource[] = []
  onopen: (() => void) | null = null
  onerror: (() => void) | null = null
  onmessage: (() => void) | null = null
  listeners = new Map<string, (event: MessageEvent) => void>()
  closed = false
  constructor(public url: string) {
    FakeSource.all.push(this)
  }
  addEventListener(name: string, fn: (event: MessageEvent) => void) {
    this.listeners.set(name, fn)
  }
  close() {
    this.closed = true
  }
}

describe('openFeed', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    FakeSource.all = []
  })
  afterEach(() => vi.useRealTimers())

  it('loads at once and on open, reloads on a change, keeps data when the stream breaks, reconnects with backoff', async () => {
    let up = true
    let n = 0
    const snapshot = vi.fn(async () => {
      if (!up) throw new Error('down')
      return ++n
    })
    const data: number[] = []
    const states: FeedState[] = []
    const feed = openFeed<number>({
      snapshot,
      streamUrl: () => '/stream?token=t',
      changeEvents: ['stat-change'],
      onData: (d) => data.push(d),
      onState: (s) => states.push(s),
      backoff: { base: 1000, max: 4000 },
      openStream: (url) => new FakeSource(url),
    })
    expect(FakeSource.all[0].url).toBe('/stream?token=t')
    await vi.advanceTimersByTimeAsync(0)
    expect(data).toEqual([1])
    expect(states.at(-1)!.status).toBe('live')
    FakeSource.all[0].onopen!()
    await vi.advanceTimersByTimeAsync(0)
    expect(data).toEqual([1, 2])

    FakeSource.all[0].listeners.get('stat-change')!(new MessageEvent('stat-change'))
    await vi.advanceTimersByTimeAsync(0)
    expect(data).toEqual([1, 2, 3])

    // the server stops: the stream errors, the screen keeps its data and turns stale
    up = false
    FakeSource.all[0].onerror!()
    expect(FakeSource.all[0].closed).toBe(true)
    expect(states.at(-1)).toMatchObject({ status: 'stale', failures: 1 })
    await vi.advanceTimersByTimeAsync(999)
    expect(FakeSource.all).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(FakeSource.all).toHaveLength(2)
    // still down: the second try fails, the next waits twice as long
    await vi.advanceTimersByTimeAsync(0)
    expect(FakeSource.all[1].closed).toBe(true)
    expect(states.at(-1)).toMatchObject({ status: 'stale', failures: 2 })
    await vi.advanceTimersByTimeAsync(1999)
    expect(FakeSource.all).toHaveLength(2)
    up = true
    await vi.advanceTimersByTimeAsync(1)
    expect(FakeSource.all).toHaveLength(3)

    // the server is back: the snapshot loads, live again, the data is the new one
    await vi.advanceTimersByTimeAsync(0)
    expect(data).toEqual([1, 2, 3, 4])
    expect(states.at(-1)).toMatchObject({ status: 'live', failures: 0 })
    expect(data.length).toBe(4)
    feed.close()
    expect(FakeSource.all[2].closed).toBe(true)
  })

  it('a refused token stops the feed without retrying', async () => {
    const refused = vi.fn()
    openFeed<number>({
      snapshot: async () => {
        throw new RefusedError()
      },
      streamUrl: () => '/s',
      onData: () => undefined,
      onState: () => undefined,
      onRefused: refused,
      openStream: (url) => new FakeSource(url),
    })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(refused).toHaveBeenCalledTimes(1)
    expect(FakeSource.all).toHaveLength(1)
    expect(FakeSource.all[0].closed).toBe(true)
  })

  it('a snapshot that fails while the stream is open counts as a failure', async () => {
    const states: FeedState[] = []
    openFeed<number>({
      snapshot: async () => {
        throw new Error('500')
      },
      streamUrl: () => '/s',
      onData: () => undefined,
      onState: (s) => states.push(s),
      openStream: (url) => new FakeSource(url),
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(states.at(-1)!.status).toBe('stale')
    expect(FakeSource.all[0].closed).toBe(true)
  })
})
