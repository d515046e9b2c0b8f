import { handleTree } from '@wp/kit'
import type { DeptRow } from './api'

export interface DeptOption {
  value: number
  title: string
  children?: DeptOption[]
}

/** The parent picker's tree from a flat department list (no empty children, so leaves show no arrow). */
export function deptOptions(rows: readonly DeptRow[]): DeptOption[] {
  type Node = DeptRow & { children: Node[] }
  const toOption = (n: Node): DeptOption => ({
    value: n.deptId,
    title: n.deptName,
    ...(n.children.length ? { children: n.children.map(toOption) } : {}),
  })
  return (handleTree(rows, 'deptId') as Node[]).map(toOption)
}

/** A department body from the form: blank optional fields become null. */
export function deptBody(values: Partial<DeptRow>, deptId?: number) {
  const blank = (v: string | null | undefined) => (v == null || v.trim() === '' ? null : v.trim())
  return {
    ...(deptId !== undefined ? { deptId } : {}),
    parentId: values.parentId ?? 0,
    deptName: (values.deptName ?? '').trim(),
    orderNum: values.orderNum ?? 0,
    leader: blank(values.leader),
    phone: blank(values.phone),
    email: blank(values.email),
    status: values.status ?? '0',
  }
}
