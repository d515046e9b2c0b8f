import { get, post, put, type ApiResult, del } from '@wp/kit'
import type { DeptRow } from '@wp/contract'
export type { DeptRow }

export type DeptInput = Omit<DeptRow, 'deptId' | 'ancestors' | 'createTime'> & { deptId?: number }

export const listDepts = async (params: Record<string, unknown> = {}) =>
  ((await get<ApiResult<DeptRow[]>>('/system/dept/list', params)).data ?? []) as DeptRow[]
/** Departments that may be the parent of `deptId` (it and its children left out). */
export const listDeptsExcluding = async (deptId: number) =>
  ((await get<ApiResult<DeptRow[]>>(`/system/dept/list/exclude/${deptId}`)).data ?? []) as DeptRow[]
export const getDept = async (deptId: number) =>
  (await get<ApiResult<DeptRow>>(`/system/dept/${deptId}`)).data as DeptRow
export const addDept = (input: DeptInput) => post<ApiResult>('/system/dept', input).send()
export const editDept = (input: DeptInput) => put<ApiResult>('/system/dept', input).send()
export const deleteDept = (deptId: number) => del(`/system/dept/${deptId}`)
