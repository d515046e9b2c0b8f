import { inArray } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { AppContext } from '../context'

/** The distinct ids among a page's ids, nulls left out: what one batched query asks for. */
export function distinctIds(ids: readonly (number | null)[]): number[] {
  return [...new Set(ids.filter((id): id is number => id !== null))]
}

/**
 * Names for ids (list columns) read from one directory table in one query: id → name. Rows are read whatever their
 * status or delete flag, so a deleted user or department keeps its name; an id with no row is absent from the map.
 */
export async function namesByIds(
  ctx: AppContext,
  table: PgTable,
  id: AnyPgColumn<{ data: number; notNull: true }>,
  name: AnyPgColumn<{ data: string; notNull: true }>,
  ids: readonly (number | null)[],
): Promise<Map<number, string>> {
  const wanted = distinctIds(ids)
  if (!wanted.length) return new Map()
  const rows = await ctx.db.select({ id, name }).from(table).where(inArray(id, wanted))
  return new Map(rows.map((r) => [r.id, r.name]))
}
