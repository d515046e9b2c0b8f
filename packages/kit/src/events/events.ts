import { useEffect, useRef } from 'react'

/**
 * Names and payloads of the events modules exchange. Modules add their own by declaration merging:
 * `declare module '@wp/kit' { interface KitEventMap { 'okr:saved': { id: number } } }`.
 */
export interface KitEventMap {
  /** a dictionary type changed on the server: cached options of that type (or all, without type) are stale */
  'dict:changed': { type?: string }
  /** the session ended (logout or an expired token) */
  'session:ended': { reason: 'logout' | 'expired' | 'federated' }
}

export type KitEventName = keyof KitEventMap & string

const PREFIX = 'wp:'

/**
 * Sends a kit event. It travels as a CustomEvent on `window`, so separately bundled elements on one page (each with
 * its own copy of the kit) hear each other too.
 */
export function emitKitEvent<K extends KitEventName>(name: K, detail: KitEventMap[K]): void {
  if (typeof window === 'undefined') return
  window.dispatchEvent(new CustomEvent(PREFIX + name, { detail }))
}

/** Listens to a kit event; returns the function that stops listening. */
export function onKitEvent<K extends KitEventName>(name: K, handler: (detail: KitEventMap[K]) => void): () => void {
  if (typeof window === 'undefined') return () => undefined
  const listener = (event: Event) => handler((event as CustomEvent<KitEventMap[K]>).detail)
  window.addEventListener(PREFIX + name, listener)
  return () => window.removeEventListener(PREFIX + name, listener)
}

/** `onKitEvent` for components: listens while mounted and always calls the latest handler. */
export function useKitEvent<K extends KitEventName>(name: K, handler: (detail: KitEventMap[K]) => void): void {
  const latest = useRef(handler)
  latest.current = handler
  useEffect(() => onKitEvent(name, (detail) => latest.current(detail)), [name])
}
