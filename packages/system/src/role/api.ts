import { get, put, type ApiResult, type TableResult } from '@wp/kit'
import type { TreeCheckNode } from '@wp/ui'
import type { RoleRow } from '@wp/contract'
export type { RoleRow }

export interface DataScopeInput {
  roleId: number
  dataScope: string
  deptIds: number[]
  deptCheckStrictly: boolean
}

export interface RoleUser {
  userId: number
  userName: string
  nickName: string
  email?: string | null
  phonenumber?: string | null
  status: string
  createTime?: string
}

export const saveDataScope = (input: DataScopeInput) => put<ApiResult>('/system/role/dataScope', input).send()

/** Every menu, for a new role. */
export const menuTreeselect = async () =>
  ((await get<ApiResult<TreeCheckNode[]>>('/system/menu/treeselect')).data ?? []) as TreeCheckNode[]
/** The menus, and those the role holds. */
export const roleMenuTreeselect = async (roleId: number) => {
  const res = (await get<ApiResult>(`/system/menu/roleMenuTreeselect/${roleId}`)) as ApiResult & {
    checkedKeys?: number[]
    menus?: TreeCheckNode[]
  }
  return { checkedKeys: res.checkedKeys ?? [], menus: res.menus ?? [] }
}
/** The departments, and those of the role's custom data scope. */
export const roleDeptTree = async (roleId: number) => {
  const res = (await get<ApiResult>(`/system/role/deptTree/${roleId}`)) as ApiResult & {
    checkedKeys?: number[]
    depts?: TreeCheckNode[]
  }
  return { checkedKeys: res.checkedKeys ?? [], depts: res.depts ?? [] }
}

/* ---- users of a role ---- */
export const allocatedUsers = (params: Record<string, unknown>) =>
  get<TableResult<RoleUser>>('/system/role/authUser/allocatedList', params).send()
export const unallocatedUsers = (params: Record<string, unknown>) =>
  get<TableResult<RoleUser>>('/system/role/authUser/unallocatedList', params).send()
export const cancelAuthUser = (roleId: number, userId: number) =>
  put<ApiResult>('/system/role/authUser/cancel', { roleId, userId }).send()
export const cancelAuthUsers = (roleId: number, userIds: number[]) =>
  put<ApiResult>('/system/role/authUser/cancelAll', undefined, {
    params: { roleId, userIds: userIds.join(',') },
  }).send()
export const selectAuthUsers = (roleId: number, userIds: number[]) =>
  put<ApiResult>('/system/role/authUser/selectAll', undefined, {
    params: { roleId, userIds: userIds.join(',') },
  }).send()
