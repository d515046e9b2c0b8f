export type TreeNode<T, C extends string = 'children'> = T & { [K in C]: TreeNode<T, C>[] }

/**
 * Builds a tree from a flat list in O(n). Nodes whose parent is missing (or is themselves) become roots; every
 * node gets a children array. The input is not changed: nodes are shallow copies.
 */
export function handleTree<T extends object, C extends string = 'children'>(
  data: readonly T[],
  id = 'id',
  parentId = 'parentId',
  children: C = 'children' as C,
): TreeNode<T, C>[] {
  const byId = new Map<unknown, Record<string, unknown>>()
  const nodes = data.map((item) => {
    const node: Record<string, unknown> = { ...(item as Record<string, unknown>), [children]: [] }
    byId.set(node[id], node)
    return node
  })
  const roots: Record<string, unknown>[] = []
  for (const node of nodes) {
    const parent = byId.get(node[parentId])
    if (!parent || parent === node) roots.push(node)
    else (parent[children] as unknown[]).push(node)
  }
  return roots as TreeNode<T, C>[]
}
