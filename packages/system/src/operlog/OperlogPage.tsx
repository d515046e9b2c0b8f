import { DeleteOutlined, EyeOutlined } from '@ant-design/icons'
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
  type Filters,
} from '@wp/ui'
import { useState } from 'react'
import { cleanOperLogs, deleteOperLogs, exportOperLogs, listOperLogs, type OperLog } from './api'
import { OperlogDetail } from './OperlogDetail'
import { columnSortOrder, DEFAULT_SORT, sortParams, withSort, type SortState } from './sort'

const COLUMNS_KEY = 'system-operlog-columns'

/** 操作日志 (component path system/operlog/index). */
export default function OperlogPage() {
  const { message } = App.useApp()
  const [form] = Form.useForm()
  const list = useListPage<OperLog>(listOperLogs, DEFAULT_SORT)
  const { sys_oper_type: types, sys_common_status: statuses } = useDict('sys_oper_type', 'sys_common_status')
  const [showSearch, setShowSearch] = useState(true)
  const [selected, setSelected] = useState<number[]>([])
  const [detail, setDetail] = useState<OperLog | null>(null)
  const sort: SortState = {
    orderByColumn: list.query.filters.orderByColumn as string | undefined,
    isAsc: list.query.filters.isAsc as SortState['isAsc'],
  }

  const remove = async (ids: number[]) => {
    await deleteOperLogs(ids)
    message.success('删除成功')
    setSelected([])
    await list.reload()
  }
  const clean = async () => {
    await cleanOperLogs()
    message.success('清空成功')
    setSelected([])
    await list.reload()
  }

  const columns: TableColumnsType<OperLog> = [
    { key: 'operId', title: '日志编号', dataIndex: 'operId', width: 90, align: 'center' },
    { key: 'title', title: '系统模块', dataIndex: 'title', ellipsis: true, align: 'center' },
    {
      key: 'businessType',
      title: '操作类型',
      dataIndex: 'businessType',
      width: 100,
      align: 'center',
      render: (v: number) => <DictTag options={types} value={String(v)} />,
    },
    { key: 'operName', title: '操作人员', dataIndex: 'operName', width: 110, ellipsis: true, align: 'center' },
    { key: 'deptName', title: '部门', dataIndex: 'deptName', ellipsis: true, align: 'center' },
    { key: 'operIp', title: '操作地址', dataIndex: 'operIp', width: 130, ellipsis: true, align: 'center' },
    {
      key: 'status',
      title: '操作状态',
      dataIndex: 'status',
      width: 90,
      align: 'center',
      render: (v: number) => <DictTag options={statuses} value={String(v)} />,
    },
    {
      key: 'operTime',
      title: '操作日期',
      dataIndex: 'operTime',
      width: 170,
      align: 'center',
      sorter: true,
      sortOrder: columnSortOrder(sort, 'operTime'),
      sortDirections: ['descend', 'ascend'],
      render: (v: string) => parseTime(v),
    },
    {
      key: 'costTime',
      title: '消耗时间',
      dataIndex: 'costTime',
      width: 110,
      align: 'center',
      sorter: true,
      sortOrder: columnSortOrder(sort, 'costTime'),
      sortDirections: ['descend', 'ascend'],
      render: (v: number) => `${v ?? 0}毫秒`,
    },
    {
      title: '操作',
      width: 90,
      align: 'center',
      render: (_, row) => (
        <PermAction
          type="link"
          perms={['system:operlog:query']}
          icon={<EyeOutlined />}
          onClick={() => setDetail(row)}
          data-testid="operlog-row-detail"
        >
          详细
        </PermAction>
      ),
    },
  ]
  const [chosen, setChosen] = useToolbarColumns(toolbarColumns(columns), COLUMNS_KEY)

  return (
    <div data-testid="operlog-page">
      <SearchBar
        form={form}
        hidden={!showSearch}
        dateRangeLabel="操作时间"
        onSearch={(filters, range) => list.search({ ...filters, ...sort }, range)}
        onReset={list.reset}
      >
        <Form.Item name="title" label="系统模块">
          <Input placeholder="请输入系统模块" allowClear style={{ width: 200 }} data-testid="operlog-search-title" />
        </Form.Item>
        <Form.Item name="operName" label="操作人员">
          <Input placeholder="请输入操作人员" allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="businessType" label="类型">
          <DictSelect placeholder="操作类型" options={types} />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <DictSelect placeholder="操作状态" options={statuses} />
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
          perms={['system:operlog:remove']}
          disabled={!selected.length}
          onClick={() => remove(selected)}
          data-testid="operlog-remove"
        />
        <PermAction
          perms={['system:operlog:remove']}
          danger
          icon={<DeleteOutlined />}
          confirm={{ content: '是否确认清空所有操作日志数据项？' }}
          onClick={clean}
          data-testid="operlog-clean"
        >
          清空
        </PermAction>
        <PermAction
          kind="export"
          perms={['system:operlog:export']}
          onClick={() => exportOperLogs(exportParams(list.query))}
          data-testid="operlog-export"
        />
      </ListToolbar>

      <Table<OperLog>
        rowKey="operId"
        size="middle"
        loading={list.loading}
        dataSource={list.rows}
        columns={visibleColumns(columns, chosen)}
        pagination={false}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        onChange={(_, __, sorter) => {
          if (Array.isArray(sorter)) return
          list.search(withSort(list.query.filters, sortParams(sorter)) as Filters, list.query.dateRange)
        }}
        data-testid="operlog-table"
      />
      <ListPagination list={list} />
      <OperlogDetail log={detail} onClose={() => setDetail(null)} />
    </div>
  )
}
