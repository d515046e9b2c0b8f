// One live feed per screen, shared by every panel that shows it (the panels of a wall in one React tree, or the
// panels placed one by one as custom elements on another page): the snapshot from the screen's endpoint, refreshed
// on each `change` event of the stream. The token is the kit's: the signed-in user's in the portal, the display
// token on /screen/ (the host sets it with configureKit).
import { STAT_ENDPOINTS, STAT_STREAM_EVENTS, type ScreenCode, type ScreenData } from '@wp/contract'
import { emitKitEvent, getApiBase, getToken } from '@wp/kit'
import { useEffect, useSyncExternalStore } from 'react'
import { INITIAL_FEED, openFeed, RefusedError, type Feed, type FeedState } from './feed'
import { HeaderEventSource } from './stream'

export interface ScreenFeedSnapshot<S extends ScreenCode> {
  state: FeedState
  data: ScreenData<S> | null
}

interface Entry {
  snapshot: ScreenFeedSnapshot<ScreenCode>
  listeners: Set<() => void>
  feed?: Feed
  users: number
}

const entries = new Map<ScreenCode, Entry>()
const envelopeRefused = (code: unknown) => code === 401 || code === 403

/** The dashboard data of a screen, read with the kit's token (a bearer header). */
export async function fetchScreenData<S extends ScreenCode>(screen: S): Promise<ScreenData<S>> {
  const token = getToken()
  const response = await fetch(`${getApiBase()}${STAT_ENDPOINTS.screen(screen)}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    cache: 'no-store',
  })
  if (response.status === 401 || response.status === 403) throw new RefusedError()
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  const body = (await response.json()) as { code?: number; msg?: string; data?: ScreenData<S> }
  if (envelopeRefused(body.code)) throw new RefusedError(body.msg)
  if (body.code !== 200 || !body.data) throw new Error(body.msg || '大屏数据读取失败')
  return body.data
}

/** The stream's URL; the token goes in the Authorization header (HeaderEventSource). */
export function streamUrl(screen: ScreenCode, apiBase = getApiBase()): string {
  return `${apiBase}${STAT_ENDPOINTS.stream}?${new URLSearchParams({ screens: screen })}`
}

function entryOf(screen: ScreenCode): Entry {
  let entry = entries.get(screen)
  if (!entry) {
    entry = { snapshot: { state: INITIAL_FEED, data: null }, listeners: new Set(), users: 0 }
    entries.set(screen, entry)
  }
  return entry
}

function publish(entry: Entry, next: Partial<ScreenFeedSnapshot<ScreenCode>>) {
  entry.snapshot = { ...entry.snapshot, ...next }
  for (const listener of entry.listeners) listener()
}

function start(screen: ScreenCode, entry: Entry) {
  entry.feed = openFeed<ScreenData<ScreenCode>>({
    snapshot: () => fetchScreenData(screen),
    streamUrl: () => streamUrl(screen),
    openStream: (url) => new HeaderEventSource(url, getToken()),
    changeEvents: [STAT_STREAM_EVENTS.change],
    heartbeatEvents: [STAT_STREAM_EVENTS.heartbeat],
    refusedEvents: [STAT_STREAM_EVENTS.revoked],
    // the server beats every 15 s: three missed beats mean a half-open connection (a proxy kept the socket)
    silenceLimit: 45_000,
    onData: (data) => publish(entry, { data }),
    onState: (state) => publish(entry, { state }),
    onRefused: () => {
      entry.feed = undefined
      // the host asks for a new display token; the portal treats it as an ended session
      emitKitEvent('session:ended', { reason: 'expired' })
    },
  })
}

/** Subscribes a component to a screen's feed; the feed opens with its first user and closes with its last. */
export function useScreenFeed<S extends ScreenCode>(screen: S): ScreenFeedSnapshot<S> {
  const entry = entryOf(screen)
  useEffect(() => {
    entry.users++
    if (!entry.feed) start(screen, entry)
    return () => {
      entry.users--
      if (entry.users === 0) {
        entry.feed?.close()
        entry.feed = undefined
      }
    }
  }, [screen, entry])
  return useSyncExternalStore(
    (listener) => {
      entry.listeners.add(listener)
      return () => void entry.listeners.delete(listener)
    },
    () => entry.snapshot,
  ) as ScreenFeedSnapshot<S>
}
