import { CloseOutlined } from '@ant-design/icons'
import { App, Button, Form, Input, Select, Table, Tag, type TableColumnsType } from 'antd'
import { DictTag, tagColor, useDict, clearDictCache } from '@wp/kit'
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
  useRouteParam,
  useToolbarColumns,
  visibleColumns,
  type Filters,
  CrudButtons,
} from '@wp/ui'
import { useEffect, useState } from 'react'
import {
  deleteDictData,
  dictTypeOptions,
  exportDictData,
  getDictType,
  listDictData,
  type DictDataRow,
  type DictType,
} from './api'
import { DictDataDialog } from './DictDataDialog'

/**
 * 字典数据 of one type (component path system/dict/data, route /dict/type/data/:dictId). Outside the portal the
 * type comes from the `dictId` prop.
 */
export default function DictDataPage({ dictId: dictIdProp }: { dictId?: string | number }) {
  const { message } = App.useApp()
  const go = useGo()
  const dictId = useRouteParam('dictId', dictIdProp === undefined ? undefined : String(dictIdProp))
  const [form] = Form.useForm()
  const [types, setTypes] = useState<DictType[]>([])
  /** the type the page opened with (from dictId) and the type currently listed */
  const [openedType, setOpenedType] = useState<string>()
  const [dictType, setDictType] = useState<string>()
  const { sys_normal_disable: statuses } = useDict('sys_normal_disable')
  const [showSearch, setShowSearch] = useState(true)
  const [selected, setSelected] = useState<number[]>([])
  const [dialog, setDialog] = useState<{ open: boolean; dictCode?: number }>({ open: false })

  useEffect(() => {
    dictTypeOptions().then(setTypes, () => undefined)
  }, [])
  useEffect(() => {
    if (!dictId) return
    getDictType(dictId).then(
      (t) => {
        setOpenedType(t.dictType)
        setDictType(t.dictType)
        form.setFieldsValue({ dictType: t.dictType })
      },
      () => undefined,
    )
  }, [dictId, form])

  // Nothing is listed until the type is known: the page always shows one type's data.
  const list = useListPage<DictDataRow>(
    (params) => (params.dictType ? listDictData(params) : Promise.resolve({ code: 200, rows: [], total: 0 })),
    {},
  )
  const { search } = list
  useEffect(() => {
    if (openedType) search({ dictType: openedType })
  }, [openedType, search])

  const remove = async (codes: number[]) => {
    await deleteDictData(codes)
    message.success('删除成功')
    if (dictType) clearDictCache(dictType)
    setSelected([])
    await list.reload()
  }

  const columns: TableColumnsType<DictDataRow> = [
    { key: 'dictCode', title: '字典编码', dataIndex: 'dictCode', width: 100, align: 'center' },
    {
      key: 'dictLabel',
      title: '字典标签',
      dataIndex: 'dictLabel',
      align: 'center',
      render: (label: string, row) => {
        const color = tagColor(row.listClass ?? '')
        return color === null ? (
          <span className={row.cssClass || undefined}>{label}</span>
        ) : (
          <Tag color={color}>{label}</Tag>
        )
      },
    },
    { key: 'dictValue', title: '字典键值', dataIndex: 'dictValue', align: 'center' },
    { key: 'dictSort', title: '字典排序', dataIndex: 'dictSort', width: 100, align: 'center' },
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
            onClick={() => setDialog({ open: true, dictCode: row.dictCode })}
          />
          <PermAction kind="remove" type="link" perms={['system:dict:remove']} onClick={() => remove([row.dictCode])} />
        </RowActions>
      ),
    },
  ]
  const [chosen, setChosen] = useToolbarColumns(toolbarColumns(columns), 'system-dict-data-columns')

  const onSearch = (filters: Filters) => {
    if (filters.dictType) setDictType(String(filters.dictType))
    list.search({ ...filters, dictType: filters.dictType ?? dictType })
  }

  return (
    <div data-testid="dict-data-page">
      <SearchBar
        form={form}
        hidden={!showSearch}
        onSearch={onSearch}
        onReset={() => {
          form.setFieldsValue({ dictType: openedType })
          setDictType(openedType)
          list.search({ dictType: openedType })
        }}
      >
        <Form.Item name="dictType" label="字典名称">
          <Select
            style={{ width: 200 }}
            options={types.map((t) => ({ value: t.dictType, label: t.dictName }))}
            data-testid="dict-data-type-select"
          />
        </Form.Item>
        <Form.Item name="dictLabel" label="字典标签">
          <Input placeholder="请输入字典标签" allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <DictSelect placeholder="数据状态" options={statuses} />
        </Form.Item>
      </SearchBar>

      <ListToolbar
        showSearch={showSearch}
        onShowSearchChange={setShowSearch}
        onRefresh={list.reload}
        columns={chosen}
        onColumnsChange={setChosen}
        storageKey="system-dict-data-columns"
      >
        <CrudButtons
          perm="system:dict"
          testId="dict-data"
          selected={selected}
          onAdd={() => setDialog({ open: true })}
          addDisabled={!dictType}
          onEdit={(id) => setDialog({ open: true, dictCode: id })}
          onRemove={remove}
          onExport={() => exportDictData(exportParams(list.query))}
        />
        <Button icon={<CloseOutlined />} onClick={() => go('/system/dict')} data-testid="dict-data-close">
          关闭
        </Button>
      </ListToolbar>

      <Table<DictDataRow>
        rowKey="dictCode"
        size="middle"
        loading={list.loading}
        dataSource={list.rows}
        columns={visibleColumns(columns, chosen)}
        pagination={false}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        data-testid="dict-data-table"
      />
      <ListPagination list={list} />
      {dictType && (
        <DictDataDialog
          open={dialog.open}
          dictType={dictType}
          dictCode={dialog.dictCode}
          onClose={() => setDialog({ open: false })}
          onSaved={list.reload}
        />
      )}
    </div>
  )
}
