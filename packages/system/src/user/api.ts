import { download, get, put, upload, type ApiResult, type TableResult, type UploadResult } from '@wp/kit'
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

/** A user list row with the DingTalk user bound to the account (`GET /dingtalk/binding/list`), when any. */
export type UserRowWithBinding = UserRow & { dingName?: string }

/** A page of users, each row with its DingTalk binding (one extra call for the page's ids). */
export async function withBindings<P extends { rows: UserRow[] }>(page: P): Promise<P> {
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
  return { ...page, rows: page.rows.map((r): UserRowWithBinding => ({ ...r, dingName: byUser.get(r.userId) })) }
}
/** GET /system/user/ (options for a new user) or /system/user/{id}. */
export const getUserEditor = async (userId?: number) =>
  (await get<ApiResult>(`/system/user/${userId ?? ''}`)) as unknown as UserEditor
export const resetUserPwd = (userId: number, password: string) =>
  put<ApiResult>('/system/user/resetPwd', { userId, password }).send()
export const getAuthRole = async (userId: number | string) =>
  (await get<ApiResult>(`/system/user/authRole/${userId}`)) as unknown as { user: UserRow; roles: RoleOption[] }
export const saveAuthRole = (userId: number, roleIds: number[]) =>
  put<ApiResult>('/system/user/authRole', undefined, {
    params: { userId, roleIds: roleIds.join(',') },
  }).send()
export const downloadImportTemplate = () =>
  download('/system/user/importTemplate', {}, `user_template_${Date.now()}.xlsx`)
export const importUsers = (file: Blob, updateSupport: boolean, onProgress?: (percent: number) => void) =>
  upload(`/system/user/importData?updateSupport=${updateSupport}`, file, {
    ...(onProgress ? { onProgress } : {}),
  }) as Promise<UploadResult>
