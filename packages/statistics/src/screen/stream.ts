// The stream of change events, read with fetch (@microsoft/fetch-event-source) rather than EventSource: the server
// takes the token from the Authorization header (or the portal's cookie), and EventSource cannot send headers. The
// class offers the few EventSource members the feed uses, so the feed is the same with either.
import { fetchEventSource } from '@microsoft/fetch-event-source'

/** What the feed needs of a stream: EventSource's callbacks, named listeners and close. */
export interface StreamLike {
  onopen: ((event: Event) => void) | null
  onerror: ((event: Event) => void) | null
  onmessage: ((event: MessageEvent) => void) | null
  addEventListener(name: string, listener: (event: MessageEvent) => void): void
  close(): void
}

/** Gave up: the stream is over (the caller reconnects with its own backoff, never the library's). */
class StreamEnded extends Error {}

export class HeaderEventSource implements StreamLike {
  onopen: ((event: Event) => void) | null = null
  onerror: ((event: Event) => void) | null = null
  onmessage: ((event: MessageEvent) => void) | null = null
  private readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>()
  private readonly abort = new AbortController()
  private ended = false

  constructor(url: string, token: string | undefined) {
    const fail = () => {
      if (this.ended) return
      this.ended = true
      this.onerror?.(new Event('error'))
    }
    fetchEventSource(url, {
      signal: this.abort.signal,
      headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      // a wall is rarely the focused tab: keep the stream open when the page is hidden
      openWhenHidden: true,
      onopen: async (response) => {
        if (!response.ok || !response.headers.get('content-type')?.includes('text/event-stream'))
          throw new StreamEnded(`HTTP ${response.status}`)
        this.onopen?.(new Event('open'))
      },
      onmessage: (message) => {
        const event = new MessageEvent(message.event || 'message', { data: message.data })
        if (!message.event || message.event === 'message') this.onmessage?.(event)
        for (const listener of this.listeners.get(message.event) ?? []) listener(event)
      },
      onclose: () => {
        throw new StreamEnded('closed')
      },
      onerror: (error) => {
        throw error
      },
    }).then(fail, fail)
  }

  addEventListener(name: string, listener: (event: MessageEvent) => void): void {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener])
  }

  close(): void {
    this.ended = true
    this.abort.abort()
  }
}
