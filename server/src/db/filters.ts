import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { rangeBounds } from '../http/paging'
import { contains } from './like'

/** Turns one filter value into a condition (`undefined` adds none). */
export type FilterRule<V> = (value: V) => SQL | undefined

/** The family's `params[beginTime]` / `params[endTime]` pair. */
export interface DateRange {
  beginTime?: string
  endTime?: string
}

/** Case-insensitive "contains", the term matched literally. */
export const like =
  (column: AnyColumn): FilterRule<string> =>
  (v) =>
    contains(column, v)

/** Equal to the value. */
export const equals =
  (column: AnyColumn): FilterRule<string | number> =>
  (v) =>
    eq(column, v)

/** Within the date range, the end date inclusive of its whole day. */
export const within =
  (column: AnyColumn): FilterRule<DateRange> =>
  (range) => {
    const { begin, end } = rangeBounds(range)
    return and(begin ? sql`${column} >= ${begin}` : undefined, end ? sql`${column} <= ${end}` : undefined)
  }

/** The filter values a set of rules reads: each optional, of the type its rule takes. */
export type FilterValues<R> = { [K in keyof R]?: R[K] extends FilterRule<infer V> ? V | null : never }

/**
 * The WHERE of a list from a description: each rule applies when its value is given (empty text and null count as
 * not given; 0 is given), joined with AND together with any extra conditions (data scope, live rows).
 */
export function whereOf<R extends Record<string, FilterRule<never>>>(
  rules: R,
  values: FilterValues<R>,
  ...extra: (SQL | undefined)[]
): SQL | undefined {
  const parts: (SQL | undefined)[] = [...extra]
  for (const key of Object.keys(rules) as (keyof R & string)[]) {
    const value = values[key]
    if (value === undefined || value === null || value === '') continue
    parts.push((rules[key] as unknown as FilterRule<unknown>)(value))
  }
  return and(...parts)
}
