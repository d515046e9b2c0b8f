import type { FlowDefinitionRow, FlowPage, FlowTaskDto, FlowTaskVo } from '@wp/contract'
import { get, type ApiResult } from '@wp/kit'
import { flowRecord as records, flowXmlAndNode, listStartable, taskAction, taskDetail as detail } from '../task/api'

// The phone's calls: the desktop's (`task/api.ts`, one REST API for both), shaped as the phone's screens read them.
export { nextFlowNode as nextNode, returnList as returnNodes, startForm, startProcess } from '../task/api'

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

export async function taskDetail(taskId: string) {
  const found = await detail(taskId)
  if (!found) throw new Error('任务不存在')
  return found
}

export const flowRecord = async (procInsId: string, deployId: string) =>
  (await records(procInsId, deployId))?.flowList ?? []

export const flowXml = async (procInsId: string, deployId: string) =>
  (await flowXmlAndNode(procInsId, deployId)) ?? { xmlData: '', nodeData: [] }

/** The task actions of the phone: 同意, 驳回, 退回, 转办. */
export type TaskAction = 'complete' | 'reject' | 'return' | 'assign'

export const act = (action: TaskAction, body: FlowTaskVo, rev?: number) =>
  taskAction(action === 'assign' ? 'assignTask' : action, body, rev)

/** The deployed definitions a user may start (not suspended), newest version of each. */
export const startable = async (): Promise<FlowDefinitionRow[]> =>
  (await listStartable({ pageNum: 1, pageSize: 100 })).rows.filter((d) => d.suspensionState !== 2)
