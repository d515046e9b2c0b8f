import { useDict } from '@wp/kit'
import { App, Form } from 'antd'
import { useRef, useState } from 'react'
import { DeleteOutlined, EditOutlined } from '@ant-design/icons'
import { CONFIRM_CONTENT, useConfirm } from '../confirm-action/ConfirmAction'
import type { DateRange, Filters, ListQuery } from '../list-page/useListPage'
import { useGo } from '../navigation/useGo'
import { action, RowActionBar } from './columns'
import { dictTypesOf, ScreenSearch, type Dicts } from './fields'
import { FormDialog, type DialogState } from './FormDialog'
import type { ExtraAction, Id, ScreenContext, ScreenSpec } from './types'

/** The 更多 button that holds a row's `more` actions, as it counts for the 操作 column's width. */
const MORE_BUTTON = { label: '更多', icon: true }

/**
 * The actions of one row: 修改, then `inner` (a tree's 新增), 删除 (asking first), then `after` (详细) and the
 * description's own. Each is shown only to holders of its permission.
 */
function rowActionList<Row>(
  spec: ScreenSpec<Row, never, never>,
  row: Row,
  screen: ScreenContext<Row>,
  remove: (rows: readonly Row[]) => Promise<void>,
  inner: readonly ExtraAction[],
  after: readonly ExtraAction[],
): ExtraAction[] {
  const { name, perms } = spec
  const edit = action(!!spec.dialog && perms.edit, '修改', <EditOutlined />, `${name}-row-edit`, () => screen.edit(row))
  const removable = spec.remove && spec.removeFrom !== 'toolbar' && (spec.canRemove?.(row) ?? true)
  const del = action(removable && perms.remove, '删除', <DeleteOutlined />, `${name}-row-remove`, () => remove([row]), {
    danger: true,
    confirm: spec.removeConfirm?.([row]) ?? CONFIRM_CONTENT,
  })
  return [...edit, ...inner, ...del, ...after, ...(spec.rowActions?.(row, screen) ?? [])]
}

/**
 * The state every screen shares: the search form and its toggle, the selection, the dialog, the dictionaries the
 * description names, and the context handed to the description's callbacks.
 */
export function useScreen<Row extends object, V extends object, D>(
  spec: ScreenSpec<Row, V, D>,
  list: { query: ListQuery; reload: () => Promise<void> },
) {
  const { message } = App.useApp()
  const { confirm, holder } = useConfirm()
  const go = useGo()
  const [form] = Form.useForm()
  const [showSearch, setShowSearch] = useState(true)
  const [selected, setSelected] = useState<Row[]>([])
  const [dialog, setDialog] = useState<DialogState<Row>>({ open: false })
  const types = dictTypesOf(spec.search, spec.columns, spec.dialog?.fields)
  const dicts: Dicts = useDict(...types)
  const idOf = (row: Row) => row[spec.rowKey] as Id
  const listRef = useRef(list)
  listRef.current = list

  const screen: ScreenContext<Row> = {
    query: list.query,
    selected,
    reload: () => listRef.current.reload(),
    go,
    add: (initial) => (spec.pages?.add ? go(spec.pages.add) : setDialog({ open: true, initial })),
    edit: (row) => (spec.pages?.edit ? go(spec.pages.edit(row)) : setDialog({ open: true, row })),
    filter: (values) => {
      form.setFieldsValue(values)
      form.submit()
    },
    message,
    confirm,
  }

  const remove = async (rows: readonly Row[]) => {
    await spec.remove?.(rows)
    message.success('删除成功')
    spec.changed?.(screen)
    setSelected([])
    await listRef.current.reload()
  }

  const rowActions = (row: Row, inner: readonly ExtraAction[] = [], after: readonly ExtraAction[] = []) => (
    <RowActionBar
      name={spec.name}
      actions={rowActionList(spec as ScreenSpec<Row, never, never>, row, screen, remove, inner, after)}
    />
  )

  /** the buttons each row of `rows` shows side by side (those under 更多 as one 更多), for the 操作 width */
  const rowButtons = (
    rows: readonly Row[],
    inner: (row: Row) => readonly ExtraAction[] = () => [],
    after: (row: Row) => readonly ExtraAction[] = () => [],
  ) =>
    rows.map((row) => {
      const list = rowActionList(spec as ScreenSpec<Row, never, never>, row, screen, remove, inner(row), after(row))
      return [...list.filter((a) => !a.more), ...(list.some((a) => a.more) ? [MORE_BUTTON] : [])]
    })

  /** whether rows have any action to offer (else the table has no 操作 column) */
  const offersRowActions = !!(
    (spec.dialog && spec.perms.edit) ||
    (spec.remove && spec.removeFrom !== 'toolbar' && spec.perms.remove) ||
    spec.rowActions
  )

  const searchBar = (onSearch: (filters: Filters, range: DateRange) => void, onReset: () => void) => (
    <ScreenSearch
      fields={spec.search}
      dateRange={spec.dateRange}
      form={form}
      hidden={!showSearch}
      dicts={dicts}
      onSearch={onSearch}
      onReset={onReset}
    />
  )

  const dialogElement = spec.dialog ? (
    <FormDialog
      spec={spec.dialog}
      name={spec.name}
      state={dialog}
      screen={screen}
      dicts={dicts}
      onClose={() => setDialog({ open: false })}
      onSaved={() => {
        spec.changed?.(screen)
        void listRef.current.reload()
      }}
    />
  ) : null

  return {
    form,
    showSearch,
    setShowSearch,
    selected,
    setSelected,
    dicts,
    screen,
    remove,
    idOf,
    holder,
    rowActions,
    rowButtons,
    offersRowActions,
    searchBar,
    dialogElement,
  }
}
