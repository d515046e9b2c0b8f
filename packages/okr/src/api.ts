import {
  OKR_CYCLE,
  OKR_KEY_RESULT,
  OKR_OBJECTIVE,
  type OkrAlignmentInput,
  type OkrApiKeyCreated,
  type OkrApiKeyRow,
  type OkrBoardObjective,
  type OkrBoardScope,
  type OkrCheckinInput,
  type OkrCheckinRow,
  type OkrCycleRow,
  type OkrDeptSummaryRow,
  type OkrGraph,
  type OkrMyKeyResultRow,
  type OkrScoreInput,
} from '@wp/contract'
import { crudApi, del, get, post, put, type ApiResult } from '@wp/kit'

/** The OKR calls: cycles drawn from their description, the board, check-ins, alignment and the map. */
export const cycleApi = crudApi(OKR_CYCLE)
export const objectiveApi = crudApi(OKR_OBJECTIVE)

const data = async <T>(call: PromiseLike<ApiResult<T>>) => (await call).data as T

export const loadCycles = async (): Promise<OkrCycleRow[]> =>
  (await cycleApi.list({ pageNum: 1, pageSize: 100 })).rows ?? []
export const loadBoard = (cycleId: number, scope: OkrBoardScope) =>
  data<OkrBoardObjective[]>(get('/okr/board', { cycleId, scope }))
export const checkIn = (input: OkrCheckinInput) => post('/okr/checkin', input)
export const loadCheckins = (krId: number) => data<OkrCheckinRow[]>(get('/okr/checkin/list', { krId }))
export const align = (input: OkrAlignmentInput) => post('/okr/alignment', input)
export const unalign = (alignId: number) => del(`/okr/alignment/${alignId}`)
export const loadGraph = (cycleId: number) => data<OkrGraph>(get('/okr/alignment/graph', { cycleId }))
export const submitObjective = (objectiveId: number) =>
  data<{ objStatus: string }>(post(`/okr/objective/${objectiveId}/submit`))
export const scoreObjective = (objectiveId: number, input: OkrScoreInput) =>
  data<{ score: number; objStatus: string }>(put(`/okr/objective/${objectiveId}/score`, input))
export const loadSummary = (cycleId: number) => data<OkrDeptSummaryRow[]>(get('/okr/review/summary', { cycleId }))
export const loadMyKeyResults = () => data<OkrMyKeyResultRow[]>(get('/okr/my/keyresults'))
export const loadApiKeys = () => data<OkrApiKeyRow[]>(get('/okr/apikey/list'))
export const createApiKey = (keyName: string) => data<OkrApiKeyCreated>(post('/okr/apikey', { keyName }))
export const removeApiKey = (keyId: number) => del(`/okr/apikey/${keyId}`)
export const addObjective = (input: Record<string, unknown>) =>
  data<{ objectiveId: number }>(post(OKR_OBJECTIVE.path, input))
export const addKeyResult = (input: Record<string, unknown>) => data<{ krId: number }>(post(OKR_KEY_RESULT.path, input))
export const loadAlignTargets = async (cycleId: number) =>
  (await loadGraph(cycleId)).nodes
    .filter((n) => n.type === 'O')
    .map((n) => ({ objectiveId: n.refId, title: n.title, orgName: n.orgName }))
