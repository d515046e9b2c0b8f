import {
  completenessOf,
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
import { expandFormat, nextSerials, type SerialRequest } from '../../serial/serial'
import { serialFormat } from '../model/definition'
import { OPER, writeOplog, writeOplogs } from '../oplog'
import { mdmModel, mdmModelVersion, mdmRecord, type RecordSource } from '../schema'
import { enqueueDistribution, enqueueDistributions } from '../distribution/outbox'
import { RecordRepository, type RecordRow } from './repository'
import { rowOr404 } from '../../http/listing'

export type ModelRow = typeof mdmModel.$inferSelect

/** A published model: its row, the definition of its current version, and its records' description. */
export interface Published {
  model: ModelRow
  def: ModelDefinition
  resource: ResourceDescription
}

export async function publishedModel(db: Db, modelId: number): Promise<Published> {
  const model = await rowOr404(db, mdmModel, mdmModel.modelId, modelId, '模型不存在')
  if (model.modelStatus === MODEL_STATUS.draft || model.version < 1) throw new ServiceError('模型尚未发布')
  const [v] = await db
    .select({ definition: mdmModelVersion.definition })
    .from(mdmModelVersion)
    .where(and(eq(mdmModelVersion.modelId, modelId), eq(mdmModelVersion.version, model.version)))
  if (!v) throw new ServiceError('模型版本不存在', 404)
  return { model, def: v.definition, resource: recordResource(model, v.definition) }
}

/** The record as the API sends it: its attributes beside the record's own columns. */
export const recordOut = (p: Pick<Published, 'def'>, r: RecordRow) => ({
  ...r.data,
  completeness: completenessOf(p.def, r.data),
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
const schemas = new WeakMap<Published, Partial<Record<'add' | 'edit', ReturnType<typeof bodySchema>>>>()

/** The body's values as the model's description takes them (types, bounds, dictionaries): refuses the first fault. */
export function parseRecordBody(p: Published, body: unknown, mode: 'add' | 'edit'): Values {
  let made = schemas.get(p)
  if (!made) schemas.set(p, (made = {}))
  // built once per published model object (a collection run parses every row with it)
  const schema = (made[mode] ??= bodySchema(p.resource, sanitizeRichText, mode))
  const parsed = schema.safeParse(body ?? {})
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
  /** unique: false leaves uniqueness to the expression indexes (collection: a clash refuses the row) */
  options: { unique?: boolean } = {},
) {
  return (await inspectRecords(db, p, [{ data, except }], options))[0]
}

/** `inspectRecord` that refuses the record when anything blocks it (the problems joined); returns its warnings. */
export async function inspectOrRefuse(db: Db, p: Published, data: Values, except?: number): Promise<string[]> {
  const { block, warn } = await inspectRecord(db, p, data, except)
  if (block.length) throw new ServiceError(block.join('；'))
  return warn
}

/** A record's attributes with a change over them: an attribute the change sets to null is removed. */
export function withChange(data: Values, change: Values): Values {
  const next = { ...data, ...change }
  for (const [k, v] of Object.entries(next)) if (v === null) delete next[k]
  return next
}

/** `inspectRecord` for several records: one query per referenced model for all of them. */
export async function inspectRecords(
  db: Db,
  p: Published,
  list: readonly { data: Values; except?: number }[],
  options: { unique?: boolean } = {},
) {
  const repo = new RecordRepository(db)
  const out = list.map(({ data }) => {
    const block: string[] = []
    const warn: string[] = []
    for (const { rule, message } of inspectValues(p.def, data)) (rule.severity === 'warn' ? warn : block).push(message)
    return { block, warn }
  })
  const refs: { field: string; label: string; model: string }[] = []
  for (const f of p.def.fieldList)
    if (f.dataType === 'modelRef' && f.refModelCode)
      refs.push({ field: f.fieldCode, label: f.fieldName, model: f.refModelCode })
  for (const r of p.def.inspectList)
    if (r.checkType === 'reference' && r.fieldCode && r.refModelCode)
      refs.push({ field: r.fieldCode, label: r.message || r.ruleName, model: r.refModelCode })
  const given = (v: unknown) => v !== undefined && v !== null && v !== ''
  for (const ref of refs) {
    const values = [
      ...new Set(
        list
          .map((x) => x.data[ref.field])
          .filter(given)
          .map(String),
      ),
    ]
    if (!values.length) continue
    const [target] = await db
      .select({ modelId: mdmModel.modelId })
      .from(mdmModel)
      .where(eq(mdmModel.modelCode, ref.model))
    const found = target ? await repo.existingCodes(target.modelId, values) : new Set<string>()
    list.forEach(({ data }, i) => {
      const value = data[ref.field]
      if (given(value) && !found.has(String(value)))
        out[i].block.push(`${labelOf(p, ref.field)}「${String(value).slice(0, 64)}」在模型 ${ref.model} 中不存在`)
    })
  }
  const uniques: string[][] = p.def.fieldList.filter((f) => f.unique).map((f) => [f.fieldCode])
  for (const r of p.def.inspectList)
    if (r.checkType === 'unique') uniques.push(r.fields?.length ? [...r.fields] : [r.fieldCode!])
  for (const [i, { data, except }] of list.entries())
    for (const fields of options.unique === false ? [] : uniques) {
      const values = Object.fromEntries(fields.map((f) => [f, data[f]]))
      if (!Object.values(values).every(given)) continue
      if (await repo.taken(p.model.modelId, values, except))
        out[i].block.push(`${fields.map((f) => labelOf(p, f)).join('+')}「${Object.values(values).join('/')}」已存在`)
    }
  return out
}

const labelOf = (p: Published, code: string) => p.def.fieldList.find((f) => f.fieldCode === code)?.fieldName ?? code

/**
 * Numbers new records by their model's coding rules: each record's code and every coded field. Records sharing a
 * prefix take consecutive numbers in one statement. A record whose values cannot fill its rule's format gets the
 * refusal's message instead.
 */
async function numberedMany(db: Db, p: Published, datas: readonly Values[], now: Date) {
  const out: ({ code: string; data: Values } | string)[] = datas.map((d) => ({ code: '', data: { ...d } }))
  const rules = [
    ...p.def.ruleList.map((rule) => ({
      bizType: `masterdata.${p.model.modelId}.${rule.fieldCode || 'code'}`.slice(0, 64),
      format: serialFormat(rule.format),
      fieldCode: rule.fieldCode,
    })),
  ]
  if (!p.def.ruleList.some((r) => !r.fieldCode))
    rules.push({ bizType: `masterdata.${p.model.modelId}.code`, format: `${p.model.modelCode}-{seq6}`, fieldCode: '' })
  for (const rule of rules) {
    const groups = new Map<string, { request: SerialRequest; at: number[] }>()
    // the format's value tokens ({TYPE} or {type}) and the field each names: only those are read from a record
    const fieldOf = new Map<string, string>()
    for (const [, token] of rule.format.matchAll(/\{([^{}]+)\}/g))
      for (const f of p.def.fieldList)
        if (f.fieldCode === token || (!fieldOf.has(token) && f.fieldCode.toUpperCase() === token))
          fieldOf.set(token, f.fieldCode)
    out.forEach((o, i) => {
      if (typeof o === 'string') return
      const values: Record<string, string> = {}
      for (const [token, code] of fieldOf) {
        const v = datas[i][code]
        if (v !== null && v !== undefined && typeof v !== 'object') values[token] = String(v)
      }
      const request = { bizType: rule.bizType, format: rule.format, values, now }
      try {
        const { prefixKey } = expandFormat(request)
        const group = groups.get(prefixKey)
        if (group) group.at.push(i)
        else groups.set(prefixKey, { request, at: [i] })
      } catch (err) {
        if (!(err instanceof ServiceError)) throw err
        out[i] = err.message
      }
    })
    for (const { request, at } of groups.values()) {
      const numbers = await nextSerials(db, request, at.length)
      at.forEach((i, n) => {
        const o = out[i] as { code: string; data: Values }
        if (rule.fieldCode) o.data[rule.fieldCode] = numbers[n]
        else o.code = numbers[n]
      })
    }
  }
  return out
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
  const [made] = await createRecords(db, p, [{ ...input, sources: o.sources }], o, false)
  if (typeof made === 'string') throw new ServiceError(made)
  return made
}

/**
 * New effective records in `db`'s transaction, a few statements for all of them (numbering per prefix, one insert,
 * one operate-log insert, one outbox insert). With `skipClashes` a record that clashes with a unique index is left
 * out and answered by its refusal (as is one its coding rule cannot number); otherwise a clash fails the call.
 */
export async function createRecords(
  db: Db,
  p: Published,
  inputs: readonly { data: Values; orgId: number | null; warn?: string[]; sources?: Record<string, RecordSource> }[],
  o: Omit<WriteOptions, 'sources'>,
  skipClashes = true,
): Promise<(RecordRow | string)[]> {
  const numbered = await numberedMany(
    db,
    p,
    inputs.map((i) => i.data),
    o.at,
  )
  const out: (RecordRow | string)[] = numbered.map((n) => (typeof n === 'string' ? n : ''))
  const ready = inputs.flatMap((input, i) => {
    const n = numbered[i]
    return typeof n === 'string' ? [] : [{ i, input, ...n }]
  })
  let rows: RecordRow[]
  try {
    rows = await new RecordRepository(db).insertMany(
      ready.map(({ input, code, data }) => ({
        modelId: p.model.modelId,
        modelVersion: p.model.version,
        code,
        data,
        orgId: input.orgId,
        sources: input.sources,
        qualityFlags: input.warn?.length ? input.warn : null,
        by: o.by,
        at: o.at,
      })),
      skipClashes,
    )
  } catch (err) {
    throw uniqueRefusal(err)
  }
  const byCode = new Map(rows.map((r) => [r.code, r]))
  for (const { i, code } of ready) out[i] = byCode.get(code) ?? '记录的唯一字段值已存在'
  await writeOplogs(
    db,
    ready.flatMap(({ input, code }) => {
      const row = byCode.get(code)
      return row
        ? [
            {
              modelId: p.model.modelId,
              recordId: row.recordId,
              recordCode: code,
              operType: input.sources ? OPER.collect : OPER.add,
              after: row.data,
              def: p.def,
              channel: o.channel,
              by: o.by,
              at: o.at,
            },
          ]
        : []
    }),
  )
  await enqueueDistributions(db, p, rows, 'create', o.at)
  return out
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
