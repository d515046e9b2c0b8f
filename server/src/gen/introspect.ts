import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'

/** A table of the database's current schema, as information_schema lists it, with its comment. */
export interface DbTable {
  tableName: string
  tableComment: string
}

/** A column as information_schema describes it, with its comment and whether it is (part of) the primary key. */
export interface DbColumn {
  columnName: string
  /** `character varying(50)`, `numeric(18,2)`, `bigint`, `timestamp with time zone` … */
  columnType: string
  dataType: string
  maxLength: number | null
  precision: number | null
  scale: number | null
  nullable: boolean
  defaultValue: string | null
  identity: 'ALWAYS' | 'BY DEFAULT' | null
  isPk: boolean
  comment: string
  position: number
}

/** Tables the generator never offers besides the modules' own (its own metadata). */
const GENERATOR_TABLES = ['gen_table', 'gen_table_column']

/**
 * The base tables of the current schema (information_schema.tables) that no module declares — the platform's own
 * tables are never imported — filtered by name and comment (contains, case-insensitive), by name.
 */
export async function dbTables(
  db: Db,
  own: ReadonlySet<string>,
  filter: { tableName?: string; tableComment?: string } = {},
): Promise<DbTable[]> {
  const rows = (await db.execute(sql`
    select t.table_name, obj_description(format('%I.%I', t.table_schema, t.table_name)::regclass, 'pg_class') as table_comment
    from information_schema.tables t
    where t.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    order by t.table_name`)) as unknown as { rows: { table_name: string; table_comment: string | null }[] }
  const contains = (value: string, part?: string) => !part || value.toLowerCase().includes(part.toLowerCase())
  return rows.rows
    .filter((r) => !own.has(r.table_name) && !GENERATOR_TABLES.includes(r.table_name))
    .map((r) => ({ tableName: r.table_name, tableComment: r.table_comment ?? '' }))
    .filter((t) => contains(t.tableName, filter.tableName) && contains(t.tableComment, filter.tableComment))
}

/** The columns of one table of the current schema, in their order (information_schema.columns). */
export async function dbColumns(db: Db, tableName: string): Promise<DbColumn[]> {
  type Row = {
    column_name: string
    data_type: string
    character_maximum_length: number | null
    numeric_precision: number | null
    numeric_scale: number | null
    is_nullable: string
    column_default: string | null
    identity_generation: string | null
    ordinal_position: number
    comment: string | null
    is_pk: boolean
  }
  const rows = (await db.execute(sql`
    select c.column_name, c.data_type, c.character_maximum_length, c.numeric_precision, c.numeric_scale,
      c.is_nullable, c.column_default, c.identity_generation, c.ordinal_position,
      col_description(format('%I.%I', c.table_schema, c.table_name)::regclass, c.ordinal_position) as comment,
      exists (
        select 1 from information_schema.table_constraints tc
        join information_schema.key_column_usage k
          on k.constraint_name = tc.constraint_name and k.table_schema = tc.table_schema and k.table_name = tc.table_name
        where tc.table_schema = c.table_schema and tc.table_name = c.table_name
          and tc.constraint_type = 'PRIMARY KEY' and k.column_name = c.column_name
      ) as is_pk
    from information_schema.columns c
    where c.table_schema = current_schema() and c.table_name = ${tableName}
    order by c.ordinal_position`)) as unknown as { rows: Row[] }
  return rows.rows.map((r) => ({
    columnName: r.column_name,
    columnType: typeText(r.data_type, r.character_maximum_length, r.numeric_precision, r.numeric_scale),
    dataType: r.data_type,
    maxLength: r.character_maximum_length,
    precision: r.numeric_precision,
    scale: r.numeric_scale,
    nullable: r.is_nullable === 'YES',
    defaultValue: r.column_default,
    identity:
      r.identity_generation === 'ALWAYS' || r.identity_generation === 'BY DEFAULT' ? r.identity_generation : null,
    isPk: r.is_pk,
    comment: r.comment ?? '',
    position: Number(r.ordinal_position),
  }))
}

function typeText(dataType: string, length: number | null, precision: number | null, scale: number | null) {
  if (length !== null && (dataType === 'character varying' || dataType === 'character')) return `${dataType}(${length})`
  if (dataType === 'numeric' && precision !== null) return `numeric(${precision},${scale ?? 0})`
  return dataType
}
