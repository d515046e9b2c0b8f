import { DeleteOutlined, DownloadOutlined, EyeOutlined } from '@ant-design/icons'
import { App, Button, Col, Form, Input, Row, Select, Space, Table, type TableColumnsType } from 'antd'
import { DictTag, HasPermi, parseTime, useDict } from '@wp/kit'
import {
  ConfirmAction,
  exportParams,
  Pagination,
  RightToolbar,
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
        <HasPermi perms={['system:operlog:query']}>
          <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setDetail(row)} data-testid="operlog-row-detail">
            详细
          </Button>
        </HasPermi>
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
          <Select
            placeholder="操作类型"
            allowClear
            style={{ width: 200 }}
            options={types.map((s) => ({ value: s.value, label: s.label }))}
          />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select
            placeholder="操作状态"
            allowClear
            style={{ width: 200 }}
            options={statuses.map((s) => ({ value: s.value, label: s.label }))}
          />
        </Form.Item>
      </SearchBar>

      <Row gutter={10} style={{ marginBottom: 8 }} align="middle">
        <Col flex="auto">
          <Space wrap>
            <HasPermi perms={['system:operlog:remove']}>
              <ConfirmAction onConfirm={() => remove(selected)} disabled={!selected.length}>
                <Button danger icon={<DeleteOutlined />} disabled={!selected.length} data-testid="operlog-remove">
                  删除
                </Button>
              </ConfirmAction>
            </HasPermi>
            <HasPermi perms={['system:operlog:remove']}>
              <ConfirmAction onConfirm={clean} content="是否确认清空所有操作日志数据项？">
                <Button danger icon={<DeleteOutlined />} data-testid="operlog-clean">
                  清空
                </Button>
              </ConfirmAction>
            </HasPermi>
            <HasPermi perms={['system:operlog:export']}>
              <Button
                icon={<DownloadOutlined />}
                onClick={() => exportOperLogs(exportParams(list.query))}
                data-testid="operlog-export"
              >
                导出
              </Button>
            </HasPermi>
          </Space>
        </Col>
        <Col>
          <RightToolbar
            showSearch={showSearch}
            onShowSearchChange={setShowSearch}
            onRefresh={list.reload}
            columns={chosen}
            onColumnsChange={setChosen}
            storageKey={COLUMNS_KEY}
          />
        </Col>
      </Row>

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
      <Pagination
        total={list.total}
        page={list.query.pageNum}
        limit={list.query.pageSize}
        onPagination={({ page, limit }) => list.paginate(page, limit)}
      />
      <OperlogDetail log={detail} onClose={() => setDetail(null)} />
    </div>
  )
}
