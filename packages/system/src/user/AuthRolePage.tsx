import { App, Button, Card, Descriptions, Space, Table } from 'antd'
import { parseTime } from '@wp/kit'
import { Pagination, SELECT_ALL, useGo, useRouteParam } from '@wp/ui'
import { useEffect, useState } from 'react'
import { getAuthRole, saveAuthRole, type RoleOption, type UserRow } from './api'

/** 分配角色 (hidden route, component path system/user/authRole, path param userId). */
export default function AuthRolePage({ userId: userIdProp }: { userId?: string | number }) {
  const { message } = App.useApp()
  const go = useGo()
  const userId = useRouteParam('userId', userIdProp)
  const [user, setUser] = useState<UserRow | null>(null)
  const [roles, setRoles] = useState<RoleOption[]>([])
  const [checked, setChecked] = useState<number[]>([])
  const [loading, setLoading] = useState(false)
  const [page, setPage] = useState({ page: 1, limit: 10 })
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    if (!userId || !/^\d+$/.test(userId)) return
    setLoading(true)
    getAuthRole(userId)
      .then(
        (res) => {
          setUser(res.user)
          setRoles(res.roles ?? [])
          setChecked((res.roles ?? []).filter((r) => r.flag).map((r) => r.roleId))
        },
        () => undefined,
      )
      .finally(() => setLoading(false))
  }, [userId])

  const back = () => go('/system/user')
  const submit = async () => {
    if (!user) return
    setSaving(true)
    try {
      await saveAuthRole(user.userId, checked)
      message.success('授权成功')
      back()
    } catch {
      // shown by the kit
    } finally {
      setSaving(false)
    }
  }

  const shown = roles.slice((page.page - 1) * page.limit, page.page * page.limit)
  return (
    <div data-testid="user-auth-role-page">
      <Card title="基本信息" size="small" style={{ marginBottom: 16 }}>
        <Descriptions column={2}>
          <Descriptions.Item label="用户昵称">{user?.nickName}</Descriptions.Item>
          <Descriptions.Item label="登录账号">{user?.userName}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="角色信息" size="small">
        <Table<RoleOption>
          rowKey="roleId"
          size="middle"
          loading={loading}
          dataSource={shown}
          pagination={false}
          rowSelection={{
            ...SELECT_ALL,
            selectedRowKeys: checked,
            preserveSelectedRowKeys: true,
            onChange: (keys) => setChecked(keys.map(Number)),
            getCheckboxProps: (r) => ({ disabled: r.status === '1' }),
          }}
          onRow={(r) => ({
            onClick: () =>
              r.status !== '1' &&
              setChecked((c) => (c.includes(r.roleId) ? c.filter((id) => id !== r.roleId) : [...c, r.roleId])),
          })}
          columns={[
            { title: '序号', width: 70, align: 'center', render: (_, __, i) => (page.page - 1) * page.limit + i + 1 },
            { title: '角色编号', dataIndex: 'roleId', align: 'center' },
            { title: '角色名称', dataIndex: 'roleName', align: 'center' },
            { title: '权限字符', dataIndex: 'roleKey', align: 'center' },
            { title: '创建时间', dataIndex: 'createTime', align: 'center', render: (v: string) => parseTime(v) },
          ]}
          data-testid="user-auth-role-table"
        />
        <Pagination total={roles.length} page={page.page} limit={page.limit} onPagination={setPage} />
        <div style={{ textAlign: 'center', marginTop: 16 }}>
          <Space>
            <Button type="primary" loading={saving} onClick={submit} data-testid="user-auth-role-submit">
              提交
            </Button>
            <Button onClick={back}>返回</Button>
          </Space>
        </div>
      </Card>
    </div>
  )
}
