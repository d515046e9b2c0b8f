import type {
  FlowExpressionOption,
  FlowFormRow,
  FlowListenerOption,
  FlowRoleOption,
  FlowUserOption,
  FlowDefinitionSave,
} from '@wp/contract'
import { get, post, type ApiResult, type TableResult } from '@wp/kit'

const data = async <T>(p: PromiseLike<ApiResult<T>>, fallback: T) => (await p).data ?? fallback

/** The designer's pickers. */
export const listUsers = () => data(get<ApiResult<FlowUserOption[]>>('/flowable/definition/userList'), [])
export const listRoles = () => data(get<ApiResult<FlowRoleOption[]>>('/flowable/definition/roleList'), [])
export const listExpressions = () => data(get<ApiResult<FlowExpressionOption[]>>('/flowable/definition/expList'), [])
export const listListeners = () => data(get<ApiResult<FlowListenerOption[]>>('/flowable/definition/listenerList'), [])
export const listForms = async () =>
  (await get<TableResult<FlowFormRow>>('/flowable/form/list', { pageNum: 1, pageSize: 500 })).rows ?? []

/** Deploys XML as a new definition version. */
export const deployXml = (body: FlowDefinitionSave) => post<ApiResult>('/flowable/definition/save', body).send()
/** The XML of a deployment, to edit it again. */
export const readXml = (deployId: string) =>
  data(get<ApiResult<string>>(`/flowable/definition/readXml/${encodeURIComponent(deployId)}`), '')
