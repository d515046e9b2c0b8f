import { SyncOutlined } from '@ant-design/icons'
import { App, Form, Input, Table, type TableColumnsType } from 'antd'
import { DictTag, useDict } from '@wp/kit'
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
import { deleteConfigs, exportConfigs, listConfigs, refreshConfigCache, type ConfigRow } from './api'
import { ConfigDialog } from './ConfigDialog'

/** 参数设置 (component path system/config/index). */
export default function ConfigPage() {
  const { message } = App.useApp()
  const [form] = Form.useForm()
  const list = useListPage<ConfigRow>(listConfigs)
  const { sys_yes_no: yesNo } = useDict('sys_yes_no')
  const [showSearch, setShowSearch] = useState(true)
  const [selected, setSelected] = useState<number[]>([])
  const [dialog, setDialog] = useState<{ open: boolean; configId?: number }>({ open: false })

  const remove = async (ids: number[]) => {
    await deleteConfigs(ids)
    message.success('删除成功')
    setSelected([])
    await list.reload()
  }

  const columns: TableColumnsType<ConfigRow> = [
    { key: 'configId', title: '参数主键', dataIndex: 'configId', width: 100, align: 'center' },
    { key: 'configName', title: '参数名称', dataIndex: 'configName', ellipsis: true, align: 'center' },
    { key: 'configKey', title: '参数键名', dataIndex: 'configKey', ellipsis: true, align: 'center' },
    { key: 'configValue', title: '参数键值', dataIndex: 'configValue', ellipsis: true, align: 'center' },
    {
      key: 'configType',
      title: '系统内置',
      dataIndex: 'configType',
      width: 100,
      align: 'center',
      render: (v: string) => <DictTag options={yesNo} value={v} />,
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
            perms={['system:config:edit']}
            onClick={() => setDialog({ open: true, configId: row.configId })}
          />
          <PermAction
            kind="remove"
            type="link"
            perms={['system:config:remove']}
            onClick={() => remove([row.configId])}
          />
        </RowActions>
      ),
    },
  ]
  const [chosen, setChosen] = useToolbarColumns(toolbarColumns(columns), 'system-config-columns')

  return (
    <div data-testid="config-page">
      <SearchBar form={form} hidden={!showSearch} dateRangeLabel="创建时间" onSearch={list.search} onReset={list.reset}>
        <Form.Item name="configName" label="参数名称">
          <Input placeholder="请输入参数名称" allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="configKey" label="参数键名">
          <Input placeholder="请输入参数键名" allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="configType" label="系统内置">
          <DictSelect placeholder="系统内置" options={yesNo} />
        </Form.Item>
      </SearchBar>

      <ListToolbar
        showSearch={showSearch}
        onShowSearchChange={setShowSearch}
        onRefresh={list.reload}
        columns={chosen}
        onColumnsChange={setChosen}
        storageKey="system-config-columns"
      >
        <CrudButtons
          perm="system:config"
          testId="config"
          selected={selected}
          onAdd={() => setDialog({ open: true })}
          onEdit={(id) => setDialog({ open: true, configId: id })}
          onRemove={remove}
          onExport={() => exportConfigs(exportParams(list.query))}
        />
        <PermAction
          perms={['system:config:remove']}
          danger
          ghost
          icon={<SyncOutlined />}
          data-testid="config-refresh-cache"
          onClick={() =>
            refreshConfigCache().then(
              () => message.success('刷新成功'),
              () => undefined,
            )
          }
        >
          刷新缓存
        </PermAction>
      </ListToolbar>

      <Table<ConfigRow>
        rowKey="configId"
        size="middle"
        loading={list.loading}
        dataSource={list.rows}
        columns={visibleColumns(columns, chosen)}
        pagination={false}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        data-testid="config-table"
      />
      <ListPagination list={list} />
      <ConfigDialog
        open={dialog.open}
        configId={dialog.configId}
        onClose={() => setDialog({ open: false })}
        onSaved={list.reload}
      />
    </div>
  )
}
