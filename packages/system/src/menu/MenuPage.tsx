import { NodeCollapseOutlined, NodeExpandOutlined } from '@ant-design/icons'
import { App, Button, Form, Input, Table, type TableColumnsType } from 'antd'
import { DictTag, parseTime, useDict, type TreeNode } from '@wp/kit'
import { DictSelect, ListToolbar, PermAction, RowActions, SearchBar, MenuIcon } from '@wp/ui'
import { useState, type Key } from 'react'
import { useTreeRows } from '../table/treeRows'
import { deleteMenu, listMenus, type MenuRow } from './api'
import { MenuDialog } from './MenuDialog'

type MenuNode = TreeNode<MenuRow>

/** 菜单管理 (component path system/menu/index): the menu tree table. */
export default function MenuPage() {
  const { message } = App.useApp()
  const [form] = Form.useForm()
  const { sys_normal_disable: statuses } = useDict('sys_normal_disable')
  const [filters, setFilters] = useState<Record<string, unknown>>({})
  const [showSearch, setShowSearch] = useState(true)
  const [expanded, setExpanded] = useState<readonly Key[]>([])
  const [dialog, setDialog] = useState<{ open: boolean; menuId?: number; parentId?: number }>({ open: false })

  const { rows, tree, loading, load } = useTreeRows(listMenus, filters, 'menuId')
  const allExpanded = expanded.length > 0

  const remove = async (row: MenuRow) => {
    await deleteMenu(row.menuId)
    message.success('删除成功')
    await load()
  }

  const columns: TableColumnsType<MenuNode> = [
    { title: '菜单名称', dataIndex: 'menuName', ellipsis: true, width: 200 },
    { title: '图标', dataIndex: 'icon', align: 'center', width: 70, render: (v: string) => <MenuIcon name={v} /> },
    { title: '排序', dataIndex: 'orderNum', align: 'center', width: 70 },
    { title: '权限标识', dataIndex: 'perms', ellipsis: true },
    { title: '组件路径', dataIndex: 'component', ellipsis: true },
    {
      title: '状态',
      dataIndex: 'status',
      width: 80,
      align: 'center',
      render: (v: string) => <DictTag options={statuses} value={v} />,
    },
    { title: '创建时间', dataIndex: 'createTime', width: 170, align: 'center', render: (v: string) => parseTime(v) },
    {
      title: '操作',
      width: 220,
      align: 'center',
      render: (_, row) => (
        <RowActions>
          <PermAction
            kind="edit"
            type="link"
            perms={['system:menu:edit']}
            onClick={() => setDialog({ open: true, menuId: row.menuId })}
            data-testid="menu-row-edit"
          />
          {row.menuType !== 'F' && (
            <PermAction
              kind="add"
              type="link"
              perms={['system:menu:add']}
              onClick={() => setDialog({ open: true, parentId: row.menuId })}
              data-testid="menu-row-add"
            />
          )}
          <PermAction
            kind="remove"
            type="link"
            perms={['system:menu:remove']}
            confirm={{ content: `是否确认删除名称为"${row.menuName}"的数据项？` }}
            onClick={() => remove(row)}
            data-testid="menu-row-remove"
          />
        </RowActions>
      ),
    },
  ]

  return (
    <div data-testid="menu-page">
      <SearchBar form={form} hidden={!showSearch} onSearch={(f) => setFilters({ ...f })} onReset={() => setFilters({})}>
        <Form.Item name="menuName" label="菜单名称">
          <Input placeholder="请输入菜单名称" allowClear style={{ width: 200 }} data-testid="menu-search-name" />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <DictSelect placeholder="菜单状态" options={statuses} />
        </Form.Item>
      </SearchBar>
      <ListToolbar showSearch={showSearch} onShowSearchChange={setShowSearch} onRefresh={load}>
        <PermAction
          kind="add"
          perms={['system:menu:add']}
          onClick={() => setDialog({ open: true })}
          data-testid="menu-add"
        />
        <Button
          icon={allExpanded ? <NodeCollapseOutlined /> : <NodeExpandOutlined />}
          onClick={() => setExpanded(allExpanded ? [] : rows.map((r) => r.menuId))}
          data-testid="menu-expand"
        >
          展开/折叠
        </Button>
      </ListToolbar>
      <Table<MenuNode>
        rowKey="menuId"
        size="middle"
        loading={loading}
        dataSource={tree}
        columns={columns}
        pagination={false}
        expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: setExpanded }}
        data-testid="menu-table"
      />
      <MenuDialog
        open={dialog.open}
        menuId={dialog.menuId}
        parentId={dialog.parentId}
        onClose={() => setDialog({ open: false })}
        onSaved={load}
      />
    </div>
  )
}
