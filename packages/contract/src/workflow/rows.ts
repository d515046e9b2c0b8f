/**
 * What the workflow server sends and receives, with RuoYi-flowable's field names (FlowTaskDto, FlowTaskVo,
 * ProcessDefinitionVo, FlowNextDto, SysForm) so its front end and ours read the same wire. Ids travel as strings
 * (Flowable's ids are strings); dates as `yyyy-MM-dd HH:mm:ss` text.
 */
import type { FlowCommentType, FlowInstanceStatus } from './dicts'
import type { FormSchema } from './form'

/** MyBatis-Plus `Page`, as RuoYi-flowable's paged lists return it inside `data`. */
export interface FlowPage<T> {
  records: T[]
  total: number
  /** page size */
  size: number
  /** page number, from 1 */
  current: number
}

/** Query of the definition list and of the 发起流程 drawer (`GET /flowable/definition/list`). */
export interface FlowDefinitionQuery {
  pageNum?: number
  pageSize?: number
  name?: string
  category?: string
  /** `true` (default in the drawer): only the newest version of each key */
  latest?: boolean
}

/** A deployed definition version (`/flowable/definition/list` rows, ProcessDefinitionVo). */
export interface FlowDefinitionRow {
  /** procDefId: `<key>:<version>:<deploymentId>` */
  id: string
  name: string
  /** the BPMN process id */
  flowKey: string
  /** sys_process_category */
  category: string | null
  formId: number | null
  formName: string | null
  version: number
  deploymentId: string
  /** 1 active, 2 suspended (SUSPENSION_STATE) */
  suspensionState: number
  deploymentTime: string
  /** running instances of this version */
  runningCount?: number
}

/** Body of `POST /flowable/definition/save` (the designer's deploy). */
export interface FlowDefinitionSave {
  name?: string
  category?: string
  xml: string
}

/** A comment as the flow record shows it. */
export interface FlowCommentDto {
  type: FlowCommentType
  comment: string
}

/** One task row of the todo / finished / my-process lists and of the flow record (RuoYi's FlowTaskDto). */
export interface FlowTaskDto {
  taskId: string | null
  executionId?: string | null
  taskName: string | null
  taskDefKey: string | null
  assigneeId: number | null
  assigneeName: string | null
  assigneeDeptName?: string | null
  /** the candidates as text: "张三,李四" or the role names */
  candidate?: string | null
  deptName?: string | null
  startUserId: number | null
  startUserName: string | null
  startDeptName: string | null
  category: string | null
  deployId: string
  procDefId: string
  procDefKey: string
  procDefName: string
  procDefVersion: number
  procInsId: string
  hisProcInsId?: string
  /** process title: "<starter>提交的<process name>" */
  title?: string
  /** instance status (FLOW_INSTANCE_STATUS) */
  processStatus?: FlowInstanceStatus
  /** e.g. "2小时3分钟" */
  duration: string | null
  comment?: FlowCommentDto | null
  /** task created (接收时间) or, in my-process, instance started (提交时间) */
  createTime: string
  finishTime: string | null
  /** task outcome in the finished list: approve | reject | return | delegate | assign | revoke | stop | … */
  outcome?: string | null
  /** a delegated task waiting for its delegate: `pending` */
  delegationState?: 'pending' | 'resolved' | null
  /** true when the caller may claim the task (a candidate task nobody holds) */
  claimable?: boolean
  /** For a business record's process (a hazard report): its business type and key, and the page that shows it */
  bizType?: string | null
  businessKey?: string | null
  detailPath?: string | null
}

/**
 * A binding of a business type to a process (`/flowable/bizProcess`): records of `bizType` (of organisation
 * `orgId`, or of every organisation without a binding of its own when null) run the latest version of `procDefKey`,
 * and the todo list links to `detailPath` (`{businessKey}` replaced by the record's key).
 */
export interface FlowBizProcessRow {
  id: number
  bizType: string
  /** The business type's title, from the module that declares it (null when no module declares it any more) */
  bizTitle: string | null
  orgId: number | null
  orgName: string | null
  procDefKey: string
  detailPath: string
  remark: string | null
  createTime: string
}

/** A business type a module declares, for the binding form's picker (`/flowable/bizProcess/types`). */
export interface FlowBizTypeOption {
  bizType: string
  title: string
}

/** Query of todo / finished / my-process lists. */
export interface FlowTaskQuery {
  pageNum?: number
  pageSize?: number
  /** process name contains */
  name?: string
  /** from (yyyy-MM-dd or yyyy-MM-dd HH:mm:ss) */
  startTime?: string
  endTime?: string
  category?: string
}

/** Body of every task action (RuoYi's FlowTaskVo). */
export interface FlowTaskVo {
  taskId?: string
  userId?: number | string
  comment?: string
  instanceId?: string
  /** return target node id (`return`) */
  targetKey?: string
  deploymentId?: string
  defId?: string
  currentChildExecutionId?: string
  flag?: string
  /** form data and chosen next assignees (`approval`, or the countersign collection variable) */
  variables?: Record<string, unknown>
  /** delegate / transfer target, or the signer to add or remove in a countersign */
  assignee?: string | number
  candidateUsers?: (string | number)[]
  candidateGroups?: (string | number)[]
  /** countersign change: user ids to add (addMultiInstanceExecution) or remove (deleteMultiInstanceExecution) */
  userIds?: (string | number)[]
}

/** `GET /flowable/task/flowRecord?procInsId=&deployId=` */
export interface FlowRecordAnswer {
  flowList: FlowTaskDto[]
  /** the start form's schema and the submitted values */
  formData?: FlowFormData | null
}

/** A form with its values: what the renderer needs. */
export interface FlowFormData {
  formId: number | null
  formName: string | null
  schema: FormSchema
  values: Record<string, unknown>
}

/** One node of `flowXmlAndNode`: completed activities and the ones now waiting (completed=false). */
export interface FlowNodeState {
  key: string
  completed: boolean
}

/** `GET /flowable/task/flowXmlAndNode?procInsId=&deployId=` */
export interface FlowXmlAndNode {
  xmlData: string
  nodeData: FlowNodeState[]
}

/** A user picker row: the designer's (`/flowable/definition/userList`) and everyone's (`/flowable/form/userOptions`). */
export interface FlowUserOption {
  userId: number
  userName: string
  nickName: string
  deptId?: number | null
  deptName?: string | null
}

/** A department of the form pickers (`/flowable/form/deptOptions`): the enabled departments, flat. */
export interface FlowDeptOption {
  deptId: number
  parentId: number
  deptName: string
}

/** `/flowable/definition/roleList` */
export interface FlowRoleOption {
  roleId: number
  roleName: string
  roleKey: string
}

/** `/flowable/definition/expList`: an assignee expression the designer offers (RuoYi's sys_expression). */
export interface FlowExpressionOption {
  id: number
  name: string
  expression: string
  /** fixed | dynamic */
  dataType: string
}

/** `/flowable/definition/listenerList`: a task listener the server has registered, by name. */
export interface FlowListenerOption {
  name: string
  label: string
  /** create | assignment | complete */
  events: string[]
}

/** `POST /flowable/task/nextFlowNode` answer (RuoYi's FlowNextDto). `data` is null when the next node is the end. */
export interface FlowNextDto {
  type: 'assignee' | 'candidateUsers' | 'candidateGroups' | 'multiInstance'
  /** fixed: the model names the people; dynamic: the approver picks them now */
  dataType: 'fixed' | 'dynamic'
  /** the variable the choice goes into: `approval` or the countersign collection's variable */
  vars: string
  /** the next node */
  nodeId?: string
  nodeName?: string
  userList?: FlowUserOption[]
  roleList?: FlowRoleOption[]
}

/** `POST /flowable/task/returnList` entry: an earlier user task the task may be returned to. */
export interface FlowReturnNode {
  id: string
  name: string
}

/** A form of the library (`/flowable/form`, RuoYi's SysForm). `formContent` is a FormSchema as JSON text. */

/** `POST /flowable/form/addDeployForm` */
export interface FlowDeployFormBind {
  formId: number
  deployId: string
}

/** A 抄送 row (`GET /flowable/task/ccList`). */
export interface FlowCopyRow {
  copyId: number
  procInsId: string
  taskId: string | null
  title: string
  procDefName: string
  startUserName: string | null
  /** who sent the copy */
  originatorName: string | null
  createTime: string
  readTime: string | null
}

/** What the caller may do on the task detail page (buttons shown by the front end, checked again by the server). */
export interface FlowTaskActions {
  complete: boolean
  reject: boolean
  return: boolean
  claim: boolean
  unclaim: boolean
  delegate: boolean
  /** resolve a delegated task (the delegate's complete) */
  resolve: boolean
  assign: boolean
  revoke: boolean
  stop: boolean
  countersign: boolean
  remind: boolean
}

/** `GET /flowable/task/{taskId}`: everything the detail page and the mobile approval need in one call. */
export interface FlowTaskDetail {
  task: FlowTaskDto
  /** the task's own form (formKey), with current variable values; null when the node has none */
  taskForm: FlowFormData | null
  /** the start form with the submitted values, read-only */
  startForm: FlowFormData | null
  /** process variables visible to the participants */
  variables: Record<string, unknown>
  actions: FlowTaskActions
  /** instance revision: send it back as `If-Match` on actions to refuse a stale page */
  rev: number
  /** the task is still open */
  open: boolean
}

/** `GET /flowable/task/todoCount` */
export interface FlowTodoCount {
  todo: number
  copy: number
}

/** One task of a business record's approval history, as sent to the record's page (its 流程记录). */
export interface ApprovalHistoryTask {
  taskId: string
  taskDefKey: string
  name: string
  assigneeId: number | null
  assigneeName: string | null
  /** open, completed, canceled */
  status: string
  /** approve, reject, return, revoke, stop … */
  outcome: string | null
  comment: string | null
  createTime: string
  finishTime: string | null
}
