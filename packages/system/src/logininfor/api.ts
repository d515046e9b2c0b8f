import { download, get, type ApiResult, type TableResult, del } from '@wp/kit'

export interface LoginLog {
  infoId: number
  userName: string
  ipaddr?: string | null
  loginLocation?: string | null
  browser?: string | null
  os?: string | null
  status: string
  msg?: string | null
  loginTime?: string | null
}

export const listLoginLogs = (params: Record<string, unknown>) =>
  get<TableResult<LoginLog>>('/system/logininfor/list', params).send()
export const deleteLoginLogs = (ids: number[]) => del(`/system/logininfor/${ids.join(',')}`)
export const cleanLoginLogs = () => del('/system/logininfor/clean')
export const unlockUser = (userName: string) =>
  get<ApiResult>(`/system/logininfor/unlock/${encodeURIComponent(userName)}`).send()
export const exportLoginLogs = (params: Record<string, unknown>) =>
  download('/system/logininfor/export', params, `logininfor_${Date.now()}.xlsx`)
