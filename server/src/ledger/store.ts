import { isNumeric, type FieldDescription, type ResourceDescription } from '@wp/contract'
import { and, asc, eq, gte, inArray, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { isTaken } from '../db/unique'
import { escapeLike } from '../db/like'
import { inBatches } from '../http/excel'
import { pageOfTable, rangeBounds } from '../http/paging'
import { COMPARISON_SQL, type Condition, type ResourceStore, type RowScope, type StoreQuery } from '../http/resource'
import { ledgerRecord as t } from './schema'

export type LedgerRow = Record<string, unknown> & { recordId: number }

/** The fields kept as columns of `ledger_record`; every other field is a key of its `data`. */
const COLUMNS: Record<string, AnyColumn> = {
  recordId: t.recordId,
  deptId: t.deptId,
  createBy: t.createBy,
  createTime: t.createTime,
  updateBy: t.updateBy,
  updateTime: t.updateTime,
}
const IDS = new Set(['dept', 'user'])

/** A field's value in SQL: its column, else its text in `data` (numbers as numbers, anything else there as null). */
function valueOf(f: FieldDescription): SQL | AnyColumn {
  const column = COLUMNS[f.key]
  if (column) return column
  if (isNumeric(f) || IDS.has(f.type))
    return sql`(case when jsonb_typeof(${t.data} -> ${f.key}) = 'number' then (${t.data} ->> ${f.key})::numeric end)`
  return sql`(${t.data} ->> ${f.key})`
}

/** A value as `data` keeps it: several choices comma-joined (as the coded tables keep them), the rest as given. */
const stored = (v: unknown) => (Array.isArray(v) ? v.join(',') : v)

function condition(c: Condition): SQL | undefined {
  const f = c.field
  const v = valueOf(f)
  switch (c.op) {
    case 'notEquals':
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      return sql`${v} ${sql.raw(COMPARISON_SQL[c.op])} ${isNumeric(f) || IDS.has(f.type) ? Number(c.value) : String(c.value)}`
    case 'like':
      return sql`${v} ilike ${`%${escapeLike(String(c.value))}%`}`
    case 'equals':
      if (f.type === 'boolean' && !COLUMNS[f.key])
        return sql`${t.data} -> ${f.key} = ${JSON.stringify(!!c.value)}::jsonb`
      return isNumeric(f) || IDS.has(f.type) ? sql`${v} = ${Number(c.value)}` : sql`${v} = ${String(c.value)}`
    case 'in':
      return c.value.length
        ? sql`${v} in (${sql.join(
            c.value.map((one) => sql`${one}`),
            sql`, `,
          )})`
        : undefined
    case 'between': {
      const { begin, end } = c.value
      if (f.key === 'createTime' || f.key === 'updateTime') {
        const column = COLUMNS[f.key]
        const bounds = rangeBounds({ beginTime: begin as string | undefined, endTime: end as string | undefined })
        return and(bounds.begin && gte(column, bounds.begin), bounds.end && lte(column, bounds.end))
      }
      if (isNumeric(f))
        return and(
          begin === undefined ? undefined : sql`${v} >= ${Number(begin)}`,
          end === undefined ? undefined : sql`${v} <= ${Number(end)}`,
        )
      // dates and times as text (yyyy-MM-dd[ HH:mm:ss] sorts as it reads); a day's end takes the whole day
      const last = typeof end === 'string' && end.length === 10 && f.type === 'datetime' ? `${end} 23:59:59` : end
      return and(
        begin === undefined ? undefined : sql`${v} >= ${String(begin)}`,
        last === undefined ? undefined : sql`${v} <= ${String(last)}`,
      )
    }
  }
}

/**
 * The records of one ledger in `ledger_record` (its code's rows), read and written as its current description says:
 * a field the description has and a record lacks reads as null (added after the record), a key the record holds that
 * the description no longer names is not sent (a removed field; kept, so putting the field back brings it back).
 * Filters and sorting arrive checked against the description (`resourceHandlers`); values are bound parameters.
 */
export function ledgerStore(db: Db, resource: ResourceDescription): ResourceStore<LedgerRow> {
  const code = resource.key
  const fields = new Map(resource.fields.map((f) => [f.key, f]))
  const dataFields = resource.fields.filter((f) => !COLUMNS[f.key])
  const mine = eq(t.ledgerCode, code)

  const fromDb = (row: typeof t.$inferSelect): LedgerRow => {
    const out: LedgerRow = {
      recordId: row.recordId,
      deptId: row.deptId,
      createBy: row.createBy,
      createTime: row.createTime,
      updateBy: row.updateBy,
      updateTime: row.updateTime,
    }
    for (const f of dataFields) out[f.key] = row.data[f.key] ?? null
    return out
  }
  const split = (values: Readonly<Record<string, unknown>>) => {
    const data: Record<string, unknown> = {}
    let deptId: number | null | undefined
    for (const [key, value] of Object.entries(values)) {
      if (key === 'deptId') deptId = value as number | null
      else if (fields.has(key) && !COLUMNS[key]) data[key] = stored(value)
    }
    return { data, deptId }
  }
  const scopeWhere = (scope?: RowScope): SQL | undefined => {
    if (!scope) return undefined
    const parts: SQL[] = []
    if (scope.deptIds.length) parts.push(inArray(t.deptId, [...scope.deptIds]))
    if (scope.self) parts.push(eq(t.createBy, scope.self.userName))
    return parts.length ? or(...parts) : sql`false`
  }
  const where = (q: StoreQuery) => and(mine, ...q.where.map(condition), scopeWhere(q.scope))
  const orderBy = (q: StoreQuery) =>
    q.order.map((o) => {
      const f = fields.get(o.key)
      const v = f ? valueOf(f) : t.recordId
      return o.direction === 'asc' ? sql`${v} asc nulls last` : sql`${v} desc nulls last`
    })

  return {
    async page(q, paging) {
      const { rows, total } = await pageOfTable(db, t, where(q), orderBy(q), paging)
      return { rows: rows.map(fromDb), total }
    },
    async all(q) {
      return (
        await db
          .select()
          .from(t)
          .where(where(q))
          .orderBy(...orderBy(q))
      ).map(fromDb)
    },
    stream(q) {
      const filtered = where(q)
      return inBatches(
        async (after, size) =>
          (
            await db
              .select()
              .from(t)
              .where(and(filtered, sql`${t.recordId} > ${after}`))
              .orderBy(asc(t.recordId))
              .limit(size)
          ).map(fromDb),
        (row) => row.recordId,
      )
    },
    async get(recordId, scope) {
      const [row] = await db
        .select()
        .from(t)
        .where(and(mine, eq(t.recordId, recordId), scopeWhere(scope)))
      return row ? fromDb(row) : undefined
    },
    countVisible: (ids, scope) => db.$count(t, and(mine, inArray(t.recordId, [...ids]), scopeWhere(scope))),
    async taken(values, except) {
      const same = Object.entries(values).map(([key, value]) => {
        const f = fields.get(key)!
        return isNumeric(f) || IDS.has(f.type)
          ? sql`${valueOf(f)} = ${Number(value)}`
          : sql`${valueOf(f)} = ${String(stored(value))}`
      })
      return isTaken(db, t.recordId, and(mine, ...same), except)
    },
    async insert(values, audit) {
      const { data, deptId } = split(values)
      const [row] = await db
        .insert(t)
        .values({ ledgerCode: code, deptId: deptId ?? null, data, createBy: audit.by, createTime: audit.at })
        .returning()
      return fromDb(row)
    },
    async update(recordId, values, audit) {
      const { data, deptId } = split(values)
      await db
        .update(t)
        .set({
          // merged into what the record holds: the keys of removed fields stay, unsent fields keep their values
          data: sql`${t.data} || ${JSON.stringify(data)}::jsonb`,
          ...(deptId !== undefined ? { deptId } : {}),
          updateBy: audit.by,
          updateTime: audit.at,
        })
        .where(and(mine, eq(t.recordId, recordId)))
    },
    async remove(ids) {
      await db.delete(t).where(and(mine, inArray(t.recordId, [...ids])))
    },
    async clear() {
      await db.delete(t).where(mine)
    },
  }
}

/** Every stored value of a field across a ledger's records (for the type-change check): id and raw value. */
export async function storedValues(db: Db, code: string, key: string) {
  return db
    .select({ recordId: t.recordId, value: sql<unknown>`${t.data} -> ${key}` })
    .from(t)
    .where(and(eq(t.ledgerCode, code), sql`jsonb_typeof(${t.data} -> ${key}) <> 'null'`))
    .orderBy(asc(t.recordId))
}

/** How many records a ledger has. */
export const recordCount = (db: Db, code: string) => db.$count(t, eq(t.ledgerCode, code))
