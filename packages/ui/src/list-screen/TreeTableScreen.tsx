import { NodeCollapseOutlined, NodeExpandOutlined, PlusOutlined } from '@ant-design/icons'
import { Button, Table } from 'antd'
import { useState, type Key } from 'react'
import { ListToolbar } from '../list-page/ListToolbar'
import type { Filters } from '../list-page/useListPage'
import { PermAction } from '../perm-action/PermAction'
import { action, actionsWidth, buildColumns, ExtraButton, tableScrollWidth } from './columns'
import { useTreeRows } from './treeRows'
import type { TreeScreenProps } from './types'
import { useTableA11y } from './tableA11y'
import { useScreen } from './useScreen'

const QUERY = { pageNum: 1, pageSize: 0, filters: {}, dateRange: null }

/**
 * A tree table from its description (departments and menus): the filtered list built into a tree, 展开/折叠, 新增 at the
 * top and under any row, 修改, 删除 (asking first), the add / edit dialog, each behind its permission.
 */
export function TreeTableScreen<Row extends object, V extends object = Partial<Row>, D = unknown>(
  props: TreeScreenProps<Row, V, D>,
) {
  const [filters, setFilters] = useState<Filters>({})
  const { rows, tree, loading, load } = useTreeRows(props.load, filters, props.rowKey, props.parentKey)
  const { showSearch, setShowSearch, dicts, screen, idOf, ...parts } = useScreen(props, {
    query: { ...QUERY, filters },
    reload: load,
  })
  const [expanded, setExpanded] = useState<readonly Key[] | null>(null)
  const expandedKeys = expanded ?? (props.expandAll ? rows.map(idOf) : [])
  const allExpanded = expandedKeys.length > 0
  const parentKey = props.parentKey ?? 'parentId'

  const addChild = (row: Row) =>
    action(
      !!props.dialog && (props.canAddChild?.(row) ?? true) && props.perms.add,
      '新增',
      <PlusOutlined />,
      `${props.name}-row-add`,
      () => screen.add({ [parentKey]: idOf(row) }),
    )
  const columns = buildColumns(
    { ...props, actionsWidth: actionsWidth(parts.rowButtons(rows, addChild), props.actionsWidth) },
    screen,
    dicts,
    (row) => parts.rowActions(row, addChild(row)),
  )

  const tableBox = useTableA11y<HTMLDivElement>('数据表格')

  return (
    <div ref={tableBox} data-testid={`${props.name}-page`}>
      {parts.holder}
      {parts.searchBar(
        (f) => setFilters({ ...f }),
        () => setFilters({}),
      )}
      <ListToolbar showSearch={showSearch} onShowSearchChange={setShowSearch} onRefresh={load}>
        {props.dialog && props.perms.add && (
          <PermAction
            kind="add"
            perms={[props.perms.add]}
            onClick={() => screen.add()}
            data-testid={`${props.name}-add`}
          />
        )}
        <Button
          icon={allExpanded ? <NodeCollapseOutlined /> : <NodeExpandOutlined />}
          onClick={() => setExpanded(allExpanded ? [] : rows.map(idOf))}
          data-testid={`${props.name}-expand`}
        >
          展开/折叠
        </Button>
        {props.toolbar?.(screen).map((action) => (
          <ExtraButton key={action.label} action={action} />
        ))}
      </ListToolbar>
      <Table<Row>
        rowKey={props.rowKey}
        size="middle"
        loading={loading}
        dataSource={tree as Row[]}
        columns={columns}
        pagination={false}
        tableLayout="fixed"
        scroll={{ x: tableScrollWidth(columns) }}
        expandable={{ expandedRowKeys: expandedKeys, onExpandedRowsChange: setExpanded }}
        data-testid={`${props.name}-table`}
      />
      {parts.dialogElement}
      {props.children?.(screen)}
    </div>
  )
}
