import type { TreeSelect } from '@wp/contract'

/**
 * Builds a picker tree from flat rows in display order. A row whose parent is not among the rows becomes a
 * root, so a tree limited by data scope still shows every visible node.
 */
export function buildTreeSelect<T>(
  rows: T[],
  pick: { id: (r: T) => number; parentId: (r: T) => number; label: (r: T) => string; disabled?: (r: T) => boolean },
): TreeSelect[] {
  const nodes = new Map<number, TreeSelect>()
  for (const r of rows)
    nodes.set(pick.id(r), { id: pick.id(r), label: pick.label(r), disabled: pick.disabled?.(r) ?? false })
  const roots: TreeSelect[] = []
  for (const r of rows) {
    const node = nodes.get(pick.id(r))!
    const parent = nodes.get(pick.parentId(r))
    if (parent && parent !== node) (parent.children ??= []).push(node)
    else roots.push(node)
  }
  return roots
}

/**
 * The ids a picker tree should show ticked. With linked checking (`strict`, the family's default) the tree ticks a
 * parent's children by itself, so parents of other ticked nodes are left out, as the family does.
 */
export function checkedKeys(rows: { id: number; parentId: number }[], strict: boolean): number[] {
  const parents = new Set(rows.map((r) => r.parentId))
  return rows.filter((r) => !strict || !parents.has(r.id)).map((r) => r.id)
}
