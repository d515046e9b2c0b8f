import { isSpecialRequestBody } from './body'

export const REPEAT_STORAGE_KEY = 'sessionObj'
/** Bodies this large are not compared (as in the family: 5 MB). */
const MAX_COMPARED_SIZE = 5 * 1024 * 1024

interface LastSubmit {
  url: string
  data: string
  time: number
}

/**
 * The family's duplicate-submit guard for POST and PUT: the same url and body again within `interval` ms is refused.
 * Only the latest submit is remembered (sessionStorage `sessionObj`). Returns true when the request is a repeat.
 */
export function isRepeatSubmit(url: string, body: unknown, interval = 1000, now = Date.now()): boolean {
  if (isSpecialRequestBody(body)) return false
  const data = typeof body === 'string' ? body : JSON.stringify(body ?? null)
  if (data.length >= MAX_COMPARED_SIZE) return false
  let last: LastSubmit | null = null
  try {
    last = JSON.parse(sessionStorage.getItem(REPEAT_STORAGE_KEY) ?? 'null') as LastSubmit | null
  } catch {
    last = null
  }
  if (last && last.url === url && last.data === data && now - last.time < interval) return true
  try {
    sessionStorage.setItem(REPEAT_STORAGE_KEY, JSON.stringify({ url, data, time: now }))
  } catch {
    // storage full or unavailable: the guard is a courtesy, not a lock
  }
  return false
}
