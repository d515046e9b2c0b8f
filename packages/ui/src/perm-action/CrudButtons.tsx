import type { ReactNode } from 'react'
import { PermAction } from './PermAction'

/** The permissions of the standard actions, e.g. a permission set from @wp/contract. */
export interface CrudPerms {
  add?: string
  edit?: string
  remove?: string
  export?: string
}

export interface CrudButtonsProps<K> {
  /** Which permission each action needs; an action without one is not offered. */
  perms: CrudPerms
  /** data-testid prefix: `post` gives post-add, post-edit, post-remove and post-export. */
  testId: string
  /** The selected rows' ids: 修改 needs exactly one, 删除 at least one. */
  selected: readonly K[]
  onAdd?: () => void
  addDisabled?: boolean
  onEdit?: (id: K) => void
  onRemove?: (ids: K[]) => unknown
  /** The question before deleting (default 确认执行该操作？). */
  removeConfirm?: string
  onExport?: () => void
  /** Buttons shown between 删除 and 导出 (e.g. 导入). */
  children?: ReactNode
}

/** The family's toolbar above a list: 新增, 修改, 删除 (asks first) and 导出, each behind its permission. */
export function CrudButtons<K>({
  perms,
  testId,
  selected,
  onAdd,
  addDisabled,
  onEdit,
  onRemove,
  removeConfirm,
  onExport,
  children,
}: CrudButtonsProps<K>) {
  return (
    <>
      {onAdd && perms.add && (
        <PermAction
          kind="add"
          perms={[perms.add]}
          disabled={addDisabled}
          onClick={onAdd}
          data-testid={`${testId}-add`}
        />
      )}
      {onEdit && perms.edit && (
        <PermAction
          kind="edit"
          perms={[perms.edit]}
          disabled={selected.length !== 1}
          onClick={() => onEdit(selected[0])}
          data-testid={`${testId}-edit`}
        />
      )}
      {onRemove && perms.remove && (
        <PermAction
          kind="remove"
          perms={[perms.remove]}
          disabled={!selected.length}
          confirm={removeConfirm ? { content: removeConfirm } : undefined}
          onClick={() => onRemove([...selected])}
          data-testid={`${testId}-remove`}
        />
      )}
      {children}
      {onExport && perms.export && (
        <PermAction kind="export" perms={[perms.export]} onClick={onExport} data-testid={`${testId}-export`} />
      )}
    </>
  )
}
