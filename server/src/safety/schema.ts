import { sql } from 'drizzle-orm'
import { boolean, char, date, index, integer, numeric, pgTable, varchar } from 'drizzle-orm/pg-core'
import { audit, id, processColumns, serialId, ts } from '../db/columns'

const money = (name: string) => numeric(name, { precision: 18, scale: 2, mode: 'number' })

/** 隐患 (§3.2): a column per field of `HAZARD` (drizzleStore checks), plus the process's own columns. */
export const safeHazard = pgTable(
  'safe_hazard',
  {
    hazardId: serialId('hazard_id'),
    hazardNo: varchar('hazard_no', { length: 32 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    orgId: id('org_id').notNull(),
    deptId: id('dept_id'),
    location: varchar('location', { length: 300 }).notNull(),
    discoverDate: date('discover_date', { mode: 'string' }).notNull(),
    checkType: varchar('check_type', { length: 10 }).notNull(),
    level: char('level', { length: 1 }).notNull(),
    category: varchar('category', { length: 10 }).notNull(),
    subCategory: varchar('sub_category', { length: 10 }).notNull(),
    description: varchar('description', { length: 2000 }).notNull(),
    photos: varchar('photos', { length: 2000 }).notNull(),
    responsibleOrgId: id('responsible_org_id'),
    responsibleUserId: id('responsible_user_id'),
    stopProduction: boolean('stop_production').notNull().default(false),
    needOutsideHelp: boolean('need_outside_help').notNull().default(false),
    govTarget: varchar('gov_target', { length: 500 }),
    govMeasures: varchar('gov_measures', { length: 2000 }),
    govFund: money('gov_fund'),
    govMaterials: varchar('gov_materials', { length: 500 }),
    govDeadline: date('gov_deadline', { mode: 'string' }),
    govLeaderId: id('gov_leader_id'),
    hazardStatus: char('hazard_status', { length: 1 }).notNull().default('0'),
    isOverdue: boolean('is_overdue').notNull().default(false),
    rectifyDeadline: date('rectify_deadline', { mode: 'string' }),
    requiredMeasures: varchar('required_measures', { length: 2000 }),
    rectifyMeasures: varchar('rectify_measures', { length: 2000 }),
    rectifyFund: money('rectify_fund'),
    rectifyPhotos: varchar('rectify_photos', { length: 2000 }),
    rectifyDate: date('rectify_date', { mode: 'string' }),
    rectifyRound: integer('rectify_round').notNull().default(0),
    acceptType: varchar('accept_type', { length: 10 }),
    acceptOpinion: varchar('accept_opinion', { length: 2000 }),
    acceptFiles: varchar('accept_files', { length: 2000 }),
    acceptByName: varchar('accept_by_name', { length: 64 }),
    closeTime: ts('close_time'),
    supervised: boolean('supervised').notNull().default(false),
    superviseLevel: varchar('supervise_level', { length: 10 }),
    superviseDeadline: date('supervise_deadline', { mode: 'string' }),
    suspended: boolean('suspended').notNull().default(false),
    stateReason: varchar('state_reason', { length: 500 }),
    // the process, denormalised for the lists (§8.3): set by `onProcess`
    ...processColumns(),
    /** who reported it (the process's starter) and who audited it (approves extension requests, accepts by default) */
    reporterId: id('reporter_id'),
    auditorId: id('auditor_id'),
    /**
     * The step the hazard's own page is completing (`audit`, `rectify` …), written with its input in the engine's
     * transaction; `onProcess` refuses a completion of that step without it (the generic todo list cannot skip the
     * step's input) and clears it.
     */
    pendingStep: varchar('pending_step', { length: 32 }),
    ...audit,
  },
  (t) => [
    index('safe_hazard_org_idx').on(t.orgId),
    index('safe_hazard_status_idx').on(t.hazardStatus),
    index('safe_hazard_due_idx')
      .on(t.rectifyDeadline)
      .where(sql`${t.hazardStatus} IN ('3', '4')`),
  ],
)

/** 流转记录: a plain ledger of what happened to a hazard, kept beside the engine's history (§3.2). */
export const safeHazardLog = pgTable(
  'safe_hazard_log',
  {
    logId: serialId('log_id'),
    hazardId: id('hazard_id').notNull(),
    action: varchar('action', { length: 64 }).notNull(),
    fromStatus: char('from_status', { length: 1 }),
    toStatus: char('to_status', { length: 1 }),
    operatorName: varchar('operator_name', { length: 64 }).notNull(),
    opinion: varchar('opinion', { length: 2000 }),
    createTime: ts('create_time').notNull(),
  },
  (t) => [index('safe_hazard_log_hazard_idx').on(t.hazardId)],
)

/** 申请延期: each request, approved through its own process (`safety.hazardDelay`). */
export const safeHazardDelay = pgTable(
  'safe_hazard_delay',
  {
    delayId: serialId('delay_id'),
    hazardId: id('hazard_id').notNull(),
    oldDeadline: date('old_deadline', { mode: 'string' }),
    newDeadline: date('new_deadline', { mode: 'string' }).notNull(),
    reason: varchar('reason', { length: 1000 }).notNull(),
    status: char('status', { length: 1 }).notNull().default('0'),
    applicantName: varchar('applicant_name', { length: 64 }).notNull(),
    approverName: varchar('approver_name', { length: 64 }),
    opinion: varchar('opinion', { length: 1000 }),
    procInsId: varchar('proc_ins_id', { length: 64 }),
    createTime: ts('create_time').notNull(),
  },
  (t) => [index('safe_hazard_delay_hazard_idx').on(t.hazardId)],
)
