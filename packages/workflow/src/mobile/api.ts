import type {
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
} from '@wp/contract'
import { get, post, type ApiResult } from '@wp/kit'

// The phone's calls: the same RuoYi-flowable endpoints the desktop uses (one REST API for both).

/** The three lists of the approval home, by the path of their endpoint. */
export const TASK_LISTS = {
  todo: { title: '待办', url: '/flowable/task/todoList' },
  finished: { title: '已办', url: '/flowable/task/finishedList' },
  mine: { title: '我发起的', url: '/flowable/task/myProcess' },
} as const
export type TaskListKey = keyof typeof TASK_LISTS

export const PAGE_SIZE = 10

export async function taskPage(list: TaskListKey, pageNum: number): Promise<FlowPage<FlowTaskDto>> {
  // quiet: a failed page shows in the list itself (InfiniteScroll's 加载失败 with a retry), not as a toast
  const res = await get<ApiResult<FlowPage<FlowTaskDto>>>(
    TASK_LISTS[list].url,
    { pageNum, pageSize: PAGE_SIZE },
    { meta: { quiet: true } },
  )
  return res.data ?? { records: [], total: 0, size: PAGE_SIZE, current: pageNum }
}

export async function todoCount(): Promise<number> {
  const res = await get<ApiResult<FlowTodoCount>>('/flowable/task/todoCount', undefined, { meta: { quiet: true } })
  return res.data?.todo ?? 0
}

export async function taskDetail(taskId: string): Promise<FlowTaskDetail> {
  const res = await get<ApiResult<FlowTaskDetail>>(`/flowable/task/${encodeURIComponent(taskId)}`)
  if (!res.data) throw new Error('任务不存在')
  return res.data
}

export async function flowRecord(procInsId: string, deployId: string): Promise<FlowTaskDto[]> {
  const res = await get<ApiResult<FlowRecordAnswer>>('/flowable/task/flowRecord', { procInsId, deployId })
  return res.data?.flowList ?? []
}

export async function flowXml(procInsId: string, deployId: string) {
  const res = await get<ApiResult<{ xmlData: string; nodeData: { key: string; completed: boolean }[] }>>(
    '/flowable/task/flowXmlAndNode',
    { procInsId, deployId },
  )
  return res.data ?? { xmlData: '', nodeData: [] }
}

/** The task actions of the phone: 同意, 驳回, 退回, 转办. */
export type TaskAction = 'complete' | 'reject' | 'return' | 'assign'

export const ACTION_URL: Record<TaskAction, string> = {
  complete: '/flowable/task/complete',
  reject: '/flowable/task/reject',
  return: '/flowable/task/return',
  assign: '/flowable/task/assignTask',
}

export function act(action: TaskAction, body: FlowTaskVo, rev?: number) {
  return post<ApiResult>(
    ACTION_URL[action],
    body,
    rev === undefined ? undefined : { headers: { 'If-Match': String(rev) } },
  )
}

export async function nextNode(body: FlowTaskVo): Promise<FlowNextDto | null> {
  const res = await post<ApiResult<FlowNextDto | null>>('/flowable/task/nextFlowNode', body, { repeatSubmit: false })
  return res.data ?? null
}

export async function returnNodes(taskId: string): Promise<FlowReturnNode[]> {
  const res = await post<ApiResult<FlowReturnNode[]>>('/flowable/task/returnList', { taskId }, { repeatSubmit: false })
  return res.data ?? []
}

export async function startable(): Promise<FlowDefinitionRow[]> {
  const res = await get<ApiResult<FlowPage<FlowDefinitionRow>>>('/flowable/definition/list', {
    pageNum: 1,
    pageSize: 100,
    latest: true,
  })
  return (res.data?.records ?? []).filter((d) => d.suspensionState !== 2)
}

export async function startForm(deployId: string): Promise<FlowFormData | null> {
  const res = await get<ApiResult<FlowFormData | null>>('/flowable/task/flowFormData', { deployId })
  return res.data ?? null
}

export function startProcess(procDefId: string, variables: Record<string, unknown>) {
  return post<ApiResult>(`/flowable/definition/start/${encodeURIComponent(procDefId)}`, variables)
}
