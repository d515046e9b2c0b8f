import { useCallback, useEffect, useState } from 'react'

/** What `useLoad` gives: the loader's answer, whether one is on its way, how it failed, and how to ask again. */
export interface LoadState<T> {
  /** the answer for the current loader; `undefined` until it arrives (or the previous one's with `keepPrevious`) */
  value: T | undefined
  /** an answer for the current loader (or a `reload`) is on its way */
  loading: boolean
  /** why the current loader failed (a non-Error rejection wrapped); cleared when it is asked again */
  error: Error | undefined
  /** asks the same loader again; the value stays until the new answer replaces it */
  reload: () => void
}

export interface LoadOptions {
  /** keep showing the previous loader's value while a new one loads (a table turning pages) instead of `undefined` */
  keepPrevious?: boolean
}

type Loader<T> = (() => Promise<T>) | null | undefined

interface Settled<T> {
  /** the loader and reload round that answered last */
  from: Loader<T>
  round: number
  error: Error | undefined
  /** the last value and the loader that gave it (a failure keeps it) */
  value: T | undefined
  valueFrom: Loader<T>
}

const asError = (e: unknown): Error => (e instanceof Error ? e : new Error(String(e)))

/**
 * Loads in an effect and keeps the answer, dropping any answer that comes after unmount or after the loader changed.
 * The loader's identity is the input: pass a module function or a `useCallback` whose deps are what it reads; a new
 * loader loads again (its value `undefined` until it answers, unless `keepPrevious`). `null` / `undefined`: nothing
 * to load now (not loading; what the last loader gave, if any, stays, as a dialog keeps its content while it closes).
 */
export function useLoad<T>(load: Loader<T>, options?: LoadOptions): LoadState<T> {
  const [round, setRound] = useState(0)
  const [settled, setSettled] = useState<Settled<T>>({
    from: undefined,
    round,
    error: undefined,
    value: undefined,
    valueFrom: undefined,
  })
  const reload = useCallback(() => setRound((r) => r + 1), [])

  useEffect(() => {
    if (!load) return
    let live = true
    load().then(
      (value) => live && setSettled({ from: load, round, error: undefined, value, valueFrom: load }),
      (e: unknown) => live && setSettled((s) => ({ ...s, from: load, round, error: asError(e) })),
    )
    return () => {
      live = false
    }
  }, [load, round])

  if (!load) return { value: settled.value, loading: false, error: settled.error, reload }
  const current = settled.from === load
  return {
    value: settled.valueFrom === load || options?.keepPrevious ? settled.value : undefined,
    loading: !current || settled.round !== round,
    error: current && settled.round === round ? settled.error : undefined,
    reload,
  }
}
