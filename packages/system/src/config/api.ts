import { download, get, post, put, type ApiResult, type TableResult, del } from '@wp/kit'
import type { ConfigRow } from '@wp/contract'
export type { ConfigRow }

export type ConfigInput = Pick<ConfigRow, 'configName' | 'configKey' | 'configValue' | 'configType'> & {
  remark?: string | null
}

export const listConfigs = (params: Record<string, unknown>) =>
  get<TableResult<ConfigRow>>('/system/config/list', params).send()
export const getConfig = async (configId: number) =>
  (await get<ApiResult<ConfigRow>>(`/system/config/${configId}`)).data as ConfigRow
/** A configuration value by key (the answer's msg, as in the family). */
export const getConfigValue = async (configKey: string) =>
  (await get<ApiResult>(`/system/config/configKey/${configKey}`)).msg ?? ''
export const addConfig = (input: ConfigInput) => post<ApiResult<ConfigRow>>('/system/config', input).send()
export const editConfig = (input: ConfigInput & { configId: number }) => put<ApiResult>('/system/config', input).send()
export const deleteConfigs = (ids: number[]) => del(`/system/config/${ids.join(',')}`)
export const refreshConfigCache = () => del('/system/config/refreshCache')
export const exportConfigs = (params: Record<string, unknown>) =>
  download('/system/config/export', params, `config_${Date.now()}.xlsx`)
