import { parseTime } from './parseTime'

export type DateRangeValue = string | number | Date | null | undefined

/**
 * Adds a date range to query params: params.params.beginTime / endTime, or begin<Prop> / end<Prop> when a prop
 * name is given. Returns a new object (the input is left alone), ready for `params[beginTime]=…` in the query.
 */
export function addDateRange<P extends object>(
  params: P,
  range: readonly DateRangeValue[] | null | undefined,
  propName?: string,
): P & { params: Record<string, unknown> } {
  const source = params as P & { params?: unknown }
  const inner =
    typeof source.params === 'object' && source.params !== null && !Array.isArray(source.params)
      ? { ...(source.params as Record<string, unknown>) }
      : {}
  const [begin, end] = Array.isArray(range) ? range : []
  if (propName === undefined) {
    inner.beginTime = begin
    inner.endTime = end
  } else {
    inner[`begin${propName}`] = begin
    inner[`end${propName}`] = end
  }
  return { ...params, params: inner }
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === ''
}

function encodePairs(prefix: string, value: unknown, out: string[]): void {
  if (isBlank(value)) return
  if (value instanceof Date) {
    out.push(`${encodeURIComponent(prefix)}=${encodeURIComponent(parseTime(value) ?? '')}`)
  } else if (typeof value === 'object') {
    for (const key of Object.keys(value as object)) {
      encodePairs(`${prefix}[${key}]`, (value as Record<string, unknown>)[key], out)
    }
  } else {
    out.push(`${encodeURIComponent(prefix)}=${encodeURIComponent(String(value))}`)
  }
}

/**
 * The family's query serialiser: `key=value` pairs joined by `&`, nested objects as `key[sub]=value`
 * (so `{params: {beginTime}}` → `params[beginTime]=…`), skipping null, '' and undefined. Unlike the family's
 * version it leaves no trailing `&`; a Date is written as `yyyy-MM-dd HH:mm:ss`.
 */
export function tansParams(params: Record<string, unknown> | null | undefined): string {
  if (!params) return ''
  const out: string[] = []
  for (const key of Object.keys(params)) encodePairs(key, params[key], out)
  return out.join('&')
}
