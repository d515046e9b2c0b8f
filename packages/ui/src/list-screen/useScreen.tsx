import { useDict } from '@wp/kit'
import { App, Form } from 'antd'
import { useRef, useState, type ReactNode } from 'react'
import { useConfirm } from '../confirm-action/ConfirmAction'
import { SearchBar } from '../list-page/SearchBar'
import type { DateRange, Filters, ListQuery } from '../list-page/useListPage'
import { useGo } from '../navigation/useGo'
import { RowActionBar } from './columns'
import { dictTypesOf, SearchItem, type Dicts } from './fields'
import { FormDialog, type DialogState } from './FormDialog'
import type { Id, ScreenContext, ScreenSpec } from './types'
import { PermAction } from '../perm-action/PermAction'

/** The control of a hidden search field: the form keeps its value, nothing shows. */
function Nothing() {
  return null
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
    add: (initial) => setDialog({ open: true, initial }),
    edit: (row) => setDialog({ open: true, row }),
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

  /** 修改 and 删除 of one row, when the description offers them and the user may. */
  const standardRowActions = (row: Row, between?: ReactNode) => (
    <>
      {spec.dialog && spec.perms.edit && (
        <PermAction
          kind="edit"
          type="link"
          perms={[spec.perms.edit]}
          onClick={() => screen.edit(row)}
          data-testid={`${spec.name}-row-edit`}
        />
      )}
      {between}
      {spec.remove && spec.removeFrom !== 'toolbar' && spec.perms.remove && (spec.canRemove?.(row) ?? true) && (
        <PermAction
          kind="remove"
          type="link"
          perms={[spec.perms.remove]}
          confirm={spec.removeConfirm ? { content: spec.removeConfirm([row]) } : undefined}
          onClick={() => remove([row])}
          data-testid={`${spec.name}-row-remove`}
        />
      )}
    </>
  )
  const rowActions = (row: Row, between?: ReactNode, more?: ReactNode) => (
    <RowActionBar
      name={spec.name}
      standard={
        <>
          {standardRowActions(row, between)}
          {more}
        </>
      }
      extra={spec.rowActions?.(row, screen) ?? []}
    />
  )

  /** whether rows have any action to offer (else the table has no 操作 column) */
  const offersRowActions = !!(
    (spec.dialog && spec.perms.edit) ||
    (spec.remove && spec.removeFrom !== 'toolbar' && spec.perms.remove) ||
    spec.rowActions
  )

  const searchBar = (onSearch: (filters: Filters, range: DateRange) => void, onReset: () => void) =>
    spec.search?.length ? (
      <SearchBar form={form} hidden={!showSearch} dateRangeLabel={spec.dateRange} onSearch={onSearch} onReset={onReset}>
        {spec.search.map((field) =>
          field.hidden ? (
            <Form.Item key={field.name} name={field.name} hidden noStyle>
              <Nothing />
            </Form.Item>
          ) : (
            <SearchItem key={field.name} field={field} dicts={dicts} />
          ),
        )}
      </SearchBar>
    ) : null

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
    offersRowActions,
    searchBar,
    dialogElement,
  }
}
