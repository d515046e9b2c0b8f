import { download, get, post, put, upload, type ApiResult, type TableResult, type UploadResult, del } from '@wp/kit'
import type { TreeCheckNode } from '@wp/ui'
import type { DingBindingRow, UserRow } from '@wp/contract'
export type { UserRow }

export interface RoleOption {
  roleId: number
  roleName: string
  roleKey: string
  status?: string
  createTime?: string
  flag?: boolean
}

export interface PostOption {
  postId: number
  postName: string
  postCode?: string
  status?: string
}

/** The editor's answer: the options, and for an existing user the user with its chosen roles and posts. */
export interface UserEditor {
  data?: UserRow
  roles: RoleOption[]
  posts: PostOption[]
  roleIds?: number[]
  postIds?: number[]
}

/** What the add / edit dialog sends. */
export interface UserInput {
  userId?: number
  userName?: string
  nickName: string
  password?: string
  deptId?: number | null
  phonenumber: string
  email: string
  sex?: string
  status?: string
  remark?: string | null
  roleIds: number[]
  postIds: number[]
}

export const listUsers = (params: Record<string, unknown>) =>
  get<TableResult<UserRow>>('/system/user/list', params).send()

/** A user list row with the DingTalk user bound to the account (`GET /dingtalk/binding/list`), when any. */
export type UserRowWithBinding = UserRow & { dingName?: string }

/** The user list's page, each row with its DingTalk binding (one extra call for the page's ids). */
export async function listUsersWithBindings(params: Record<string, unknown>): Promise<TableResult<UserRowWithBinding>> {
  const page = await listUsers(params)
  if (!page.rows.length) return page
  const ids = page.rows.map((r) => r.userId).join(',')
  const bindings = await get<TableResult<DingBindingRow>>(
    '/dingtalk/binding/list',
    { userIds: ids, pageSize: page.rows.length },
    { meta: { quiet: true } },
  )
    .send()
    .catch(() => ({ rows: [] as DingBindingRow[] }))
  const byUser = new Map((bindings.rows ?? []).map((b) => [b.userId, b.dingName || b.dingUserId]))
  return { ...page, rows: page.rows.map((r) => ({ ...r, dingName: byUser.get(r.userId) })) }
}
export const userDeptTree = async () =>
  ((await get<ApiResult<TreeCheckNode[]>>('/system/user/deptTree')).data ?? []) as TreeCheckNode[]
/** GET /system/user/ (options for a new user) or /system/user/{id}. */
export const getUserEditor = async (userId?: number) =>
  (await get<ApiResult>(`/system/user/${userId ?? ''}`)) as unknown as UserEditor
export const addUser = (input: UserInput) => post<ApiResult>('/system/user', input).send()
export const editUser = (input: UserInput) => put<ApiResult>('/system/user', input).send()
export const deleteUsers = (ids: number[]) => del(`/system/user/${ids.join(',')}`)
export const resetUserPwd = (userId: number, password: string) =>
  put<ApiResult>('/system/user/resetPwd', { userId, password }).send()
export const changeUserStatus = (userId: number, status: string) =>
  put<ApiResult>('/system/user/changeStatus', { userId, status }).send()
export const getAuthRole = async (userId: number | string) =>
  (await get<ApiResult>(`/system/user/authRole/${userId}`)) as unknown as { user: UserRow; roles: RoleOption[] }
export const saveAuthRole = (userId: number, roleIds: number[]) =>
  put<ApiResult>('/system/user/authRole', undefined, {
    params: { userId, roleIds: roleIds.join(',') },
  }).send()
export const exportUsers = (params: Record<string, unknown>) =>
  download('/system/user/export', params, `user_${Date.now()}.xlsx`)
export const downloadImportTemplate = () =>
  download('/system/user/importTemplate', {}, `user_template_${Date.now()}.xlsx`)
export const importUsers = (file: Blob, updateSupport: boolean, onProgress?: (percent: number) => void) =>
  upload(`/system/user/importData?updateSupport=${updateSupport}`, file, {
    ...(onProgress ? { onProgress } : {}),
  }) as Promise<UploadResult>
