import { Input, Tree } from 'antd'
import { useMemo, useState } from 'react'
import type { TreeChoice } from '../list-screen/types'

/** The tree narrowed to titles containing `text`; the parents of a match stay. */
export function filterTree(nodes: readonly TreeChoice[], text: string): TreeChoice[] {
  if (!text) return [...nodes]
  return nodes.flatMap((n) => {
    const children = filterTree(n.children ?? [], text)
    return String(n.title).includes(text) || children.length ? [{ ...n, children }] : []
  })
}

export interface TreeFilterProps {
  nodes: readonly TreeChoice[]
  value: number | undefined
  onChange: (id: number | undefined) => void
  /** What the nodes are, for the search box: `部门名称`, `单位名称`. */
  noun: string
  'data-testid'?: string
}

/**
 * The tree beside a list (departments beside users, organisations beside statistics rows): a name filter over a fully
 * expanded tree; choosing a node filters the list, choosing it again clears the choice.
 */
export function TreeFilter({ nodes, value, onChange, noun, 'data-testid': testId }: TreeFilterProps) {
  const [name, setName] = useState('')
  const shown = useMemo(() => filterTree(nodes, name), [nodes, name])
  return (
    <div data-testid={testId}>
      <Input
        placeholder={`请输入${noun}`}
        aria-label={noun}
        allowClear
        value={name}
        onChange={(e) => setName(e.target.value)}
        style={{ marginBottom: 12 }}
      />
      <Tree
        // remounted when the tree arrives or the filter changes, so every level starts expanded
        key={`${name}|${nodes.length}`}
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
