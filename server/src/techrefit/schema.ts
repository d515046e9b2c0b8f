import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { boolean, char, date, index, integer, numeric, pgTable, smallint, unique, varchar } from 'drizzle-orm/pg-core'
import { attachments, audit, id, processColumns, remarkAndAudit, serialId } from '../db/columns'

/** 万元 with 2 decimals (numeric(18,2)); read back as numbers by the resource store. */
const money = (name: string) => numeric(name, { precision: 18, scale: 2 })
const day = (name: string) => date(name, { mode: 'string' })

/** 项目库 (§4.2 of the domain design): a column per field of `TR_PROJECT`, plus the process columns (§8.3). */
export const trProject = pgTable(
  'tr_project',
  {
    projectId: serialId('project_id'),
    projectCode: varchar('project_code', { length: 32 }).notNull().unique('tr_project_code_uk'),
    projectName: varchar('project_name', { length: 200 }).notNull(),
    orgId: id('org_id').notNull(),
    category: varchar('category', { length: 20 }).notNull(),
    industry: varchar('industry', { length: 20 }),
    location: varchar('location', { length: 200 }),
    isCoreBusiness: boolean('is_core_business').notNull().default(true),
    isStrategicEmerging: boolean('is_strategic_emerging').notNull().default(false),
    isKeyProject: boolean('is_key_project').notNull().default(false),
    content: varchar('content', { length: 2000 }).notNull(),
    necessity: varchar('necessity', { length: 2000 }),
    technicalPlan: varchar('technical_plan', { length: 2000 }),
    totalInvestment: money('total_investment').notNull(),
    invEquipment: money('inv_equipment'),
    invConstruction: money('inv_construction'),
    invInstallation: money('inv_installation'),
    invOther: money('inv_other'),
    fundSelf: money('fund_self'),
    fundBankLoan: money('fund_bank_loan'),
    fundGroup: money('fund_group'),
    fundGov: money('fund_gov'),
    fundOther: money('fund_other'),
    expectedRevenue: money('expected_revenue'),
    expectedProfit: money('expected_profit'),
    energySaving: numeric('energy_saving', { precision: 14, scale: 2 }),
    carbonReduction: numeric('carbon_reduction', { precision: 14, scale: 2 }),
    paybackYears: numeric('payback_years', { precision: 5, scale: 2 }),
    irr: numeric('irr', { precision: 7, scale: 2 }),
    planStart: day('plan_start').notNull(),
    planEnd: day('plan_end').notNull(),
    actualStart: day('actual_start'),
    actualEnd: day('actual_end'),
    progressPercent: numeric('progress_percent', { precision: 7, scale: 2 }),
    decisionLevel: varchar('decision_level', { length: 20 }).notNull(),
    approvalDocNo: varchar('approval_doc_no', { length: 100 }),
    approvalDate: day('approval_date'),
    feasibilityDocNo: varchar('feasibility_doc_no', { length: 100 }),
    filingNo: varchar('filing_no', { length: 100 }),
    approvalFiles: varchar('approval_files', { length: 2000 }),
    manager: varchar('manager', { length: 30 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 20 }).notNull(),
    /** Σ tr_project_year.completed_ytd, kept by the yearly plan's save. */
    completedInvestment: money('completed_investment').notNull().default('0'),
    libStatus: char('lib_status', { length: 1 }).notNull().default('0'),
    retireReason: varchar('retire_reason', { length: 500 }),
    ...processColumns(),
    attachments: attachments(),
    ...remarkAndAudit(),
  },
  (t) => [index('tr_project_org_idx').on(t.orgId), index('tr_project_status_idx').on(t.libStatus)],
)

/** 年度投资计划与完成: one row per project and year. */
export const trProjectYear = pgTable(
  'tr_project_year',
  {
    projectId: id('project_id')
      .notNull()
      .references(() => trProject.projectId, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    planInvestment: money('plan_investment').notNull().default('0'),
    completedYtd: money('completed_ytd').notNull().default('0'),
    updateMonth: smallint('update_month'),
    note: varchar('note', { length: 500 }),
    ...audit,
  },
  (t) => [unique('tr_project_year_uk').on(t.projectId, t.year)],
)

/** The project and organisation a special or SASAC row belongs to (repeated from the library project). */
const linked = () => ({
  projectId: id('project_id')
    .notNull()
    .references(() => trProject.projectId),
  projectCode: varchar('project_code', { length: 32 }).notNull(),
  projectName: varchar('project_name', { length: 200 }).notNull(),
  orgId: id('org_id').notNull(),
})

/** A linked table's indexes: one row per project and business key (`<table>_uk`), and the organisation's list. */
const linkedIndexes = (
  table: string,
  t: { projectId: AnyPgColumn; orgId: AnyPgColumn },
  businessKey: [AnyPgColumn, ...AnyPgColumn[]],
) => [unique(`${table}_uk`).on(t.projectId, ...businessKey), index(`${table}_org_idx`).on(t.orgId)]

/** 专项项目 (§4.3). */
export const trSpecialProject = pgTable(
  'tr_special_project',
  {
    specialId: serialId('special_id'),
    ...linked(),
    specialName: varchar('special_name', { length: 200 }).notNull(),
    specialBatch: varchar('special_batch', { length: 50 }).notNull(),
    fundingSourceLevel: varchar('funding_source_level', { length: 20 }).notNull(),
    issuingDept: varchar('issuing_dept', { length: 100 }),
    supportMode: varchar('support_mode', { length: 20 }),
    applyDate: day('apply_date'),
    applyAmount: money('apply_amount').notNull(),
    approvedAmount: money('approved_amount'),
    approvalDocNo: varchar('approval_doc_no', { length: 100 }),
    approvalDate: day('approval_date'),
    receivedAmount: money('received_amount'),
    receivedDate: day('received_date'),
    performanceTargets: varchar('performance_targets', { length: 2000 }),
    acceptanceDate: day('acceptance_date'),
    acceptanceResult: varchar('acceptance_result', { length: 20 }),
    specialStatus: char('special_status', { length: 1 }).notNull().default('0'),
    attachments: attachments(),
    ...remarkAndAudit(),
  },
  (t) => linkedIndexes('tr_special_project', t, [t.specialName, t.specialBatch]),
)

/** 国资委项目 (§4.4). */
export const trSasacProject = pgTable(
  'tr_sasac_project',
  {
    sasacId: serialId('sasac_id'),
    ...linked(),
    reportYear: integer('report_year').notNull(),
    reportType: varchar('report_type', { length: 20 }).notNull(),
    sasacProjectCode: varchar('sasac_project_code', { length: 50 }),
    investmentCategory: varchar('investment_category', { length: 20 }).notNull(),
    isCoreBusiness: boolean('is_core_business').notNull().default(true),
    isStrategicEmerging: boolean('is_strategic_emerging').notNull().default(false),
    isOverseas: boolean('is_overseas').notNull().default(false),
    emergingIndustry: varchar('emerging_industry', { length: 20 }),
    negativeListCheck: varchar('negative_list_check', { length: 20 }).notNull(),
    totalInvestment: money('total_investment').notNull().default('0'),
    plannedInvestmentYear: money('planned_investment_year').notNull(),
    reportDate: day('report_date'),
    feedbackDate: day('feedback_date'),
    feedbackResult: varchar('feedback_result', { length: 20 }),
    feedbackOpinion: varchar('feedback_opinion', { length: 1000 }),
    reportStatus: char('report_status', { length: 1 }).notNull().default('0'),
    attachments: attachments(),
    ...remarkAndAudit(),
  },
  (t) => linkedIndexes('tr_sasac_project', t, [t.reportYear, t.reportType]),
)
