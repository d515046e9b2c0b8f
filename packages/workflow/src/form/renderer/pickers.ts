import type { FlowDeptOption, FlowUserOption } from '@wp/contract'
import { get, handleTree, type ApiResult, type TreeNode } from '@wp/kit'
import { useLoaded } from '@wp/ui'

export interface TreeOption {
  value: string
  title: string
  children?: TreeOption[]
}

// One request per page for each list, shared by every picker of the form.
let users: Promise<FlowUserOption[]> | undefined
let depts: Promise<TreeOption[]> | undefined

const toOptions = (nodes: readonly TreeNode<FlowDeptOption>[]): TreeOption[] =>
  nodes.map((n) => ({
    value: String(n.deptId),
    title: n.deptName,
    children: n.children.length ? toOptions(n.children) : undefined,
  }))

export function loadUsers(): Promise<FlowUserOption[]> {
  users ??= get<ApiResult<FlowUserOption[]>>('/flowable/form/userOptions').then(
    (r) => r.data ?? [],
    () => ((users = undefined), []),
  )
  return users
}

function loadDepts(): Promise<TreeOption[]> {
  depts ??= get<ApiResult<FlowDeptOption[]>>('/flowable/form/deptOptions').then(
    (r) => toOptions(handleTree(r.data ?? [], 'deptId', 'parentId')),
    () => ((depts = undefined), []),
  )
  return depts
}

/** Users as select options: 张三（zhangsan） · 研发部. */
export function useUserOptions() {
  const list = useLoaded(loadUsers, [] as FlowUserOption[])
  return list.map((u) => ({
    value: String(u.userId),
    label: `${u.nickName}（${u.userName}）${u.deptName ? ` · ${u.deptName}` : ''}`,
  }))
}

/** The department tree (`/flowable/form/deptOptions`) as TreeSelect data. */
export const useDeptTree = () => useLoaded(loadDepts, [] as TreeOption[])
