/** Dictionary types of the workflow module that code names (seeded `sys_dict_type` rows). */
export const WORKFLOW_DICT_TYPES = {
  /** 流程分类: a definition's category (RuoYi-flowable's sys_process_category) */
  processCategory: 'sys_process_category',
  /** 流程状态: an instance's status (FLOW_INSTANCE_STATUS) */
  processStatus: 'sys_process_status',
  /** 审批意见类型: a flow record comment's type (FLOW_COMMENT) */
  commentType: 'sys_flow_comment_type',
} as const

/**
 * RuoYi-flowable's FlowComment: the type of a comment in the flow record. 1 normal (approve, start), 2 return (退回),
 * 3 reject (驳回), 4 delegate (委派), 5 transfer (转办), 6 stop (终止). We add 7 withdraw (撤回), 8 countersign change
 * (加签/减签), 9 remind (催办), 10 claim / unclaim (签收).
 */
export const FLOW_COMMENT = {
  NORMAL: '1',
  RETURN: '2',
  REJECT: '3',
  DELEGATE: '4',
  ASSIGN: '5',
  STOP: '6',
  REVOKE: '7',
  COUNTERSIGN: '8',
  REMIND: '9',
  CLAIM: '10',
} as const
export type FlowCommentType = (typeof FLOW_COMMENT)[keyof typeof FLOW_COMMENT]

/** A process instance's status (sys_process_status). */
export const FLOW_INSTANCE_STATUS = {
  RUNNING: 'running',
  SUSPENDED: 'suspended',
  COMPLETED: 'completed',
  /** stopped by the starter (取消申请) or an administrator (终止) */
  TERMINATED: 'terminated',
  /** withdrawn to the start and cancelled, or deleted */
  CANCELED: 'canceled',
} as const
export type FlowInstanceStatus = (typeof FLOW_INSTANCE_STATUS)[keyof typeof FLOW_INSTANCE_STATUS]

/** A definition's suspension state, as Flowable numbers it: 1 active, 2 suspended. */
export const SUSPENSION_STATE = { ACTIVE: 1, SUSPENDED: 2 } as const

/**
 * Process variable names the engine sets itself or keeps: a form field may not use them. `INITIATOR` is the starter's
 * user id (RuoYi's `${INITIATOR}`), `approval` carries the next assignee(s) chosen in the approve dialog.
 */
export const RESERVED_VARIABLES = [
  'INITIATOR',
  'approval',
  'formJson',
  'fields',
  'content',
  'properties',
  'nrOfInstances',
  'nrOfCompletedInstances',
  'nrOfActiveInstances',
  'loopCounter',
] as const

/** The link of a task in the mobile approval page; notifications carry it. */
export function approvalLink(taskId: string | number): string {
  return `/h5/approval?taskId=${encodeURIComponent(String(taskId))}`
}
