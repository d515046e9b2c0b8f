import {
  inputFields,
  inspectValues,
  MODEL_STATUS,
  recordResource,
  type ModelDefinition,
  type ResourceDescription,
} from '@wp/contract'
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { ServiceError } from '../../http/errors'
import { bodySchema } from '../../http/resource'
import { sanitizeRichText } from '../../http/sanitize'
import { nextSerial } from '../../serial/serial'
import { serialFormat } from '../model/definition'
import { OPER, writeOplog } from '../oplog'
import { mdmModel, mdmModelVersion, mdmRecord, type RecordSource } from '../schema'
import { enqueueDistribution } from '../distribution/outbox'
import { RecordRepository, type RecordRow } from './repository'

export type ModelRow = typeof mdmModel.$inferSelect

/** A published model: its row, the definition of its current version, and its records' description. */
export interface Published {
  model: ModelRow
  def: ModelDefinition
  resource: ResourceDescription
}

export async function publishedModel(db: Db, modelId: number): Promise<Published> {
  const [model] = await db.select().from(mdmModel).where(eq(mdmModel.modelId, modelId))
  if (!model) throw new ServiceError('模型不存在', 404)
  if (model.modelStatus === MODEL_STATUS.draft || model.version < 1) throw new ServiceError('模型尚未发布')
  const [v] = await db
    .select({ definition: mdmModelVersion.definition })
    .from(mdmModelVersion)
    .where(and(eq(mdmModelVersion.modelId, modelId), eq(mdmModelVersion.version, model.version)))
  if (!v) throw new ServiceError('模型版本不存在', 404)
  return { model, def: v.definition, resource: recordResource(model, v.definition) }
}

/** The record as the API sends it: its attributes beside the record's own columns. */
export const recordOut = (r: RecordRow) => ({
  ...r.data,
  recordId: r.recordId,
  code: r.code,
  orgId: r.orgId,
  recordStatus: r.recordStatus,
  modelVersion: r.modelVersion,
  rowVersion: r.rowVersion,
  qualityFlags: r.qualityFlags,
  createBy: r.createBy,
  createTime: r.createTime,
  updateBy: r.updateBy,
  updateTime: r.updateTime,
})

type Values = Record<string, unknown>

/** The body's values as the model's description takes them (types, bounds, dictionaries): refuses the first fault. */
export function parseRecordBody(p: Published, body: unknown, mode: 'add' | 'edit'): Values {
  const parsed = bodySchema(p.resource, sanitizeRichText, mode).safeParse(body ?? {})
  if (!parsed.success) throw new ServiceError(parsed.error.issues[0]?.message ?? '参数错误', 400)
  const values = parsed.data as Values
  if (mode === 'add')
    for (const f of inputFields(p.resource))
      if ((values[f.key] === undefined || values[f.key] === null) && f.default !== undefined) values[f.key] = f.default
  return values
}

/** Splits parsed values into the record's attributes and its organisation. */
export function split(values: Values) {
  const { orgId, ...data } = values
  for (const k of Object.keys(data)) if (data[k] === undefined) delete data[k]
  return { data, orgId: (orgId as number | null | undefined) ?? null }
}

/**
 * Every quality problem of a record's attributes against its model: local rules (required, pattern, length, range),
 * references to other models' live records, and uniqueness among this model's live records. `block` refuses the
 * record; `warn` flags it.
 */
export async function inspectRecord(
  db: Db,
  p: Published,
  data: Values,
  except?: number,
  /** unique: false leaves uniqueness to the expression indexes (collection: a clash refuses the row in its savepoint) */
  options: { unique?: boolean } = {},
) {
  const repo = new RecordRepository(db)
  const block: string[] = []
  const warn: string[] = []
  for (const { rule, message } of inspectValues(p.def, data)) (rule.severity === 'warn' ? warn : block).push(message)
  const refs: { field: string; label: string; model: string }[] = []
  for (const f of p.def.fieldList)
    if (f.dataType === 'modelRef' && f.refModelCode)
      refs.push({ field: f.fieldCode, label: f.fieldName, model: f.refModelCode })
  for (const r of p.def.inspectList)
    if (r.checkType === 'reference' && r.fieldCode && r.refModelCode)
      refs.push({ field: r.fieldCode, label: r.message || r.ruleName, model: r.refModelCode })
  for (const ref of refs) {
    const value = data[ref.field]
    if (value === undefined || value === null || value === '') continue
    const [target] = await db
      .select({ modelId: mdmModel.modelId })
      .from(mdmModel)
      .where(eq(mdmModel.modelCode, ref.model))
    const found = target && (await repo.existingCodes(target.modelId, [String(value)])).size > 0
    if (!found) block.push(`${labelOf(p, ref.field)}「${String(value).slice(0, 64)}」在模型 ${ref.model} 中不存在`)
  }
  const uniques: string[][] = p.def.fieldList.filter((f) => f.unique).map((f) => [f.fieldCode])
  for (const r of p.def.inspectList)
    if (r.checkType === 'unique') uniques.push(r.fields?.length ? [...r.fields] : [r.fieldCode!])
  for (const fields of options.unique === false ? [] : uniques) {
    const values = Object.fromEntries(fields.map((f) => [f, data[f]]))
    if (Object.values(values).some((v) => v === undefined || v === null || v === '')) continue
    if (await repo.taken(p.model.modelId, values, except))
      block.push(`${fields.map((f) => labelOf(p, f)).join('+')}「${Object.values(values).join('/')}」已存在`)
  }
  return { block, warn }
}

const labelOf = (p: Published, code: string) => p.def.fieldList.find((f) => f.fieldCode === code)?.fieldName ?? code

/** Numbers a new record by its model's coding rules: the record's code and every coded field. */
async function numbered(db: Db, p: Published, data: Values, now: Date) {
  const values: Record<string, string> = {}
  for (const [k, v] of Object.entries(data))
    if (v !== null && v !== undefined && typeof v !== 'object') {
      values[k] = String(v)
      values[k.toUpperCase()] = String(v)
    }
  let code: string | undefined
  const out = { ...data }
  for (const rule of p.def.ruleList) {
    const number = await nextSerial(db, {
      bizType: `masterdata.${p.model.modelId}.${rule.fieldCode || 'code'}`.slice(0, 64),
      format: serialFormat(rule.format),
      values,
      now,
    })
    if (rule.fieldCode) out[rule.fieldCode] = number
    else code = number
  }
  code ??= await nextSerial(db, {
    bizType: `masterdata.${p.model.modelId}.code`,
    format: `${p.model.modelCode}-{seq6}`,
    now,
  })
  return { code, data: out }
}

export interface WriteOptions {
  by: string
  at: Date
  /** 途径: 页面, 采集任务 #3, 审批 … */
  channel: string
  sources?: Record<string, RecordSource>
}

const uniqueRefusal = (err: unknown) => {
  const c = err as { code?: string; cause?: { code?: string } }
  if (c.code === '23505' || c.cause?.code === '23505') return new ServiceError('记录的唯一字段值已存在')
  return err
}

/** A new effective record in `db`'s transaction: numbered, logged and announced to real-time subscribers. */
export async function createRecord(
  db: Db,
  p: Published,
  input: { data: Values; orgId: number | null; warn?: string[] },
  o: WriteOptions,
) {
  const { code, data } = await numbered(db, p, input.data, o.at)
  try {
    const row = await new RecordRepository(db).insert({
      modelId: p.model.modelId,
      modelVersion: p.model.version,
      code,
      data,
      orgId: input.orgId,
      sources: o.sources,
      qualityFlags: input.warn?.length ? input.warn : null,
      by: o.by,
      at: o.at,
    })
    await writeOplog(db, {
      modelId: p.model.modelId,
      recordId: row.recordId,
      recordCode: code,
      operType: o.sources ? OPER.collect : OPER.add,
      after: data,
      def: p.def,
      channel: o.channel,
      by: o.by,
      at: o.at,
    })
    await enqueueDistribution(db, p, row, 'create', o.at)
    return row
  } catch (err) {
    throw uniqueRefusal(err)
  }
}

/** Changes an effective record (new attributes, organisation, status); logs and announces what changed. */
export async function changeRecord(
  db: Db,
  p: Published,
  before: RecordRow,
  next: Partial<Pick<RecordRow, 'data' | 'orgId' | 'recordStatus' | 'sources' | 'qualityFlags'>>,
  o: WriteOptions & { operType?: string },
) {
  try {
    const row = await new RecordRepository(db).update(
      before.recordId,
      { ...next, modelVersion: next.data ? p.model.version : undefined },
      o.by,
      o.at,
    )
    const beforeAll = { ...before.data, orgId: before.orgId, recordStatus: before.recordStatus }
    const afterAll = { ...row.data, orgId: row.orgId, recordStatus: row.recordStatus }
    await writeOplog(db, {
      modelId: p.model.modelId,
      recordId: row.recordId,
      recordCode: row.code,
      operType: o.operType ?? (o.sources ? OPER.collect : OPER.edit),
      before: beforeAll,
      after: afterAll,
      def: p.def,
      channel: o.channel,
      by: o.by,
      at: o.at,
    })
    const event = row.recordStatus === '2' ? 'retire' : 'update'
    await enqueueDistribution(db, p, row, event, o.at)
    return row
  } catch (err) {
    throw uniqueRefusal(err)
  }
}

/** Records by id within a model (and a scope). */
export async function recordsByIds(db: Db, modelId: number, ids: readonly number[]) {
  return db
    .select()
    .from(mdmRecord)
    .where(and(eq(mdmRecord.modelId, modelId), inArray(mdmRecord.recordId, [...ids])))
}
