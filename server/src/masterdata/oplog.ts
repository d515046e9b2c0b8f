import type { ModelDefinition } from '@wp/contract'
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { jsonRows } from '../db/json-rows'
import { mdmOplog } from './schema'

/** 操作类型 (dictionary `mdm_oper_type`). */
export const OPER = {
  add: '1',
  edit: '2',
  retire: '3',
  restore: '4',
  collect: '5',
  publish: '6',
  submit: '7',
  approve: '8',
  reject: '9',
} as const

type Data = Readonly<Record<string, unknown>>

/** The fields whose values differ. */
export function changedFields(before: Data, after: Data) {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...keys].filter((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null))
}

const secrets = new WeakMap<ModelDefinition, Set<string>>()
/** A definition's sensitive fields (worked out once per definition object: a collection batch logs hundreds of rows). */
function secretFields(def: ModelDefinition) {
  let set = secrets.get(def)
  if (!set) secrets.set(def, (set = new Set(def.fieldList.filter((f) => f.sensitive).map((f) => f.fieldCode))))
  return set
}

/** Values with the model's sensitive fields masked (the log never keeps them in clear). */
export function masked(def: ModelDefinition | undefined, data: Data | null | undefined) {
  if (!data) return null
  const secret = def ? secretFields(def) : new Set<string>()
  if (!secret.size) return JSON.stringify(data)
  return JSON.stringify(Object.fromEntries(Object.entries(data).map(([k, v]) => [k, secret.has(k) ? '******' : v])))
}

export interface OplogEntry {
  modelId: number | null
  recordId?: number | null
  recordCode?: string | null
  operType: string
  before?: Data | null
  after?: Data | null
  def?: ModelDefinition
  channel: string
  by: string
  at: Date
}

/** One operate-log row: only the changed fields' before and after values are kept for an edit. */
export async function writeOplog(db: Db, entry: OplogEntry) {
  await writeOplogs(db, [entry])
}

/** Several operate-log rows in one statement (a collection batch). */
export async function writeOplogs(db: Db, entries: readonly OplogEntry[]) {
  if (!entries.length) return
  const rows = entries.map((entry) => {
    const fields = entry.before && entry.after ? changedFields(entry.before, entry.after) : undefined
    const pick = (d: Data | null | undefined) =>
      d && fields ? Object.fromEntries(fields.map((k) => [k, d[k] ?? null])) : d
    return {
      modelId: entry.modelId,
      recordId: entry.recordId ?? null,
      recordCode: entry.recordCode ?? null,
      operType: entry.operType,
      changedFields: fields?.join(',').slice(0, 2000) ?? null,
      beforeData: masked(entry.def, pick(entry.before)),
      afterData: masked(entry.def, pick(entry.after)),
      channel: entry.channel.slice(0, 100),
      operName: entry.by,
      operTime: entry.at,
    }
  })
  // one statement, the rows as one JSON parameter: a collection batch writes hundreds of rows at once
  await db.execute(sql`
    insert into ${mdmOplog} (model_id, record_id, record_code, oper_type, changed_fields, before_data, after_data,
                             channel, oper_name, oper_time)
    ${jsonRows(rows, [
      ['model_id', 'bigint', (r) => r.modelId],
      ['record_id', 'bigint', (r) => r.recordId],
      ['record_code', 'varchar', (r) => r.recordCode],
      ['oper_type', 'varchar', (r) => r.operType],
      ['changed_fields', 'varchar', (r) => r.changedFields],
      ['before_data', 'text', (r) => r.beforeData],
      ['after_data', 'text', (r) => r.afterData],
      ['channel', 'varchar', (r) => r.channel],
      ['oper_name', 'varchar', (r) => r.operName],
      ['oper_time', 'timestamptz', (r) => r.operTime],
    ])}`)
}
