import { handleTree, type TreeNode } from '@wp/kit'
import { useCallback, useEffect, useMemo, useState } from 'react'

/** Drops empty children arrays so leaves show no expand icon. */
export function prune<T extends { children?: T[] }>(nodes: T[]): T[] {
  return nodes.map((n) => (n.children?.length ? { ...n, children: prune(n.children) } : { ...n, children: undefined }))
}

/**
 * A tree table's rows (menus, departments): loads the flat list for `filters` (again whenever they change)
 * and builds the tree on `idKey`. Errors were already shown by the kit; the rows stay as they were.
 */
export function useTreeRows<Row extends object>(
  fetch: (filters: Record<string, unknown>) => Promise<Row[]>,
  filters: Record<string, unknown>,
  idKey: keyof Row & string,
  parentKey: keyof Row & string = 'parentId' as keyof Row & string,
) {
  const [rows, setRows] = useState<Row[]>([])
  const [loading, setLoading] = useState(false)

  const load = useCallback(async () => {
    setLoading(true)
    try {
      setRows(await fetch(filters))
    } catch {
      // shown by the kit
    } finally {
      setLoading(false)
    }
  }, [fetch, filters])
  useEffect(() => {
    void load()
  }, [load])
  const tree = useMemo(() => prune(handleTree(rows, idKey, parentKey) as TreeNode<Row>[]), [rows, idKey, parentKey])
  return { rows, tree, loading, load }
}
