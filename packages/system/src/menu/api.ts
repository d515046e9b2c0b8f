import { get, post, put, type ApiResult, del } from '@wp/kit'
import type { TreeCheckNode } from '@wp/ui'
import type { MenuType, MenuRow } from '@wp/contract'
export type { MenuType, MenuRow }

export type MenuInput = Omit<MenuRow, 'menuId' | 'createTime'> & { menuId?: number }

export const listMenus = async (params: Record<string, unknown>) =>
  ((await get<ApiResult<MenuRow[]>>('/system/menu/list', params)).data ?? []) as MenuRow[]
export const getMenu = async (menuId: number) =>
  (await get<ApiResult<MenuRow>>(`/system/menu/${menuId}`)).data as MenuRow
export const menuTreeselect = async () =>
  ((await get<ApiResult<TreeCheckNode[]>>('/system/menu/treeselect')).data ?? []) as TreeCheckNode[]
export const addMenu = (input: MenuInput) => post<ApiResult>('/system/menu', input).send()
export const editMenu = (input: MenuInput) => put<ApiResult>('/system/menu', input).send()
export const deleteMenu = (menuId: number) => del(`/system/menu/${menuId}`)
