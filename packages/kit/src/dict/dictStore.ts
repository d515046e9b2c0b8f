import { useEffect, useMemo } from 'react'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import { onKitEvent } from '../events/events'
import { get, type ApiResult } from '../http/http'

/** A row of sys_dict_data as the server sends it. */
export interface DictData {
  dictCode?: number
  dictSort?: number
  dictLabel: string
  dictValue: string
  dictType?: string
  listClass?: string | null
  cssClass?: string | null
  isDefault?: string
  status?: string
  [key: string]: unknown
}

/** A dictionary entry ready for selects and tags. */
export interface DictOption {
  label: string
  value: string
  /** el-tag style of the family: default, primary, success, info, warning, danger ('' = plain text) */
  listClass: string
  cssClass: string
  raw: DictData
}

export const DICT_CACHE_KEY = 'wp-dict-cache'
/** How long a dictionary kept in localStorage is trusted before it is asked for again. */
export const DICT_CACHE_TTL_MS = 30 * 60_000

interface CachedEntry {
  time: number
  options: DictOption[]
}

function readCache(): Record<string, CachedEntry> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(DICT_CACHE_KEY) ?? '{}')
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, CachedEntry>) : {}
  } catch {
    return {}
  }
}

function writeCache(cache: Record<string, CachedEntry>): void {
  try {
    localStorage.setItem(DICT_CACHE_KEY, JSON.stringify(cache))
  } catch {
    // storage full or disabled: the memory store still works
  }
}

function freshEntries(now = Date.now()): Record<string, DictOption[]> {
  const out: Record<string, DictOption[]> = {}
  for (const [type, entry] of Object.entries(readCache())) {
    if (entry && Array.isArray(entry.options) && now - entry.time < DICT_CACHE_TTL_MS) out[type] = entry.options
  }
  return out
}

export function toDictOption(row: DictData): DictOption {
  return {
    label: String(row.dictLabel ?? ''),
    value: String(row.dictValue ?? ''),
    listClass: row.listClass ?? '',
    cssClass: row.cssClass ?? '',
    raw: row,
  }
}

export interface DictStoreState {
  /** loaded dictionaries by type */
  dicts: Record<string, DictOption[]>
}

/** Dictionaries shared by every React root on the page (a module store), mirrored in localStorage. */
export const dictStore = createStore<DictStoreState>()(() => ({
  dicts: typeof localStorage === 'undefined' ? {} : freshEntries(),
}))

const inFlight = new Map<string, Promise<DictOption[]>>()

function remember(entries: Record<string, DictOption[]>): void {
  dictStore.setState((state) => ({ dicts: { ...state.dicts, ...entries } }))
  const cache = readCache()
  const time = Date.now()
  for (const [type, options] of Object.entries(entries)) cache[type] = { time, options }
  writeCache(cache)
}

/** Loaded options of a type, if any. */
export function getDict(type: string): DictOption[] | undefined {
  return dictStore.getState().dicts[type]
}

/**
 * Loads a dictionary once: from memory, else localStorage, else one `GET /system/dict/data/type/{type}` that
 * concurrent callers share.
 */
export function loadDict(type: string): Promise<DictOption[]> {
  const known = getDict(type) ?? freshEntries()[type]
  if (known) {
    if (!getDict(type)) dictStore.setState((state) => ({ dicts: { ...state.dicts, [type]: known } }))
    return Promise.resolve(known)
  }
  let pending = inFlight.get(type)
  if (!pending) {
    pending = get<ApiResult<DictData[]>>(`/system/dict/data/type/${encodeURIComponent(type)}`)
      .then((res) => {
        const options = (Array.isArray(res.data) ? res.data : []).map(toDictOption)
        remember({ [type]: options })
        return options
      })
      .finally(() => inFlight.delete(type))
    inFlight.set(type, pending)
  }
  return pending
}

/** Loads every enabled dictionary in one call (`GET /system/dict/data/getSysDictData`). */
export async function preloadDicts(): Promise<void> {
  const res = await get<ApiResult<Record<string, DictData[]>>>('/system/dict/data/getSysDictData')
  const entries: Record<string, DictOption[]> = {}
  for (const [type, rows] of Object.entries(res.data ?? {})) entries[type] = (rows ?? []).map(toDictOption)
  remember(entries)
}

/** Forgets one dictionary type, or all, in memory and in localStorage; the next use asks the server again. */
export function clearDictCache(type?: string): void {
  if (type === undefined) {
    dictStore.setState({ dicts: {} })
    try {
      localStorage.removeItem(DICT_CACHE_KEY)
    } catch {
      // nothing cached
    }
    return
  }
  dictStore.setState((state) => {
    const dicts = { ...state.dicts }
    delete dicts[type]
    return { dicts }
  })
  const cache = readCache()
  delete cache[type]
  writeCache(cache)
}

// a module that edits dictionaries announces it; every copy of the kit on the page forgets the stale options
onKitEvent('dict:changed', ({ type }) => clearDictCache(type))

const NONE: DictOption[] = []

/**
 * The family's `dicts: [...]`: `const { sys_user_sex } = useDict('sys_user_sex')`. Types not loaded yet give [];
 * the component re-renders when they arrive.
 */
export function useDict<T extends string>(...types: T[]): Record<T, DictOption[]> {
  const dicts = useStore(dictStore, (state) => state.dicts)
  const key = types.join('\u0000')
  // The types not in the store: on first use, and again after clearDictCache forgot one (a tag then reloads instead
  // of falling back to the raw value).
  const missing = (key ? key.split('\u0000') : []).filter((type) => !dicts[type]).join('\u0000')
  useEffect(() => {
    for (const type of missing ? missing.split('\u0000') : []) {
      loadDict(type).catch(() => undefined)
    }
  }, [missing])
  return useMemo(() => {
    const out = {} as Record<T, DictOption[]>
    for (const type of key ? (key.split('\u0000') as T[]) : []) out[type] = dicts[type] ?? NONE
    return out
  }, [dicts, key])
}

/** The label of `value` in `options` (the value itself when unknown, '' when empty). */
export function selectDictLabel(options: readonly DictOption[], value: string | number | null | undefined): string {
  if (value === undefined || value === null || value === '') return ''
  const found = options.find((o) => o.value === String(value))
  return found ? found.label : String(value)
}

/** Labels of several values ('0,1' or ['0','1']), joined by the separator; unknown values pass through. */
export function selectDictLabels(
  options: readonly DictOption[],
  value: string | number | readonly (string | number)[] | null | undefined,
  separator = ',',
): string {
  if (value === undefined || value === null || value === '') return ''
  const values = Array.isArray(value) ? value.map(String) : String(value).split(separator)
  if (values.length === 0) return ''
  return values.map((v) => selectDictLabel(options, v)).join(separator)
}
