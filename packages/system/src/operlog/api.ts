import { download, get, type ApiResult, type TableResult, del } from '@wp/kit'
import type { OperLog } from '@wp/contract'
export type { OperLog }

export const listOperLogs = (params: Record<string, unknown>) =>
  get<TableResult<OperLog>>('/system/operlog/list', params).send()
export const getOperLog = async (operId: number) =>
  (await get<ApiResult<OperLog>>(`/system/operlog/${operId}`)).data as OperLog
export const deleteOperLogs = (ids: number[]) => del(`/system/operlog/${ids.join(',')}`)
export const cleanOperLogs = () => del('/system/operlog/clean')
export const exportOperLogs = (params: Record<string, unknown>) =>
  download('/system/operlog/export', params, `operlog_${Date.now()}.xlsx`)
