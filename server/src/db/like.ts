import { ilike, type AnyColumn } from 'drizzle-orm'

/** Escapes `%`, `_` and `\` so a search term matches literally inside LIKE. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => '\\' + c)

/** The LIKE pattern of "contains" `term`, matched literally. */
export const containsPattern = (term: string) => `%${escapeLike(term)}%`

/** Case-insensitive "contains" filter with the term bound as a parameter. */
export const contains = (column: AnyColumn, term: string) => ilike(column, containsPattern(term))
