import { sql, type SQL } from 'drizzle-orm'

/** One column of `jsonRows`: its name, its PostgreSQL type, and each row's value (JSON-able; a Date as its moment). */
export type JsonRowsColumn<R> = readonly [name: string, type: string, value: (row: R) => unknown]

const NAME = /^[a-z_][a-z0-9_]*$/
const TYPE = /^[a-z][a-z0-9 ]*$/

/**
 * `select … from jsonb_to_recordset(…)` for a multi-row insert: all the rows travel as one JSON parameter (one native
 * `JSON.stringify`; no array literal built and escaped value by value in JavaScript), and a column every row shares
 * (a bulk load's model, writer and moment) as one plain parameter. However many rows, the statement has a few
 * parameters and no per-value query objects. A jsonb column takes the value itself (not its text); null or undefined
 * is SQL NULL. Names and types are the caller's constants (checked); values always travel as parameters.
 */
export function jsonRows<R>(rows: readonly R[], columns: readonly JsonRowsColumn<R>[]): SQL {
  for (const [name, type] of columns)
    if (!NAME.test(name) || !TYPE.test(type)) throw new Error(`jsonRows: bad column ${name} ${type}`)
  const shared = columns.map(([, , value]) => {
    const first = value(rows[0])
    return rows.every((r) => value(r) === first) ? { first } : undefined
  })
  const own = columns.filter((_, i) => !shared[i])
  const select = columns.map(([name, type], i) => {
    const one = shared[i]
    if (!one) return sql.raw(`u.${name}`)
    const v = one.first
    return sql`${sql.param(type === 'jsonb' && v !== null && v !== undefined ? JSON.stringify(v) : v)}::${sql.raw(type)}`
  })
  if (!own.length) return sql`select ${sql.join(select, sql`, `)} from generate_series(1, ${rows.length}::int)`
  const document = JSON.stringify(
    rows.map((r) => {
      const o: Record<string, unknown> = {}
      for (const [name, , value] of own) o[name] = value(r)
      return o
    }),
  )
  return sql`select ${sql.join(select, sql`, `)}
    from jsonb_to_recordset(${document}::jsonb) as u(${sql.raw(own.map(([name, type]) => `${name} ${type}`).join(', '))})`
}
