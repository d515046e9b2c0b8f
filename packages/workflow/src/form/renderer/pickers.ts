import type { FlowUserOption } from '@wp/contract'
import { get, type ApiResult } from '@wp/kit'
import { useEffect, useState } from 'react'

interface DeptNode {
  id: number
  label: string
  children?: DeptNode[]
}
export interface TreeOption {
  value: string
  title: string
  children?: TreeOption[]
}

// One request per page for each list, shared by every picker of the form.
let users: Promise<FlowUserOption[]> | undefined
let depts: Promise<TreeOption[]> | undefined

const toTree = (nodes: readonly DeptNode[]): TreeOption[] =>
  nodes.map((n) => ({ value: String(n.id), title: n.label, children: n.children && toTree(n.children) }))

export function loadUsers(): Promise<FlowUserOption[]> {
  users ??= get<ApiResult<FlowUserOption[]>>('/flowable/definition/userList').then(
    (r) => r.data ?? [],
    () => ((users = undefined), []),
  )
  return users
}

function loadDepts(): Promise<TreeOption[]> {
  depts ??= get<ApiResult<DeptNode[]>>('/system/user/deptTree').then(
    (r) => toTree(r.data ?? []),
    () => ((depts = undefined), []),
  )
  return depts
}

function useLoaded<T>(load: () => Promise<T>, initial: T): T {
  const [value, setValue] = useState(initial)
  useEffect(() => {
    let live = true
    void load().then((v) => live && setValue(v))
    return () => {
      live = false
    }
  }, [load])
  return value
}

/** Users as select options: 张三（zhangsan） · 研发部. */
export function useUserOptions() {
  const list = useLoaded(loadUsers, [] as FlowUserOption[])
  return list.map((u) => ({
    value: String(u.userId),
    label: `${u.nickName}（${u.userName}）${u.deptName ? ` · ${u.deptName}` : ''}`,
  }))
}

/** The department tree (`/system/user/deptTree`) as TreeSelect data. */
export const useDeptTree = () => useLoaded(loadDepts, [] as TreeOption[])
