import { handleTree } from '@wp/kit'
import type { DeptRow } from '@wp/contract'

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
