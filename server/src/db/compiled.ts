import { Column, is, Param, Placeholder, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import pg from 'pg'
import type { Db } from './client'

/**
 * Statements compiled once per shape. A list's statement is the same text for every call with the same filters
 * given, the same order and the same data-scope kind; only its values change. Building it with drizzle's query
 * builder and turning that into text cost a list request a fifth of its CPU (`bench/profile.ts`), so a caller writes
 * it once per shape with `slot(i)` where the call's i-th value goes, keeps the `Compiled` under a key naming that
 * shape, and runs it with each call's values. The statement stays unnamed (the unnamed statement lives for one
 * Parse/Bind/Execute), so it works through a pooler in transaction mode; nothing is prepared on the server.
 */
export interface Compiled {
  readonly text: string
  /** Each parameter: a value of the call (`at`, encoded as its column encodes) or one fixed when compiled. */
  readonly params: readonly ({ at: number; encode?: (value: unknown) => unknown } | { fixed: unknown })[]
  /** The row's property names, in the select's order. */
  readonly keys: readonly string[]
  /** Each column's decoding (drizzle's `mapFromDriverValue`), undefined where it keeps the driver's value. */
  readonly decoders: readonly (((value: unknown) => unknown) | undefined)[]
}

/** What a statement may select: columns, and aliased SQL (a page's total). */
export type Selected = Readonly<Record<string, AnyColumn | SQL.Aliased>>

/**
 * Where the call's `i`-th value goes in a statement being compiled, encoded as `column` encodes its values (a Date for
 * a timestamp column); without a column the value goes as it is.
 */
export const slot = (i: number, column?: AnyColumn): SQL =>
  sql`${column ? new Param(sql.placeholder(String(i)), column) : sql.placeholder(String(i))}`

/** The driver's parsers as drizzle's node-postgres session sets them: times, dates and intervals stay text. */
const AS_TEXT = new Set([1184, 1114, 1082, 1186, 1231, 1115, 1185, 1187, 1182])
const types = {
  getTypeParser: (id: number, format?: 'text' | 'binary') =>
    AS_TEXT.has(id) ? (value: string) => value : pg.types.getTypeParser(id, format),
}

const keeps = (column: AnyColumn) => column.mapFromDriverValue === Column.prototype.mapFromDriverValue

/**
 * A built select (`db.select(selected)…` with `slot(i)` for the values) as text, parameters and row decoding. Called
 * once per shape: the statement's text must depend on nothing but the shape.
 */
export function compile(query: { toSQL(): { sql: string; params: unknown[] } }, selected: Selected): Compiled {
  const { sql: text, params } = query.toSQL()
  const keys = Object.keys(selected)
  return {
    text,
    params: params.map((p) => {
      if (is(p, Placeholder)) return { at: Number(p.name) }
      if (is(p, Param) && is(p.value, Placeholder)) {
        const encoder = p.encoder
        return { at: Number(p.value.name), encode: (v: unknown) => encoder.mapToDriverValue(v) }
      }
      return { fixed: p }
    }),
    keys,
    decoders: keys.map((key) => {
      const field = selected[key]
      if (is(field, Column)) return keeps(field) ? undefined : (v: unknown) => field.mapFromDriverValue(v)
      // drizzle's decoding of aliased SQL (`sql<T>` keeps the value unless `.mapWith` says otherwise)
      const { decoder } = (field as SQL.Aliased).sql as unknown as {
        decoder: { mapFromDriverValue(v: unknown): unknown }
      }
      return (v: unknown) => decoder.mapFromDriverValue(v)
    }),
  }
}

interface Queryable {
  query(config: pg.QueryArrayConfig): Promise<pg.QueryArrayResult>
}

/** The pool (or client) under a drizzle handle made by `drizzle(pool)` / `dbOn(client)`. */
function clientOf(db: Db): Queryable {
  const client = (db as unknown as { $client?: Queryable }).$client
  if (!client) throw new Error('a compiled statement needs a database handle on a pool or a client')
  return client
}

/** Runs a compiled statement with the call's values: its rows as arrays, in the select's order. */
export async function runCompiled(db: Db, c: Compiled, values: readonly unknown[]): Promise<unknown[][]> {
  const params = c.params.map((p) => {
    if ('fixed' in p) return p.fixed
    const value = values[p.at]
    return value === null || value === undefined || !p.encode ? value : p.encode(value)
  })
  const result = await clientOf(db).query({ text: c.text, values: params, rowMode: 'array', types })
  return result.rows
}

/** Row arrays as objects of the first `count` selected keys (default all), each value decoded as drizzle decodes it. */
export function objectsOf<Row>(c: Compiled, rows: readonly unknown[][], count = c.keys.length): Row[] {
  const { keys, decoders } = c
  return rows.map((raw) => {
    const row: Record<string, unknown> = {}
    for (let i = 0; i < count; i++) {
      const value = raw[i]
      const decode = decoders[i]
      row[keys[i]] = value === null || !decode ? value : decode(value)
    }
    return row as Row
  })
}

/**
 * Compiled statements by shape key, at most `limit` of them (past it the oldest go: shapes are few, but an `in`
 * list's length is part of its shape).
 */
export class CompiledCache {
  private readonly kept = new Map<string, Compiled>()
  constructor(private readonly limit = 256) {}
  get size() {
    return this.kept.size
  }
  of(key: string, make: () => Compiled): Compiled {
    let c = this.kept.get(key)
    if (c) return c
    c = make()
    if (this.kept.size >= this.limit) this.kept.delete(this.kept.keys().next().value!)
    this.kept.set(key, c)
    return c
  }
}
