import type { AcceptResult, AuditResult } from './dicts'

/** One line of a hazard's plain ledger of what happened (流转记录, `safe_hazard_log`). */
export interface HazardLogRow {
  logId: number
  hazardId: number
  action: string
  fromStatus: string | null
  toStatus: string | null
  operatorName: string
  opinion: string | null
  createTime: string
}

/** An extension request (申请延期, `safe_hazard_delay`), approved through its own process. */
export interface HazardDelayRow {
  delayId: number
  hazardId: number
  oldDeadline: string | null
  newDeadline: string
  reason: string
  status: string
  applicantName: string
  approverName: string | null
  opinion: string | null
  createTime: string
}

/** What the hazard's page needs besides the row: the open step, whether the caller holds it, the ledger. */
export interface HazardProgress {
  /** the BPMN element id of the open task (`report`, `audit`, `rectify`, `accept`), or null */
  step: string | null
  /** the caller is the open task's assignee or candidate */
  mine: boolean
  log: HazardLogRow[]
  /** newest first; `mine`: a pending request whose approval task the caller holds */
  delays: (HazardDelayRow & { mine: boolean })[]
}

export interface HazardAuditInput {
  result: AuditResult
  opinion?: string
  level?: string
  responsibleOrgId?: number
  responsibleUserId?: number
  rectifyDeadline?: string
  requiredMeasures?: string
  acceptorId?: number
}

export interface HazardRectifyInput {
  rectifyMeasures: string
  rectifyFund?: number | null
  rectifyPhotos: string
  rectifyDate: string
}

export interface HazardAcceptInput {
  result: AcceptResult
  acceptType: string
  acceptOpinion?: string
  acceptFiles?: string | null
}

/** Counts of the ledger the caller may see: per level, status and organisation, plus the overdue ones. */
export interface HazardStats {
  total: number
  overdue: number
  closed: number
  byLevel: { level: string; count: number }[]
  byStatus: { status: string; count: number }[]
  byOrg: { orgId: number; orgName: string; count: number; closed: number }[]
}
