import { Column, is, Param, Placeholder, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { createHash } from 'node:crypto'
import pg from 'pg'
import type { Db } from './client'

/**
 * Statements compiled once per shape. A list's statement is the same text for every call with the same filters
 * given, the same order and the same data-scope kind; only its values change. Building it with drizzle's query
 * builder and turning that into text cost a list request a fifth of its CPU (`bench/profile.ts`), so a caller writes
 * it once per shape with `slot(i)` where the call's i-th value goes, keeps the `Compiled` under a key naming that
 * shape, and runs it with each call's values.
 *
 * A statement marked `prepared` is prepared once per connection under a name drawn from its text and then only
 * bound and executed: PostgreSQL parses it once, and after five runs keeps a generic plan when that plans no worse
 * than the custom ones (`plan_cache_mode = auto`), which for a list page halves the database's CPU per request
 * (`bench/http.ts`). The family's Java servers do the same (pgjdbc prepares a statement on its fifth run). Behind a
 * transaction pooler `DATABASE_PREPARED_STATEMENTS=false` makes the pool's clients send every statement unnamed
 * (`UnnamedStatementsClient`), so nothing is prepared there. A statement whose text varies with a value's size (an
 * `in` list's length) is left unnamed: each size would stay prepared on every connection.
 */
export interface Compiled {
  readonly text: string
  /** The name it is prepared under on each connection (`wp_` and a digest of the text); unnamed when absent. */
  readonly name?: string
  /** Each parameter: a value of the call (`at`, encoded as its column encodes) or one fixed when compiled. */
  readonly params: readonly ({ at: number; encode?: (value: unknown) => unknown } | { fixed: unknown })[]
  /** The row's property names, in the select's order. */
  readonly keys: readonly string[]
  /**
   * A row array as an object of the first `rowKeys` keys (`compile`'s), each value decoded as drizzle decodes it
   * (`mapFromDriverValue`).
   */
  readonly row: (raw: readonly unknown[]) => Record<string, unknown>
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
 * A built select (`db.select(selected)…` with `slot(i)` for the values) as text, parameters and row decoding; rows
 * carry the first `rowKeys` selected keys (the others, a page's total, are read from the arrays). Called once per
 * shape: the statement's text must depend on nothing but the shape.
 */
export function compile(
  query: { toSQL(): { sql: string; params: unknown[] } },
  selected: Selected,
  rowKeys = Object.keys(selected).length,
): Compiled {
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
    row: rowMaker(
      keys.slice(0, rowKeys),
      keys.slice(0, rowKeys).map((key) => decoderOf(selected[key])),
    ),
  }
}

/**
 * The statement prepared once per connection under a name drawn from its text: the same text gets the same name in
 * every process, another text another name.
 */
export const prepared = (c: Compiled): Compiled => ({
  ...c,
  name: `wp_${createHash('sha256').update(c.text).digest('base64url').slice(0, 24)}`,
})

/** A column's decoding (drizzle's `mapFromDriverValue`), undefined where it keeps the driver's value. */
function decoderOf(field: AnyColumn | SQL.Aliased): ((value: unknown) => unknown) | undefined {
  if (is(field, Column)) return keeps(field) ? undefined : (v: unknown) => field.mapFromDriverValue(v)
  // drizzle's decoding of aliased SQL (`sql<T>` keeps the value unless `.mapWith` says otherwise)
  const { decoder } = (field as SQL.Aliased).sql as unknown as { decoder: { mapFromDriverValue(v: unknown): unknown } }
  return (v: unknown) => decoder.mapFromDriverValue(v)
}

/**
 * Rows as object literals written for these keys: an object given more than a dozen properties one by one under
 * computed keys (as drizzle and pg build rows) becomes a dictionary, and copying or serialising it then cost a wide
 * row (a user's) several times as much. The keys are the tables' property names, written as JSON strings.
 */
function rowMaker(
  keys: readonly string[],
  decoders: readonly (((value: unknown) => unknown) | undefined)[],
): Compiled['row'] {
  const values = keys.map((key, i) =>
    decoders[i]
      ? `${JSON.stringify(key)}: r[${i}] === null ? null : d[${i}](r[${i}])`
      : `${JSON.stringify(key)}: r[${i}]`,
  )
  // generated once per statement, from column names
  return new Function('d', `return (r) => ({ ${values.join(', ')} })`)(decoders) as Compiled['row']
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
  const result = await clientOf(db).query({ name: c.name, text: c.text, values: params, rowMode: 'array', types })
  return result.rows
}

/** Row arrays as objects (`Compiled.row`). */
export const objectsOf = <Row>(c: Compiled, rows: readonly unknown[][]): Row[] => rows.map((raw) => c.row(raw) as Row)

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
