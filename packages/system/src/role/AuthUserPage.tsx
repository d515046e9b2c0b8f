import { CloseCircleOutlined, CloseOutlined, PlusOutlined } from '@ant-design/icons'
import { App, Button, Col, Form, Input, Row, Space, Table, type TableColumnsType } from 'antd'
import { DictTag, HasPermi, parseTime, useDict } from '@wp/kit'
import {
  ActionDialog,
  ConfirmAction,
  ListPagination,
  PlainTable,
  SearchBar,
  SELECT_ALL,
  useListPage,
  useGo,
  useRouteParam,
} from '@wp/ui'
import { useCallback, useState } from 'react'
import {
  allocatedUsers,
  cancelAuthUser,
  cancelAuthUsers,
  selectAuthUsers,
  unallocatedUsers,
  type RoleUser,
} from './api'

function userColumns(
  statuses: ReturnType<typeof useDict<'sys_normal_disable'>>['sys_normal_disable'],
): TableColumnsType<RoleUser> {
  return [
    { title: '用户名称', dataIndex: 'userName', ellipsis: true, align: 'center' },
    { title: '用户昵称', dataIndex: 'nickName', ellipsis: true, align: 'center' },
    { title: '邮箱', dataIndex: 'email', ellipsis: true, align: 'center' },
    { title: '手机', dataIndex: 'phonenumber', align: 'center' },
    {
      title: '状态',
      dataIndex: 'status',
      align: 'center',
      render: (v: string) => <DictTag options={statuses} value={v} />,
    },
    { title: '创建时间', dataIndex: 'createTime', width: 170, align: 'center', render: (v: string) => parseTime(v) },
  ]
}

/** 选择用户: the users without the role, to add. */
function SelectUserDialog({
  roleId,
  open,
  onClose,
  onSaved,
}: {
  roleId: number
  open: boolean
  onClose: () => void
  onSaved: () => void
}) {
  const { message } = App.useApp()
  const fetch = useCallback((p: Record<string, unknown>) => unallocatedUsers({ ...p, roleId }), [roleId])
  const list = useListPage<RoleUser>(fetch)
  const { sys_normal_disable: statuses } = useDict('sys_normal_disable')
  const [selected, setSelected] = useState<number[]>([])

  const submit = async () => {
    if (!selected.length) {
      message.error('请选择要分配的用户')
      return false
    }
    await selectAuthUsers(roleId, selected)
    message.success('授权成功')
    setSelected([])
    onSaved()
  }

  return (
    <ActionDialog
      title="选择用户"
      open={open}
      onClose={onClose}
      onSubmit={submit}
      submitTestId="role-auth-user-select-submit"
      width={800}
      destroyOnHidden={false}
      afterOpenChange={(visible) => visible && void list.reload()}
    >
      <UserSearch list={list} inputWidth={180} />
      <PlainTable<RoleUser>
        rowKey="userId"
        loading={list.loading}
        dataSource={list.rows}
        columns={userColumns(statuses)}
        rowSelection={{
          ...SELECT_ALL,
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: (k) => setSelected(k.map(Number)),
        }}
        data-testid="role-auth-user-unallocated-table"
      />
      <ListPagination list={list} />
    </ActionDialog>
  )
}

/** 用户名称 and 手机号码, the filters of both lists. */
function UserSearch({ list, inputWidth }: { list: ReturnType<typeof useListPage<RoleUser>>; inputWidth: number }) {
  const [form] = Form.useForm()
  return (
    <SearchBar form={form} onSearch={list.search} onReset={list.reset}>
      <Form.Item name="userName" label="用户名称">
        <Input placeholder="请输入用户名称" allowClear style={{ width: inputWidth }} />
      </Form.Item>
      <Form.Item name="phonenumber" label="手机号码">
        <Input placeholder="请输入手机号码" allowClear style={{ width: inputWidth }} />
      </Form.Item>
    </SearchBar>
  )
}

/** 分配用户 (hidden route, component path system/role/authUser, path param roleId). */
export default function AuthUserPage({ roleId: roleIdProp }: { roleId?: string | number }) {
  const { message } = App.useApp()
  const go = useGo()
  const roleIdText = useRouteParam('roleId', roleIdProp)
  const roleId = Number(roleIdText)
  const fetch = useCallback((p: Record<string, unknown>) => allocatedUsers({ ...p, roleId }), [roleId])
  const list = useListPage<RoleUser>(fetch)
  const { sys_normal_disable: statuses } = useDict('sys_normal_disable')
  const [selected, setSelected] = useState<number[]>([])
  const [choosing, setChoosing] = useState(false)

  const cancel = async (ids: number[]) => {
    if (ids.length === 1) await cancelAuthUser(roleId, ids[0])
    else await cancelAuthUsers(roleId, ids)
    message.success('取消授权成功')
    setSelected([])
    await list.reload()
  }

  const columns: TableColumnsType<RoleUser> = [
    ...userColumns(statuses),
    {
      title: '操作',
      width: 120,
      align: 'center',
      render: (_, row) => (
        <HasPermi perms={['system:role:edit']}>
          <ConfirmAction onConfirm={() => cancel([row.userId])} content={`确认要取消该用户"${row.userName}"角色吗？`}>
            <Button type="link" size="small" danger icon={<CloseCircleOutlined />} data-testid="role-auth-user-cancel">
              取消授权
            </Button>
          </ConfirmAction>
        </HasPermi>
      ),
    },
  ]

  return (
    <div data-testid="role-auth-user-page">
      <UserSearch list={list} inputWidth={200} />
      <Row style={{ marginBottom: 8 }}>
        <Col flex="auto">
          <Space wrap>
            <HasPermi perms={['system:role:add', 'system:role:edit']}>
              <Button
                type="primary"
                ghost
                icon={<PlusOutlined />}
                onClick={() => setChoosing(true)}
                data-testid="role-auth-user-add"
              >
                添加用户
              </Button>
            </HasPermi>
            <HasPermi perms={['system:role:remove', 'system:role:edit']}>
              <ConfirmAction
                onConfirm={() => cancel(selected)}
                disabled={!selected.length}
                content="是否取消选中用户授权数据项？"
              >
                <Button
                  danger
                  icon={<CloseCircleOutlined />}
                  disabled={!selected.length}
                  data-testid="role-auth-user-cancel-all"
                >
                  批量取消授权
                </Button>
              </ConfirmAction>
            </HasPermi>
            <Button icon={<CloseOutlined />} onClick={() => go('/system/role')}>
              关闭
            </Button>
          </Space>
        </Col>
      </Row>
      <Table<RoleUser>
        rowKey="userId"
        size="middle"
        loading={list.loading}
        dataSource={list.rows}
        columns={columns}
        pagination={false}
        rowSelection={{ ...SELECT_ALL, selectedRowKeys: selected, onChange: (k) => setSelected(k.map(Number)) }}
        data-testid="role-auth-user-table"
      />
      <ListPagination list={list} />
      {Number.isInteger(roleId) && roleId > 0 && (
        <SelectUserDialog roleId={roleId} open={choosing} onClose={() => setChoosing(false)} onSaved={list.reload} />
      )}
    </div>
  )
}
