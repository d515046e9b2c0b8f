import { Input, Tree } from 'antd'
import type { TreeCheckNode } from '@wp/ui'
import { useMemo, useState } from 'react'

/** The department tree narrowed to names containing `text` (parents of a match stay). */
export function filterTree(nodes: TreeCheckNode[], text: string): TreeCheckNode[] {
  if (!text) return nodes
  return nodes.flatMap((n) => {
    const children = filterTree(n.children ?? [], text)
    return String(n.label).includes(text) || children.length ? [{ ...n, children }] : []
  })
}

/** The departments beside the user list: a name filter and the tree; choosing one lists its users. */
export function DeptFilter({
  depts,
  value,
  onChange,
}: {
  depts: TreeCheckNode[]
  value: number | undefined
  onChange: (deptId: number | undefined) => void
}) {
  const [name, setName] = useState('')
  const shown = useMemo(() => filterTree(depts, name), [depts, name])
  return (
    <>
      <Input
        placeholder="请输入部门名称"
        aria-label="部门名称"
        allowClear
        value={name}
        onChange={(e) => setName(e.target.value)}
        style={{ marginBottom: 12 }}
        data-testid="user-dept-filter"
      />
      <Tree<TreeCheckNode>
        key={name}
        treeData={shown as never}
        fieldNames={{ key: 'id', title: 'label', children: 'children' }}
        defaultExpandAll
        blockNode
        selectedKeys={value === undefined ? [] : [value]}
        onSelect={(keys) => onChange(keys.length ? Number(keys[0]) : undefined)}
        data-testid="user-dept-tree"
      />
    </>
  )
}
