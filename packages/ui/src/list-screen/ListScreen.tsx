import { DeleteOutlined, EyeOutlined } from '@ant-design/icons'
import { Col, Modal, Row, Table } from 'antd'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { toolbarColumns, visibleColumns } from '../list-page/columns'
import { SELECT_ALL } from '../list-page/clearable'
import { ListPagination } from '../list-page/ListPagination'
import { ListToolbar } from '../list-page/ListToolbar'
import { exportParams, useListPage, type Filters } from '../list-page/useListPage'
import { CrudButtons } from '../perm-action/CrudButtons'
import { useToolbarColumns } from '../right-toolbar/RightToolbar'
import { action, actionsWidth, buildColumns, ExtraButton, tableScrollWidth } from './columns'
import { sortParams, withSort } from './sort'
import type { ExtraAction, Id, ListScreenProps, ScreenContext } from './types'
import { useTableA11y } from './tableA11y'
import { useScreen } from './useScreen'

/** The client-side page of an answer that holds every row. */
function pageOfAll<Row>(res: { rows?: Row[] }, params: Record<string, unknown>) {
  const all = res.rows ?? []
  const size = Number(params.pageSize)
  const start = (Number(params.pageNum) - 1) * size
  return { rows: all.slice(start, start + size), total: all.length }
}

/** 清空 (after its confirmation), then the description's own toolbar buttons. */
function toolbarActions<Row>(props: ListScreenProps<Row>, screen: ScreenContext<Row>, cleared: () => void) {
  const { clean, perms } = props
  const cleaning: ExtraAction[] =
    clean && perms.remove
      ? [
          {
            perm: perms.remove,
            label: '清空',
            icon: <DeleteOutlined />,
            danger: true,
            confirm: clean.confirm,
            testId: `${props.name}-clean`,
            onClick: async () => {
              await clean.action()
              screen.message.success('清空成功')
              cleared()
            },
          },
        ]
      : []
  return [...cleaning, ...(props.toolbar?.(screen) ?? [])]
}

/** The list beside an optional panel (a tree that filters it). */
function WithAside({ aside, children }: { aside?: ReactNode; children: ReactNode }) {
  if (!aside) return children
  return (
    <Row gutter={16}>
      <Col xs={24} md={6} lg={4}>
        {aside}
      </Col>
      <Col xs={24} md={18} lg={20}>
        {children}
      </Col>
    </Row>
  )
}

/** 详细: one row, read only. */
function DetailDialog<Row>({
  spec,
  row,
  onClose,
}: {
  spec: NonNullable<ListScreenProps<Row>['detail']>
  row: Row | null
  onClose: () => void
}) {
  return (
    <Modal
      title={spec.title}
      open={row !== null}
      onCancel={onClose}
      footer={null}
      width={spec.width ?? 800}
      destroyOnHidden
    >
      {row && spec.render(row)}
    </Modal>
  )
}

/**
 * A list screen from its description: search form, toolbar (新增 修改 删除 导出 清空 and the description's own),
 * column chooser, table with dictionary tags, status switches and row actions, paging, the add / edit dialog and a
 * detail dialog. Every button is shown only to holders of its permission; deleting asks first.
 */
export function ListScreen<Row extends object, V extends object = Partial<Row>, D = unknown>(
  props: ListScreenProps<Row, V, D>,
) {
  const { load, clientPaging, presetFilters, defaultSort, perms, name } = props
  const fetch = useCallback(
    (params: Record<string, unknown>) => {
      if (!clientPaging) return load(params)
      const { pageNum: _n, pageSize: _s, ...filters } = params
      return load(filters).then((res) => pageOfAll(res, params))
    },
    [load, clientPaging],
  )
  const list = useListPage<Row>(fetch, { ...defaultSort, ...presetFilters })
  const { form, selected, setSelected, screen, idOf, ...parts } = useScreen(props, list)
  const [detail, setDetail] = useState<Row | null>(null)
  const sort = { orderByColumn: list.query.filters.orderByColumn as string, isAsc: list.query.filters.isAsc as never }
  const currentSort = useRef(sort)
  currentSort.current = sort

  const presetKey = JSON.stringify(presetFilters ?? {})
  const { search } = list
  useEffect(() => {
    const preset = JSON.parse(presetKey) as Filters
    if (!Object.keys(preset).length) return
    form.setFieldsValue(preset)
    search({ ...preset, ...currentSort.current })
  }, [presetKey, form, search])

  const details = (row: Row) =>
    action(!!props.detail && perms.query, '详细', <EyeOutlined />, `${name}-row-detail`, () => setDetail(row))
  const hasActions = parts.offersRowActions || !!(props.detail && perms.query)
  const columns = buildColumns(
    { ...props, actionsWidth: actionsWidth(parts.rowButtons(list.rows, undefined, details), props.actionsWidth) },
    screen,
    parts.dicts,
    hasActions && ((row) => parts.rowActions(row, [], details(row))),
    sort,
  )
  const hidden = new Set(props.columns.filter((c) => c.hidden).map((c) => c.key))
  const [chosen, setChosen] = useToolbarColumns(
    toolbarColumns(columns).map((c) => (hidden.has(c.key) ? { ...c, visible: false } : c)),
    props.columnsKey,
  )
  const shown = props.columnsKey ? visibleColumns(columns, chosen) : columns
  const chooser = props.columnsKey ? { columns: chosen, onColumnsChange: setChosen, storageKey: props.columnsKey } : {}

  const tableBox = useTableA11y<HTMLDivElement>('数据表格')

  return (
    <div ref={tableBox} data-testid={`${name}-page`}>
      {parts.holder}
      <WithAside aside={props.aside?.(screen)}>
        {parts.searchBar(
          (filters, range) => list.search({ ...filters, ...sort }, range),
          () => {
            if (presetFilters) form.setFieldsValue(presetFilters)
            list.search({ ...defaultSort, ...presetFilters })
          },
        )}
        <ListToolbar
          showSearch={parts.showSearch}
          onShowSearchChange={parts.setShowSearch}
          onRefresh={list.reload}
          {...chooser}
        >
          <CrudButtons<Id>
            perms={perms}
            testId={name}
            selected={selected.map(idOf)}
            onAdd={props.dialog && (() => screen.add())}
            addDisabled={props.canAdd ? !props.canAdd(screen) : false}
            onEdit={props.dialog && (() => screen.edit(selected[0]))}
            onRemove={props.remove && (() => parts.remove(selected))}
            removeConfirm={props.removeConfirm?.(selected)}
            onExport={props.exportFile && (() => props.exportFile!(exportParams(list.query), chosen))}
          />
          {toolbarActions(props as ListScreenProps<Row>, screen, () => {
            setSelected([])
            void list.reload()
          }).map((action) => (
            <ExtraButton key={action.label} action={action} />
          ))}
        </ListToolbar>
        <Table<Row>
          rowKey={props.rowKey}
          size="middle"
          loading={list.loading}
          dataSource={list.rows}
          columns={shown}
          pagination={false}
          tableLayout="fixed"
          scroll={{ x: tableScrollWidth(shown, true) }}
          rowSelection={{
            ...SELECT_ALL,
            selectedRowKeys: selected.map(idOf),
            onChange: (_, rows) => setSelected(rows),
            getCheckboxProps: (row) => ({ disabled: props.locked?.(row) ?? false }),
          }}
          onChange={(_, __, sorter) => {
            if (!Array.isArray(sorter))
              list.search(withSort(list.query.filters, sortParams(sorter)) as Filters, list.query.dateRange)
          }}
          data-testid={`${name}-table`}
        />
        <ListPagination list={list} />
      </WithAside>
      {parts.dialogElement}
      {props.detail && <DetailDialog spec={props.detail} row={detail} onClose={() => setDetail(null)} />}
      {props.children?.(screen)}
    </div>
  )
}
