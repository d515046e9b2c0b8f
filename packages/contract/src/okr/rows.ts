import type { OkrKeyResultRow, OkrObjectiveRow } from './resources'

/** One check-in (进展记录, `okr_checkin`): a value or a zone, a confidence 0–10 and a comment. */
export interface OkrCheckinRow {
  checkinId: number
  krId: number
  value: number | null
  zone: string | null
  progressPercent: number
  confidence: number
  comment: string | null
  createBy: string
  createTime: string
}

export interface OkrCheckinInput {
  krId: number
  /** numeric key results */
  value?: number
  /** graded key results: okr_zone */
  zone?: string
  confidence: number
  comment?: string
}

/** What aligns (对齐方) and what it aligns to: an objective (`O`) or a key result (`KR`). */
export type OkrNodeType = 'O' | 'KR'

export interface OkrAlignmentInput {
  sourceType: OkrNodeType
  sourceId: number
  targetType: OkrNodeType
  targetId: number
}

export interface OkrAlignmentRow extends OkrAlignmentInput {
  alignId: number
  createBy: string
  createTime: string
}

/** The board (`GET /okr/board`): objectives the caller may see, each with its key results and alignments. */
export type OkrBoardObjective = OkrObjectiveRow & {
  ownerName: string
  orgName: string
  keyResults: OkrKeyResultRow[]
  /** the people who work on it beside its owner (they see it whatever its visibility, and check in) */
  collaborators: { userId: number; nickName: string }[]
  /** whom this objective and its key results align to */
  alignments: OkrAlignmentRow[]
}

export type OkrBoardScope = 'my' | 'dept' | 'company'

/**
 * The alignment map of one cycle (`GET /okr/alignment/graph`, design note §5.4): objectives and key results as
 * nodes, a key result's edge to its objective (`kr`), the first alignment of a source (`primary`) and the others
 * (`extra`), from the aligning node to the node it supports.
 */
export interface OkrGraphNode {
  id: string
  type: OkrNodeType
  refId: number
  title: string
  level: string | null
  ownerName: string
  orgName: string
  progress: number
  status: string
  confidence: number | null
}

export interface OkrGraphEdge {
  source: string
  target: string
  kind: 'kr' | 'primary' | 'extra'
}

export interface OkrGraph {
  nodes: OkrGraphNode[]
  edges: OkrGraphEdge[]
}

/** A node's id in the map: `O12`, `KR34`. */
export const okrNodeId = (type: OkrNodeType, id: number) => `${type}${id}`

/** 协作人 of an objective (`PUT /okr/objective/:objectiveId/collaborators`). */
export interface OkrCollaboratorsInput {
  userIds: number[]
}

/** 评分 at the end of a cycle (`PUT /okr/objective/:objectiveId/score`): a score 0–100 per key result. */
export interface OkrScoreInput {
  scores: { krId: number; score: number }[]
}

/** The review of a cycle per department (`GET /okr/review/summary?cycleId`). */
export interface OkrDeptSummaryRow {
  orgId: number
  orgName: string
  objectives: number
  keyResults: number
  /** mean objective progress, 0–100 */
  avgProgress: number
  /** mean objective score of the scored ones, 0–100; null before scoring */
  avgScore: number | null
  achieved: number
  missed: number
  /** objectives whose progress status is 风险 or 延期 */
  atRisk: number
}

/** A key result of mine on the workbench (`GET /okr/my/keyresults`): is a check-in due? */
export interface OkrMyKeyResultRow {
  krId: number
  title: string
  objectiveId: number
  objectiveTitle: string
  progressPercent: number
  confidence: number | null
  progressStatus: string
  lastCheckinTime: string | null
  /** no check-in within the reminder interval (`OKR_CHECKIN_DUE_DAYS`) */
  checkinDue: boolean
}

/** Days after which a key result of a running objective is due for a check-in (Feishu's weekly 周报提醒). */
export const OKR_CHECKIN_DUE_DAYS = 7

/** An integration's credential for the progress API (the key itself is shown once, at creation, and kept hashed). */
export interface OkrApiKeyRow {
  keyId: number
  keyName: string
  /** the first characters of the key, to tell keys apart */
  keyPrefix: string
  createBy: string
  createTime: string
  lastUsedTime: string | null
}

export interface OkrApiKeyCreated extends OkrApiKeyRow {
  /** the whole key: shown this once */
  apiKey: string
}

/** What another system sends to `POST /okr/open/progress` with its key in the `x-okr-api-key` header. */
export interface OkrOpenProgressInput {
  krId: number
  value: number
  confidence?: number
  comment?: string
}
