import type { ApprovalHistoryTask } from '../workflow/rows'
import type { NodeType } from './schedule'

/** A member of a project with a project role (dict `proj_member_role`). */
export interface ProjectMemberRow {
  userId: number
  nickName: string | null
  deptName: string | null
  projectRole: string
  remark: string | null
}

/** One node of the work plan as the plan view sends it (with its roll-up and critical-path facts). */
export interface PlanNodeRow {
  planId: number
  projectId: number
  parentId: number | null
  sortNo: number
  nodeName: string
  nodeType: NodeType
  deliverable: string | null
  /** the weight among its siblings (null: an equal share) */
  weight: number | null
  planStart: string
  planEnd: string
  actualStart: string | null
  actualEnd: string | null
  responsibleOrgId: number | null
  responsibleUserId: number | null
  responsibleUserName: string | null
  /** leaves: typed in; parents: the weighted roll-up */
  progressPercent: number
  nodeStatus: string
  completeDesc: string | null
  delayReason: string | null
  delayTimes: number
  /** total float in days (leaves), null for phases */
  float: number | null
  critical: boolean
  /** unfinished and past its planned end */
  overdue: boolean
}

/** A finish-to-start dependency. */
export interface PlanLinkRow {
  linkId: number
  predId: number
  succId: number
  lag: number
}

/** A saved baseline's dates of one node. */
export interface BaselineNode {
  planId: number
  planStart: string
  planEnd: string
}

export interface BaselineRow {
  baselineId: number
  name: string
  createBy: string
  createTime: string
}

/** A node compared with the baseline: how many days its finish moved (positive: later). */
export interface BaselineDiff {
  planId: number
  baseStart: string | null
  baseEnd: string | null
  /** null: the node is new since the baseline */
  finishVariance: number | null
}

/** The plan of a project: nodes, links, the critical path, the roll-up and the baseline comparison. */
export interface PlanView {
  projectId: number
  projectStatus: string
  /** whether date changes go through a plan change (the project is established) */
  needsApproval: boolean
  nodes: PlanNodeRow[]
  links: PlanLinkRow[]
  criticalPath: number[]
  progressPercent: number
  planProgressPercent: number
  health: string | null
  baselines: BaselineRow[]
  /** the chosen (default: latest) baseline */
  baselineId: number | null
  baseline: BaselineDiff[]
  /** a plan change waiting for approval */
  pendingChangeId: number | null
}

/** What a reschedule moves, as the preview and the change record list it. */
export interface PlanMove {
  planId: number
  nodeName: string
  oldStart: string
  oldEnd: string
  planStart: string
  planEnd: string
  cause: 'direct' | 'dependency' | 'parent'
}

/** A plan change (`proj_plan_change`, §2.3): the moves it asks for and its approval. */
export interface PlanChangeRow {
  changeId: number
  projectId: number
  reason: string
  moves: PlanMove[]
  approveStatus: string
  currentTaskName: string | null
  applyBy: string
  applyTime: string
  approveTime: string | null
}

/** One approval of a project's history (立项, 验收, plan changes), newest first. */
export interface ApprovalRow {
  bizTitle: string
  procInsId: string
  procDefName: string
  status: string
  startUserName: string
  startTime: string
  endTime: string | null
  tasks: Pick<
    ApprovalHistoryTask,
    'name' | 'assigneeName' | 'status' | 'outcome' | 'comment' | 'createTime' | 'finishTime'
  >[]
}

/** A row of the filing view: whether a project reported for a period. */
export interface FilingRow {
  projectId: number
  projectCode: string
  projectName: string
  orgId: number
  orgName: string | null
  managerUserId: number
  managerName: string | null
  reportId: number | null
  reportStatus: string | null
  submitTime: string | null
}

/** A late task of mine (the workbench card). */
export interface MyTaskRow {
  planId: number
  projectId: number
  projectName: string
  nodeName: string
  planEnd: string
  progressPercent: number
  overdueDays: number
}
