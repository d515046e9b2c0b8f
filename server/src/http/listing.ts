import { and, asc, eq, gt, type AnyColumn, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'
import { keptRowCount } from '../db/row-count'
import { whereOf, type FilterRule, type FilterValues } from '../db/filters'
import { notFound } from './errors'
import { inBatches } from './excel'
import { orderByFromAllowlist, pageOfTable, type Paging } from './paging'

export interface ListingSpec<R extends Record<string, FilterRule<never>>> {
  /** The increasing id: lookups by id and the keyset of exports. */
  id: AnyColumn
  /** The search form's filters, one rule per field (`like`, `equals`, `within`). */
  filters: R
  /** Sortable fields by the name the client sends; anything else is refused. */
  sortable: Record<string, AnyColumn>
  /** The order when the client names none (and after the chosen column). */
  order: SQL[]
  /** Said when an id names no row (`岗位不存在`). */
  notFound: string
  /**
   * The table's exact row count is kept by triggers (`sys_row_count`, see `db/row-count.ts`): a page without any
   * filter reads its total from there instead of count(*). For tables of millions of rows (the logs).
   */
  keptCount?: boolean
}

/** A resource's reads, as `listing()` makes them (and `crudRoutes` takes as its `source`). */
export interface Listing<Row, Q> {
  where(q: Q, ...extra: (SQL | undefined)[]): SQL | undefined
  page(db: Db, q: Q & Paging, ...extra: (SQL | undefined)[]): Promise<{ rows: Row[]; total: number }>
  get(db: Db, id: number): Promise<Row>
  rows(db: Db, filter: SQL | undefined): AsyncIterable<Row>
}

/**
 * A single-table resource's reads from one description: the filtered WHERE, a page with its count, one row by id
 * (404 with the resource's message), and every matching row in keyset batches for an export.
 */
export function listing<T extends PgTable, R extends Record<string, FilterRule<never>>>(
  table: T,
  spec: ListingSpec<R>,
) {
  type Row = T['$inferSelect']
  const t = table as unknown as PgTable
  const where = (q: FilterValues<R>, ...extra: (SQL | undefined)[]) => whereOf(spec.filters, q, ...extra)
  const key = idKey(table, spec.id)
  return {
    filters: spec.filters,
    where,
    page: (db: Db, q: FilterValues<R> & Paging, ...extra: (SQL | undefined)[]) =>
      pageOfTable(
        db,
        table,
        where(q, ...extra),
        orderByFromAllowlist(q, spec.sortable, spec.order),
        q,
        spec.keptCount ? () => keptRowCount(db, t) : undefined,
      ),
    get: (db: Db, id: number): Promise<Row> => rowOr404(db, table, spec.id, id, spec.notFound),
    /** Every row `where` selects, read in batches on the id, so an export never holds the table. */
    rows: (db: Db, filter: SQL | undefined): AsyncIterable<Row> =>
      inBatches(
        (after, size) =>
          db
            .select()
            .from(t)
            .where(and(filter, gt(spec.id, after)))
            .orderBy(asc(spec.id))
            .limit(size) as Promise<Row[]>,
        (row) => (row as Record<string, unknown>)[key] as number,
      ),
  }
}

/** One row of `table` by its id column, or a 404 saying `missing` (`模型不存在`). */
export async function rowOr404<T extends PgTable>(
  db: Db,
  table: T,
  id: AnyColumn,
  value: number | string,
  missing: string,
): Promise<T['$inferSelect']> {
  const [row] = await db
    .select()
    .from(table as unknown as PgTable)
    .where(eq(id, value))
  if (!row) throw notFound(missing)
  return row as T['$inferSelect']
}

/** The property name of a table's column (the key rows carry it under). */
function idKey(table: PgTable, column: AnyColumn): string {
  const entry = Object.entries(table as unknown as Record<string, unknown>).find(([, c]) => c === column)
  if (!entry) throw new Error(`column ${column.name} is not a column of this table`)
  return entry[0]
}
