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
