import type { ModelDefinition } from '@wp/contract'
import { sql } from 'drizzle-orm'
import { bigint, boolean, char, index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { audit, id, remarkAndAudit, serialId, status, ts } from '../db/columns'

/** 主数据模型: base data and the draft definition (fields, regions, coding and quality rules). */
export const mdmModel = pgTable('mdm_model', {
  modelId: serialId('model_id'),
  modelCode: varchar('model_code', { length: 50 }).notNull().unique(),
  modelName: varchar('model_name', { length: 100 }).notNull(),
  modelType: varchar('model_type', { length: 10 }).notNull().default('1'),
  category: varchar('category', { length: 10 }),
  needApproval: boolean('need_approval').notNull().default(false),
  ownerDeptId: id('owner_dept_id'),
  version: integer('version').notNull().default(0),
  modelStatus: char('model_status', { length: 1 }).notNull().default('0'),
  description: varchar('description', { length: 500 }),
  definition: jsonb('definition').$type<ModelDefinition>().notNull().default({
    fieldList: [],
    regionList: [],
    ruleList: [],
    inspectList: [],
  }),
  ...audit,
})

/** A published definition: written once, never changed (records keep the version they were written with). */
export const mdmModelVersion = pgTable(
  'mdm_model_version',
  {
    versionId: serialId('version_id'),
    modelId: id('model_id').notNull(),
    version: integer('version').notNull(),
    definition: jsonb('definition').$type<ModelDefinition>().notNull(),
    publishBy: varchar('publish_by', { length: 64 }).notNull(),
    publishTime: ts('publish_time').notNull(),
  },
  (t) => [uniqueIndex('mdm_model_version_uq').on(t.modelId, t.version)],
)

/**
 * Golden records of every model, their attributes in `data` (JSONB). Only `RecordRepository` reads and writes it:
 * the per-model expression indexes on unique and searched fields are made there when a version is published.
 */
export const mdmRecord = pgTable(
  'mdm_record',
  {
    recordId: serialId('record_id'),
    modelId: id('model_id').notNull(),
    modelVersion: integer('model_version').notNull(),
    code: varchar('code', { length: 64 }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    orgId: id('org_id'),
    recordStatus: char('record_status', { length: 1 }).notNull().default('0'),
    /** each source's own id and values, by `task:<taskId>`: the golden record's cross-references */
    sources: jsonb('sources').$type<Record<string, RecordSource>>().notNull().default({}),
    qualityFlags: jsonb('quality_flags').$type<string[]>(),
    /** +1 on every change (distribution sends it; an edit may name the version it read) */
    rowVersion: integer('row_version').notNull().default(1),
    /**
     * The id of the transaction that last wrote the record (`pg_current_xact_id()`): subscribers pull changes by
     * (changeSeq, recordId), reading only below the oldest running transaction, so none that commits late is missed.
     */
    changeSeq: bigint('change_seq', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text::bigint)`),
    ...audit,
  },
  (t) => [
    uniqueIndex('mdm_record_code_uq').on(t.modelId, t.code),
    index('mdm_record_change_idx').on(t.modelId, t.changeSeq, t.recordId),
    index('mdm_record_model_idx').on(t.modelId, t.recordId),
    index('mdm_record_changed_idx').on(t.modelId, t.updateTime),
  ],
)

export interface RecordSource {
  taskId: number
  sourceId: number
  priority: number
  /** the source's own key (its match-key values joined) */
  key: string
  data: Record<string, unknown>
}

/** Changes waiting for approval (the effective record stays as it is until the process ends approved). */
export const mdmRecordDraft = pgTable('mdm_record_draft', {
  draftId: serialId('draft_id'),
  recordId: id('record_id').notNull(),
  modelId: id('model_id').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  orgId: id('org_id'),
  /** 0 awaiting approval, 1 approved (applied), 2 not approved or withdrawn */
  draftStatus: char('draft_status', { length: 1 }).notNull().default('0'),
  procInsId: varchar('proc_ins_id', { length: 64 }),
  opinion: varchar('opinion', { length: 500 }),
  ...audit,
})

/** 操作日志: who changed which field of which record from what to what, when and through what. */
export const mdmOplog = pgTable(
  'mdm_oper_log',
  {
    logId: serialId('log_id'),
    modelId: id('model_id'),
    recordId: id('record_id'),
    recordCode: varchar('record_code', { length: 64 }),
    operType: varchar('oper_type', { length: 10 }).notNull(),
    changedFields: varchar('changed_fields', { length: 2000 }),
    beforeData: text('before_data'),
    afterData: text('after_data'),
    channel: varchar('channel', { length: 100 }).notNull(),
    operName: varchar('oper_name', { length: 64 }).notNull(),
    operTime: ts('oper_time').notNull(),
  },
  (t) => [index('mdm_oper_log_record_idx').on(t.modelId, t.recordCode)],
)

/** 数据源: an outside system's database or endpoint; the password sealed (AES-GCM), never sent back. */
export const mdmSource = pgTable('mdm_datasource', {
  sourceId: serialId('source_id'),
  sourceName: varchar('source_name', { length: 100 }).notNull(),
  sourceType: varchar('source_type', { length: 20 }).notNull(),
  host: varchar('host', { length: 200 }),
  port: integer('port'),
  dbName: varchar('db_name', { length: 100 }),
  schemaName: varchar('schema_name', { length: 100 }),
  username: varchar('username', { length: 100 }),
  password: text('password_enc'),
  apiUrl: varchar('api_url', { length: 500 }),
  fileUrl: varchar('file_url', { length: 500 }),
  ownerSystem: varchar('owner_system', { length: 100 }),
  lastTestTime: ts('last_test_time'),
  lastTestResult: varchar('last_test_result', { length: 500 }),
  status: status(),
  ...remarkAndAudit(),
})

/** 采集任务 with its cleaning rules and field mapping. */
export const mdmCollectTask = pgTable('mdm_collect_task', {
  taskId: serialId('task_id'),
  taskName: varchar('task_name', { length: 100 }).notNull(),
  modelId: id('model_id').notNull(),
  sourceId: id('source_id').notNull(),
  sourceObject: varchar('source_object', { length: 2000 }).notNull(),
  priority: integer('priority').notNull().default(10),
  cron: varchar('cron', { length: 100 }),
  cleanList: jsonb('clean_list').notNull().default([]),
  mappingList: jsonb('mapping_list').notNull().default([]),
  lastRunTime: ts('last_run_time'),
  lastRunStatus: varchar('last_run_status', { length: 10 }),
  status: status(),
  ...audit,
})

export const mdmCollectRun = pgTable(
  'mdm_collect_run',
  {
    runId: serialId('run_id'),
    taskId: id('task_id').notNull(),
    runStatus: varchar('run_status', { length: 10 }).notNull(),
    readCount: integer('read_count').notNull().default(0),
    insertCount: integer('insert_count').notNull().default(0),
    updateCount: integer('update_count').notNull().default(0),
    unchangedCount: integer('unchanged_count').notNull().default(0),
    rejectCount: integer('reject_count').notNull().default(0),
    startTime: ts('start_time').notNull(),
    endTime: ts('end_time'),
    message: varchar('message', { length: 1000 }),
    runBy: varchar('run_by', { length: 64 }).notNull(),
  },
  (t) => [index('mdm_collect_run_task_idx').on(t.taskId, t.runId)],
)

export const mdmCollectError = pgTable(
  'mdm_collect_error',
  {
    errorId: serialId('error_id'),
    runId: id('run_id').notNull(),
    rowNo: integer('row_no').notNull(),
    rowData: text('row_data').notNull(),
    reasons: varchar('reasons', { length: 2000 }).notNull(),
  },
  (t) => [index('mdm_collect_error_run_idx').on(t.runId, t.errorId)],
)

/** 订阅系统: a downstream system; its secret sealed like a source's password. */
export const mdmSubscriber = pgTable('mdm_subscriber', {
  subscriberId: serialId('subscriber_id'),
  subscriberCode: varchar('subscriber_code', { length: 50 }).notNull(),
  subscriberName: varchar('subscriber_name', { length: 100 }).notNull(),
  endpointUrl: varchar('endpoint_url', { length: 500 }),
  authType: varchar('auth_type', { length: 10 }).notNull().default('none'),
  authUser: varchar('auth_user', { length: 100 }),
  secret: text('secret_enc'),
  /** the subscriber's own key for the pull API, and the SHA-256 of its secret (shown once when made) */
  pullKey: varchar('pull_key', { length: 40 }).unique(),
  pullSecretHash: varchar('pull_secret_hash', { length: 64 }),
  status: status(),
  ...remarkAndAudit(),
})

/** 分发配置: a model distributed to a subscriber. */
export const mdmDistribution = pgTable('mdm_distribution', {
  distId: serialId('dist_id'),
  modelId: id('model_id').notNull(),
  subscriberId: id('subscriber_id').notNull(),
  distMode: varchar('dist_mode', { length: 20 }).notNull().default('realtime'),
  cron: varchar('cron', { length: 100 }),
  onCreate: boolean('on_create').notNull().default(true),
  onUpdate: boolean('on_update').notNull().default(true),
  onRetire: boolean('on_retire').notNull().default(true),
  fieldCodes: varchar('field_codes', { length: 2000 }),
  fieldRename: varchar('field_rename', { length: 2000 }),
  filterExpr: varchar('filter_expr', { length: 2000 }),
  maxRetry: integer('max_retry').notNull().default(3),
  retryIntervalSec: integer('retry_interval_sec').notNull().default(60),
  status: status(),
  ...audit,
})

/**
 * 分发日志, and the subscribers' outbox: a row is written in the transaction of the record change it announces, and
 * the pusher claims due rows with `FOR UPDATE SKIP LOCKED`, so several processes never push one twice.
 */
export const mdmDistLog = pgTable(
  'mdm_distribution_log',
  {
    logId: serialId('log_id'),
    distId: id('dist_id').notNull(),
    subscriberId: id('subscriber_id').notNull(),
    modelId: id('model_id').notNull(),
    recordId: id('record_id').notNull(),
    recordCode: varchar('record_code', { length: 64 }).notNull(),
    rowVersion: integer('row_version').notNull(),
    event: varchar('event', { length: 10 }).notNull(),
    payload: jsonb('payload').notNull(),
    pushStatus: char('push_status', { length: 1 }).notNull().default('0'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptTime: ts('next_attempt_time').notNull(),
    httpStatus: integer('http_status'),
    responseBody: varchar('response_body', { length: 1000 }),
    errorMsg: varchar('error_msg', { length: 1000 }),
    durationMs: integer('duration_ms'),
    pushTime: ts('push_time'),
    createTime: ts('create_time').notNull(),
  },
  (t) => [
    index('mdm_dist_log_due_idx')
      .on(t.nextAttemptTime)
      .where(sql`push_status in ('0', '2')`),
    index('mdm_dist_log_sub_idx').on(t.subscriberId, t.pushStatus),
  ],
)

/** 规则库: coding and quality rule templates, copied into a model when used. */
export const mdmRule = pgTable('mdm_rule', {
  ruleId: serialId('rule_id'),
  ruleName: varchar('rule_name', { length: 100 }).notNull(),
  ruleKind: varchar('rule_kind', { length: 10 }).notNull(),
  checkType: varchar('check_type', { length: 20 }),
  content: varchar('content', { length: 500 }).notNull(),
  message: varchar('message', { length: 200 }),
  status: status(),
  ...remarkAndAudit(),
})
