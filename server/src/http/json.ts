const pad = (n: number) => String(n).padStart(2, '0')

/** `yyyy-MM-dd HH:mm:ss` in the server's time zone (TZ), the family's wire format for dates. */
export function formatDateTime(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
}

/** Dates as the family's text and bigints as numbers, copying only the objects on the way. */
function forWire(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value)
  if (value === null || typeof value !== 'object') return value
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : formatDateTime(value)
  if (Array.isArray(value)) return value.map(forWire)
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return value
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(value)) out[key] = forWire((value as Record<string, unknown>)[key])
  return out
}

/**
 * JSON for replies: dates in the family's format, bigint as number. One walk, then the native stringify without a
 * replacer: a replacer function is called for every key and took 2–2.5 times as long on a ten-row list.
 */
export function toJson(payload: unknown): string {
  return JSON.stringify(forWire(payload))
}
