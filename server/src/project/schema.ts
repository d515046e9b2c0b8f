import type { BaselineNode, PlanMove } from '@wp/contract'
import { boolean, char, date, index, integer, numeric, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { attachments, audit, creation, id, jsonList, processColumns, serialId, ts } from '../db/columns'

const money = (name: string) => numeric(name, { precision: 18, scale: 2, mode: 'number' })
const pct = (name: string) => numeric(name, { precision: 7, scale: 2, mode: 'number' })
const day = (name: string) => date(name, { mode: 'string' })

/** 项目 (§2.2): a column per field of the contract's PROJECT. */
export const projProject = pgTable(
  'proj_project',
  {
    projectId: serialId('project_id'),
    projectCode: varchar('project_code', { length: 32 }).notNull(),
    projectName: varchar('project_name', { length: 200 }).notNull(),
    projectType: varchar('project_type', { length: 32 }).notNull(),
    projectLevel: varchar('project_level', { length: 32 }).notNull(),
    source: varchar('source', { length: 32 }),
    sourceDesc: varchar('source_desc', { length: 300 }),
    orgId: id('org_id').notNull(),
    managerUserId: id('manager_user_id').notNull(),
    leaderUserId: id('leader_user_id'),
    isKey: boolean('is_key').notNull().default(false),
    goal: varchar('goal', { length: 2000 }).notNull(),
    content: text('content').notNull(),
    planStartDate: day('plan_start_date').notNull(),
    planEndDate: day('plan_end_date').notNull(),
    actualStartDate: day('actual_start_date'),
    actualEndDate: day('actual_end_date'),
    budgetTotal: money('budget_total'),
    actualCost: money('actual_cost'),
    fundNational: money('fund_national'),
    fundGroup: money('fund_group'),
    fundSelf: money('fund_self'),
    fundOther: money('fund_other'),
    attachments: attachments(),
    progressPercent: pct('progress_percent').notNull().default(0),
    planProgressPercent: pct('plan_progress_percent').notNull().default(0),
    health: char('health', { length: 1 }),
    overdue: boolean('overdue').notNull().default(false),
    projectStatus: char('project_status', { length: 1 }).notNull().default('0'),
    latestReportPeriod: varchar('latest_report_period', { length: 7 }),
    reportOverdue: boolean('report_overdue').notNull().default(false),
    statusReason: varchar('status_reason', { length: 500 }),
    ...processColumns(),
    ...audit,
  },
  (t) => [
    uniqueIndex('proj_project_code_uq').on(t.projectCode),
    index('proj_project_org_idx').on(t.orgId),
    index('proj_project_status_idx').on(t.projectStatus),
  ],
)

/** A row belonging to a project, deleted with it. */
const ofProject = () =>
  id('project_id')
    .notNull()
    .references(() => projProject.projectId, { onDelete: 'cascade' })

/** 项目成员: a user in a project role. */
export const projMember = pgTable(
  'proj_member',
  {
    memberId: serialId('member_id'),
    projectId: ofProject(),
    userId: id('user_id').notNull(),
    projectRole: varchar('project_role', { length: 32 }).notNull(),
    remark: varchar('remark', { length: 200 }),
  },
  (t) => [uniqueIndex('proj_member_uq').on(t.projectId, t.userId)],
)

/** 工作计划 (§2.3): the WBS, one row per phase, milestone or task. */
export const projWorkPlan = pgTable(
  'proj_work_plan',
  {
    planId: serialId('plan_id'),
    projectId: ofProject(),
    parentId: id('parent_id'),
    sortNo: integer('sort_no').notNull().default(0),
    nodeName: varchar('node_name', { length: 200 }).notNull(),
    nodeType: char('node_type', { length: 1 }).notNull(),
    deliverable: varchar('deliverable', { length: 500 }),
    weight: pct('weight'),
    planStart: day('plan_start').notNull(),
    planEnd: day('plan_end').notNull(),
    actualStart: day('actual_start'),
    actualEnd: day('actual_end'),
    responsibleOrgId: id('responsible_org_id'),
    responsibleUserId: id('responsible_user_id'),
    progressPercent: pct('progress_percent').notNull().default(0),
    nodeStatus: char('node_status', { length: 1 }).notNull().default('0'),
    completeDesc: varchar('complete_desc', { length: 2000 }),
    delayReason: varchar('delay_reason', { length: 500 }),
    delayTimes: integer('delay_times').notNull().default(0),
    evidence: varchar('evidence', { length: 2000 }),
    ...audit,
  },
  (t) => [
    index('proj_work_plan_project_idx').on(t.projectId),
    index('proj_work_plan_user_idx').on(t.responsibleUserId),
  ],
)

/** Finish-to-start dependencies between plan nodes, with a lag in days. */
export const projPlanLink = pgTable(
  'proj_plan_link',
  {
    linkId: serialId('link_id'),
    projectId: ofProject(),
    predId: id('pred_id')
      .notNull()
      .references(() => projWorkPlan.planId, { onDelete: 'cascade' }),
    succId: id('succ_id')
      .notNull()
      .references(() => projWorkPlan.planId, { onDelete: 'cascade' }),
    lag: integer('lag').notNull().default(0),
  },
  (t) => [uniqueIndex('proj_plan_link_uq').on(t.predId, t.succId), index('proj_plan_link_project_idx').on(t.projectId)],
)

/** A saved plan (基线): every node's planned dates at that moment; one is saved at establishment. */
export const projBaseline = pgTable(
  'proj_baseline',
  {
    baselineId: serialId('baseline_id'),
    projectId: ofProject(),
    name: varchar('name', { length: 100 }).notNull(),
    nodes: jsonList<BaselineNode>('nodes'),
    ...creation(),
  },
  (t) => [index('proj_baseline_project_idx').on(t.projectId)],
)

/** 计划调整 (§2.3, `proj_plan_change`): moves of an established plan, applied when approved. */
export const projPlanChange = pgTable(
  'proj_plan_change',
  {
    changeId: serialId('change_id'),
    projectId: ofProject(),
    reason: varchar('reason', { length: 500 }).notNull(),
    moves: jsonList<PlanMove>('moves'),
    approveStatus: char('approve_status', { length: 1 }).notNull().default('1'),
    ...processColumns(),
    applyBy: varchar('apply_by', { length: 64 }).notNull(),
    applyTime: ts('apply_time').notNull().defaultNow(),
    approveTime: ts('approve_time'),
  },
  (t) => [index('proj_plan_change_project_idx').on(t.projectId)],
)

/** 进展汇报 (§2.4): a column per field of the contract's PROGRESS_REPORT. */
export const projProgressReport = pgTable(
  'proj_progress_report',
  {
    reportId: serialId('report_id'),
    projectId: ofProject(),
    orgId: id('org_id').notNull(),
    projectName: varchar('project_name', { length: 200 }).notNull().default(''),
    periodKey: varchar('period_key', { length: 7 }).notNull(),
    overallProgress: pct('overall_progress').notNull().default(0),
    doneThisPeriod: text('done_this_period').notNull(),
    planNextPeriod: text('plan_next_period').notNull(),
    problems: varchar('problems', { length: 2000 }),
    coordinationNeeded: varchar('coordination_needed', { length: 2000 }),
    spentThisPeriod: money('spent_this_period'),
    investmentYtd: money('investment_ytd'),
    riskLevel: varchar('risk_level', { length: 32 }),
    reportStatus: char('report_status', { length: 1 }).notNull().default('0'),
    leaderComment: text('leader_comment'),
    commentBy: varchar('comment_by', { length: 64 }),
    commentTime: ts('comment_time'),
    submitTime: ts('submit_time'),
    ...audit,
  },
  (t) => [uniqueIndex('proj_progress_report_uq').on(t.projectId, t.periodKey)],
)
