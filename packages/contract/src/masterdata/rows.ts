import { choices } from '../resource/fields'
import type { ModelDefinition } from './model'

/** What 主数据管理's hand-written routes send (beside the described resources' rows). */

/** A model's workspace: its base data, draft definition and published versions (GET /masterdata/model/workspace/:id). */
export interface ModelWorkspace {
  modelId: number
  modelCode: string
  modelName: string
  modelStatus: string
  version: number
  definition: ModelDefinition
  versions: ModelVersionRow[]
}

export interface ModelVersionRow {
  versionId: number
  modelId: number
  version: number
  publishBy: string
  publishTime: string
  fieldCount: number
}

/** A published model as the record screens read it (GET /masterdata/record/:modelId/model). */
export interface PublishedModel {
  modelId: number
  modelCode: string
  modelName: string
  version: number
  needApproval: boolean
  definition: ModelDefinition
}

/** One collection run (采集执行记录). */
export interface CollectRunRow {
  runId: number
  taskId: number
  runStatus: string
  readCount: number
  insertCount: number
  updateCount: number
  unchangedCount: number
  rejectCount: number
  startTime: string
  endTime: string | null
  message: string | null
}

export interface CollectErrorRow {
  errorId: number
  runId: number
  rowNo: number
  rowData: string
  reasons: string
}

/** A source's table or view, and its columns. */
export interface SourceTable {
  name: string
  type: string
}
export interface SourceColumn {
  name: string
  type: string
}
/** The first rows of a source object (at most 20). */
export interface SourcePreview {
  columns: SourceColumn[]
  rows: Record<string, unknown>[]
}

/** A collection task's configuration beyond its base data (the spec's taskCleanData, taskMappingData). */
export interface CollectConfig {
  cleanList: CleanRule[]
  mappingList: FieldMapping[]
}

/** 清洗规则, applied in order to a source column before mapping. */
export const CLEAN_TYPES = choices({
  trim: '去首尾空格',
  upper: '转大写',
  lower: '转小写',
  fullToHalf: '全角转半角',
  regexReplace: '正则替换',
  dictMap: '值映射',
  default: '空值填充',
  dropEmpty: '为空时丢弃该行',
})
export type CleanType = (typeof CLEAN_TYPES)[number]['value']
export interface CleanRule {
  /** the source column, or `*` for every column */
  column: string
  cleanType: CleanType
  /** regexReplace: pattern; default: the value */
  pattern?: string | null
  replacement?: string | null
  /** dictMap: `源值=目标值` pairs, comma separated */
  mapping?: string | null
}

/** 字段映射: a model field takes a source column's (cleaned) value. */
export interface FieldMapping {
  fieldCode: string
  sourceColumn: string
}

/** One push of a record to a subscriber (分发日志). */
export interface DistributionLogRow {
  logId: number
  distId: number
  subscriberId: number
  subscriberName: string
  modelId: number
  recordId: number
  recordCode: string
  event: string
  pushStatus: string
  attempts: number
  httpStatus: number | null
  errorMsg: string | null
  durationMs: number | null
  pushTime: string | null
  createTime: string
}

/** Success and failure counts per subscriber. */
export interface SubscriberStats {
  subscriberId: number
  subscriberName: string
  success: number
  failed: number
  pending: number
}

/** The views the menus and routes name (component paths). */
export const MDM_COMPONENTS = {
  model: 'masterdata/model/master/index',
  modelAdd: 'masterdata/model/master/add',
  modelInfo: 'masterdata/model/master/info',
  record: 'masterdata/maintenance/record/index',
  operatelog: 'masterdata/maintenance/operatelog/index',
  source: 'masterdata/source/index',
  rule: 'masterdata/rule/index',
  collect: 'masterdata/collection/manage/index',
  collectAdd: 'masterdata/collection/manage/add',
  subscriber: 'masterdata/model/subscriber/index',
  distribution: 'masterdata/model/distribution/index',
  distributionAdd: 'masterdata/model/distribution/add',
  approval: 'masterdata/maintenance/approval/index',
} as const

/** 变更申请 as the approval page reads it: each changed field's value before and after. */
export interface RecordDraftView {
  draftId: number
  modelId: number
  modelName: string
  recordId: number
  recordCode: string
  /** 0 awaiting approval, 1 approved, 2 not approved or withdrawn */
  draftStatus: string
  opinion: string | null
  createBy: string
  createTime: string
  changes: { field: string; label: string; before: unknown; after: unknown }[]
}

/** 完整度 of a model's live records: overall, per field, per source (collection task). */
export interface Completeness {
  total: number
  percent: number
  fields: { field: string; label: string; filled: number; percent: number }[]
  sources: { source: string; sourceName: string; records: number; percent: number }[]
}
