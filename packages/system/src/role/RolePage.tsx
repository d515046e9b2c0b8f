import { CheckCircleOutlined, MoreOutlined, UserOutlined } from '@ant-design/icons'
import { App, Button, Dropdown, Form, Input, Switch, Table, type TableColumnsType } from 'antd'
import { HasPermi, parseTime, useAccess, useDict } from '@wp/kit'
import {
  DictSelect,
  exportParams,
  ListPagination,
  ListToolbar,
  PermAction,
  RowActions,
  SearchBar,
  toolbarColumns,
  useConfirm,
  useGo,
  useListPage,
  useToolbarColumns,
  visibleColumns,
  CrudButtons,
} from '@wp/ui'
import { useState } from 'react'
import { changeRoleStatus, deleteRoles, exportRoles, listRoles, type RoleRow } from './api'
import { DataScopeDialog } from './DataScopeDialog'
import { RoleDialog } from './RoleDialog'

const COLUMNS_KEY = 'system-role-columns'

/** 角色管理 (component path system/role/index). */
export default function RolePage() {
  const { message } = App.useApp()
  const { confirm, holder } = useConfirm()
  const { hasPermiOr } = useAccess()
  const go = useGo()
  const [form] = Form.useForm()
  const list = useListPage<RoleRow>(listRoles)
  const { sys_normal_disable: statuses } = useDict('sys_normal_disable')
  const [showSearch, setShowSearch] = useState(true)
  const [selected, setSelected] = useState<number[]>([])
  const [dialog, setDialog] = useState<{ open: boolean; roleId?: number }>({ open: false })
  const [scoping, setScoping] = useState<RoleRow | null>(null)

  const remove = async (ids: number[]) => {
    await deleteRoles(ids)
    message.success('删除成功')
    setSelected([])
    await list.reload()
  }
  const toggleStatus = (row: RoleRow, on: boolean) =>
    void confirm(
      async () => {
        await changeRoleStatus(row.roleId, on ? '0' : '1')
        message.success(`${on ? '启用' : '停用'}成功`)
        await list.reload()
      },
      { content: `确认要"${on ? '启用' : '停用'}""${row.roleName}"角色吗？` },
    )

  const columns: TableColumnsType<RoleRow> = [
    { key: 'roleId', title: '角色编号', dataIndex: 'roleId', width: 90, align: 'center' },
    { key: 'roleName', title: '角色名称', dataIndex: 'roleName', ellipsis: true, align: 'center' },
    { key: 'roleKey', title: '权限字符', dataIndex: 'roleKey', ellipsis: true, align: 'center' },
    { key: 'roleSort', title: '显示顺序', dataIndex: 'roleSort', width: 90, align: 'center' },
    {
      key: 'status',
      title: '状态',
      dataIndex: 'status',
      width: 90,
      align: 'center',
      render: (v: string, row) => (
        <Switch
          checked={v === '0'}
          disabled={row.roleId === 1 || !hasPermiOr(['system:role:edit'])}
          onChange={(on) => toggleStatus(row, on)}
          data-testid="role-status-switch"
        />
      ),
    },
    {
      key: 'createTime',
      title: '创建时间',
      dataIndex: 'createTime',
      width: 170,
      align: 'center',
      render: (v: string) => parseTime(v),
    },
    {
      title: '操作',
      width: 220,
      align: 'center',
      render: (_, row) =>
        row.roleId === 1 ? null : (
          <RowActions>
            <PermAction
              kind="edit"
              type="link"
              perms={['system:role:edit']}
              onClick={() => setDialog({ open: true, roleId: row.roleId })}
              data-testid="role-row-edit"
            />
            <PermAction
              kind="remove"
              type="link"
              perms={['system:role:remove']}
              onClick={() => remove([row.roleId])}
              data-testid="role-row-remove"
            />
            <HasPermi perms={['system:role:edit']}>
              <Dropdown
                menu={{
                  items: [
                    { key: 'dataScope', icon: <CheckCircleOutlined />, label: '数据权限' },
                    { key: 'authUser', icon: <UserOutlined />, label: '分配用户' },
                  ],
                  onClick: ({ key }) =>
                    key === 'dataScope' ? setScoping(row) : go(`/system/role-auth/user/${row.roleId}`),
                }}
              >
                <Button type="link" size="small" icon={<MoreOutlined />} data-testid="role-row-more">
                  更多
                </Button>
              </Dropdown>
            </HasPermi>
          </RowActions>
        ),
    },
  ]
  const [chosen, setChosen] = useToolbarColumns(toolbarColumns(columns), COLUMNS_KEY)

  return (
    <div data-testid="role-page">
      {holder}
      <SearchBar form={form} hidden={!showSearch} dateRangeLabel="创建时间" onSearch={list.search} onReset={list.reset}>
        <Form.Item name="roleName" label="角色名称">
          <Input placeholder="请输入角色名称" allowClear style={{ width: 200 }} data-testid="role-search-name" />
        </Form.Item>
        <Form.Item name="roleKey" label="权限字符">
          <Input placeholder="请输入权限字符" allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <DictSelect placeholder="角色状态" options={statuses} />
        </Form.Item>
      </SearchBar>

      <ListToolbar
        showSearch={showSearch}
        onShowSearchChange={setShowSearch}
        onRefresh={list.reload}
        columns={chosen}
        onColumnsChange={setChosen}
        storageKey={COLUMNS_KEY}
      >
        <CrudButtons
          perm="system:role"
          testId="role"
          selected={selected}
          onAdd={() => setDialog({ open: true })}
          onEdit={(id) => setDialog({ open: true, roleId: id })}
          onRemove={remove}
          onExport={() => exportRoles(exportParams(list.query))}
        />
      </ListToolbar>

      <Table<RoleRow>
        rowKey="roleId"
        size="middle"
        loading={list.loading}
        dataSource={list.rows}
        columns={visibleColumns(columns, chosen)}
        pagination={false}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(Number)),
          getCheckboxProps: (row) => ({ disabled: row.roleId === 1 }),
        }}
        data-testid="role-table"
      />
      <ListPagination list={list} />
      <RoleDialog
        open={dialog.open}
        roleId={dialog.roleId}
        onClose={() => setDialog({ open: false })}
        onSaved={list.reload}
      />
      <DataScopeDialog role={scoping} onClose={() => setScoping(null)} onSaved={list.reload} />
    </div>
  )
}
