import {
  ALERT,
  CADRE_DETAIL,
  columnOf,
  EMPLOYEE_DETAIL,
  EQUITY_RELATION,
  FUND,
  FUND_DAILY,
  HUMAN_RESOURCE,
  INNOVATION,
  INNOVATION_PLATFORM,
  INVESTMENT,
  MAJOR_EVENT,
  PARTY_CADRE,
  PARTY_MEMBER_DETAIL,
  PATENT,
  PATENT_DETAIL,
  POLICY_FUNDING,
  TECH_PROGRESS_AWARD,
  type StatField,
  type StatKindDescription,
} from '@wp/contract'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  char,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
  type PgColumnBuilderBase,
  type PgTable,
} from 'drizzle-orm/pg-core'
import { audit, id, jsonList, serialId, status, ts } from '../db/columns'

/**
 * One table per kind, with one typed column per field of the kind's description (money numeric(18,2), counts
 * integer, dates date, dictionary codes varchar): the report and the big screens aggregate real columns in SQL, and a
 * field added to a description becomes a column at the next `npm run db:generate`. The columns every kind shares
 * (organisation, period, entry state, audit) come first.
 */

function fieldColumn(f: StatField): PgColumnBuilderBase {
  const name = columnOf(f.key)
  switch (f.type) {
    case 'money':
      return numeric(name, { precision: 18, scale: f.precision ?? 2, mode: 'number' })
    case 'percent':
      return numeric(name, { precision: 5 + (f.precision ?? 2), scale: f.precision ?? 2, mode: 'number' })
    case 'number':
      return numeric(name, { precision: 18, scale: f.precision ?? 2, mode: 'number' })
    case 'integer':
      return integer(name)
    case 'date':
      return date(name, { mode: 'string' })
    case 'dict':
      return varchar(name, { length: 32 })
    case 'text':
      return (f.maxLength ?? 200) > 2000 ? text(name) : varchar(name, { length: f.maxLength ?? 200 })
  }
}

/** The common columns of every kind's table; periodic kinds add the period. */
function commonColumns(periodic: boolean) {
  return {
    id: serialId('id'),
    orgId: id('org_id').notNull(),
    orgName: varchar('org_name', { length: 100 }).notNull().default(''),
    ...(periodic
      ? {
          periodType: char('period_type', { length: 1 }).notNull(),
          periodKey: varchar('period_key', { length: 10 }).notNull(),
          statYear: smallint('stat_year').notNull(),
          statMonth: smallint('stat_month'),
        }
      : {}),
    reportStatus: char('report_status', { length: 1 }).notNull().default('0'),
    submitBy: varchar('submit_by', { length: 64 }),
    submitTime: ts('submit_time'),
    auditBy: varchar('audit_by', { length: 64 }),
    auditTime: ts('audit_time'),
    auditOpinion: varchar('audit_opinion', { length: 500 }),
  }
}

/** A kind's table: the common columns, its fields, the audit columns, and its uniqueness. */
function kindTable(k: StatKindDescription) {
  const periodic = k.periodType !== null
  const columns: Record<string, PgColumnBuilderBase> = { ...commonColumns(periodic) }
  for (const f of k.fields) columns[f.key] = fieldColumn(f)
  Object.assign(columns, audit, { remark: varchar('remark', { length: 500 }) })
  return pgTable(k.table, columns, (t) => {
    const c = t as unknown as Record<string, AnyPgColumn>
    return [
      periodic
        ? uniqueIndex(`${k.table}_org_period_uq`).on(c.orgId, c.periodKey)
        : index(`${k.table}_org_idx`).on(c.orgId),
      ...(periodic ? [index(`${k.table}_period_idx`).on(c.periodKey, c.reportStatus)] : []),
      ...(k.uniqueBy ? [uniqueIndex(`${k.table}_business_uq`).on(c.orgId, ...k.uniqueBy.map((u) => c[u]))] : []),
      ...(k.globallyUnique
        ? [
            uniqueIndex(`${k.table}_global_uq`).on(
              c[k.globallyUnique[0]],
              ...k.globallyUnique.slice(1).map((u) => c[u]),
            ),
          ]
        : []),
    ]
  })
}

// Named exports, one per kind: drizzle-kit finds tables by the exports of schema files.
export const statInvestment = kindTable(INVESTMENT)
export const statInnovation = kindTable(INNOVATION)
export const statFund = kindTable(FUND)
export const statFundDaily = kindTable(FUND_DAILY)
export const statHumanResource = kindTable(HUMAN_RESOURCE)
export const statPartyCadre = kindTable(PARTY_CADRE)
export const statEquityRelation = kindTable(EQUITY_RELATION)
export const statEmployeeDetail = kindTable(EMPLOYEE_DETAIL)
export const statCadreDetail = kindTable(CADRE_DETAIL)
export const statPartyMemberDetail = kindTable(PARTY_MEMBER_DETAIL)
export const statPolicyFunding = kindTable(POLICY_FUNDING)
export const statInnovationPlatform = kindTable(INNOVATION_PLATFORM)
export const statTechAward = kindTable(TECH_PROGRESS_AWARD)
export const statPatent = kindTable(PATENT)
export const statPatentDetail = kindTable(PATENT_DETAIL)
export const statMajorEvent = kindTable(MAJOR_EVENT)
export const statAlert = kindTable(ALERT)

/** The indicator catalogue (指标目录): one row per field of every kind, plus `*` (the whole form) per kind. */
export const statIndex = pgTable(
  'stat_index',
  {
    indexId: serialId('index_id'),
    indexCode: varchar('index_code', { length: 80 }).notNull(),
    indexName: varchar('index_name', { length: 100 }).notNull(),
    kind: varchar('kind', { length: 32 }).notNull(),
    fieldName: varchar('field_name', { length: 64 }).notNull(),
    unit: varchar('unit', { length: 20 }),
    periodType: char('period_type', { length: 1 }),
    valueType: varchar('value_type', { length: 16 }).notNull(),
    required: boolean('required').notNull().default(false),
    lockMode: char('lock_mode', { length: 1 }).notNull().default('1'),
    deadlineDay: smallint('deadline_day'),
    showOnScreen: boolean('show_on_screen').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    status: status(),
    ...audit,
  },
  (t) => [uniqueIndex('stat_index_code_uq').on(t.indexCode), index('stat_index_kind_idx').on(t.kind, t.sort)],
)

/**
 * Lock records, never updated: each lock or unlock is a new row, so the newest row of an (indicator, organisation,
 * period) is its state and the older rows are the log. Null organisation = every organisation; null period = every
 * period.
 */
export const statIndexLock = pgTable(
  'stat_index_lock',
  {
    lockId: serialId('lock_id'),
    indexId: id('index_id')
      .notNull()
      .references(() => statIndex.indexId),
    orgId: id('org_id'),
    periodKey: varchar('period_key', { length: 10 }),
    locked: boolean('locked').notNull(),
    lockType: varchar('lock_type', { length: 16 }).notNull(),
    lockBy: varchar('lock_by', { length: 64 }),
    lockTime: ts('lock_time'),
    unlockBy: varchar('unlock_by', { length: 64 }),
    unlockTime: ts('unlock_time'),
    unlockReason: varchar('unlock_reason', { length: 500 }),
  },
  (t) => [index('stat_index_lock_idx').on(t.indexId, t.orgId, t.periodKey, t.lockId)],
)

/** Every change of a figure: who, when, which action, and each changed field's old and new value. */
export const statHistory = pgTable(
  'stat_history',
  {
    historyId: serialId('history_id'),
    kind: varchar('kind', { length: 32 }).notNull(),
    rowId: id('row_id').notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    operName: varchar('oper_name', { length: 64 }).notNull(),
    operTime: ts('oper_time').notNull(),
    opinion: varchar('opinion', { length: 500 }),
    changes: jsonList<unknown>('changes'),
  },
  (t) => [index('stat_history_row_idx').on(t.kind, t.rowId, t.historyId)],
)

/** 统计附件 / 大屏素材: a file of the platform's file service with what it belongs to. */
export const statFile = pgTable(
  'stat_file',
  {
    id: serialId('id'),
    fileId: varchar('file_id', { length: 32 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    fileExt: varchar('file_ext', { length: 16 }).notNull(),
    category: varchar('category', { length: 32 }).notNull(),
    kind: varchar('kind', { length: 32 }),
    bizId: id('biz_id'),
    orgId: id('org_id'),
    periodKey: varchar('period_key', { length: 10 }),
    isScreen: boolean('is_screen').notNull().default(false),
    screenCode: varchar('screen_code', { length: 16 }),
    screenSort: integer('screen_sort').notNull().default(0),
    ...audit,
  },
  (t) => [
    index('stat_file_biz_idx').on(t.kind, t.bizId),
    index('stat_file_screen_idx')
      .on(t.screenCode, t.screenSort)
      .where(sql`${t.isScreen}`),
  ],
)

/** Display tokens for wall displays, stored hashed (like sessions): the token itself is shown once. */
export const statDisplayToken = pgTable(
  'stat_display_token',
  {
    id: serialId('id'),
    name: varchar('name', { length: 64 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    tokenPrefix: varchar('token_prefix', { length: 12 }).notNull(),
    screens: varchar('screens', { length: 100 }).notNull(),
    createBy: varchar('create_by', { length: 64 }).notNull().default(''),
    createTime: ts('create_time').defaultNow(),
    lastUsedTime: ts('last_used_time'),
    revoked: boolean('revoked').notNull().default(false),
    revokeBy: varchar('revoke_by', { length: 64 }),
    revokeTime: ts('revoke_time'),
    remark: varchar('remark', { length: 255 }),
  },
  (t) => [uniqueIndex('stat_display_token_hash_uq').on(t.tokenHash)],
)

/** A kind's table by its key, for the generic service. */
export type KindTable = PgTable & Record<string, AnyPgColumn>
