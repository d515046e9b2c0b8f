import { ilike, type AnyColumn } from 'drizzle-orm'

/** Escapes `%`, `_` and `\` so a search term matches literally inside LIKE. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => '\\' + c)

/** Case-insensitive "contains" filter with the term bound as a parameter. */
export const contains = (column: AnyColumn, term: string) => ilike(column, `%${escapeLike(term)}%`)
