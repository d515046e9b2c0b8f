import type { ModelDefinition } from '@wp/contract'
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { isTaken } from '../../db/unique'
import { escapeLike } from '../../db/like'
import { jsonRows } from '../../db/json-rows'
import { ServiceError } from '../../http/errors'
import { COMPARISON_SQL, type Comparison } from '../../http/resource'
import { mdmRecord, type RecordSource } from '../schema'

/**
 * Every read and write of golden records goes through here: the only code that knows they are JSONB in one table
 * (`mdm_record.data`), so serving another database later means another implementation of this one interface.
 * Field codes reaching SQL are checked against `FIELD_CODE` first; values always travel as parameters.
 */
export const FIELD_CODE = /^[a-zA-Z][a-zA-Z0-9_]{0,39}$/

export type RecordRow = typeof mdmRecord.$inferSelect

/** A filter on a record column or a data field. */
export type RecordFilter =
  | { key: string; op: 'like' | 'equals' | Comparison; value: string | number | boolean }
  | { key: string; op: 'in'; value: readonly string[] }
  | { key: string; op: 'between'; value: { begin?: string | number; end?: string | number } }

export interface RecordQuery {
  modelId: number
  filters: readonly RecordFilter[]
  order: readonly { key: string; direction: 'asc' | 'desc' }[]
  /** the departments the caller's data scope reaches (undefined: all) */
  deptIds?: readonly number[]
}

const COLUMNS: Record<string, SQL | typeof mdmRecord.recordId> = {
  recordId: sql`${mdmRecord.recordId}`,
  code: sql`${mdmRecord.code}`,
  orgId: sql`${mdmRecord.orgId}`,
  recordStatus: sql`${mdmRecord.recordStatus}`,
  modelVersion: sql`${mdmRecord.modelVersion}`,
  createTime: sql`${mdmRecord.createTime}`,
  updateTime: sql`${mdmRecord.updateTime}`,
}

const field = (key: string) => {
  if (COLUMNS[key]) return COLUMNS[key] as SQL
  if (!FIELD_CODE.test(key)) throw new ServiceError(`字段 ${key.slice(0, 40)} 无效`)
  return sql`(${mdmRecord.data} ->> ${key})`
}

function condition(f: RecordFilter): SQL | undefined {
  const col = field(f.key)
  switch (f.op) {
    case 'like':
      return sql`${col}::text ilike ${`%${escapeLike(String(f.value))}%`}`
    case 'equals':
      return COLUMNS[f.key] ? sql`${col} = ${f.value}` : sql`${col} = ${String(f.value)}`
    case 'notEquals':
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte': {
      // a data field's number compares as a number (its text would put 10 before 9)
      const numeric = !COLUMNS[f.key] && typeof f.value === 'number'
      const value = COLUMNS[f.key] || numeric ? f.value : String(f.value)
      return sql`${numeric ? sql`(${col})::numeric` : col} ${sql.raw(COMPARISON_SQL[f.op])} ${value}`
    }
    case 'in':
      return f.value.length
        ? sql`${col}::text in (${sql.join(
            f.value.map((v) => sql`${v}`),
            sql`, `,
          )})`
        : undefined
    case 'between': {
      const parts: SQL[] = []
      if (f.value.begin !== undefined) parts.push(sql`${col} >= ${f.value.begin}`)
      if (f.value.end !== undefined) parts.push(sql`${col} <= ${f.value.end}`)
      return parts.length ? and(...parts) : undefined
    }
  }
}

const indexName = (modelId: number, kind: string, fields: readonly string[]) =>
  `mdm_r${modelId}_${kind}_${fields.join('_').toLowerCase()}`.slice(0, 63)

export interface NewRecord {
  modelId: number
  modelVersion: number
  code: string
  data: Record<string, unknown>
  orgId: number | null
  recordStatus?: string
  sources?: Record<string, RecordSource>
  qualityFlags?: string[] | null
  by: string
  at: Date
}

export class RecordRepository {
  constructor(private readonly db: Db) {}

  private where(q: RecordQuery) {
    return and(
      eq(mdmRecord.modelId, q.modelId),
      ...q.filters.map(condition),
      q.deptIds ? (q.deptIds.length ? inArray(mdmRecord.orgId, [...q.deptIds]) : sql`false`) : undefined,
    )
  }

  async page(q: RecordQuery, paging: { pageNum: number; pageSize: number }) {
    const where = this.where(q)
    const rows = await this.db
      .select()
      .from(mdmRecord)
      .where(where)
      .orderBy(...q.order.map((o) => (o.direction === 'asc' ? asc : desc)(field(o.key))), desc(mdmRecord.recordId))
      .limit(paging.pageSize)
      .offset((paging.pageNum - 1) * paging.pageSize)
    const total = await this.db.$count(mdmRecord, where)
    return { rows, total }
  }

  /** Every matching record in batches of `size` (exports, scheduled distribution): never all in memory. */
  async *stream(q: RecordQuery, size = 500): AsyncIterable<RecordRow> {
    let after = 0
    for (;;) {
      const rows = await this.db
        .select()
        .from(mdmRecord)
        .where(and(this.where(q), sql`${mdmRecord.recordId} > ${after}`))
        .orderBy(asc(mdmRecord.recordId))
        .limit(size)
      yield* rows
      if (rows.length < size) return
      after = rows[rows.length - 1].recordId
    }
  }

  /**
   * Records of a model written after `after` in (changeSeq, recordId) order, `limit` at most, and only those written
   * by transactions older than the oldest one still running (so a slow writer's rows are never passed over).
   */
  async changedAfter(modelId: number, after: { changeSeq: number; recordId: number }, limit: number) {
    return this.db
      .select()
      .from(mdmRecord)
      .where(
        and(
          eq(mdmRecord.modelId, modelId),
          sql`(${mdmRecord.changeSeq}, ${mdmRecord.recordId}) > (${after.changeSeq}, ${after.recordId})`,
          sql`${mdmRecord.changeSeq} < pg_snapshot_xmin(pg_current_snapshot())::text::bigint`,
        ),
      )
      .orderBy(asc(mdmRecord.changeSeq), asc(mdmRecord.recordId))
      .limit(limit)
  }

  /**
   * 完整度 over a model's live records: per field, how many records fill it; per source (`task:<id>` of
   * `sources`), how many records it gave and the average share of `fields` its own values fill.
   */
  async completeness(modelId: number, fields: readonly string[]) {
    for (const f of fields) if (!FIELD_CODE.test(f)) throw new ServiceError(`字段 ${f.slice(0, 40)} 无效`)
    const live = and(eq(mdmRecord.modelId, modelId), ne(mdmRecord.recordStatus, '2'))
    const filled = fields.map((f) => sql`count(*) filter (where coalesce(${mdmRecord.data} ->> ${f}, '') <> '')::int`)
    const [counts] = await this.db
      .select({
        total: sql<number>`count(*)::int`,
        filled: sql<number[]>`array[${sql.join(filled.length ? filled : [sql`0`], sql`, `)}]`,
      })
      .from(mdmRecord)
      .where(live)
    const n = Math.max(fields.length, 1)
    const list = sql`array[${sql.join(fields.length ? fields.map((f) => sql`${f}`) : [sql`''`], sql`, `)}]::text[]`
    const sources = (await this.db.execute(sql`
      select s.key as source, count(*)::int as records,
             round(avg((select count(*) from jsonb_each_text(s.value -> 'data') e
                        where e.key = any(${list}) and e.value <> '') * 100.0 / ${n}))::int as percent
      from ${mdmRecord} r, jsonb_each(r.sources) s
      where r.model_id = ${modelId} and r.record_status <> '2'
      group by s.key order by s.key`)) as unknown as { rows: { source: string; records: number; percent: number }[] }
    return {
      total: counts.total,
      fields: fields.map((f, i) => ({ field: f, filled: fields.length ? counts.filled[i] : 0 })),
      sources: sources.rows,
    }
  }

  async get(modelId: number, recordId: number, deptIds?: readonly number[]) {
    const [row] = await this.db
      .select()
      .from(mdmRecord)
      .where(this.where({ modelId, filters: [{ key: 'recordId', op: 'equals', value: recordId }], order: [], deptIds }))
    return row
  }

  /** The live records whose match-key fields equal one of `keys` (each key the fields' values in order). */
  async findByKeys(modelId: number, fields: readonly string[], keys: readonly string[][]) {
    if (!keys.length) return []
    // one array parameter per field (not a query object per value): a collection batch asks for hundreds of keys
    const column = (i: number) => sql.param(keys.map((k) => k[i]))
    const match =
      fields.length === 1
        ? sql`${field(fields[0])} = any(${column(0)}::text[])`
        : sql`(${sql.join(
            fields.map((f) => field(f)),
            sql`, `,
          )}) in (select * from unnest(${sql.join(
            fields.map((_, i) => sql`${column(i)}::text[]`),
            sql`, `,
          )}))`
    return this.db
      .select()
      .from(mdmRecord)
      .where(and(eq(mdmRecord.modelId, modelId), match))
  }

  /** Whether a live record other than `except` holds these values (a unique field or a unique rule's fields). */
  async taken(modelId: number, values: Readonly<Record<string, unknown>>, except?: number) {
    const same = Object.entries(values).map(([k, v]) => sql`${field(k)} = ${String(v)}`)
    return isTaken(
      this.db,
      mdmRecord.recordId,
      and(eq(mdmRecord.modelId, modelId), ne(mdmRecord.recordStatus, '2'), ...same),
      except,
    )
  }

  /** Which of these codes name live records of a model (references between models). */
  async existingCodes(modelId: number, codes: readonly string[]) {
    if (!codes.length) return new Set<string>()
    const rows = await this.db
      .select({ code: mdmRecord.code })
      .from(mdmRecord)
      .where(and(eq(mdmRecord.modelId, modelId), ne(mdmRecord.recordStatus, '2'), inArray(mdmRecord.code, [...codes])))
    return new Set(rows.map((r) => r.code))
  }

  async insert(values: NewRecord) {
    const [row] = await this.insertMany([values], false)
    return row
  }

  /**
   * Several new records in one statement. With `skipClashes` a row that would break a unique index (a unique
   * field, a unique rule, the code) is left out instead of failing the statement: the rows returned are those
   * written (match them by `code`).
   */
  async insertMany(values: readonly NewRecord[], skipClashes: boolean) {
    if (!values.length) return []
    // one statement, the rows as one JSON parameter; only what the database adds comes back (a bulk load does not
    // read its own JSON back)
    const result = (await this.db.execute(sql`
      insert into mdm_record (model_id, model_version, code, data, org_id, record_status, sources, quality_flags,
                              create_by, create_time, update_by, update_time)
      ${jsonRows(values, [
        ['model_id', 'bigint', (r) => r.modelId],
        ['model_version', 'int', (r) => r.modelVersion],
        ['code', 'varchar', (r) => r.code],
        ['data', 'jsonb', (r) => r.data],
        ['org_id', 'bigint', (r) => r.orgId],
        ['record_status', 'char', (r) => r.recordStatus ?? '0'],
        ['sources', 'jsonb', (r) => r.sources ?? {}],
        ['quality_flags', 'jsonb', (r) => r.qualityFlags],
        ['create_by', 'varchar', (r) => r.by],
        ['create_time', 'timestamptz', (r) => r.at],
        ['update_by', 'varchar', () => ''],
        ['update_time', 'timestamptz', (r) => r.at],
      ])}
      ${skipClashes ? sql`on conflict do nothing` : sql``}
      returning record_id, code, row_version, change_seq`)) as unknown as {
      rows: { record_id: string | number; code: string; row_version: number; change_seq: string | number }[]
    }
    const byCode = new Map(values.map((v) => [v.code, v]))
    return result.rows.map((r): RecordRow => {
      const v = byCode.get(r.code)!
      return {
        recordId: Number(r.record_id),
        modelId: v.modelId,
        modelVersion: v.modelVersion,
        code: r.code,
        data: v.data,
        orgId: v.orgId,
        recordStatus: v.recordStatus ?? '0',
        sources: v.sources ?? {},
        qualityFlags: v.qualityFlags ?? null,
        rowVersion: r.row_version,
        changeSeq: Number(r.change_seq),
        createBy: v.by,
        createTime: v.at,
        updateBy: '',
        updateTime: v.at,
      }
    })
  }

  async update(
    recordId: number,
    values: Partial<Pick<RecordRow, 'data' | 'orgId' | 'recordStatus' | 'sources' | 'qualityFlags' | 'modelVersion'>>,
    by: string,
    at: Date,
  ) {
    const [row] = await this.db
      .update(mdmRecord)
      .set({
        ...values,
        rowVersion: sql`${mdmRecord.rowVersion} + 1`,
        changeSeq: sql`pg_current_xact_id()::text::bigint`,
        updateBy: by,
        updateTime: at,
      })
      .where(eq(mdmRecord.recordId, recordId))
      .returning()
    return row
  }

  /**
   * Expression indexes for a published definition: a unique one per unique field and per unique rule (live records
   * only), a plain one per searched or business-key field and one over the fields collection matches by. Made once (`IF NOT EXISTS`); fails clearly when the model's
   * live records already hold duplicates.
   */
  async ensureIndexes(modelId: number, def: ModelDefinition) {
    const uniques: string[][] = def.fieldList.filter((f) => f.unique).map((f) => [f.fieldCode])
    for (const rule of def.inspectList)
      if (rule.checkType === 'unique' && rule.fields?.length) uniques.push([...rule.fields])
    const plain = def.fieldList.filter((f) => (f.queryable || f.isBizKey) && !f.unique).map((f) => [f.fieldCode])
    // the fields collection matches records by (business keys, else unique fields), over live and retired records
    const keys = def.fieldList.filter((f) => f.isBizKey).map((f) => f.fieldCode)
    const match = keys.length ? keys : def.fieldList.filter((f) => f.unique).map((f) => f.fieldCode)
    if (match.length) plain.push(match)
    const expr = (fields: readonly string[]) =>
      fields
        .map((f) => {
          if (!FIELD_CODE.test(f)) throw new ServiceError(`字段 ${f.slice(0, 40)} 无效`)
          return `(data ->> '${f}')`
        })
        .join(', ')
    for (const fields of uniques) {
      try {
        await this.db.execute(
          sql.raw(
            `create unique index if not exists ${indexName(modelId, 'u', fields)} on mdm_record (${expr(fields)}) where model_id = ${Number(modelId)} and record_status <> '2'`,
          ),
        )
      } catch (err) {
        if (
          (err as { code?: string }).code === '23505' ||
          (err as { cause?: { code?: string } }).cause?.code === '23505'
        )
          throw new ServiceError(`已有记录的「${fields.join('、')}」重复，不能设为唯一`)
        throw err
      }
    }
    for (const fields of plain)
      await this.db.execute(
        sql.raw(
          `create index if not exists ${indexName(modelId, 'i', fields)} on mdm_record (${expr(fields)}) where model_id = ${Number(modelId)}`,
        ),
      )
  }
}
