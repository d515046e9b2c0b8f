import { isNumeric, type ResourceDescription } from '@wp/contract'
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  ilike,
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
import { compile, CompiledCache, objectsOf, prepared, runCompiled, slot, type Compiled } from '../../db/compiled'
import { containsPattern } from '../../db/like'
import { isTaken } from '../../db/unique'
import { inBatches } from '../excel'
import { keptTotalColumn, offsetOf, rangeBounds, totalColumn } from '../paging'
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

/** `column in (…)` of the call's values at `at` (none: false). */
const inSlots = (column: AnyColumn, at: readonly number[]) =>
  inArray(
    column,
    at.map((i) => slot(i, column)),
  )

/** The one-value comparisons: NE, GT, GTE, LT, LTE of the family's query types. */
const COMPARE = { notEquals: ne, gt, gte, lt, lte } as const

/**
 * A statement's conditions as their shape and their values: `key` names the SQL they write (conditions of the same key
 * write the same text), `values` fill its slots in order, and each writer adds its SQL when the shape is compiled.
 */
class Shape {
  key = ''
  readonly values: unknown[] = []
  readonly writers: (() => SQL | undefined)[] = []
  /** Whether the text varies with a value's size (an `in` list): such a statement is not prepared by name. */
  sized = false
  /** A value of this call; the slot that takes it. */
  take(value: unknown): number {
    return this.values.push(value) - 1
  }
  add(key: string, write: () => SQL | undefined, sized = false) {
    this.key += key + ';'
    this.writers.push(write)
    this.sized ||= sized
  }
  where(): SQL | undefined {
    return and(...this.writers.map((w) => w()))
  }
}

/** One condition of a search field, planned into `shape`. */
function condition(shape: Shape, c: Condition, column: AnyColumn) {
  const key = c.field.key
  switch (c.op) {
    case 'notEquals':
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte': {
      const op = COMPARE[c.op]
      const i = shape.take(toColumn(c.value, column))
      return shape.add(`${key} ${c.op}`, () => op(column, slot(i, column)))
    }
    case 'like': {
      const i = shape.take(containsPattern(String(c.value)))
      return shape.add(`${key} like`, () => ilike(column, slot(i)))
    }
    case 'equals': {
      const i = shape.take(c.value)
      return shape.add(`${key} =`, () => eq(column, slot(i, column)))
    }
    case 'in': {
      if (!c.value.length) return
      const at = c.value.map((v) => shape.take(v))
      return shape.add(`${key} in ${at.length}`, () => inSlots(column, at), true)
    }
    case 'between': {
      const { begin, end } = c.value
      const bounds = isTimestamp(column)
        ? rangeBounds({ beginTime: begin as string | undefined, endTime: end as string | undefined })
        : { begin, end }
      const from = bounds.begin === undefined ? undefined : shape.take(bounds.begin)
      const to = bounds.end === undefined ? undefined : shape.take(bounds.end)
      return shape.add(`${key} between ${from === undefined ? '' : 'from'} ${to === undefined ? '' : 'to'}`, () =>
        and(
          from === undefined ? undefined : gte(column, slot(from, column)),
          to === undefined ? undefined : lte(column, slot(to, column)),
        ),
      )
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

  /** The caller's data scope: rows of the granted departments, or (for "self") their own; none: no rows. */
  const scopeOf = (shape: Shape, scope?: RowScope) => {
    if (!scope) return
    const dept = scoped.dept && scope.deptIds.length ? columns[scoped.dept] : undefined
    const deptAt = dept ? scope.deptIds.map((d) => shape.take(d)) : []
    const owner = scope.self && (scoped.user ? columns[scoped.user] : scoped.createBy && columns[scoped.createBy])
    const ownerAt = owner ? shape.take(scoped.user ? scope.self!.userId : scope.self!.userName) : -1
    shape.add(
      `scope ${deptAt.length} ${owner ? 'self' : ''}`,
      () => {
        const parts: SQL[] = []
        if (dept) parts.push(inSlots(dept, deptAt))
        if (owner) parts.push(eq(owner, slot(ownerAt, owner)))
        return parts.length ? or(...parts) : sql`false`
      },
      deptAt.length > 0,
    )
  }
  /** The conditions of a read: `first`, the live rows, the search fields', the data scope's. */
  const plan = (q: Pick<StoreQuery, 'where' | 'scope'>, first?: (shape: Shape) => void) => {
    const shape = new Shape()
    first?.(shape)
    if (options.live) shape.add('live', () => options.live)
    for (const c of q.where) condition(shape, c, columns[c.field.key])
    scopeOf(shape, q.scope)
    return shape
  }
  const orderKey = (q: StoreQuery) => q.order.map((o) => `${o.key} ${o.direction}`).join(',')
  const orderBy = (q: StoreQuery) => q.order.map((o) => (o.direction === 'asc' ? asc : desc)(columns[o.key]))
  const secrets = new Set(resource.fields.filter((f) => f.type === 'password').map((f) => f.key))
  const { joined } = options
  const projection = {
    ...Object.fromEntries(Object.entries(getTableColumns(t)).filter(([key]) => !secrets.has(key))),
    ...joined?.columns,
  } as Record<string, PgColumn>
  /** The projection (with `extra` columns, e.g. a page's total) over the table and its join, and what it selects. */
  const select = (extra?: Record<string, SQL.Aliased>) => {
    const selected = { ...projection, ...extra }
    const from = db.select(selected).from(t)
    const query = (joined ? from.leftJoin(joined.table, joined.on) : from) as unknown as ReturnType<
      typeof from.$dynamic
    >
    return { selected, query }
  }
  /** The statements of the reads, one per shape (`db/compiled.ts`). */
  const statements = new CompiledCache()
  const read = async (key: string, shape: Shape, make: () => Compiled, more: unknown[] = []) => {
    // prepared by name unless its text varies with a value's size (`db/compiled.ts`)
    const c = statements.of(`${key}|${shape.key}`, () => (shape.sized ? make() : prepared(make())))
    return { c, rows: await runCompiled(db, c, more.length ? [...shape.values, ...more] : shape.values) }
  }
  const count = (shape: Shape) =>
    read('count', shape, () => {
      const total = { total: sql<number>`count(*)::int`.as('total') }
      return compile(db.select(total).from(t).where(shape.where()), total)
    }).then(({ rows }) => rows[0][0] as number)
  const rowsOf = (c: Compiled, rows: unknown[][]) => objectsOf<Record<string, unknown>>(c, rows).map(fromDb)

  return {
    columnLengths,
    async page(q, paging) {
      // one statement: the page with its total beside it (`totalColumn`; the filter names only this table); without
      // any condition on a table whose count triggers keep, the kept count (`keptTotalColumn`)
      const shape = plan(q)
      const kept = options.keptCount && !shape.key
      const { limit, offset } = offsetOf(paging)
      const n = shape.values.length
      const { c, rows } = await read(
        `page ${kept ? 'kept' : ''} ${orderKey(q)}`,
        shape,
        () => {
          const filtered = shape.where()
          const { selected, query } = select(kept ? keptTotalColumn(t) : totalColumn(t, filtered))
          return compile(
            query
              .where(filtered)
              .orderBy(...orderBy(q))
              .limit(sql.placeholder(String(n)))
              .offset(sql.placeholder(String(n + 1))),
            selected,
            Object.keys(selected).length - 1, // the total is no property of a row
          )
        },
        [limit, offset],
      )
      if (!rows.length) return { rows: [], total: offset > 0 ? await count(shape) : 0 }
      return { rows: rowsOf(c, rows), total: rows[0][c.keys.length - 1] as number }
    },
    async all(q) {
      const shape = plan(q)
      const { c, rows } = await read(`all ${orderKey(q)}`, shape, () => {
        const { selected, query } = select()
        return compile(query.where(shape.where()).orderBy(...orderBy(q)), selected)
      })
      return rowsOf(c, rows)
    },
    stream(q) {
      const shape = plan(q)
      const n = shape.values.length
      return inBatches(
        async (after, size) => {
          const { c, rows } = await read(
            'stream',
            shape,
            () => {
              const { selected, query } = select()
              return compile(
                query
                  .where(and(shape.where(), sql`${id} > ${slot(n)}`))
                  .orderBy(asc(id))
                  .limit(sql.placeholder(String(n + 1))),
                selected,
              )
            },
            [after, size],
          )
          return rowsOf(c, rows)
        },
        (row) => (row as Record<string, unknown>)[resource.id] as number,
      )
    },
    async get(rowId, scope) {
      const shape = plan({ where: [], scope }, (s) => {
        const i = s.take(rowId)
        s.add('id', () => eq(id, slot(i, id)))
      })
      const { c, rows } = await read('get', shape, () => {
        const { selected, query } = select()
        return compile(query.where(shape.where()), selected)
      })
      return rows.length ? (rowsOf(c, rows)[0] as Row) : undefined
    },
    countVisible: (ids, scope) =>
      count(
        plan({ where: [], scope }, (s) => {
          const at = ids.map((one) => s.take(one))
          s.add(`id in ${at.length}`, () => inSlots(id, at), true)
        }),
      ),
    async taken(values, except) {
      const same = Object.entries(values).map(([key, value]) => eq(columns[key], toColumn(value, columns[key])))
      return isTaken(db, id, and(...same, options.live), except)
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
