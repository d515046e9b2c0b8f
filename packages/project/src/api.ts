// The calls of 项目管理 beyond the derived CRUD (`crudApi(PROJECT)`): members, approval, the plan and reports.
import type {
  ApprovalRow,
  FilingRow,
  MyTaskRow,
  PlanChangeRow,
  PlanMove,
  PlanView,
  ProjectMemberRow,
} from '@wp/contract'
import { del, get, post, put, type ApiResult } from '@wp/kit'

export interface MoveInput {
  planId: number
  planStart: string
  planEnd: string
}

export interface NodeInput {
  parentId?: number | null
  nodeName: string
  nodeType: '1' | '2' | '3'
  planStart: string
  planEnd: string
  deliverable?: string | null
  weight?: number | null
  responsibleUserId?: number | null
}

const data = async <T>(call: PromiseLike<ApiResult<T>>): Promise<T> => (await call).data as T

export const projectApi = {
  members: (projectId: number) => data(get<ApiResult<ProjectMemberRow[]>>(`/project/project/${projectId}/members`)),
  saveMembers: (projectId: number, members: { userId: number; projectRole: string; remark?: string | null }[]) =>
    put(`/project/project/${projectId}/members`, { members }),
  submit: (projectId: number) => post(`/project/project/${projectId}/submit`),
  accept: (projectId: number) => post(`/project/project/${projectId}/accept`),
  suspend: (projectId: number, reason: string) => put(`/project/project/${projectId}/suspend`, { reason }),
  resume: (projectId: number) => put(`/project/project/${projectId}/resume`),
  cancel: (projectId: number, reason: string) => put(`/project/project/${projectId}/cancel`, { reason }),
  approvals: (projectId: number) => data(get<ApiResult<ApprovalRow[]>>(`/project/project/${projectId}/approvals`)),
}

export const planApi = {
  view: (projectId: number, baselineId?: number) =>
    data(get<ApiResult<PlanView>>(`/project/plan/${projectId}`, baselineId ? { baselineId } : {})),
  addNode: (projectId: number, node: NodeInput) =>
    data(post<ApiResult<{ planId: number }>>(`/project/plan/${projectId}/node`, node)),
  editNode: (planId: number, node: Partial<NodeInput>) => put(`/project/plan/node/${planId}`, node),
  progress: (
    planId: number,
    body: { progressPercent: number; actualStart?: string | null; actualEnd?: string | null; completeDesc?: string },
  ) => put(`/project/plan/node/${planId}/progress`, body),
  removeNode: (planId: number) => del(`/project/plan/node/${planId}`),
  link: (projectId: number, predId: number, succId: number, lag: number) =>
    post(`/project/plan/${projectId}/link`, { predId, succId, lag }),
  unlink: (linkId: number) => del(`/project/plan/link/${linkId}`),
  preview: (projectId: number, moves: MoveInput[]) =>
    data(post<ApiResult<PlanMove[]>>(`/project/plan/${projectId}/preview`, { moves })),
  reschedule: (projectId: number, moves: MoveInput[], reason?: string) =>
    data(
      post<ApiResult<{ moved: PlanMove[]; changeId: number | null }>>(`/project/plan/${projectId}/reschedule`, {
        moves,
        reason,
      }),
    ),
  changes: (projectId: number) => data(get<ApiResult<PlanChangeRow[]>>(`/project/plan/${projectId}/changes`)),
  baseline: (projectId: number, name: string) => post(`/project/plan/${projectId}/baseline`, { name }),
  myTasks: () => data(get<ApiResult<MyTaskRow[]>>('/project/plan/myTasks')),
}

export const reportApi = {
  submit: (reportId: number) => put(`/project/report/submit/${reportId}`),
  comment: (reportId: number, comment: string) => put(`/project/report/comment/${reportId}`, { comment }),
  filing: (periodKey: string) => data(get<ApiResult<FilingRow[]>>('/project/report/filing', { periodKey })),
}
