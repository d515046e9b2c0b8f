import { CloseOutlined } from '@ant-design/icons'
import { SYSTEM_PERMISSIONS } from '@wp/contract'
import { clearDictCache, tagColor } from '@wp/kit'
import { ListScreen, useRouteParam } from '@wp/ui'
import { Tag } from 'antd'
import { useEffect, useState } from 'react'
import {
  addDictData,
  deleteDictData,
  dictTypeOptions,
  editDictData,
  exportDictData,
  getDictData,
  getDictType,
  LIST_CLASS_OPTIONS,
  listDictData,
  type DictDataInput,
  type DictDataRow,
  type DictType,
} from './api'

/** Nothing is listed until the type is known: the page always shows one type's data. */
const listOfType = (params: Record<string, unknown>) =>
  params.dictType ? listDictData(params) : Promise.resolve({ rows: [], total: 0 })

/** A value's label in its own 回显样式 (listClass), as DictTag would show it. */
function LabelTag({ row }: { row: DictDataRow }) {
  const color = tagColor(row.listClass ?? '')
  return color === null ? (
    <span className={row.cssClass || undefined}>{row.dictLabel}</span>
  ) : (
    <Tag color={color}>{row.dictLabel}</Tag>
  )
}

/**
 * 字典数据 of one type (component path system/dict/data, route /dict/type/data/:dictId). Outside the portal the
 * type comes from the `dictId` prop.
 */
export default function DictDataPage({ dictId: dictIdProp }: { dictId?: string | number }) {
  const dictId = useRouteParam('dictId', dictIdProp)
  const [types, setTypes] = useState<DictType[]>([])
  const [opened, setOpened] = useState<string>()
  useEffect(() => {
    dictTypeOptions().then(setTypes, () => undefined)
  }, [])
  useEffect(() => {
    if (dictId)
      getDictType(dictId).then(
        (t) => setOpened(t.dictType),
        () => undefined,
      )
  }, [dictId])
  const typeOf = (filters: Record<string, unknown>) => filters.dictType as string | undefined

  return (
    <ListScreen<DictDataRow, DictDataInput>
      name="dict-data"
      rowKey="dictCode"
      perms={SYSTEM_PERMISSIONS.dict}
      columnsKey="system-dict-data-columns"
      load={listOfType}
      presetFilters={opened ? { dictType: opened } : undefined}
      search={[
        {
          name: 'dictType',
          label: '字典名称',
          options: types.map((t) => ({ value: t.dictType, label: t.dictName })),
          testId: 'dict-data-type-select',
        },
        { name: 'dictLabel', label: '字典标签' },
        { name: 'status', label: '状态', dict: 'sys_normal_disable', placeholder: '数据状态' },
      ]}
      columns={[
        { key: 'dictCode', title: '字典编码', width: 100 },
        { key: 'dictLabel', title: '字典标签', render: (_, row) => <LabelTag row={row} /> },
        { key: 'dictValue', title: '字典键值' },
        { key: 'dictSort', title: '字典排序', width: 100 },
        { key: 'status', title: '状态', width: 90, dict: 'sys_normal_disable' },
        { key: 'remark', title: '备注' },
        { key: 'createTime', title: '创建时间', width: 170 },
      ]}
      canAdd={(screen) => !!typeOf(screen.query.filters)}
      remove={(rows) => deleteDictData(rows.map((r) => r.dictCode))}
      changed={(screen) => clearDictCache(typeOf(screen.query.filters))}
      exportFile={exportDictData}
      toolbar={(screen) => [
        { label: '关闭', icon: <CloseOutlined />, testId: 'dict-data-close', onClick: () => screen.go('/system/dict') },
      ]}
      dialog={{
        noun: '字典数据',
        labelWidth: 90,
        defaults: (screen) => ({
          dictType: typeOf(screen.query.filters),
          status: '0',
          dictSort: 0,
          listClass: 'default',
        }),
        load: async (row) => ({ values: row && (await getDictData(row.dictCode)) }),
        save: (values, row) => (row ? editDictData({ ...values, dictCode: row.dictCode }) : addDictData(values)),
        fields: [
          { name: 'dictType', label: '字典类型', disabled: true },
          { name: 'dictLabel', label: '数据标签', required: true, max: 100, testId: 'dict-data-label' },
          { name: 'dictValue', label: '数据键值', required: true, max: 100, testId: 'dict-data-value' },
          { name: 'cssClass', label: '样式属性', max: 100 },
          { name: 'dictSort', label: '显示排序', kind: 'number', required: true },
          { name: 'listClass', label: '回显样式', kind: 'select', options: LIST_CLASS_OPTIONS },
          { name: 'status', label: '状态', kind: 'radio', dict: 'sys_normal_disable' },
          { name: 'remark', label: '备注', kind: 'textarea', max: 500 },
        ],
      }}
    />
  )
}
