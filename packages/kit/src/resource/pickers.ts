import type { TreeSelect } from '@wp/contract'
import { get, type ApiResult, type TableResult } from '../http/http'

/** A department as a tree-select node. */
export interface DeptOption {
  value: number
  title: string
  children?: DeptOption[]
}

/** A user as a select option: 张三（zhangsan）. */
export interface UserOption {
  value: number
  label: string
}

// One request per page for each list, shared by every picker and list cell; forgotten when a request fails.
let depts: Promise<DeptOption[]> | undefined
let users: Promise<UserOption[]> | undefined

const toOptions = (nodes: readonly TreeSelect[]): DeptOption[] =>
  nodes.map((n) => ({
    value: n.id,
    title: n.label,
    ...(n.children?.length ? { children: toOptions(n.children) } : {}),
  }))

/**
 * The departments the user may see, as a tree (`GET /system/user/deptTree`): the `dept` fields' picker and the
 * names their list cells show; `fresh` asks again (a screen whose tree beside the list must show today's departments).
 */
export function loadDeptTree(fresh = false): Promise<DeptOption[]> {
  if (fresh) depts = undefined
  depts ??= get<ApiResult<TreeSelect[]>>('/system/user/deptTree').then(
    (r) => toOptions(r.data ?? []),
    () => ((depts = undefined), []),
  )
  return depts
}

/** The users the user may see (`GET /system/user/list`): the `user` fields' picker and their list cells' names. */
export function loadUserOptions(): Promise<UserOption[]> {
  users ??= get<TableResult<{ userId: number; userName: string; nickName: string }>>('/system/user/list', {
    pageSize: 1000,
  }).then(
    (r) => (r.rows ?? []).map((u) => ({ value: u.userId, label: `${u.nickName}（${u.userName}）` })),
    () => ((users = undefined), []),
  )
  return users
}

/** Forgets the loaded departments and users (after they change, and in tests). */
export function forgetPickers() {
  depts = undefined
  users = undefined
}
