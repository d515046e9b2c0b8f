import { char, date, index, integer, numeric, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { audit, id, processColumns, remarkAndAudit, serialId, ts, written } from '../db/columns'

const pct = (name: string) => numeric(name, { precision: 7, scale: 2, mode: 'number' })
const amount = (name: string) => numeric(name, { precision: 18, scale: 4, mode: 'number' })

/** 周期 (§5.2). */
export const okrCycle = pgTable('okr_cycle', {
  cycleId: serialId('cycle_id'),
  cycleName: varchar('cycle_name', { length: 50 }).notNull(),
  cycleType: char('cycle_type', { length: 1 }).notNull(),
  cycleStatus: char('cycle_status', { length: 1 }).notNull().default('1'),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  ...remarkAndAudit(),
})

/** 目标 (§5.2): a column per field of `OKR_OBJECTIVE`. */
export const okrObjective = pgTable(
  'okr_objective',
  {
    objectiveId: serialId('objective_id'),
    cycleId: id('cycle_id').notNull(),
    level: char('level', { length: 1 }).notNull(),
    title: varchar('title', { length: 300 }).notNull(),
    description: varchar('description', { length: 2000 }),
    ownerOrgId: id('owner_org_id').notNull(),
    ownerUserId: id('owner_user_id').notNull(),
    weight: pct('weight').default(100),
    visibility: char('visibility', { length: 1 }).notNull().default('1'),
    objStatus: char('obj_status', { length: 1 }).notNull().default('0'),
    sortNo: integer('sort_no').notNull().default(0),
    progressPercent: pct('progress_percent').notNull().default(0),
    progressStatus: char('progress_status', { length: 1 }).notNull().default('0'),
    confidence: smallint('confidence'),
    /** 评分 0–100 at the end of the cycle: Σ(KR score × weight) / Σ weight */
    score: numeric('score', { precision: 5, scale: 2, mode: 'number' }),
    /** the §5.3 confirmation's process, denormalised (design note §8.3) */
    ...processColumns(200),
    ...audit,
  },
  (t) => [index('okr_objective_cycle_idx').on(t.cycleId), index('okr_objective_owner_idx').on(t.ownerUserId)],
)

/** 关键结果 (§5.2): a column per field of `OKR_KEY_RESULT`. */
export const okrKeyResult = pgTable(
  'okr_key_result',
  {
    krId: serialId('kr_id'),
    objectiveId: id('objective_id').notNull(),
    title: varchar('title', { length: 300 }).notNull(),
    krType: char('kr_type', { length: 1 }).notNull().default('1'),
    ownerUserId: id('owner_user_id').notNull(),
    unit: varchar('unit', { length: 20 }),
    baseline: amount('baseline'),
    target: amount('target'),
    commitZone: varchar('commit_zone', { length: 400 }),
    targetZone: varchar('target_zone', { length: 400 }),
    stretchZone: varchar('stretch_zone', { length: 400 }),
    weight: pct('weight').notNull().default(100),
    dueDate: date('due_date', { mode: 'string' }),
    sortNo: integer('sort_no').notNull().default(0),
    orgId: id('org_id').notNull(),
    currentValue: amount('current_value'),
    currentZone: char('current_zone', { length: 1 }),
    progressPercent: pct('progress_percent').notNull().default(0),
    confidence: smallint('confidence'),
    progressStatus: char('progress_status', { length: 1 }).notNull().default('0'),
    lastCheckinTime: ts('last_checkin_time'),
    score: numeric('score', { precision: 5, scale: 2, mode: 'number' }),
    ...audit,
  },
  (t) => [index('okr_key_result_objective_idx').on(t.objectiveId)],
)

/** 进展记录 (§5.2 `okr_checkin`): every check-in; the key result keeps the latest. */
export const okrCheckin = pgTable(
  'okr_checkin',
  {
    checkinId: serialId('checkin_id'),
    krId: id('kr_id').notNull(),
    value: amount('value'),
    zone: char('zone', { length: 1 }),
    progressPercent: pct('progress_percent').notNull(),
    confidence: smallint('confidence').notNull(),
    comment: varchar('comment', { length: 2000 }),
    ...written(),
  },
  (t) => [index('okr_checkin_kr_idx').on(t.krId)],
)

/** 对齐关系 (§5.2 `okr_alignment`): an objective or key result supports another one of the same cycle. */
export const okrAlignment = pgTable(
  'okr_alignment',
  {
    alignId: serialId('align_id'),
    cycleId: id('cycle_id').notNull(),
    sourceType: varchar('source_type', { length: 2 }).notNull(),
    sourceId: id('source_id').notNull(),
    /** the objective the source is or belongs to (the cycle check walks these) */
    sourceObjectiveId: id('source_objective_id').notNull(),
    targetType: varchar('target_type', { length: 2 }).notNull(),
    targetId: id('target_id').notNull(),
    targetObjectiveId: id('target_objective_id').notNull(),
    ...written(),
  },
  (t) => [
    uniqueIndex('okr_alignment_pair_idx').on(t.sourceType, t.sourceId, t.targetType, t.targetId),
    index('okr_alignment_cycle_idx').on(t.cycleId),
  ],
)

/** 协作人: people who work on an objective beside its owner (they see it and check in on its key results). */
export const okrCollaborator = pgTable(
  'okr_collaborator',
  {
    objectiveId: id('objective_id').notNull(),
    userId: id('user_id').notNull(),
  },
  (t) => [
    uniqueIndex('okr_collaborator_pair_idx').on(t.objectiveId, t.userId),
    index('okr_collaborator_user_idx').on(t.userId),
  ],
)

/**
 * An integration's credential for `POST /okr/open/progress`: only the SHA-256 of the key is kept (the key is 32
 * random bytes, so a fast hash is enough); revoked keys are deleted.
 */
export const okrApiKey = pgTable(
  'okr_api_key',
  {
    keyId: serialId('key_id'),
    keyName: varchar('key_name', { length: 100 }).notNull(),
    keyPrefix: varchar('key_prefix', { length: 16 }).notNull(),
    keyHash: char('key_hash', { length: 64 }).notNull(),
    ...written(),
    lastUsedTime: ts('last_used_time'),
  },
  (t) => [uniqueIndex('okr_api_key_hash_idx').on(t.keyHash), uniqueIndex('okr_api_key_name_idx').on(t.keyName)],
)
