import type { ReactNode } from 'react'
import { PermAction } from './PermAction'

export interface CrudButtonsProps<K> {
  /** Permission prefix: `system:post` gives system:post:add, :edit, :remove and :export. */
  perm: string
  /** data-testid prefix: `post` gives post-add, post-edit, post-remove and post-export. */
  testId: string
  /** The selected rows' ids: 修改 needs exactly one, 删除 at least one. */
  selected: readonly K[]
  onAdd?: () => void
  addDisabled?: boolean
  onEdit?: (id: K) => void
  onRemove?: (ids: K[]) => unknown
  onExport?: () => void
  /** Buttons shown between 删除 and 导出 (e.g. 导入). */
  children?: ReactNode
}

/** The family's toolbar above a list: 新增, 修改, 删除 (asks first) and 导出, each behind its permission. */
export function CrudButtons<K>({
  perm,
  testId,
  selected,
  onAdd,
  addDisabled,
  onEdit,
  onRemove,
  onExport,
  children,
}: CrudButtonsProps<K>) {
  return (
    <>
      {onAdd && (
        <PermAction
          kind="add"
          perms={[`${perm}:add`]}
          disabled={addDisabled}
          onClick={onAdd}
          data-testid={`${testId}-add`}
        />
      )}
      {onEdit && (
        <PermAction
          kind="edit"
          perms={[`${perm}:edit`]}
          disabled={selected.length !== 1}
          onClick={() => onEdit(selected[0])}
          data-testid={`${testId}-edit`}
        />
      )}
      {onRemove && (
        <PermAction
          kind="remove"
          perms={[`${perm}:remove`]}
          disabled={!selected.length}
          onClick={() => onRemove([...selected])}
          data-testid={`${testId}-remove`}
        />
      )}
      {children}
      {onExport && (
        <PermAction kind="export" perms={[`${perm}:export`]} onClick={onExport} data-testid={`${testId}-export`} />
      )}
    </>
  )
}
