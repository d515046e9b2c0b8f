const pad = (n: number) => String(n).padStart(2, '0')

/** `yyyy-MM-dd HH:mm:ss` in the server's time zone (TZ), the family's wire format for dates. */
export function formatDateTime(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
}

/** JSON for replies: dates in the family's format, bigint as number. */
export function toJson(payload: unknown): string {
  return JSON.stringify(payload, function (this: Record<string, unknown>, key, value) {
    const raw = this[key]
    if (raw instanceof Date) return Number.isNaN(raw.getTime()) ? null : formatDateTime(raw)
    if (typeof value === 'bigint') return Number(value)
    return value
  })
}
