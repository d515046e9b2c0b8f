import { App, Form, Input, Table, type TableColumnsType } from 'antd'
import { DictTag, parseTime, useDict } from '@wp/kit'
import {
  DictSelect,
  exportParams,
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
import { deletePosts, exportPosts, listPosts, type PostRow } from './api'
import { PostDialog } from './PostDialog'

const COLUMNS_KEY = 'system-post-columns'

/** 岗位管理 (component path system/post/index). */
export default function PostPage() {
  const { message } = App.useApp()
  const [form] = Form.useForm()
  const list = useListPage<PostRow>(listPosts)
  const { sys_normal_disable: statuses } = useDict('sys_normal_disable')
  const [showSearch, setShowSearch] = useState(true)
  const [selected, setSelected] = useState<number[]>([])
  const [dialog, setDialog] = useState<{ open: boolean; postId?: number }>({ open: false })

  const remove = async (ids: number[]) => {
    await deletePosts(ids)
    message.success('删除成功')
    setSelected([])
    await list.reload()
  }

  const columns: TableColumnsType<PostRow> = [
    { key: 'postId', title: '岗位编号', dataIndex: 'postId', width: 90, align: 'center' },
    { key: 'postCode', title: '岗位编码', dataIndex: 'postCode', ellipsis: true, align: 'center' },
    { key: 'postName', title: '岗位名称', dataIndex: 'postName', ellipsis: true, align: 'center' },
    { key: 'postSort', title: '岗位排序', dataIndex: 'postSort', width: 90, align: 'center' },
    {
      key: 'status',
      title: '状态',
      dataIndex: 'status',
      width: 90,
      align: 'center',
      render: (v: string) => <DictTag options={statuses} value={v} />,
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
      width: 160,
      align: 'center',
      render: (_, row) => (
        <RowActions>
          <PermAction
            kind="edit"
            type="link"
            perms={['system:post:edit']}
            onClick={() => setDialog({ open: true, postId: row.postId })}
            data-testid="post-row-edit"
          />
          <PermAction
            kind="remove"
            type="link"
            perms={['system:post:remove']}
            onClick={() => remove([row.postId])}
            data-testid="post-row-remove"
          />
        </RowActions>
      ),
    },
  ]
  const [chosen, setChosen] = useToolbarColumns(toolbarColumns(columns), COLUMNS_KEY)

  return (
    <div data-testid="post-page">
      <SearchBar form={form} hidden={!showSearch} onSearch={list.search} onReset={list.reset}>
        <Form.Item name="postCode" label="岗位编码">
          <Input placeholder="请输入岗位编码" allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="postName" label="岗位名称">
          <Input placeholder="请输入岗位名称" allowClear style={{ width: 200 }} data-testid="post-search-name" />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <DictSelect placeholder="岗位状态" options={statuses} />
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
          perm="system:post"
          testId="post"
          selected={selected}
          onAdd={() => setDialog({ open: true })}
          onEdit={(id) => setDialog({ open: true, postId: id })}
          onRemove={remove}
          onExport={() => exportPosts(exportParams(list.query))}
        />
      </ListToolbar>
      <Table<PostRow>
        rowKey="postId"
        size="middle"
        loading={list.loading}
        dataSource={list.rows}
        columns={visibleColumns(columns, chosen)}
        pagination={false}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        data-testid="post-table"
      />
      <ListPagination list={list} />
      <PostDialog
        open={dialog.open}
        postId={dialog.postId}
        onClose={() => setDialog({ open: false })}
        onSaved={list.reload}
      />
    </div>
  )
}
