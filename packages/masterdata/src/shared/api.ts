import type {
  CollectConfig,
  CollectRunRow,
  Completeness,
  RecordDraftView,
  ModelDefinition,
  ModelWorkspace,
  PublishedModel,
  SourceColumn,
  SourcePreview,
  SourceTable,
} from '@wp/contract'
import { get, post, put, type ApiResult, type TableResult } from '@wp/kit'
import { useQueryParam as useQueryText } from '@wp/ui'

/** A numeric parameter of the page's query (`?modelId=3`); anything else is none. */
export function useQueryParam(name: string): number | undefined {
  const v = useQueryText(name)
  return v && /^\d+$/.test(v) ? Number(v) : undefined
}

export const PAGES = {
  design: (id?: number) => `/masterdata/model/master/add${id ? `?modelId=${id}` : ''}`,
  info: (id: number) => `/masterdata/model/master/info?modelId=${id}`,
  records: '/masterdata/maintenance/record',
  approval: (draftId: number) => `/masterdata/maintenance/approval?draftId=${draftId}`,
  collectAdd: (id?: number) => `/masterdata/collection/manage/add${id ? `?taskId=${id}` : ''}`,
  collect: '/masterdata/collection/manage',
  distributionAdd: '/masterdata/model/distribution/add',
  distribution: '/masterdata/model/distribution',
}

export interface ModelOption {
  modelId: number
  modelCode: string
  modelName: string
}

const data = async <T>(m: PromiseLike<ApiResult<T>>) => (await m).data as T

export const api = {
  workspace: (id: number) => data(get<ApiResult<ModelWorkspace>>(`/masterdata/model/workspace/${id}`)),
  saveDefinition: (id: number, def: ModelDefinition) => put<ApiResult>(`/masterdata/model/definition/${id}`, def),
  publish: (id: number) => post<ApiResult<{ version: number }>>(`/masterdata/model/publish/${id}`),
  published: () => data(get<ApiResult<ModelOption[]>>('/masterdata/model/published')),
  recordModel: (id: number) => data(get<ApiResult<PublishedModel>>(`/masterdata/record/${id}/model`)),
  restore: (modelId: number, ids: number[]) => put<ApiResult>(`/masterdata/record/${modelId}/restore/${ids.join(',')}`),
  testSource: (id: number) => post<ApiResult<{ result: string }>>(`/masterdata/source/test/${id}`),
  tables: (id: number) => data(get<ApiResult<SourceTable[]>>(`/masterdata/source/tables/${id}`)),
  columns: (id: number, object: string) =>
    data(get<ApiResult<SourceColumn[]>>(`/masterdata/source/columns/${id}`, { object })),
  preview: (id: number, object: string) =>
    data(get<ApiResult<SourcePreview>>(`/masterdata/source/preview/${id}`, { object })),
  config: (id: number) => data(get<ApiResult<CollectConfig>>(`/masterdata/collect/config/${id}`)),
  saveConfig: (id: number, config: CollectConfig) => put<ApiResult>(`/masterdata/collect/config/${id}`, config),
  run: (id: number) => post<ApiResult<{ runId: number }>>(`/masterdata/collect/run/${id}`),
  runs: (id: number) => get<TableResult<CollectRunRow>>(`/masterdata/collect/runs/${id}`, { pageSize: 10 }),
  repush: (ids: number[]) => put<ApiResult>(`/masterdata/distribution/repush/${ids.join(',')}`),
  push: () => post<ApiResult>('/masterdata/distribution/push'),
  draft: (id: number) => data(get<ApiResult<RecordDraftView>>(`/masterdata/record/draft/${id}`)),
  approve: (id: number, approved: boolean, opinion?: string) =>
    post<ApiResult>(`/masterdata/record/approve/${id}`, { approved, opinion }),
  completeness: (modelId: number) => data(get<ApiResult<Completeness>>(`/masterdata/record/${modelId}/completeness`)),
  /** a record's edit: `draftId` when the model's edits go to approval first */
  editRecord: (modelId: number, values: Record<string, unknown>) =>
    put<ApiResult<{ draftId?: number }>>(`/masterdata/record/${modelId}`, values),
  records: (modelId: number, query: Record<string, unknown>) =>
    get<TableResult<Record<string, unknown>>>(`/masterdata/record/${modelId}/list`, query),
}
