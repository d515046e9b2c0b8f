import type { FieldDescription, ResourceDescription, RowOf, SearchOp, SortDirection } from '@wp/contract'

type TimeKeys<R extends ResourceDescription> = Extract<R['fields'][number], { readonly type: 'datetime' }>['key']

/** A row as a store holds it: the description's row, with its times as Dates (sent as `yyyy-MM-dd HH:mm:ss`). */
export type StoredRow<R extends ResourceDescription> = {
  [K in keyof RowOf<R>]: K extends TimeKeys<R> ? RowOf<R>[K] | Date : RowOf<R>[K]
}

/**
 * Where a resource's rows live, as the derived routes see it. The description says what the resource is; a store
 * says where its rows are: `drizzleStore` reads and writes a Drizzle table (coded modules), and a store over a JSONB
 * column can serve a ledger defined at run time through the same routes. Everything a store receives is already
 * checked: values against the description, filters against its search fields, sorting against its allowlist.
 */
export interface ResourceStore<Row> {
  /** The most characters each text column holds, by field: the body's validation is held to it (never the database). */
  readonly columnLengths?: Readonly<Record<string, number>>
  /** One page of the matching rows, and how many match. */
  page(query: StoreQuery, page: { pageNum: number; pageSize: number }): Promise<{ rows: Row[]; total: number }>
  /** Every matching row in order (trees, unpaged lists). */
  all(query: StoreQuery): Promise<Row[]>
  /** Every matching row, read in batches (exports): never the whole table in memory. */
  stream(query: StoreQuery): AsyncIterable<Row>
  /** One row by id, or undefined when there is none or the scope does not reach it. */
  get(id: number, scope?: RowScope): Promise<Row | undefined>
  /** How many of these ids name rows the scope reaches. */
  countVisible(ids: readonly number[], scope: RowScope): Promise<number>
  /** Whether a row other than `except` holds these values (uniqueness). */
  taken(values: Readonly<Record<string, unknown>>, except?: number): Promise<boolean>
  insert(values: Readonly<Record<string, unknown>>, audit: Audit): Promise<Row>
  update(id: number, values: Readonly<Record<string, unknown>>, audit: Audit): Promise<void>
  remove(ids: readonly number[]): Promise<void>
  /** Every row goes (a log's 清空). */
  clear(): Promise<void>
}

/** Who writes, and when: stored in the audit columns (`create_by`, `update_time` …) where the store keeps them. */
export interface Audit {
  by: string
  at: Date
}

/** The one-value comparisons (not equal, above, at least, below, at most) as SQL operators, for stores writing SQL. */
export const COMPARISON_SQL = { notEquals: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const
export type Comparison = keyof typeof COMPARISON_SQL

/**
 * One condition of a search field: `like` a text, `equals` a value, `in` values, `between` two ends, or one of the
 * comparisons.
 */
export type Condition =
  | { field: FieldDescription; op: Exclude<SearchOp, 'in' | 'between' | 'under'>; value: string | number | boolean }
  | { field: FieldDescription; op: 'in'; value: readonly string[] }
  | { field: FieldDescription; op: 'between'; value: { begin?: string | number; end?: string | number } }

/**
 * The rows a caller's data scope reaches: those of some departments (on the description's `dataScope.dept` field)
 * and, for "self", the caller's own (on `dataScope.user`, else `dataScope.createBy`). Undefined: every row.
 */
export interface RowScope {
  deptIds: readonly number[]
  self?: { userId: number; userName: string }
}

export interface StoreQuery {
  where: readonly Condition[]
  order: readonly { key: string; direction: SortDirection }[]
  scope?: RowScope
}
