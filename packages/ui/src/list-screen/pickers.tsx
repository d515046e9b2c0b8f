import { loadDeptTree, loadUserOptions, useLoad, type DeptOption, type UserOption } from '@wp/kit'
import { Select, TreeSelect } from 'antd'
import { CLEARABLE } from '../list-page/clearable'

const KEEP_PREVIOUS = { keepPrevious: true }

/**
 * What a loader gave, once it has answered (`initial` until then): pickers whose lists load once per page. A new
 * loader's answer replaces the last one when it comes (kit `useLoad` with `keepPrevious`).
 */
export function useLoaded<T>(load: () => Promise<T>, initial: T): T {
  return useLoad(load, KEEP_PREVIOUS).value ?? initial
}

const NO_DEPTS: DeptOption[] = []
const NO_USERS: UserOption[] = []

interface PickerProps<V> {
  value?: V | null
  onChange?: (value: V | null) => void
  placeholder?: string
  disabled?: boolean
  'data-testid'?: string
}

/** A form holds "none" as null, antd's controls as undefined: the picker's value and change, translated. */
const nullable = <V,>(value: V | null | undefined, onChange: ((value: V | null) => void) | undefined) => ({
  value: value ?? undefined,
  onChange: (v: V | null | undefined) => onChange?.(v ?? null),
})

/** A `dept` field: the departments the user may see, as a tree. */
export function DeptPicker({ value, onChange, ...rest }: PickerProps<number>) {
  const tree = useLoaded(loadDeptTree, NO_DEPTS)
  return (
    <TreeSelect
      treeData={tree}
      {...nullable(value, onChange)}
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="title"
      allowClear={CLEARABLE}
      {...rest}
    />
  )
}

/** A `user` field: the users the user may see, searchable by name. */
export function UserPicker({ value, onChange, ...rest }: PickerProps<number>) {
  const users = useLoaded(loadUserOptions, NO_USERS)
  return (
    <Select
      options={users}
      {...nullable(value, onChange)}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear={CLEARABLE}
      {...rest}
    />
  )
}

const findDept = (nodes: readonly DeptOption[], id: number): DeptOption | undefined => {
  for (const n of nodes) {
    const found = n.value === id ? n : n.children && findDept(n.children, id)
    if (found) return found
  }
  return undefined
}

/** A department's name in a list cell (its id until the tree has loaded, or when it lies outside the user's view). */
export function DeptName({ id }: { id: unknown }) {
  const tree = useLoaded(loadDeptTree, NO_DEPTS)
  if (id === null || id === undefined || id === '') return null
  const name = findDept(tree, Number(id))?.title ?? String(id)
  // its full name on hover, for a cell that cuts a long one
  return <span title={name}>{name}</span>
}

/** A user's name in a list cell. */
export function UserName({ id }: { id: unknown }) {
  const users = useLoaded(loadUserOptions, NO_USERS)
  if (id === null || id === undefined || id === '') return null
  const name = users.find((u) => u.value === Number(id))?.label ?? String(id)
  return <span title={name}>{name}</span>
}
