import type { FieldDescription, ResourceDescription } from '../resource'
import { MDM_DICTS } from './dicts'
import { MASTERDATA_PERMISSIONS } from './permissions'

/**
 * A master-data model's definition: the spec's workspace state `fieldList`, `regionList`, `ruleList` (coding rules)
 * and `inspectList` (quality rules). A model keeps one draft definition; publishing freezes a copy as a numbered
 * version, and every record remembers the version it was written with.
 */

/** 数据类型 of a model field (dictionary `mdm_data_type`). */
const DATA_TYPES = [
  'string',
  'text',
  'integer',
  'decimal',
  'date',
  'datetime',
  'boolean',
  'dict',
  'dept',
  'modelRef',
] as const
export type ModelDataType = (typeof DATA_TYPES)[number]
export const MODEL_DATA_TYPES: readonly ModelDataType[] = DATA_TYPES

export interface ModelField {
  /** camelCase, unique in the model: the record's data key */
  fieldCode: string
  fieldName: string
  dataType: ModelDataType
  /** characters (string, text) or digits */
  length?: number | null
  /** decimal places (decimal) */
  scale?: number | null
  required?: boolean
  /** unique among the model's live records (an expression index guards it) */
  unique?: boolean
  /** part of the match key: which fields identify the same real-world thing in collection */
  isBizKey?: boolean
  /** shown and searched in the record list */
  listShow?: boolean
  queryable?: boolean
  dictType?: string | null
  /** the model whose record codes this field holds (dataType modelRef) */
  refModelCode?: string | null
  defaultValue?: string | null
  /** the form region (`regionList`) the field is shown in */
  regionCode?: string | null
  /** masked in the operation log */
  sensitive?: boolean
}

export interface ModelRegion {
  regionCode: string
  regionName: string
  /** fields per row, 1–3 */
  columns?: number
}

/**
 * A coding rule: the number a new record gets in `fieldCode` (or the record's own code when `fieldCode` is empty):
 * literal text, date parts (`{yyyy}`, `{yyyyMMdd}`…), a field's value (`{category}`) and one sequence (`{seq5}`
 * or `{seq:5}`), counted per prefix, so `{TYPE}-{yyyy}-{seq:5}` starts again each year and for each type.
 */
export interface CodeRule {
  ruleName: string
  fieldCode?: string | null
  format: string
}

/** 校验类型 of a quality rule (dictionary `mdm_check_type`). */
const CHECKS = ['required', 'pattern', 'length', 'range', 'reference', 'unique'] as const
export type CheckType = (typeof CHECKS)[number]
export const CHECK_TYPES: readonly CheckType[] = CHECKS

export interface InspectRule {
  ruleName: string
  checkType: CheckType
  /** the checked field; `unique` takes `fields` (uniqueness across several fields) */
  fieldCode?: string | null
  fields?: string[] | null
  /** pattern: a regular expression matched whole */
  pattern?: string | null
  /** length / range bounds */
  min?: number | null
  max?: number | null
  /** reference: the model whose live record's code the value must be */
  refModelCode?: string | null
  /** block: refused; warn: saved and flagged */
  severity?: 'block' | 'warn'
  message?: string | null
}

export interface ModelDefinition {
  fieldList: ModelField[]
  regionList: ModelRegion[]
  ruleList: CodeRule[]
  inspectList: InspectRule[]
}

export const EMPTY_DEFINITION: ModelDefinition = { fieldList: [], regionList: [], ruleList: [], inspectList: [] }

/** The model a record list is drawn for. */
export interface RecordModel {
  modelId: number
  modelCode: string
  modelName: string
}

/** The record columns every model has, beside its own fields. */
export const RECORD_KEYS = ['recordId', 'code', 'orgId', 'recordStatus', 'modelVersion', 'createTime', 'updateTime']

/** The fields a code rule fills: read-only in forms, never in a body. */
export const codedFields = (def: ModelDefinition) => new Set(def.ruleList.map((r) => r.fieldCode).filter(Boolean))

function fieldOf(f: ModelField, def: ModelDefinition): FieldDescription {
  const region = def.regionList.find((r) => r.regionCode === f.regionCode)
  const coded = codedFields(def).has(f.fieldCode)
  const span = region?.columns ? Math.floor(24 / Math.min(3, Math.max(1, region.columns))) : 12
  const base = {
    key: f.fieldCode,
    label: f.fieldName,
    required: coded ? undefined : f.required || undefined,
    readonly: coded || undefined,
    list: f.listShow || f.isBizKey || f.unique ? true : undefined,
    search: f.queryable ? true : undefined,
    form: coded ? undefined : { span, region: region?.regionName },
    export: true,
    ...(f.defaultValue != null && f.defaultValue !== '' && !coded ? { default: f.defaultValue } : {}),
  }
  switch (f.dataType) {
    case 'string':
    case 'modelRef':
      return { ...base, type: 'text', maxLength: f.length ?? 200 }
    case 'text':
      return { ...base, type: 'textarea', maxLength: f.length ?? 2000 }
    case 'integer':
      return { ...base, type: 'integer', default: numberOr(f.defaultValue) }
    case 'decimal':
      return { ...base, type: 'number', precision: f.scale ?? 2, default: numberOr(f.defaultValue) }
    case 'date':
      return { ...base, type: 'date' }
    case 'datetime':
      return { ...base, type: 'datetime' }
    case 'boolean':
      return { ...base, type: 'boolean', default: f.defaultValue ? f.defaultValue === 'true' : undefined }
    case 'dict':
      return { ...base, type: 'dict', dictType: f.dictType ?? undefined }
    case 'dept':
      return { ...base, type: 'dept', default: numberOr(f.defaultValue) }
  }
}

const numberOr = (v: string | null | undefined) => (v == null || v === '' || isNaN(Number(v)) ? undefined : Number(v))

/**
 * A model's records as a resource description: the record list, its search, the form with the model's regions and
 * the server's validation are all drawn from it, as for a coded resource. Path `/masterdata/record/{modelId}`.
 */
export function recordResource(model: RecordModel, def: ModelDefinition): ResourceDescription {
  return {
    module: 'masterdata',
    key: 'record',
    title: '主数据维护',
    noun: `${model.modelName}记录`,
    path: `/masterdata/record/${model.modelId}`,
    id: 'recordId',
    name: 'code',
    sheet: model.modelName,
    permissions: MASTERDATA_PERMISSIONS.record,
    sort: { fields: ['recordId', 'code', 'createTime', 'updateTime'], order: [['recordId', 'desc']] },
    dataScope: { dept: 'orgId' },
    dialog: { width: 900 },
    fields: [
      { key: 'recordId', label: '记录编号', type: 'integer', readonly: true },
      {
        key: 'code',
        label: '主数据编码',
        type: 'text',
        readonly: true,
        list: { width: 160 },
        search: true,
        export: true,
      },
      ...def.fieldList.map((f) => fieldOf(f, def)),
      { key: 'orgId', label: '归属单位', type: 'dept', list: { width: 140 }, form: { span: 12 }, export: true },
      {
        key: 'recordStatus',
        label: '状态',
        type: 'dict',
        dictType: MDM_DICTS.recordStatus,
        readonly: true,
        list: { width: 90 },
        search: true,
        export: true,
      },
      { key: 'modelVersion', label: '模型版本', type: 'integer', readonly: true, list: { width: 90, hidden: true } },
      { key: 'completeness', label: '完整度%', type: 'integer', readonly: true, list: { width: 90 }, export: true },
      { key: 'updateTime', label: '更新时间', type: 'datetime', readonly: true, list: { width: 170 }, export: true },
    ],
  }
}

/** 完整度: the share of a model's fields a record fills (0–100, rounded). */
export function completenessOf(def: ModelDefinition, data: Readonly<Record<string, unknown>>) {
  if (!def.fieldList.length) return 100
  const filled = def.fieldList.filter((f) => {
    const v = data[f.fieldCode]
    return v !== undefined && v !== null && v !== ''
  }).length
  return Math.round((filled * 100) / def.fieldList.length)
}

/** Why a value breaks a model's local quality rules (pattern, length, range, required): one line each. */
export function inspectValues(def: ModelDefinition, data: Readonly<Record<string, unknown>>) {
  const problems: { rule: InspectRule; message: string }[] = []
  const label = (code?: string | null) => def.fieldList.find((f) => f.fieldCode === code)?.fieldName ?? code ?? ''
  for (const rule of def.inspectList) {
    if (!rule.fieldCode) continue
    const v = data[rule.fieldCode]
    const blank = v === undefined || v === null || v === ''
    const L = label(rule.fieldCode)
    let broken: string | undefined
    if (rule.checkType === 'required' && blank) broken = `${L}不能为空`
    else if (blank) continue
    else if (rule.checkType === 'pattern' && rule.pattern && !safeTest(rule.pattern, String(v)))
      broken = `${L}格式不正确`
    else if (rule.checkType === 'length') {
      const n = String(v).length
      if ((rule.min != null && n < rule.min) || (rule.max != null && n > rule.max))
        broken = `${L}长度应在${rule.min ?? 0}到${rule.max ?? '∞'}之间`
    } else if (rule.checkType === 'range') {
      const n = Number(v)
      if (isNaN(n) || (rule.min != null && n < rule.min) || (rule.max != null && n > rule.max))
        broken = `${L}应在${rule.min ?? '-∞'}到${rule.max ?? '∞'}之间`
    }
    if (broken) problems.push({ rule, message: rule.message || broken })
  }
  return problems
}

function safeTest(pattern: string, value: string) {
  try {
    return new RegExp(`^(?:${pattern})$`).test(value)
  } catch {
    return false
  }
}
