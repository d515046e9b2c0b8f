import { Card, Checkbox, Empty, Space, Spin, Tree } from 'antd'
import { useMemo, useState, type CSSProperties, type Key, type ReactNode } from 'react'

/** A node as the family's tree-select answers give it (`{ id, label, children }`). */
export interface TreeCheckNode {
  id: Key
  label: ReactNode
  disabled?: boolean
  children?: TreeCheckNode[]
}

export interface TreeCheckCardProps {
  treeData: TreeCheckNode[]
  /** Checked keys (controlled). */
  value?: Key[]
  defaultValue?: Key[]
  /**
   * Checked keys, and the half-checked parents antd worked out (with linkage on). The family saves both:
   * `[...checked, ...halfChecked]`.
   */
  onChange?: (checked: Key[], halfChecked: Key[]) => void
  /** Parent-child linkage (父子联动), controlled; the family stores it as the role's `menuCheckStrictly`. */
  linkage?: boolean
  defaultLinkage?: boolean
  onLinkageChange?: (linkage: boolean) => void
  defaultExpandAll?: boolean
  title?: ReactNode
  loading?: boolean
  disabled?: boolean
  /** Height of the tree area in px (it scrolls); default 300. */
  height?: number
  className?: string
  style?: CSSProperties
}

function collect(nodes: TreeCheckNode[], pick: (node: TreeCheckNode) => boolean, into: Key[] = []): Key[] {
  for (const node of nodes) {
    if (pick(node)) into.push(node.id)
    if (node.children?.length) collect(node.children, pick, into)
  }
  return into
}

/** Every key in the tree, depth first. */
export const allTreeKeys = (nodes: TreeCheckNode[]) => collect(nodes, () => true)

const FIELD_NAMES = { key: 'id', title: 'label', children: 'children' }

/**
 * A card with a checkbox tree and the family's three switches: 展开/折叠 (expand or collapse all),
 * 全选/全不选 (check all or none) and 父子联动 (parent-child linkage), as on the role's menu permissions.
 */
export function TreeCheckCard({
  treeData,
  value,
  defaultValue,
  onChange,
  linkage,
  defaultLinkage = true,
  onLinkageChange,
  defaultExpandAll = false,
  title,
  loading = false,
  disabled = false,
  height = 300,
  className,
  style,
}: TreeCheckCardProps) {
  const allKeys = useMemo(() => allTreeKeys(treeData), [treeData])
  const parentKeys = useMemo(() => collect(treeData, (node) => Boolean(node.children?.length)), [treeData])

  const [ownChecked, setOwnChecked] = useState<Key[]>(defaultValue ?? [])
  const [ownLinkage, setOwnLinkage] = useState(defaultLinkage)
  const [expanded, setExpanded] = useState<Key[] | null>(null)
  const checked = value ?? ownChecked
  const linked = linkage ?? ownLinkage
  const expandedKeys = expanded ?? (defaultExpandAll ? parentKeys : [])

  const emit = (nextChecked: Key[], halfChecked: Key[]) => {
    setOwnChecked(nextChecked)
    onChange?.(nextChecked, halfChecked)
  }

  const allExpanded = parentKeys.length > 0 && parentKeys.every((key) => expandedKeys.includes(key))
  const checkedSet = new Set(checked)
  const allChecked = allKeys.length > 0 && allKeys.every((key) => checkedSet.has(key))

  return (
    <Card
      title={title}
      size="small"
      className={['wp-tree-check-card', className].filter(Boolean).join(' ')}
      style={style}
    >
      <Space wrap style={{ marginBottom: 8 }}>
        <Checkbox checked={allExpanded} onChange={(e) => setExpanded(e.target.checked ? parentKeys : [])}>
          展开/折叠
        </Checkbox>
        <Checkbox
          checked={allChecked}
          indeterminate={!allChecked && checked.length > 0}
          disabled={disabled}
          onChange={(e) => emit(e.target.checked ? allKeys : [], [])}
        >
          全选/全不选
        </Checkbox>
        <Checkbox
          checked={linked}
          disabled={disabled}
          onChange={(e) => {
            setOwnLinkage(e.target.checked)
            onLinkageChange?.(e.target.checked)
          }}
        >
          父子联动
        </Checkbox>
      </Space>
      <Spin spinning={loading}>
        <div
          style={{
            maxHeight: height,
            overflow: 'auto',
            border: '1px solid rgba(5, 5, 5, 0.06)',
            borderRadius: 6,
            padding: 4,
          }}
        >
          {treeData.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ) : (
            <Tree<TreeCheckNode>
              checkable
              selectable={false}
              disabled={disabled}
              treeData={treeData}
              fieldNames={FIELD_NAMES}
              checkStrictly={!linked}
              checkedKeys={linked ? checked : { checked, halfChecked: [] }}
              expandedKeys={expandedKeys}
              onExpand={(keys) => setExpanded(keys)}
              onCheck={(next, info) => {
                if (Array.isArray(next)) emit(next, info.halfCheckedKeys ?? [])
                else emit(next.checked, [])
              }}
            />
          )}
        </div>
      </Spin>
    </Card>
  )
}
