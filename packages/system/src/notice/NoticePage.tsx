import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons'
import { App, Button, Col, Form, Input, Row, Select, Space, Table, type TableColumnsType } from 'antd'
import { DictTag, HasPermi, parseTime, useDict } from '@wp/kit'
import { ConfirmAction, Pagination, RightToolbar, SearchBar, toolbarColumns, useListPage, useToolbarColumns, visibleColumns } from '@wp/ui'
import { useState } from 'react'
import { deleteNotices, listNotices, type NoticeRow } from './api'
import { NoticeDialog } from './NoticeDialog'

const COLUMNS_KEY = 'system-notice-columns'

/** 通知公告 (component path system/notice/index). */
export default function NoticePage() {
  const { message } = App.useApp()
  const [form] = Form.useForm()
  const list = useListPage<NoticeRow>(listNotices)
  const { sys_notice_type: types, sys_notice_status: statuses } = useDict('sys_notice_type', 'sys_notice_status')
  const [showSearch, setShowSearch] = useState(true)
  const [selected, setSelected] = useState<number[]>([])
  const [dialog, setDialog] = useState<{ open: boolean; noticeId?: number }>({ open: false })

  const remove = async (ids: number[]) => {
    await deleteNotices(ids)
    message.success('删除成功')
    setSelected([])
    await list.reload()
  }

  const columns: TableColumnsType<NoticeRow> = [
    { key: 'noticeId', title: '序号', dataIndex: 'noticeId', width: 90, align: 'center' },
    { key: 'noticeTitle', title: '公告标题', dataIndex: 'noticeTitle', ellipsis: true, align: 'center' },
    { key: 'noticeType', title: '公告类型', dataIndex: 'noticeType', width: 100, align: 'center', render: (v: string) => <DictTag options={types} value={v} /> },
    { key: 'status', title: '状态', dataIndex: 'status', width: 100, align: 'center', render: (v: string) => <DictTag options={statuses} value={v} /> },
    { key: 'createBy', title: '创建者', dataIndex: 'createBy', width: 110, align: 'center' },
    { key: 'createTime', title: '创建时间', dataIndex: 'createTime', width: 170, align: 'center', render: (v: string) => parseTime(v, '{y}-{m}-{d}') },
    {
      title: '操作',
      width: 160,
      align: 'center',
      render: (_, row) => (
        <Space size={0}>
          <HasPermi perms={['system:notice:edit']}>
            <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setDialog({ open: true, noticeId: row.noticeId })} data-testid="notice-row-edit">
              修改
            </Button>
          </HasPermi>
          <HasPermi perms={['system:notice:remove']}>
            <ConfirmAction onConfirm={() => remove([row.noticeId])}>
              <Button type="link" size="small" danger icon={<DeleteOutlined />} data-testid="notice-row-remove">
                删除
              </Button>
            </ConfirmAction>
          </HasPermi>
        </Space>
      ),
    },
  ]
  const [chosen, setChosen] = useToolbarColumns(toolbarColumns(columns), COLUMNS_KEY)

  return (
    <div data-testid="notice-page">
      <SearchBar form={form} hidden={!showSearch} onSearch={list.search} onReset={list.reset}>
        <Form.Item name="noticeTitle" label="公告标题">
          <Input placeholder="请输入公告标题" allowClear style={{ width: 200 }} data-testid="notice-search-title" />
        </Form.Item>
        <Form.Item name="createBy" label="操作人员">
          <Input placeholder="请输入操作人员" allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="noticeType" label="类型">
          <Select placeholder="公告类型" allowClear style={{ width: 200 }} options={types.map((s) => ({ value: s.value, label: s.label }))} />
        </Form.Item>
      </SearchBar>
      <Row gutter={10} style={{ marginBottom: 8 }} align="middle">
        <Col flex="auto">
          <Space wrap>
            <HasPermi perms={['system:notice:add']}>
              <Button type="primary" ghost icon={<PlusOutlined />} onClick={() => setDialog({ open: true })} data-testid="notice-add">
                新增
              </Button>
            </HasPermi>
            <HasPermi perms={['system:notice:edit']}>
              <Button icon={<EditOutlined />} disabled={selected.length !== 1} onClick={() => setDialog({ open: true, noticeId: selected[0] })} data-testid="notice-edit">
                修改
              </Button>
            </HasPermi>
            <HasPermi perms={['system:notice:remove']}>
              <ConfirmAction onConfirm={() => remove(selected)} disabled={!selected.length}>
                <Button danger icon={<DeleteOutlined />} disabled={!selected.length} data-testid="notice-remove">
                  删除
                </Button>
              </ConfirmAction>
            </HasPermi>
          </Space>
        </Col>
        <Col>
          <RightToolbar showSearch={showSearch} onShowSearchChange={setShowSearch} onRefresh={list.reload} columns={chosen} onColumnsChange={setChosen} storageKey={COLUMNS_KEY} />
        </Col>
      </Row>
      <Table<NoticeRow>
        rowKey="noticeId"
        size="middle"
        loading={list.loading}
        dataSource={list.rows}
        columns={visibleColumns(columns, chosen)}
        pagination={false}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        data-testid="notice-table"
      />
      <Pagination total={list.total} page={list.query.pageNum} limit={list.query.pageSize} onPagination={({ page, limit }) => list.paginate(page, limit)} />
      <NoticeDialog open={dialog.open} noticeId={dialog.noticeId} onClose={() => setDialog({ open: false })} onSaved={list.reload} />
    </div>
  )
}
