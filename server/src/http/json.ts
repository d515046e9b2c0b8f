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
  if (payload instanceof WireText) return payload.text
  return JSON.stringify(forWire(payload))
}

/** An answer already written as JSON: `toJson` sends its text as it is. */
export class WireText {
  constructor(readonly text: string) {}
}

const keptTexts = new WeakMap<object, WireText>()

/**
 * The wire text of `make(value)` for a value held in a cache (the menu tree, a dictionary), written once per value:
 * the same object answers the same text, so a cached read costs no serialisation and the compression hook finds its
 * compressed body by the very same string. A reloaded value is a new object (its text is made anew); the old one's
 * text goes with it. The value must not be changed once cached — no cached value is.
 */
export function keptJson(value: object, make: () => unknown): WireText {
  let kept = keptTexts.get(value)
  if (!kept) keptTexts.set(value, (kept = new WireText(toJson(make()))))
  return kept
}
