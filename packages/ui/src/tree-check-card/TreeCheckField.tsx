import type { Key } from 'react'
import { TreeCheckCard, type TreeCheckNode } from './TreeCheckCard'

/** What a TreeCheckField holds: the checked keys and whether parents and children are linked (父子联动). */
export interface TreeChecked {
  checked: Key[]
  linkage: boolean
}

export interface TreeCheckFieldProps {
  treeData: TreeCheckNode[]
  /** given by the surrounding Form.Item */
  value?: TreeChecked
  onChange?: (value: TreeChecked) => void
  loading?: boolean
  defaultExpandAll?: boolean
  height?: number
}

/** A TreeCheckCard as a form control (a role's menus, a data scope's departments). */
export function TreeCheckField({ value = { checked: [], linkage: true }, onChange, ...card }: TreeCheckFieldProps) {
  return (
    <TreeCheckCard
      {...card}
      value={value.checked}
      onChange={(checked) => onChange?.({ ...value, checked })}
      linkage={value.linkage}
      onLinkageChange={(linkage) => onChange?.({ ...value, linkage })}
    />
  )
}
