import { dictionary, type DictionaryDescription } from '../dictionary'

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
const COMMENT = dictionary(
  WORKFLOW_DICT_TYPES.commentType,
  '审批意见类型',
  {
    NORMAL: ['1', '正常意见', 'success'],
    RETURN: ['2', '退回意见', 'warning'],
    REJECT: ['3', '驳回意见', 'danger'],
    DELEGATE: ['4', '委派意见', 'primary'],
    ASSIGN: ['5', '转办意见', 'primary'],
    STOP: ['6', '终止流程', 'danger'],
    REVOKE: ['7', '撤回', 'info'],
    COUNTERSIGN: ['8', '加减签', 'primary'],
    REMIND: ['9', '催办', 'warning'],
    CLAIM: ['10', '签收', 'info'],
  },
  { default: 'NORMAL', remark: '流转记录中意见的类型' },
)
export const FLOW_COMMENT = COMMENT.values
export type FlowCommentType = (typeof FLOW_COMMENT)[keyof typeof FLOW_COMMENT]

/** A process instance's status (sys_process_status). */
const INSTANCE_STATUS = dictionary(
  WORKFLOW_DICT_TYPES.processStatus,
  '流程状态',
  {
    RUNNING: ['running', '审批中', 'primary'],
    SUSPENDED: ['suspended', '已挂起', 'warning'],
    COMPLETED: ['completed', '已完成', 'success'],
    /** stopped by the starter (取消申请) or an administrator (终止) */
    TERMINATED: ['terminated', '已终止', 'danger'],
    /** withdrawn to the start and cancelled, or deleted */
    CANCELED: ['canceled', '已取消', 'info'],
  },
  { default: 'RUNNING', remark: '流程实例的状态' },
)
export const FLOW_INSTANCE_STATUS = INSTANCE_STATUS.values
export type FlowInstanceStatus = (typeof FLOW_INSTANCE_STATUS)[keyof typeof FLOW_INSTANCE_STATUS]

/** The workflow's dictionaries in the order the server seeds them. */
export const WORKFLOW_DICTIONARIES: readonly DictionaryDescription[] = [
  {
    type: WORKFLOW_DICT_TYPES.processCategory,
    name: '流程分类',
    remark: '流程定义的分类',
    defaultValue: 'office',
    items: [
      ['office', '办公流程', 'primary'],
      ['hr', '人事流程', 'success'],
      ['finance', '财务流程', 'warning'],
    ],
  },
  INSTANCE_STATUS,
  COMMENT,
]

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
