import { App, Form, Input, Table, type TableColumnsType } from 'antd'
import { DictTag, parseTime, useDict } from '@wp/kit'
import {
  DictSelect,
  ListPagination,
  ListToolbar,
  PermAction,
  RowActions,
  SearchBar,
  toolbarColumns,
  useListPage,
  useToolbarColumns,
  visibleColumns,
  CrudButtons,
} from '@wp/ui'
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
    {
      key: 'noticeType',
      title: '公告类型',
      dataIndex: 'noticeType',
      width: 100,
      align: 'center',
      render: (v: string) => <DictTag options={types} value={v} />,
    },
    {
      key: 'status',
      title: '状态',
      dataIndex: 'status',
      width: 100,
      align: 'center',
      render: (v: string) => <DictTag options={statuses} value={v} />,
    },
    { key: 'createBy', title: '创建者', dataIndex: 'createBy', width: 110, align: 'center' },
    {
      key: 'createTime',
      title: '创建时间',
      dataIndex: 'createTime',
      width: 170,
      align: 'center',
      render: (v: string) => parseTime(v, '{y}-{m}-{d}'),
    },
    {
      title: '操作',
      width: 160,
      align: 'center',
      render: (_, row) => (
        <RowActions>
          <PermAction
            kind="edit"
            type="link"
            perms={['system:notice:edit']}
            onClick={() => setDialog({ open: true, noticeId: row.noticeId })}
            data-testid="notice-row-edit"
          />
          <PermAction
            kind="remove"
            type="link"
            perms={['system:notice:remove']}
            onClick={() => remove([row.noticeId])}
            data-testid="notice-row-remove"
          />
        </RowActions>
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
          <DictSelect placeholder="公告类型" options={types} />
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
          perm="system:notice"
          testId="notice"
          selected={selected}
          onAdd={() => setDialog({ open: true })}
          onEdit={(id) => setDialog({ open: true, noticeId: id })}
          onRemove={remove}
        />
      </ListToolbar>
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
      <ListPagination list={list} />
      <NoticeDialog
        open={dialog.open}
        noticeId={dialog.noticeId}
        onClose={() => setDialog({ open: false })}
        onSaved={list.reload}
      />
    </div>
  )
}
