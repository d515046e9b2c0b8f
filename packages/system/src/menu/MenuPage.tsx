import { DeleteOutlined, EditOutlined, NodeCollapseOutlined, NodeExpandOutlined, PlusOutlined } from '@ant-design/icons'
import { App, Button, Col, Form, Input, Row, Select, Space, Table, type TableColumnsType } from 'antd'
import { DictTag, handleTree, HasPermi, parseTime, useDict, type TreeNode } from '@wp/kit'
import { ConfirmAction, RightToolbar, SearchBar } from '@wp/ui'
import { useCallback, useEffect, useMemo, useState, type Key } from 'react'
import { MenuIcon } from '../icons/menuIcons'
import { deleteMenu, listMenus, type MenuRow } from './api'
import { MenuDialog } from './MenuDialog'

type MenuNode = TreeNode<MenuRow>

/** Drops empty children arrays so leaves show no expand icon. */
function prune<T extends { children?: T[] }>(nodes: T[]): T[] {
  return nodes.map((n) => (n.children?.length ? { ...n, children: prune(n.children) } : { ...n, children: undefined }))
}

/** 菜单管理 (component path system/menu/index): the menu tree table. */
export default function MenuPage() {
  const { message } = App.useApp()
  const [form] = Form.useForm()
  const { sys_normal_disable: statuses } = useDict('sys_normal_disable')
  const [filters, setFilters] = useState<Record<string, unknown>>({})
  const [rows, setRows] = useState<MenuRow[]>([])
  const [loading, setLoading] = useState(false)
  const [showSearch, setShowSearch] = useState(true)
  const [expanded, setExpanded] = useState<readonly Key[]>([])
  const [dialog, setDialog] = useState<{ open: boolean; menuId?: number; parentId?: number }>({ open: false })

  const load = useCallback(async () => {
    setLoading(true)
    try {
      setRows(await listMenus(filters))
    } catch {
      // shown by the kit
    } finally {
      setLoading(false)
    }
  }, [filters])
  useEffect(() => {
    void load()
  }, [load])
  const tree = useMemo(() => prune(handleTree(rows, 'menuId') as MenuNode[]), [rows])
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
        <Space size={0}>
          <HasPermi perms={['system:menu:edit']}>
            <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setDialog({ open: true, menuId: row.menuId })} data-testid="menu-row-edit">
              修改
            </Button>
          </HasPermi>
          {row.menuType !== 'F' && (
            <HasPermi perms={['system:menu:add']}>
              <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => setDialog({ open: true, parentId: row.menuId })} data-testid="menu-row-add">
                新增
              </Button>
            </HasPermi>
          )}
          <HasPermi perms={['system:menu:remove']}>
            <ConfirmAction onConfirm={() => remove(row)} content={`是否确认删除名称为"${row.menuName}"的数据项？`}>
              <Button type="link" size="small" danger icon={<DeleteOutlined />} data-testid="menu-row-remove">
                删除
              </Button>
            </ConfirmAction>
          </HasPermi>
        </Space>
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
          <Select placeholder="菜单状态" allowClear style={{ width: 200 }} options={statuses.map((s) => ({ value: s.value, label: s.label }))} />
        </Form.Item>
      </SearchBar>
      <Row gutter={10} style={{ marginBottom: 8 }} align="middle">
        <Col flex="auto">
          <Space wrap>
            <HasPermi perms={['system:menu:add']}>
              <Button type="primary" ghost icon={<PlusOutlined />} onClick={() => setDialog({ open: true })} data-testid="menu-add">
                新增
              </Button>
            </HasPermi>
            <Button
              icon={allExpanded ? <NodeCollapseOutlined /> : <NodeExpandOutlined />}
              onClick={() => setExpanded(allExpanded ? [] : rows.map((r) => r.menuId))}
              data-testid="menu-expand"
            >
              展开/折叠
            </Button>
          </Space>
        </Col>
        <Col>
          <RightToolbar showSearch={showSearch} onShowSearchChange={setShowSearch} onRefresh={load} />
        </Col>
      </Row>
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
