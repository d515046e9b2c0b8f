import { SyncOutlined } from '@ant-design/icons'
import { App, Form, Input, Table, type TableColumnsType } from 'antd'
import { DictTag, useDict, clearDictCache } from '@wp/kit'
import {
  DictSelect,
  exportParams,
  ListPagination,
  ListToolbar,
  PermAction,
  RowActions,
  SearchBar,
  toolbarColumns,
  useGo,
  useListPage,
  useToolbarColumns,
  visibleColumns,
  CrudButtons,
} from '@wp/ui'
import { useState } from 'react'
import { deleteDictTypes, exportDictTypes, listDictTypes, refreshDictCache, type DictType } from './api'
import { DictTypeDialog } from './DictTypeDialog'

/** 字典管理: the dictionary types (component path system/dict/index). */
export default function DictTypePage() {
  const { message } = App.useApp()
  const go = useGo()
  const [form] = Form.useForm()
  const list = useListPage<DictType>(listDictTypes)
  const { sys_normal_disable: statuses } = useDict('sys_normal_disable')
  const [showSearch, setShowSearch] = useState(true)
  const [selected, setSelected] = useState<number[]>([])
  const [dialog, setDialog] = useState<{ open: boolean; dictId?: number }>({ open: false })

  const remove = async (ids: number[]) => {
    await deleteDictTypes(ids)
    message.success('删除成功')
    clearDictCache()
    setSelected([])
    await list.reload()
  }

  const columns: TableColumnsType<DictType> = [
    { key: 'dictId', title: '字典编号', dataIndex: 'dictId', width: 100, align: 'center' },
    { key: 'dictName', title: '字典名称', dataIndex: 'dictName', ellipsis: true, align: 'center' },
    {
      key: 'dictType',
      title: '字典类型',
      dataIndex: 'dictType',
      ellipsis: true,
      align: 'center',
      render: (value: string, row) => (
        <a data-testid="dict-type-link" onClick={() => go(`/dict/type/data/${row.dictId}`)}>
          {value}
        </a>
      ),
    },
    {
      key: 'status',
      title: '状态',
      dataIndex: 'status',
      width: 90,
      align: 'center',
      render: (v: string) => <DictTag options={statuses} value={v} />,
    },
    { key: 'remark', title: '备注', dataIndex: 'remark', ellipsis: true, align: 'center' },
    { key: 'createTime', title: '创建时间', dataIndex: 'createTime', width: 170, align: 'center' },
    {
      title: '操作',
      width: 160,
      align: 'center',
      render: (_, row) => (
        <RowActions>
          <PermAction
            kind="edit"
            type="link"
            perms={['system:dict:edit']}
            onClick={() => setDialog({ open: true, dictId: row.dictId })}
          />
          <PermAction kind="remove" type="link" perms={['system:dict:remove']} onClick={() => remove([row.dictId])} />
        </RowActions>
      ),
    },
  ]
  const [chosen, setChosen] = useToolbarColumns(toolbarColumns(columns), 'system-dict-type-columns')

  return (
    <div data-testid="dict-type-page">
      <SearchBar form={form} hidden={!showSearch} dateRangeLabel="创建时间" onSearch={list.search} onReset={list.reset}>
        <Form.Item name="dictName" label="字典名称">
          <Input placeholder="请输入字典名称" allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="dictType" label="字典类型">
          <Input placeholder="请输入字典类型" allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <DictSelect placeholder="字典状态" options={statuses} />
        </Form.Item>
      </SearchBar>

      <ListToolbar
        showSearch={showSearch}
        onShowSearchChange={setShowSearch}
        onRefresh={list.reload}
        columns={chosen}
        onColumnsChange={setChosen}
        storageKey="system-dict-type-columns"
      >
        <CrudButtons
          perm="system:dict"
          testId="dict-type"
          selected={selected}
          onAdd={() => setDialog({ open: true })}
          onEdit={(id) => setDialog({ open: true, dictId: id })}
          onRemove={remove}
          onExport={() => exportDictTypes(exportParams(list.query))}
        />
        <PermAction
          perms={['system:dict:remove']}
          danger
          ghost
          icon={<SyncOutlined />}
          data-testid="dict-type-refresh-cache"
          onClick={() =>
            refreshDictCache().then(
              () => {
                clearDictCache()
                message.success('刷新成功')
              },
              () => undefined,
            )
          }
        >
          刷新缓存
        </PermAction>
      </ListToolbar>

      <Table<DictType>
        rowKey="dictId"
        size="middle"
        loading={list.loading}
        dataSource={list.rows}
        columns={visibleColumns(columns, chosen)}
        pagination={false}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        data-testid="dict-type-table"
      />
      <ListPagination list={list} />
      <DictTypeDialog
        open={dialog.open}
        dictId={dialog.dictId}
        onClose={() => setDialog({ open: false })}
        onSaved={list.reload}
      />
    </div>
  )
}
