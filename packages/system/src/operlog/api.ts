import { download, get, type ApiResult, type TableResult, del } from '@wp/kit'

export interface OperLog {
  operId: number
  title: string
  businessType: number
  method?: string | null
  requestMethod?: string | null
  operatorType?: number | null
  operName?: string | null
  deptName?: string | null
  operUrl?: string | null
  operIp?: string | null
  operLocation?: string | null
  operParam?: string | null
  jsonResult?: string | null
  status: number
  errorMsg?: string | null
  operTime?: string | null
  costTime?: number | null
}

export const listOperLogs = (params: Record<string, unknown>) =>
  get<TableResult<OperLog>>('/system/operlog/list', params).send()
export const getOperLog = async (operId: number) =>
  (await get<ApiResult<OperLog>>(`/system/operlog/${operId}`)).data as OperLog
export const deleteOperLogs = (ids: number[]) => del(`/system/operlog/${ids.join(',')}`)
export const cleanOperLogs = () => del('/system/operlog/clean')
export const exportOperLogs = (params: Record<string, unknown>) =>
  download('/system/operlog/export', params, `operlog_${Date.now()}.xlsx`)
