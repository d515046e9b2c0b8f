import {
  HAZARD,
  type HazardAcceptInput,
  type HazardAuditInput,
  type HazardDelayRow,
  type HazardProgress,
  type HazardRectifyInput,
  type HazardRow,
  type HazardStats,
} from '@wp/contract'
import { crudApi, get, post, type ApiResult } from '@wp/kit'

/** The hazard's calls: CRUD drawn from the description, and its steps. */
export const hazardApi = crudApi(HAZARD)
const base = HAZARD.path

const data = async <T>(call: PromiseLike<ApiResult<T>>) => (await call).data as T

export const submitHazard = (id: number) => post(`${base}/submit/${id}`)
export const auditHazard = (id: number, input: HazardAuditInput) => post(`${base}/audit/${id}`, input)
export const rectifyHazard = (id: number, input: HazardRectifyInput & { submit: boolean }) =>
  post(`${base}/rectify/${id}`, input)
export const acceptHazard = (id: number, input: HazardAcceptInput) => post(`${base}/accept/${id}`, input)
export const voidHazard = (id: number, reason: string) => post(`${base}/void/${id}`, { reason })
export const suspendHazard = (id: number, suspend: boolean, reason?: string) =>
  post(`${base}/suspend/${id}`, { suspend, reason })
export const requestDelay = (id: number, newDeadline: string, reason: string) =>
  post(`${base}/delay/${id}`, { newDeadline, reason })
export const approveDelay = (delayId: number, approved: boolean, opinion?: string) =>
  post(`${base}/delay/approve/${delayId}`, { approved, opinion })
export const superviseHazard = (id: number, input: { superviseLevel: string; superviseDeadline: string }) =>
  post(`${base}/supervise/${id}`, { supervised: true, ...input })

export const loadHazard = (id: number): Promise<HazardRow> => hazardApi.get(id)
export const loadProgress = (id: number) => data<HazardProgress>(get(`${base}/progress/${id}`))
export const loadDelay = (delayId: number) => data<HazardDelayRow>(get(`${base}/delay/${delayId}`))
export const loadStats = () => data<HazardStats>(get(`${base}/stats`))
export const loadMine = () =>
  data<Pick<HazardRow, 'hazardId' | 'hazardNo' | 'title' | 'level' | 'rectifyDeadline' | 'isOverdue'>[]>(
    get(`${base}/mine`),
  )

/** The pages of the spec's route table. */
export const PAGES = {
  add: '/safety/fill_add',
  edit: (id: number) => `/safety/fill_edit?id=${id}`,
  details: (id: number) => `/safety/fill_details?id=${id}`,
} as const
