import { KeyOutlined, MoreOutlined, UploadOutlined, UserAddOutlined } from '@ant-design/icons'
import { App, Button, Col, Dropdown, Form, Input, Row, Switch, Table, Tree, type TableColumnsType } from 'antd'
import { HasPermi, parseTime, useAccess, useDict } from '@wp/kit'
import {
  DictSelect,
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
  type TreeCheckNode,
  CrudButtons,
} from '@wp/ui'
import { useEffect, useMemo, useRef, useState } from 'react'
import { changeUserStatus, deleteUsers, exportUsers, listUsers, userDeptTree, type UserRow } from './api'
import { ImportDialog } from './ImportDialog'
import { userExportParams } from './params'
import { ResetPwdDialog } from './ResetPwdDialog'
import { UserDialog } from './UserDialog'

const COLUMNS_KEY = 'system-user-columns'

/** The department tree narrowed to names containing `text` (parents of a match stay). */
export function filterTree(nodes: TreeCheckNode[], text: string): TreeCheckNode[] {
  if (!text) return nodes
  return nodes.flatMap((n) => {
    const children = filterTree(n.children ?? [], text)
    return String(n.label).includes(text) || children.length ? [{ ...n, children }] : []
  })
}

/** 用户管理 (component path system/user/index): the department tree and the users of the chosen department. */
export default function UserPage() {
  const { message } = App.useApp()
  const { confirm, holder } = useConfirm()
  const { hasPermiOr } = useAccess()
  const go = useGo()
  const [form] = Form.useForm()
  const list = useListPage<UserRow>(listUsers)
  const { sys_normal_disable: statuses } = useDict('sys_normal_disable')
  const [showSearch, setShowSearch] = useState(true)
  const [selected, setSelected] = useState<UserRow[]>([])
  const [dialog, setDialog] = useState<{ open: boolean; userId?: number }>({ open: false })
  const [resetting, setResetting] = useState<UserRow | null>(null)
  const [importing, setImporting] = useState(false)
  const [depts, setDepts] = useState<TreeCheckNode[]>([])
  const [deptName, setDeptName] = useState('')
  const [deptId, setDeptId] = useState<number | undefined>()
  const deptRef = useRef<number | undefined>(undefined)

  useEffect(() => {
    userDeptTree().then(setDepts, () => undefined)
  }, [])
  const shownDepts = useMemo(() => filterTree(depts, deptName), [depts, deptName])

  const remove = async (ids: number[]) => {
    await deleteUsers(ids)
    message.success('删除成功')
    setSelected([])
    await list.reload()
  }

  const toggleStatus = (row: UserRow, on: boolean) =>
    void confirm(
      async () => {
        await changeUserStatus(row.userId, on ? '0' : '1')
        message.success(`${on ? '启用' : '停用'}成功`)
        await list.reload()
      },
      { content: `确认要"${on ? '启用' : '停用'}""${row.userName}"用户吗？` },
    )

  const chooseDept = (id: number | undefined) => {
    deptRef.current = id
    setDeptId(id)
    form.submit()
  }

  const columns: TableColumnsType<UserRow> = [
    { key: 'userId', title: '用户编号', dataIndex: 'userId', width: 90, align: 'center' },
    { key: 'userName', title: '用户名称', dataIndex: 'userName', ellipsis: true, align: 'center' },
    { key: 'nickName', title: '用户昵称', dataIndex: 'nickName', ellipsis: true, align: 'center' },
    {
      key: 'deptName',
      title: '部门',
      dataIndex: ['dept', 'deptName'],
      ellipsis: true,
      align: 'center',
    },
    { key: 'phonenumber', title: '手机号码', dataIndex: 'phonenumber', width: 120, align: 'center' },
    {
      key: 'status',
      title: '状态',
      dataIndex: 'status',
      width: 90,
      align: 'center',
      render: (v: string, row) => (
        <Switch
          checked={v === '0'}
          disabled={row.userId === 1 || !hasPermiOr(['system:user:edit'])}
          onChange={(on) => toggleStatus(row, on)}
          data-testid="user-status-switch"
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
      width: 200,
      align: 'center',
      render: (_, row) =>
        row.userId === 1 ? null : (
          <RowActions>
            <PermAction
              kind="edit"
              type="link"
              perms={['system:user:edit']}
              onClick={() => setDialog({ open: true, userId: row.userId })}
              data-testid="user-row-edit"
            />
            <PermAction
              kind="remove"
              type="link"
              perms={['system:user:remove']}
              onClick={() => remove([row.userId])}
              data-testid="user-row-remove"
            />
            <HasPermi perms={['system:user:resetPwd', 'system:user:edit']}>
              <Dropdown
                menu={{
                  items: [
                    ...(hasPermiOr(['system:user:resetPwd'])
                      ? [{ key: 'resetPwd', icon: <KeyOutlined />, label: '重置密码' }]
                      : []),
                    ...(hasPermiOr(['system:user:edit'])
                      ? [{ key: 'authRole', icon: <UserAddOutlined />, label: '分配角色' }]
                      : []),
                  ],
                  onClick: ({ key }) =>
                    key === 'resetPwd' ? setResetting(row) : go(`/system/user-auth/role/${row.userId}`),
                }}
              >
                <Button type="link" size="small" icon={<MoreOutlined />} data-testid="user-row-more">
                  更多
                </Button>
              </Dropdown>
            </HasPermi>
          </RowActions>
        ),
    },
  ]
  const [chosen, setChosen] = useToolbarColumns(toolbarColumns(columns), COLUMNS_KEY)
  const selectedIds = selected.map((u) => u.userId)

  return (
    <Row gutter={16} data-testid="user-page">
      {holder}
      <Col xs={24} md={6} lg={4}>
        <Input
          placeholder="请输入部门名称"
          allowClear
          value={deptName}
          onChange={(e) => setDeptName(e.target.value)}
          style={{ marginBottom: 12 }}
          data-testid="user-dept-filter"
        />
        <Tree<TreeCheckNode>
          key={deptName}
          treeData={shownDepts as never}
          fieldNames={{ key: 'id', title: 'label', children: 'children' }}
          defaultExpandAll
          blockNode
          selectedKeys={deptId === undefined ? [] : [deptId]}
          onSelect={(keys) => chooseDept(keys.length ? Number(keys[0]) : undefined)}
          data-testid="user-dept-tree"
        />
      </Col>
      <Col xs={24} md={18} lg={20}>
        <SearchBar
          form={form}
          hidden={!showSearch}
          dateRangeLabel="创建时间"
          onSearch={(filters, range) => list.search({ ...filters, deptId: deptRef.current }, range)}
          onReset={() => {
            deptRef.current = undefined
            setDeptId(undefined)
            list.reset()
          }}
        >
          <Form.Item name="userName" label="用户名称">
            <Input placeholder="请输入用户名称" allowClear style={{ width: 200 }} data-testid="user-search-name" />
          </Form.Item>
          <Form.Item name="phonenumber" label="手机号码">
            <Input placeholder="请输入手机号码" allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="status" label="状态">
            <DictSelect placeholder="用户状态" options={statuses} />
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
            perm="system:user"
            testId="user"
            selected={selectedIds}
            onAdd={() => setDialog({ open: true })}
            onEdit={(id) => setDialog({ open: true, userId: id })}
            onRemove={remove}
            onExport={() => exportUsers(userExportParams(list.query, chosen))}
          >
            <PermAction
              perms={['system:user:import']}
              icon={<UploadOutlined />}
              onClick={() => setImporting(true)}
              data-testid="user-import"
            >
              导入
            </PermAction>
          </CrudButtons>
        </ListToolbar>

        <Table<UserRow>
          rowKey="userId"
          size="middle"
          loading={list.loading}
          dataSource={list.rows}
          columns={visibleColumns(columns, chosen)}
          pagination={false}
          rowSelection={{
            selectedRowKeys: selectedIds,
            onChange: (_, rows) => setSelected(rows),
            getCheckboxProps: (row) => ({ disabled: row.userId === 1 }),
          }}
          data-testid="user-table"
        />
        <ListPagination list={list} />
      </Col>
      <UserDialog
        open={dialog.open}
        userId={dialog.userId}
        deptTree={depts}
        onClose={() => setDialog({ open: false })}
        onSaved={list.reload}
      />
      <ResetPwdDialog user={resetting} onClose={() => setResetting(null)} />
      <ImportDialog open={importing} onClose={() => setImporting(false)} onImported={list.reload} />
    </Row>
  )
}
