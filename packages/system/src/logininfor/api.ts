import { download, get, type ApiResult, type TableResult, del } from '@wp/kit'
import type { LoginLog } from '@wp/contract'
export type { LoginLog }

export const listLoginLogs = (params: Record<string, unknown>) =>
  get<TableResult<LoginLog>>('/system/logininfor/list', params).send()
export const deleteLoginLogs = (ids: number[]) => del(`/system/logininfor/${ids.join(',')}`)
export const cleanLoginLogs = () => del('/system/logininfor/clean')
export const unlockUser = (userName: string) =>
  get<ApiResult>(`/system/logininfor/unlock/${encodeURIComponent(userName)}`).send()
export const exportLoginLogs = (params: Record<string, unknown>) =>
  download('/system/logininfor/export', params, `logininfor_${Date.now()}.xlsx`)
