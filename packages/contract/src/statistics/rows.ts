import type { StatFieldType, StatPeriodType } from './fields'
import type { LockType, ReportStatus, ScreenCode } from './dicts'
import type { StatKind, StatKindOf } from './kinds'

/** The rows 统计 sends, as the browser reads them: money and counts as numbers, dates as `yyyy-MM-dd` text. */

/** Columns every kind's row has. */
export interface StatRowBase {
  id: number
  /** 填报单位: a department (`sys_dept.dept_id`); data scope applies to it. */
  orgId: number
  orgName: string
  reportStatus: ReportStatus
  submitBy?: string | null
  submitTime?: string | null
  auditBy?: string | null
  auditTime?: string | null
  auditOpinion?: string | null
  createBy?: string | null
  createTime?: string | null
  updateBy?: string | null
  updateTime?: string | null
  remark?: string | null
}

/** Periodic kinds (shape A and C) add the period. */
export interface StatPeriodColumns {
  periodType: StatPeriodType
  /** `2025-06-30`, `2025-06`, `2025-H1`, `2025`: sorts as text. */
  periodKey: string
  statYear: number
  statMonth?: number | null
}

type ValueOf<T extends StatFieldType> = T extends 'money' | 'number' | 'integer' | 'percent' ? number : string

type Fields<K extends StatKind> = StatKindOf<K>['fields'][number]
type Computed<K extends StatKind> =
  StatKindOf<K> extends { computed: readonly { key: infer C extends string }[] }
    ? { [P in C]?: number | null }
    : unknown

/** One kind's row: the common columns, the period for periodic kinds, its fields and its computed figures. */
export type StatRow<K extends StatKind> = StatRowBase &
  (StatKindOf<K>['periodType'] extends null ? unknown : StatPeriodColumns) & {
    [F in Fields<K> as F['key']]?: ValueOf<F['type']> | null
  } & Computed<K>

/** Any kind's row, for generic screens built from the descriptions. */
export type AnyStatRow = StatRowBase & Partial<StatPeriodColumns> & Record<string, unknown>

/** The lock state of one indicator for an organisation and period (`getLocksByIndexIds`). */
export interface StatLockState {
  indexId: number
  indexCode: string
  kind: StatKind
  /** The field, or `*` for the whole form. */
  fieldName: string
  locked: boolean
  lockType?: LockType | null
  lockBy?: string | null
  lockTime?: string | null
  unlockReason?: string | null
}

/** GET getInfo without an id: what the entry form needs to open. */
export interface StatFormContext {
  kind: StatKind
  orgId: number
  orgName: string
  /** The period asked for, or the current one of the kind's period type. */
  periodKey: string | null
  /** The stored row of that organisation and period, if any. */
  row: AnyStatRow | null
  /** Locks of the kind's indicators for that organisation and period. */
  locks: StatLockState[]
  /** Whether the caller may change the row now (state, locks and permissions together). */
  editable: boolean
}

/** A catalogue row (指标目录). One per governed field, plus `*` (the whole form) per kind. */
export interface StatIndexRow {
  indexId: number
  indexCode: string
  indexName: string
  kind: StatKind
  fieldName: string
  unit?: string | null
  periodType?: StatPeriodType | null
  valueType: StatFieldType | 'form'
  required: boolean
  /** stat_lock_mode */
  lockMode: string
  /** Day of the next month (or hour of the next day for daily kinds) after which a deadline lock applies. */
  deadlineDay?: number | null
  showOnScreen: boolean
  sort: number
  /** sys_normal_disable */
  status: string
}

/** POST /statistics/index/edit, catalogue part. */
export interface StatIndexEdit {
  indexId: number
  indexName?: string
  unit?: string | null
  lockMode?: string
  deadlineDay?: number | null
  showOnScreen?: boolean
  sort?: number
  status?: string
}

/** POST /statistics/index/edit, lock part: `orgId` / `periodKey` absent = every organisation / every period. */
export interface StatLockChange {
  indexId: number
  orgId?: number | null
  periodKey?: string | null
  locked: boolean
  /** Required when unlocking. */
  reason?: string
}

/** One lock record (kept after unlocking, so the log reads who unlocked and why). */
export interface StatLockRow {
  lockId: number
  indexId: number
  orgId: number | null
  periodKey: string | null
  locked: boolean
  lockType: LockType
  lockBy?: string | null
  lockTime?: string | null
  unlockBy?: string | null
  unlockTime?: string | null
  unlockReason?: string | null
}

/** One change of a row: who, when, what action, and each field's old → new value. */
export interface StatHistoryRow {
  historyId: number
  kind: StatKind
  rowId: number
  /** save, submit, approve, return, unlock, delete, import */
  action: string
  operName: string
  operTime: string
  opinion?: string | null
  changes: { field: string; label: string; from: unknown; to: unknown }[]
}

/**
 * Reply of a save: the row's id, and what the server saved but asks the filler to check (a year-to-date figure below
 * the year's earlier months: the kind's `ytdCoversMonths`), in Chinese, empty when nothing looks wrong.
 */
export interface StatSaveResult {
  id: number
  warnings: string[]
}

/** Reply of an Excel import: what went in and each refused row with its reasons (row numbers as in Excel). */
export interface StatImportResult {
  inserted: number
  updated: number
  failed: { row: number; errors: string[] }[]
}

/** 统计附件 / 大屏素材. */
/** An organisation the caller may fill in for (`/statistics/org/list`): a department in their data scope. */
export interface StatOrgOption {
  orgId: number
  orgName: string
  parentId: number
}

export interface StatFileRow {
  id: number
  fileId: string
  fileName: string
  fileUrl: string
  fileSize: number
  fileExt: string
  /** stat_file_category */
  category: string
  kind?: StatKind | null
  bizId?: number | null
  orgId?: number | null
  periodKey?: string | null
  isScreen: boolean
  screenCode?: ScreenCode | null
  screenSort: number
  createBy?: string | null
  createTime?: string | null
}

/** A display token as listed (the token itself is shown only once, when it is made). */
export interface DisplayTokenRow {
  id: number
  name: string
  screens: ScreenCode[]
  /** First characters of the token, to tell tokens apart on the screen. */
  tokenPrefix: string
  createBy?: string | null
  createTime?: string | null
  lastUsedTime?: string | null
  revoked: boolean
  revokeBy?: string | null
  revokeTime?: string | null
  remark?: string | null
}

/** What `/statistics/stream` sends as `event: change` whenever a figure is saved, submitted, approved or locked. */
export interface StatChangeEvent {
  kind: StatKind | 'index'
  action: 'save' | 'submit' | 'approve' | 'return' | 'unlock' | 'delete' | 'import' | 'lock'
  orgId: number | null
  periodKey: string | null
  ids: number[]
  /** Server time, epoch milliseconds. */
  at: number
  /** The screens whose data may have changed (a stream for other screens may skip it). */
  screens: ScreenCode[]
}

// ---- 统计报表 ----------------------------------------------------------------------------------------------

/** One figure of the report: this period, the previous period, the same period last year, year to date. */
export interface StatReportCell {
  current: number | null
  previous: number | null
  lastYear: number | null
  ytd: number | null
  /** (current − previous) / previous × 100, null when there is nothing to compare. */
  changePct: number | null
  /** (current − lastYear) / lastYear × 100. */
  yoyPct: number | null
}

export interface StatReportRow {
  orgId: number
  orgName: string
  reportStatus: ReportStatus | null
  locked: boolean
  values: Record<string, StatReportCell>
}

export interface StatReportSection {
  kind: StatKind
  title: string
  /** The period of this kind the report shows (`2025-06`, `2025-H1`, `2025`). */
  periodKey: string
  previousPeriodKey: string
  indicators: { key: string; label: string; unit?: string }[]
  rows: StatReportRow[]
  total: StatReportRow
}

/** 填报进度: how many organisations are at each state, per kind. */
export interface StatReportProgress {
  kind: StatKind
  title: string
  draft: number
  submitted: number
  approved: number
  returned: number
  missing: number
}

export interface StatReport {
  periodKey: string
  includeUnreviewed: boolean
  orgCount: number
  progress: StatReportProgress[]
  sections: StatReportSection[]
}

// ---- Big screens --------------------------------------------------------------------------------------------

export interface ScreenKpi {
  key: string
  label: string
  value: number | null
  unit: string
  /** Same period last year, for the year-on-year arrow. */
  lastYear?: number | null
  /** Red when below expectation (e.g. completion below time progress). */
  warn?: boolean
}

export interface ScreenNamedValue {
  name: string
  value: number
}

export interface ScreenSeries {
  /** x axis labels (`2025-01`…). */
  categories: string[]
  series: { name: string; unit: string; type: 'bar' | 'line'; data: (number | null)[] }[]
}

export interface ScreenAlert {
  id: number
  title: string
  level: string
  alertType: string
  orgName: string
  periodKey: string
}

export interface ScreenEquityNode {
  name: string
  /** Share held by the parent, percent. */
  shareRatio: number | null
  controlType: string | null
  isConsolidated: boolean
  children: ScreenEquityNode[]
}

/** bigscreen6: 经营发展 · 投资与科技创新. Months are of `year`; `month` is the latest month with data. */
export interface Bigscreen6Data {
  year: number
  month: number | null
  updatedAt: string
  kpis: ScreenKpi[]
  /** Monthly completion (bar), cumulative completion rate (line), time progress (line). */
  investmentTrend: ScreenSeries
  /** Completion rate by organisation, highest first. */
  investmentRanking: ScreenNamedValue[]
  investmentStructure: ScreenNamedValue[]
  equityTree: ScreenEquityNode | null
  /** R&D expense (bar) and intensity (line) by month. */
  rdTrend: ScreenSeries
  /** Applications and grants by type for the last five years. */
  patents: ScreenSeries
  validInventionPatents: number
  platformsByLevel: ScreenNamedValue[]
  platformsByType: ScreenNamedValue[]
  nationalPlatforms: string[]
  awardsByLevel: ScreenNamedValue[]
  latestAwards: { achievementName: string; awardName: string; awardGrade: string; awardYear: number }[]
  /** Approved vs received by year. */
  policyFunding: ScreenSeries
  policyFundingByType: ScreenNamedValue[]
  /** Closing balance of the last 30 days (group total). */
  fundBalance: ScreenSeries
  concentrationRate: number | null
  /** Interest-bearing debt by month, and its structure at the latest month. */
  debtTrend: ScreenSeries
  debtStructure: ScreenNamedValue[]
  alerts: ScreenAlert[]
}

/** bigscreen7: 党建引领 · 干部人才. */
export interface Bigscreen7Data {
  year: number
  /** The latest half year with party data (`2025-H1`). */
  partyPeriodKey: string | null
  month: number | null
  updatedAt: string
  kpis: ScreenKpi[]
  partyOrgs: ScreenNamedValue[]
  memberGender: ScreenNamedValue[]
  memberAge: ScreenNamedValue[]
  memberEducation: ScreenNamedValue[]
  memberTypes: ScreenNamedValue[]
  /** 申请人 → 积极分子 → 发展对象 → 预备党员 → 正式党员 (this year). */
  developmentFunnel: ScreenNamedValue[]
  majorEvents: { id: number; eventDate: string; title: string; category: string; orgName: string; content: string }[]
  materials: StatFileRow[]
  /** Members (bar) and branches (bar) by organisation. */
  membersByOrg: ScreenSeries
  cadreAge: ScreenNamedValue[]
  cadreEducation: ScreenNamedValue[]
  femaleCadreRate: number | null
  youngCadreRate: number | null
  cadreLevels: ScreenSeries
  /** Headcount over the last 12 months. */
  headcountTrend: ScreenSeries
  threeTeams: ScreenNamedValue[]
  education: ScreenNamedValue[]
  titles: ScreenNamedValue[]
  /** Labour cost (bar) and average wage (line) by month. */
  laborCost: ScreenSeries
  alerts: ScreenAlert[]
}

export type ScreenData<S extends ScreenCode> = S extends 'bigscreen6' ? Bigscreen6Data : Bigscreen7Data
