import { DeleteOutlined, EyeOutlined } from '@ant-design/icons'
import { Col, Modal, Row, Table } from 'antd'
import { useCallback, useEffect, useRef, useState } from 'react'
import { toolbarColumns, visibleColumns } from '../list-page/columns'
import { ListPagination } from '../list-page/ListPagination'
import { ListToolbar } from '../list-page/ListToolbar'
import { exportParams, useListPage, type Filters } from '../list-page/useListPage'
import { CrudButtons } from '../perm-action/CrudButtons'
import { PermAction } from '../perm-action/PermAction'
import { useToolbarColumns } from '../right-toolbar/RightToolbar'
import { buildColumns, ExtraButton } from './columns'
import { sortParams, withSort } from './sort'
import type { Id, ListScreenProps } from './types'
import { useScreen } from './useScreen'

/** The client-side page of an answer that holds every row. */
function pageOfAll<Row>(res: { rows?: Row[] }, params: Record<string, unknown>) {
  const all = res.rows ?? []
  const size = Number(params.pageSize)
  const start = (Number(params.pageNum) - 1) * size
  return { rows: all.slice(start, start + size), total: all.length }
}

/**
 * A list screen from its description: search form, toolbar (新增 修改 删除 导出 清空 and the description's own),
 * column chooser, table with dictionary tags, status switches and row actions, paging, the add / edit dialog and a
 * detail dialog. Every button is shown only to holders of its permission; deleting asks first.
 */
export function ListScreen<Row extends object, V extends object = Partial<Row>, D = unknown>(
  props: ListScreenProps<Row, V, D>,
) {
  const { load, clientPaging, presetFilters, defaultSort } = props
  const fetch = useCallback(
    (params: Record<string, unknown>) => {
      if (!clientPaging) return load(params)
      const { pageNum: _n, pageSize: _s, ...filters } = params
      return load(filters).then((res) => pageOfAll(res, params))
    },
    [load, clientPaging],
  )
  const list = useListPage<Row>(fetch, { ...defaultSort, ...presetFilters })
  const { form, showSearch, setShowSearch, selected, setSelected, dicts, screen, remove, idOf, ...parts } = useScreen(
    props,
    list,
  )
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

  const hasActions = parts.offersRowActions || !!(props.detail && props.perms.query)
  const columns = buildColumns(
    props,
    screen,
    dicts,
    hasActions &&
      ((row) =>
        parts.rowActions(
          row,
          null,
          props.detail && props.perms.query && (
            <PermAction
              type="link"
              perms={[props.perms.query]}
              icon={<EyeOutlined />}
              onClick={() => setDetail(row)}
              data-testid={`${props.name}-row-detail`}
            >
              详细
            </PermAction>
          ),
        )),
    sort,
  )
  const [chosen, setChosen] = useToolbarColumns(toolbarColumns(columns), props.columnsKey)
  const selectedIds = selected.map(idOf)

  const table = (
    <>
      {parts.searchBar(
        (filters, range) => list.search({ ...filters, ...sort }, range),
        () => {
          if (presetFilters) form.setFieldsValue(presetFilters)
          list.search({ ...defaultSort, ...presetFilters })
        },
      )}
      <ListToolbar
        showSearch={showSearch}
        onShowSearchChange={setShowSearch}
        onRefresh={list.reload}
        {...(props.columnsKey ? { columns: chosen, onColumnsChange: setChosen, storageKey: props.columnsKey } : {})}
      >
        <CrudButtons<Id>
          perms={props.perms}
          testId={props.name}
          selected={selectedIds}
          onAdd={props.dialog && (() => screen.add())}
          addDisabled={props.canAdd ? !props.canAdd(screen) : false}
          onEdit={props.dialog && ((id) => screen.edit(selected.find((r) => idOf(r) === id)!))}
          onRemove={props.remove && (() => remove(selected))}
          removeConfirm={props.removeConfirm?.(selected)}
          onExport={props.exportFile && (() => props.exportFile!(exportParams(list.query), chosen))}
        />
        {props.clean && props.perms.remove && (
          <ExtraButton
            action={{
              perm: props.perms.remove,
              label: '清空',
              icon: <DeleteOutlined />,
              danger: true,
              confirm: props.clean.confirm,
              testId: `${props.name}-clean`,
              onClick: async () => {
                await props.clean!.action()
                screen.message.success('清空成功')
                setSelected([])
                await list.reload()
              },
            }}
          />
        )}
        {props.toolbar?.(screen).map((action) => (
          <ExtraButton key={action.label} action={action} />
        ))}
      </ListToolbar>
      <Table<Row>
        rowKey={props.rowKey}
        size="middle"
        loading={list.loading}
        dataSource={list.rows}
        columns={props.columnsKey ? visibleColumns(columns, chosen) : columns}
        pagination={false}
        rowSelection={{
          selectedRowKeys: selectedIds,
          onChange: (_, rows) => setSelected(rows),
          getCheckboxProps: (row) => ({ disabled: props.locked?.(row) ?? false }),
        }}
        onChange={(_, __, sorter) => {
          if (Array.isArray(sorter)) return
          list.search(withSort(list.query.filters, sortParams(sorter)) as Filters, list.query.dateRange)
        }}
        data-testid={`${props.name}-table`}
      />
      <ListPagination list={list} />
    </>
  )

  return (
    <div data-testid={`${props.name}-page`}>
      {parts.holder}
      {props.aside ? (
        <Row gutter={16}>
          <Col xs={24} md={6} lg={4}>
            {props.aside(screen)}
          </Col>
          <Col xs={24} md={18} lg={20}>
            {table}
          </Col>
        </Row>
      ) : (
        table
      )}
      {parts.dialogElement}
      {props.detail && (
        <Modal
          title={props.detail.title}
          open={detail !== null}
          onCancel={() => setDetail(null)}
          footer={null}
          width={props.detail.width ?? 800}
          destroyOnHidden
        >
          {detail && props.detail.render(detail)}
        </Modal>
      )}
      {props.children?.(screen)}
    </div>
  )
}
