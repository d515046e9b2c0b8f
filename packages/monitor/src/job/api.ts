import { download, get, post, put, type ApiResult, type TableResult, del } from '@wp/kit'
import type { JobRow, JobLogRow } from '@wp/contract'
export type { JobRow, JobLogRow }

export type JobInput = Omit<JobRow, 'jobId' | 'nextValidTime' | 'createTime'> & { jobId?: number }

export const listJobs = (params: Record<string, unknown>) =>
  get<TableResult<JobRow>>('/monitor/job/list', params).send()
export const getJob = async (jobId: number | string) =>
  (await get<ApiResult<JobRow>>(`/monitor/job/${jobId}`)).data as JobRow
export const addJob = (input: JobInput) => post<ApiResult>('/monitor/job', input).send()
export const editJob = (input: JobInput) => put<ApiResult>('/monitor/job', input).send()
export const deleteJobs = (ids: number[]) => del(`/monitor/job/${ids.join(',')}`)
export const changeJobStatus = (jobId: number, status: string) =>
  put<ApiResult>('/monitor/job/changeStatus', { jobId, status }).send()
/** 执行一次: resolves with the server's envelope (msg 执行成功 / 执行失败). */
export const runJob = (jobId: number, jobGroup: string) =>
  put<ApiResult>('/monitor/job/run', { jobId, jobGroup }).send()
export const exportJobs = (params: Record<string, unknown>) =>
  download('/monitor/job/export', params, `job_${Date.now()}.xlsx`)

export const listJobLogs = (params: Record<string, unknown>) =>
  get<TableResult<JobLogRow>>('/monitor/jobLog/list', params).send()
export const deleteJobLogs = (ids: number[]) => del(`/monitor/jobLog/${ids.join(',')}`)
export const cleanJobLogs = () => del('/monitor/jobLog/clean')
export const exportJobLogs = (params: Record<string, unknown>) =>
  download('/monitor/jobLog/export', params, `job_log_${Date.now()}.xlsx`)
