import type { TreeChoice } from '@wp/ui'
import { Input, Tree } from 'antd'
import { useMemo, useState } from 'react'

/** The tree narrowed to titles containing `text` (the parents of a match stay). */
export function filterOrgs(nodes: readonly TreeChoice[], text: string): TreeChoice[] {
  if (!text) return [...nodes]
  return nodes.flatMap((n) => {
    const children = filterOrgs(n.children ?? [], text)
    return String(n.title).includes(text) || children.length ? [{ ...n, children }] : []
  })
}

/** The organisations beside a kind's list: choosing one lists its rows (the server applies the data scope). */
export function OrgFilter({
  orgs,
  value,
  onChange,
}: {
  orgs: readonly TreeChoice[]
  value: number | undefined
  onChange: (orgId: number | undefined) => void
}) {
  const [name, setName] = useState('')
  const shown = useMemo(() => filterOrgs(orgs, name), [orgs, name])
  return (
    <div data-testid="stat-org-filter">
      <Input
        placeholder="请输入单位名称"
        aria-label="单位名称"
        allowClear
        value={name}
        onChange={(e) => setName(e.target.value)}
        style={{ marginBottom: 12 }}
      />
      <Tree
        // remounted when the tree arrives or the filter changes, so every level starts expanded
        key={`${name}|${orgs.length}`}
        treeData={shown as never}
        fieldNames={{ key: 'value', title: 'title', children: 'children' }}
        defaultExpandAll
        blockNode
        selectedKeys={value === undefined ? [] : [value]}
        onSelect={(keys) => onChange(keys.length ? Number(keys[0]) : undefined)}
      />
    </div>
  )
}
