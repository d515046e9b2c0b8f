import { STAT_ENDPOINTS, type StatReport } from '@wp/contract'
import { download, get, type ApiResult } from '@wp/kit'

export interface ReportFilter {
  periodKey: string
  orgIds?: number[]
  includeUnreviewed?: boolean
}

const params = (f: ReportFilter) => ({
  periodKey: f.periodKey,
  ...(f.orgIds?.length ? { orgIds: f.orgIds.join(',') } : {}),
  includeUnreviewed: !!f.includeUnreviewed,
})

export const loadReport = async (filter: ReportFilter) =>
  (await get<ApiResult<StatReport>>(STAT_ENDPOINTS.report, params(filter))).data as StatReport

export const exportReport = (filter: ReportFilter) =>
  download(STAT_ENDPOINTS.reportExport, params(filter), `统计报表_${filter.periodKey}.xlsx`)
