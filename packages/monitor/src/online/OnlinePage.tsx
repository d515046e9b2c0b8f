import { App, Form, Input, Table, type TableColumnsType } from 'antd'
import { parseTime } from '@wp/kit'
import { ListToolbar, Pagination, PermAction, SearchBar } from '@wp/ui'
import { useCallback, useEffect, useState } from 'react'
import { batchLogout, forceLogout, listOnline, pageOf, type OnlineSession } from './api'

/** 在线用户 (component path monitor/online/index): live sessions, force logout. */
export default function OnlinePage() {
  const { message } = App.useApp()
  const [form] = Form.useForm()
  const [filters, setFilters] = useState<Record<string, unknown>>({})
  const [rows, setRows] = useState<OnlineSession[]>([])
  const [loading, setLoading] = useState(false)
  const [page, setPage] = useState({ page: 1, limit: 10 })
  const [showSearch, setShowSearch] = useState(true)
  const [selected, setSelected] = useState<string[]>([])

  const load = useCallback(async () => {
    setLoading(true)
    try {
      const res = await listOnline(filters)
      setRows(res.rows ?? [])
    } catch {
      // shown by the kit
    } finally {
      setLoading(false)
    }
  }, [filters])
  useEffect(() => {
    void load()
  }, [load])

  const logout = async (ids: string[]) => {
    if (ids.length === 1) await forceLogout(ids[0])
    else await batchLogout(ids)
    message.success('强退成功')
    setSelected([])
    await load()
  }

  const columns: TableColumnsType<OnlineSession> = [
    {
      title: '序号',
      width: 70,
      align: 'center',
      render: (_, __, i) => (page.page - 1) * page.limit + i + 1,
    },
    { title: '会话编号', dataIndex: 'tokenId', ellipsis: true, align: 'center' },
    { title: '登录名称', dataIndex: 'userName', align: 'center' },
    { title: '部门名称', dataIndex: 'deptName', align: 'center' },
    { title: '主机', dataIndex: 'ipaddr', ellipsis: true, align: 'center' },
    { title: '登录地点', dataIndex: 'loginLocation', ellipsis: true, align: 'center' },
    { title: '浏览器', dataIndex: 'browser', align: 'center' },
    { title: '操作系统', dataIndex: 'os', align: 'center' },
    { title: '登录时间', dataIndex: 'loginTime', width: 170, align: 'center', render: (v: string) => parseTime(v) },
    {
      title: '操作',
      width: 100,
      align: 'center',
      render: (_, row) => (
        <PermAction
          kind="remove"
          type="link"
          perms={['monitor:online:forceLogout']}
          confirm={{ content: `是否确认强退名称为"${row.userName}"的用户？` }}
          onClick={() => logout([row.tokenId])}
          data-testid="online-force-logout"
        >
          强退
        </PermAction>
      ),
    },
  ]

  return (
    <div data-testid="online-page">
      <SearchBar
        form={form}
        hidden={!showSearch}
        onSearch={(f) => {
          setPage((p) => ({ ...p, page: 1 }))
          setFilters({ ...f })
        }}
        onReset={() => {
          setPage((p) => ({ ...p, page: 1 }))
          setFilters({})
        }}
      >
        <Form.Item name="ipaddr" label="登录地址">
          <Input placeholder="请输入登录地址" allowClear style={{ width: 200 }} data-testid="online-search-ipaddr" />
        </Form.Item>
        <Form.Item name="userName" label="用户名称">
          <Input placeholder="请输入用户名称" allowClear style={{ width: 200 }} data-testid="online-search-user" />
        </Form.Item>
      </SearchBar>
      <ListToolbar showSearch={showSearch} onShowSearchChange={setShowSearch} onRefresh={load}>
        <PermAction
          kind="remove"
          perms={['monitor:online:batchLogout']}
          disabled={!selected.length}
          onClick={() => logout(selected)}
          data-testid="online-batch-logout"
        >
          批量强退
        </PermAction>
      </ListToolbar>
      <Table<OnlineSession>
        rowKey="tokenId"
        size="middle"
        loading={loading}
        dataSource={pageOf(rows, page.page, page.limit)}
        columns={columns}
        pagination={false}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        data-testid="online-table"
      />
      <Pagination total={rows.length} page={page.page} limit={page.limit} onPagination={setPage} />
    </div>
  )
}
