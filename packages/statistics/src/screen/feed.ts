// The live data of a big screen: a snapshot from the dashboard endpoint, refreshed whenever the server's event stream
// says a figure changed. When the API cannot be reached the last snapshot stays on the wall, marked stale, and the
// feed reconnects by itself with a growing delay.
import type { StreamLike } from './stream'

/** live: connected and current; connecting: first contact; stale: the API is unreachable, the data is old. */
export type FeedStatus = 'connecting' | 'live' | 'stale'

export interface FeedState {
  status: FeedStatus
  /** when the data on the screen was last confirmed current (ms since the epoch) */
  lastUpdate?: number
  /** failures in a row since the last success */
  failures: number
  /** when the next reconnection is due (while stale) */
  retryAt?: number
}

export type FeedEvent = { type: 'data'; at: number } | { type: 'failure'; at: number } | { type: 'retry' }

export const INITIAL_FEED: FeedState = { status: 'connecting', failures: 0 }

export interface Backoff {
  /** the first delay, ms */
  base: number
  /** the longest delay, ms */
  max: number
}

export const DEFAULT_BACKOFF: Backoff = { base: 1000, max: 30_000 }

/** The wait before reconnection number `failures` (1, 2, 3 …): base, 2·base, 4·base … up to max. */
export function backoffDelay(failures: number, backoff: Backoff = DEFAULT_BACKOFF): number {
  const n = Math.max(1, failures)
  return Math.min(backoff.max, backoff.base * 2 ** (n - 1))
}

/** The feed's state machine: data makes it live, a failure makes it stale and schedules the next try. */
export function feedReducer(state: FeedState, event: FeedEvent, backoff: Backoff = DEFAULT_BACKOFF): FeedState {
  switch (event.type) {
    case 'data':
      return { status: 'live', lastUpdate: event.at, failures: 0 }
    case 'failure': {
      const failures = state.failures + 1
      return { ...state, status: 'stale', failures, retryAt: event.at + backoffDelay(failures, backoff) }
    }
    case 'retry':
      // still stale until data arrives: the badge stays up while reconnecting
      return { ...state, retryAt: undefined }
  }
}

/** Thrown by a snapshot when the server refuses the credentials (not a transport failure: no retry helps). */
export class RefusedError extends Error {
  constructor(message = '令牌无效或已吊销') {
    super(message)
    this.name = 'RefusedError'
  }
}

/** What a feed needs from the world; tests give stand-ins, the browser gives EventSource, fetch and timers. */
export interface FeedOptions<T> {
  /** the dashboard data, fetched at connection and after each change event */
  snapshot: () => Promise<T>
  /** the SSE stream's URL (a function: the token may change) */
  streamUrl: () => string
  /** names of the stream's events that mean "something changed" ('message' is always listened to) */
  changeEvents?: readonly string[]
  onData: (data: T) => void
  onState: (state: FeedState) => void
  /** the server refused the credentials (a revoked display token, an expired session): the feed stops */
  onRefused?: () => void
  backoff?: Backoff
  /**
   * no event for this long counts as a lost connection, ms (only when the server sends named heartbeat events; SSE
   * comments never reach the page)
   */
  silenceLimit?: number
  /** the named events that only say "still here" */
  heartbeatEvents?: readonly string[]
  /** the named events that say the credentials were withdrawn (a revoked display token) */
  refusedEvents?: readonly string[]
  now?: () => number
  /** opens the stream (default: the browser's EventSource) */
  openStream?: (url: string) => StreamLike
}

export interface Feed {
  /** fetch the snapshot again now */
  refresh: () => void
  close: () => void
}

/**
 * Opens a screen's feed: EventSource for the change events (closed and reopened by us on error, so the delay follows
 * our backoff rather than the browser's fixed retry), the snapshot on each (re)connection and change.
 */
export function openFeed<T>(options: FeedOptions<T>): Feed {
  const now = options.now ?? Date.now
  const backoff = options.backoff ?? DEFAULT_BACKOFF
  const silenceLimit = options.silenceLimit
  const openStream = options.openStream ?? ((url: string) => new EventSource(url) as StreamLike)
  let state = INITIAL_FEED
  let source: StreamLike | undefined
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let silenceTimer: ReturnType<typeof setTimeout> | undefined
  let closed = false
  let generation = 0
  let inFlight = false
  let again = false

  const dispatch = (event: FeedEvent) => {
    state = feedReducer(state, event, backoff)
    options.onState(state)
  }

  const fail = () => {
    if (closed) return
    source?.close()
    source = undefined
    clearTimeout(silenceTimer)
    if (retryTimer) return // a reconnection is already scheduled
    dispatch({ type: 'failure', at: now() })
    retryTimer = setTimeout(
      () => {
        retryTimer = undefined
        dispatch({ type: 'retry' })
        connect()
      },
      Math.max(0, (state.retryAt ?? now()) - now()),
    )
  }

  const load = async () => {
    if (inFlight) {
      again = true
      return
    }
    inFlight = true
    const mine = generation
    try {
      const data = await options.snapshot()
      if (closed || mine !== generation) return
      options.onData(data)
      dispatch({ type: 'data', at: now() })
    } catch (error) {
      if (error instanceof RefusedError) {
        close()
        options.onRefused?.()
      } else if (mine === generation) fail()
    } finally {
      inFlight = false
      if (again && !closed) {
        again = false
        void load()
      }
    }
  }

  const heard = () => {
    clearTimeout(silenceTimer)
    if (silenceLimit) silenceTimer = setTimeout(fail, silenceLimit)
  }

  function connect() {
    if (closed) return
    generation++
    const es = openStream(options.streamUrl())
    source = es
    es.onopen = () => {
      heard()
      void load()
    }
    // at once too: a refused token shows without waiting for the stream, and the wall is filled sooner
    es.onerror = () => {
      if (source === es) fail()
    }
    const changed = () => {
      heard()
      void load()
    }
    es.onmessage = changed
    for (const name of options.changeEvents ?? []) es.addEventListener(name, changed)
    for (const name of options.heartbeatEvents ?? []) es.addEventListener(name, heard)
    for (const name of options.refusedEvents ?? [])
      es.addEventListener(name, () => {
        close()
        options.onRefused?.()
      })
    void load()
  }

  function close() {
    closed = true
    source?.close()
    clearTimeout(retryTimer)
    clearTimeout(silenceTimer)
  }

  connect()
  return { refresh: () => void load(), close }
}
