import type {
  FlowCopyRow,
  FlowDefinitionRow,
  FlowFormData,
  FlowNextDto,
  FlowPage,
  FlowRecordAnswer,
  FlowReturnNode,
  FlowTaskDetail,
  FlowTaskDto,
  FlowTaskVo,
  FlowTodoCount,
  FlowXmlAndNode,
} from '@wp/contract'
import { del, get, post, type ApiResult } from '@wp/kit'
import { pageRows } from '../shared/page'

const data = async <T>(p: PromiseLike<ApiResult<T>>) => (await p).data as T

/** 待办 / 已办 / 我的流程 as list-screen pages. */
export const listTodo = async (params: Record<string, unknown>) =>
  pageRows(await get<ApiResult<FlowPage<FlowTaskDto>>>('/flowable/task/todoList', params))
export const listFinished = async (params: Record<string, unknown>) =>
  pageRows(await get<ApiResult<FlowPage<FlowTaskDto>>>('/flowable/task/finishedList', params))
export const listMyProcess = async (params: Record<string, unknown>) =>
  pageRows(await get<ApiResult<FlowPage<FlowTaskDto>>>('/flowable/task/myProcess', params))
export const listCopies = async (params: Record<string, unknown>) =>
  pageRows(await get<ApiResult<FlowPage<FlowCopyRow>>>('/flowable/task/ccList', params))
export const todoCount = () => data(get<ApiResult<FlowTodoCount>>('/flowable/task/todoCount'))

/** The deployed definitions (newest version of each) the 发起流程 drawer offers. */
export const listStartable = async (params: Record<string, unknown>) =>
  pageRows(await get<ApiResult<FlowPage<FlowDefinitionRow>>>('/flowable/definition/list', { ...params, latest: true }))
/** The start form of a deployment (null: the process has none). */
export const startForm = (deployId: string) =>
  data(get<ApiResult<FlowFormData | null>>('/flowable/task/flowFormData', { deployId }))
export const startProcess = (procDefId: string, variables: Record<string, unknown>) =>
  post<ApiResult>(`/flowable/definition/start/${encodeURIComponent(procDefId)}`, variables).send()
/** Whether the first approver after the start is chosen now (nextFlowNodeByStart). */
/** Who comes after the start (null: nobody, the process ends); `quiet`: a refusal is not shown to the user. */
export const nextNodeByStart = (deploymentId: string, variables: Record<string, unknown>, quiet = false) =>
  data(
    post<ApiResult<FlowNextDto | null>>(
      '/flowable/task/nextFlowNodeByStart',
      { deploymentId, variables },
      // a question, not a write: the dialog asks it on opening and again on 确定 (no repeated-submit guard)
      { repeatSubmit: false, ...(quiet ? { meta: { quiet: true } } : {}) },
    ),
  )

export const taskDetail = (taskId: string) =>
  data(get<ApiResult<FlowTaskDetail>>(`/flowable/task/${encodeURIComponent(taskId)}`))
export const flowRecord = (procInsId: string, deployId?: string) =>
  data(get<ApiResult<FlowRecordAnswer>>('/flowable/task/flowRecord', { procInsId, deployId }))
export const flowXmlAndNode = (procInsId: string, deployId?: string) =>
  data(get<ApiResult<FlowXmlAndNode>>('/flowable/task/flowXmlAndNode', { procInsId, deployId }))
// questions asked by POST: asking twice within a second is no repeated submit
export const nextFlowNode = (vo: FlowTaskVo) =>
  data(post<ApiResult<FlowNextDto | null>>('/flowable/task/nextFlowNode', vo, { repeatSubmit: false }))
export const returnList = async (taskId: string) =>
  (await data(post<ApiResult<FlowReturnNode[]>>('/flowable/task/returnList', { taskId }, { repeatSubmit: false }))) ??
  []

/** The task actions, by RuoYi-flowable's verbs. */
export type TaskVerb =
  | 'complete'
  | 'reject'
  | 'return'
  | 'claim'
  | 'unClaim'
  | 'delegateTask'
  | 'resolveTask'
  | 'assignTask'
  | 'revokeProcess'
  | 'stopProcess'
  | 'remind'
  | 'addMultiInstanceExecution'
  | 'deleteMultiInstanceExecution'

/** `rev`: the task's revision as read (`If-Match`), so a task changed meanwhile is refused rather than acted on twice. */
export const taskAction = (verb: TaskVerb, vo: FlowTaskVo, rev?: number) =>
  post<ApiResult>(
    `/flowable/task/${verb}`,
    vo,
    rev === undefined ? undefined : { headers: { 'If-Match': String(rev) } },
  ).send()
export const deleteInstances = (instanceIds: string[]) =>
  del<ApiResult>(`/flowable/instance/delete/${instanceIds.map(encodeURIComponent).join(',')}`).send()
