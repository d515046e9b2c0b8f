import { checkNewPassword } from '@wp/contract'
import type { ToolbarColumn } from '@wp/ui'
import type { UserEditor, UserInput } from './api'

/** The columns the server can export, in its order (the table's column keys map onto these). */
export const USER_EXPORT_KEYS = [
  'userId',
  'userName',
  'nickName',
  'email',
  'phonenumber',
  'sex',
  'status',
  'loginIp',
  'loginDate',
  'deptName',
  'leader',
  'createTime',
] as const

/**
 * What 导出 sends: the current filters and date range (`params`), plus `columns` (comma-separated) naming the columns
 * the user has left visible in the toolbar. No `columns` when every column is visible (the server then exports them all).
 */
export function userExportParams(
  params: Record<string, unknown>,
  chosen: readonly ToolbarColumn[],
): Record<string, unknown> {
  if (chosen.every((c) => c.visible)) return params
  const visible = new Set(chosen.filter((c) => c.visible).map((c) => c.key))
  const columns = USER_EXPORT_KEYS.filter((k) => visible.has(k))
  return columns.length ? { ...params, columns: columns.join(',') } : params
}

/** The dialog's form values. */
export interface UserFormValues {
  userName?: string
  nickName?: string
  password?: string
  deptId?: number | null
  phonenumber?: string | null
  email?: string | null
  sex?: string
  status?: string
  remark?: string | null
  roleIds?: number[]
  postIds?: number[]
}

/** The dialog's values for the user the editor answer holds (none when adding). */
export function userFormValues({ data: u, roleIds, postIds }: UserEditor): UserFormValues | undefined {
  if (!u) return undefined
  return {
    userName: u.userName,
    nickName: u.nickName,
    deptId: u.deptId ?? undefined,
    phonenumber: u.phonenumber ?? '',
    email: u.email ?? '',
    sex: u.sex ?? '0',
    status: u.status,
    remark: u.remark ?? '',
    roleIds: roleIds ?? [],
    postIds: postIds ?? [],
  }
}

/** The request body of 新增 (with userName and password) or 修改 (with userId, without them). */
export function userBody(values: UserFormValues, userId?: number): UserInput {
  const common = {
    nickName: (values.nickName ?? '').trim(),
    deptId: values.deptId ?? null,
    phonenumber: (values.phonenumber ?? '').trim(),
    email: (values.email ?? '').trim(),
    sex: values.sex ?? '0',
    status: values.status ?? '0',
    remark: values.remark ?? null,
    roleIds: values.roleIds ?? [],
    postIds: values.postIds ?? [],
  }
  if (userId !== undefined) return { ...common, userId }
  return { ...common, userName: (values.userName ?? '').trim(), password: values.password ?? '' }
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" }

/** The import's result message as lines of plain text (the server separates rows with <br/> and escapes the rest). */
export function importMessageLines(message: string): string[] {
  return message
    .split(/<br\s*\/?>/i)
    .map((line) => line.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]))
    .filter((line) => line.trim() !== '')
}

/** A password an administrator sets: the contract's rule for the configured `sys.account.chrtype`, as the server applies it. */
export const passwordCheck =
  (chrtype: string | null | undefined) =>
  (value: unknown): string | null =>
    typeof value === 'string' && value ? checkNewPassword(value, chrtype) : null
