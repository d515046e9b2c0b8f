import { isNumeric, type ResourceDescription } from '@wp/contract'
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  lt,
  lte,
  ne,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { contains } from '../../db/like'
import { keptRowCount } from '../../db/row-count'
import { inBatches } from '../excel'
import { countOf, offsetOf, pageOfTable, rangeBounds, takeTotal, totalColumn } from '../paging'
import type { Condition, ResourceStore, RowScope, StoredRow, StoreQuery } from './store'

export interface DrizzleStoreOptions {
  /** The rows that count (`eq(table.delFlag, '0')`): the others are never listed, found or compared. */
  live?: SQL
  /** The table's exact count is kept by triggers (`db/row-count.ts`): an unfiltered page reads it from there. */
  keptCount?: boolean
  /**
   * Computed fields read from a table joined to each row (a user's department name and leader): the table, the
   * join's condition and a column per field.
   */
  joined?: { table: PgTable; on: SQL; columns: Readonly<Record<string, AnyColumn>> }
}

type Columns = Record<string, AnyColumn>
type Keys<R extends ResourceDescription> = R['fields'][number]['key']
type StoredKeys<R extends ResourceDescription> = Exclude<R['fields'][number], { readonly computed: true }>['key']
/** A column per stored field, checked by the type checker when the description is written in TypeScript (not JSON). */
type ColumnsOf<R extends ResourceDescription> = string extends Keys<R> ? unknown : Record<StoredKeys<R>, AnyColumn>
type AuditKey = 'createBy' | 'createTime' | 'updateBy' | 'updateTime'

const isTimestamp = (column: AnyColumn) => column.columnType === 'PgTimestamp'
const isDecimal = (column: AnyColumn) => column.columnType === 'PgNumeric'

/** A field's value as the column takes it: text times as Dates, several choices comma-joined. */
function toColumn(value: unknown, column: AnyColumn): unknown {
  if (Array.isArray(value)) return value.join(',')
  if (typeof value === 'string' && isTimestamp(column)) return new Date(value.replace(' ', 'T'))
  return value
}

/** The one-value comparisons: NE, GT, GTE, LT, LTE of the family's query types. */
const COMPARE = { notEquals: ne, gt, gte, lt, lte } as const

function condition(c: Condition, column: AnyColumn): SQL | undefined {
  switch (c.op) {
    case 'notEquals':
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      return COMPARE[c.op](column, toColumn(c.value, column))
    case 'like':
      return contains(column, String(c.value))
    case 'equals':
      return eq(column, c.value)
    case 'in':
      return c.value.length ? inArray(column, [...c.value]) : undefined
    case 'between': {
      const { begin, end } = c.value
      if (isTimestamp(column)) {
        const bounds = rangeBounds({ beginTime: begin as string | undefined, endTime: end as string | undefined })
        return and(bounds.begin && gte(column, bounds.begin), bounds.end && lte(column, bounds.end))
      }
      return and(begin === undefined ? undefined : gte(column, begin), end === undefined ? undefined : lte(column, end))
    }
  }
}

/**
 * A resource's rows in a Drizzle table: each field is the table's column of the same property name (checked here, so
 * a description and its table cannot drift apart unnoticed). Writes fill the table's audit columns. A `password`
 * field's column is never read: rows carry every other column, and the `joined` table's.
 */
export function drizzleStore<R extends ResourceDescription, T extends PgTable>(
  db: Db,
  resource: R,
  table: T & ColumnsOf<R>,
  options: DrizzleStoreOptions = {},
): ResourceStore<StoredRow<R>> {
  type Row = StoredRow<R>
  const t = table as unknown as PgTable
  const all = table as unknown as Columns
  const columns: Columns = {}
  for (const f of resource.fields.filter((one) => !one.computed)) {
    if (!all[f.key]) throw new Error(`${resource.module}.${resource.key}: the table has no column for field ${f.key}`)
    columns[f.key] = all[f.key]
  }
  const columnLengths: Record<string, number> = {}
  for (const [key, column] of Object.entries(columns)) {
    const room = (column as AnyColumn & { length?: number }).length
    if (typeof room === 'number') columnLengths[key] = room
  }
  const id = columns[resource.id]
  const decimals = resource.fields.filter((f) => isNumeric(f) && isDecimal(columns[f.key]))
  const scoped = resource.dataScope ?? {}

  const fromDb = (row: Record<string, unknown>): Row => {
    for (const f of decimals) if (typeof row[f.key] === 'string') row[f.key] = Number(row[f.key])
    return row as Row
  }
  const toDb = (values: Readonly<Record<string, unknown>>) =>
    Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, columns[key] ? toColumn(value, columns[key]) : value]),
    )
  const audited = (keys: readonly AuditKey[], by: string, at: Date) =>
    Object.fromEntries(keys.filter((k) => all[k]).map((k) => [k, k.endsWith('By') ? by : at]))

  const scopeWhere = (scope?: RowScope): SQL | undefined => {
    if (!scope) return undefined
    const parts: SQL[] = []
    if (scoped.dept && scope.deptIds.length) parts.push(inArray(columns[scoped.dept], [...scope.deptIds]))
    if (scope.self && scoped.user) parts.push(eq(columns[scoped.user], scope.self.userId))
    else if (scope.self && scoped.createBy) parts.push(eq(columns[scoped.createBy], scope.self.userName))
    return parts.length ? or(...parts) : sql`false`
  }
  const where = (q: StoreQuery) =>
    and(options.live, ...q.where.map((c) => condition(c, columns[c.field.key])), scopeWhere(q.scope))
  const orderBy = (q: StoreQuery) => q.order.map((o) => (o.direction === 'asc' ? asc : desc)(columns[o.key]))
  const secrets = new Set(resource.fields.filter((f) => f.type === 'password').map((f) => f.key))
  const { joined } = options
  /** Whether rows are read column by column (a secret left out, a table joined) rather than whole. */
  const shaped = secrets.size > 0 || !!joined
  const projection = {
    ...Object.fromEntries(Object.entries(getTableColumns(t)).filter(([key]) => !secrets.has(key))),
    ...joined?.columns,
  } as Record<string, PgColumn>
  /** Whole rows, or the projection (with `extra` columns, e.g. a page's total) over the table and its join. */
  const select = (extra?: Record<string, SQL.Aliased>) => {
    if (!shaped) return db.select().from(t)
    const from = db.select({ ...projection, ...extra }).from(t)
    return (joined ? from.leftJoin(joined.table, joined.on) : from) as unknown as ReturnType<typeof from.$dynamic>
  }

  return {
    columnLengths,
    async page(q, paging) {
      const filtered = where(q)
      if (shaped) {
        // one statement: the page with its total beside it (`totalColumn`; the filter names only this table)
        const { limit, offset } = offsetOf(paging)
        const rows = await select(totalColumn(t, filtered))
          .where(filtered)
          .orderBy(...orderBy(q))
          .limit(limit)
          .offset(offset)
        const page = await takeTotal(rows as Record<string, unknown>[], paging, () => countOf(db, t, filtered))
        return { rows: page.rows.map(fromDb), total: page.total }
      }
      const unfiltered = options.keptCount && !q.where.length && !q.scope ? () => keptRowCount(db, t) : undefined
      const { rows, total } = await pageOfTable(db, t, filtered, orderBy(q), paging, unfiltered)
      return { rows: rows.map(fromDb), total }
    },
    async all(q) {
      const rows = await select()
        .where(where(q))
        .orderBy(...orderBy(q))
      return rows.map(fromDb)
    },
    stream(q) {
      const filtered = where(q)
      return inBatches(
        async (after, size) =>
          (
            await select()
              .where(and(filtered, sql`${id} > ${after}`))
              .orderBy(asc(id))
              .limit(size)
          ).map(fromDb),
        (row) => (row as Record<string, unknown>)[resource.id] as number,
      )
    },
    async get(rowId, scope) {
      const [row] = await select().where(and(eq(id, rowId), options.live, scopeWhere(scope)))
      return row ? fromDb(row) : undefined
    },
    countVisible: (ids, scope) => db.$count(t, and(inArray(id, [...ids]), options.live, scopeWhere(scope))),
    async taken(values, except) {
      const same = Object.entries(values).map(([key, value]) => eq(columns[key], toColumn(value, columns[key])))
      const [row] = await db
        .select({ id: sql<number>`${id}` })
        .from(t)
        .where(and(...same, options.live, except === undefined ? undefined : ne(id, except)))
        .limit(1)
      return !!row
    },
    async insert(values, audit) {
      const [row] = await db
        .insert(t)
        .values({ ...toDb(values), ...audited(['createBy', 'createTime'], audit.by, audit.at) })
        .returning()
      return fromDb(row as Record<string, unknown>)
    },
    async update(rowId, values, audit) {
      await db
        .update(t)
        .set({ ...toDb(values), ...audited(['updateBy', 'updateTime'], audit.by, audit.at) })
        .where(eq(id, rowId))
    },
    async remove(ids) {
      await db.delete(t).where(inArray(id, [...ids]))
    },
    async clear() {
      await db.delete(t).where(options.live)
    },
  }
}
