import { DeleteOutlined, UnlockOutlined } from '@ant-design/icons'
import { App, Form, Input, Table, type TableColumnsType } from 'antd'
import { DictTag, parseTime, useDict } from '@wp/kit'
import {
  DictSelect,
  exportParams,
  ListPagination,
  ListToolbar,
  PermAction,
  SearchBar,
  toolbarColumns,
  useListPage,
  useToolbarColumns,
  visibleColumns,
} from '@wp/ui'
import { useState } from 'react'
import { cleanLoginLogs, deleteLoginLogs, exportLoginLogs, listLoginLogs, unlockUser, type LoginLog } from './api'

const COLUMNS_KEY = 'system-logininfor-columns'

/** 登录日志 (component path system/logininfor/index). */
export default function LogininforPage() {
  const { message } = App.useApp()
  const [form] = Form.useForm()
  const list = useListPage<LoginLog>(listLoginLogs)
  const { sys_common_status: statuses } = useDict('sys_common_status')
  const [showSearch, setShowSearch] = useState(true)
  const [selected, setSelected] = useState<LoginLog[]>([])
  const selectedIds = selected.map((r) => r.infoId)

  const remove = async (ids: number[]) => {
    await deleteLoginLogs(ids)
    message.success('删除成功')
    setSelected([])
    await list.reload()
  }
  const clean = async () => {
    await cleanLoginLogs()
    message.success('清空成功')
    setSelected([])
    await list.reload()
  }
  const unlock = async (userName: string) => {
    await unlockUser(userName)
    message.success(`用户${userName}解锁成功`)
  }

  const columns: TableColumnsType<LoginLog> = [
    { key: 'infoId', title: '访问编号', dataIndex: 'infoId', width: 90, align: 'center' },
    { key: 'userName', title: '用户名称', dataIndex: 'userName', ellipsis: true, align: 'center' },
    { key: 'ipaddr', title: '登录地址', dataIndex: 'ipaddr', ellipsis: true, align: 'center' },
    { key: 'loginLocation', title: '登录地点', dataIndex: 'loginLocation', ellipsis: true, align: 'center' },
    { key: 'browser', title: '浏览器', dataIndex: 'browser', ellipsis: true, align: 'center' },
    { key: 'os', title: '操作系统', dataIndex: 'os', ellipsis: true, align: 'center' },
    {
      key: 'status',
      title: '登录状态',
      dataIndex: 'status',
      width: 90,
      align: 'center',
      render: (v: string) => <DictTag options={statuses} value={v} />,
    },
    { key: 'msg', title: '操作信息', dataIndex: 'msg', ellipsis: true, align: 'center' },
    {
      key: 'loginTime',
      title: '登录日期',
      dataIndex: 'loginTime',
      width: 170,
      align: 'center',
      render: (v: string) => parseTime(v),
    },
  ]
  const [chosen, setChosen] = useToolbarColumns(toolbarColumns(columns), COLUMNS_KEY)

  return (
    <div data-testid="logininfor-page">
      <SearchBar form={form} hidden={!showSearch} dateRangeLabel="登录时间" onSearch={list.search} onReset={list.reset}>
        <Form.Item name="ipaddr" label="登录地址">
          <Input
            placeholder="请输入登录地址"
            allowClear
            style={{ width: 200 }}
            data-testid="logininfor-search-ipaddr"
          />
        </Form.Item>
        <Form.Item name="userName" label="用户名称">
          <Input placeholder="请输入用户名称" allowClear style={{ width: 200 }} data-testid="logininfor-search-user" />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <DictSelect placeholder="登录状态" options={statuses} />
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
        <PermAction
          kind="remove"
          perms={['system:logininfor:remove']}
          disabled={!selected.length}
          onClick={() => remove(selectedIds)}
          data-testid="logininfor-remove"
        />
        <PermAction
          perms={['system:logininfor:remove']}
          danger
          icon={<DeleteOutlined />}
          confirm={{ content: '是否确认清空所有登录日志数据项？' }}
          onClick={clean}
          data-testid="logininfor-clean"
        >
          清空
        </PermAction>
        <PermAction
          type="primary"
          perms={['system:logininfor:unlock']}
          icon={<UnlockOutlined />}
          disabled={selected.length !== 1}
          confirm={{ content: `是否确认解锁用户"${selected[0]?.userName ?? ''}"数据项？` }}
          onClick={() => unlock(selected[0].userName)}
          data-testid="logininfor-unlock"
        >
          解锁
        </PermAction>
        <PermAction
          kind="export"
          perms={['system:logininfor:export']}
          onClick={() => exportLoginLogs(exportParams(list.query))}
          data-testid="logininfor-export"
        />
      </ListToolbar>

      <Table<LoginLog>
        rowKey="infoId"
        size="middle"
        loading={list.loading}
        dataSource={list.rows}
        columns={visibleColumns(columns, chosen)}
        pagination={false}
        rowSelection={{ selectedRowKeys: selectedIds, onChange: (_, rows) => setSelected(rows) }}
        data-testid="logininfor-table"
      />
      <ListPagination list={list} />
    </div>
  )
}
