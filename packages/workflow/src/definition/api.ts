import type { FlowDefinitionRow, FlowPage } from '@wp/contract'
import { del, get, post, put, upload, type ApiResult } from '@wp/kit'
import { pageRows } from '../shared/page'

export const listDefinitions = async (params: Record<string, unknown>) =>
  pageRows(await get<ApiResult<FlowPage<FlowDefinitionRow>>>('/flowable/definition/list', params))
/** Every version of one process key, newest first (the list is searched by name, then kept to the key). */
export const listVersions = async (row: FlowDefinitionRow) =>
  pageRows(
    await get<ApiResult<FlowPage<FlowDefinitionRow>>>('/flowable/definition/list', {
      name: row.name,
      latest: false,
      pageNum: 1,
      pageSize: 100,
    }),
  )
    .rows.filter((r) => r.flowKey === row.flowKey)
    .sort((a, b) => b.version - a.version)
/** 1 activate, 2 suspend. */
export const updateDefinitionState = (deployId: string, state: 1 | 2) =>
  put<ApiResult>('/flowable/definition/updateState', undefined, { params: { deployId, state } }).send()
/** Deletes deployments; `cascade` also ends and removes their running instances. */
export const deleteDefinitions = (deployIds: readonly string[], cascade: boolean) =>
  del<ApiResult>(
    `/flowable/definition/${deployIds.map(encodeURIComponent).join(',')}`,
    cascade ? { cascade: true } : {},
  ).send()
/** Deploys a .bpmn file (multipart field `file`; name and category as query parameters). */
export const importDefinition = (file: File, name: string, category: string | undefined) => {
  const q = new URLSearchParams({ name, ...(category ? { category } : {}) })
  return upload(`/flowable/definition/import?${q}`, file)
}
/** Binds a library form to a deployment as its start form. */
export const bindForm = (formId: number, deployId: string) =>
  post<ApiResult>('/flowable/form/addDeployForm', { formId, deployId }).send()
