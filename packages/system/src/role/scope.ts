import { DATA_SCOPE_LABELS } from '@wp/contract'
import type { TreeCheckNode } from '@wp/ui'
import type { Key } from 'react'
import type { DataScopeInput } from './api'

/** 数据范围: the role's data scope choices. */
export const DATA_SCOPE_OPTIONS = Object.entries(DATA_SCOPE_LABELS).map(([value, label]) => ({ value, label }))
/** The one scope that needs a department list. */
export const CUSTOM_SCOPE = '2'

/** The ids of every ancestor of each key in the tree. */
function ancestorsOf(tree: readonly TreeCheckNode[], keys: ReadonlySet<Key>): Key[] {
  const out = new Set<Key>()
  const walk = (nodes: readonly TreeCheckNode[], path: Key[]) => {
    for (const n of nodes) {
      if (keys.has(n.id)) for (const p of path) out.add(p)
      if (n.children?.length) walk(n.children, [...path, n.id])
    }
  }
  walk(tree, [])
  return [...out]
}

/**
 * The ids a role saves from a checkbox tree: the checked ones, and with parent-child linkage on also every parent
 * of a checked node (the family saves half-checked parents too, so the menu shows the way down).
 */
export function idsToSave(tree: readonly TreeCheckNode[], checked: readonly Key[], linkage: boolean): number[] {
  const keys = new Set<Key>(checked)
  const all = linkage ? [...checked, ...ancestorsOf(tree, keys)] : [...checked]
  return [...new Set(all.map(Number))]
}

/** The body of 分配数据权限: departments only for the custom scope. */
export function dataScopeBody(
  roleId: number,
  dataScope: string,
  tree: readonly TreeCheckNode[],
  checked: readonly Key[],
  linkage: boolean,
): DataScopeInput {
  return {
    roleId,
    dataScope,
    deptIds: dataScope === CUSTOM_SCOPE ? idsToSave(tree, checked, linkage) : [],
    deptCheckStrictly: linkage,
  }
}
