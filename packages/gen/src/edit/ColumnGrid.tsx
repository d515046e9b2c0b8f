import {
  GEN_HTML_TYPE_LABELS,
  GEN_HTML_TYPES,
  GEN_QUERY_TYPE_LABELS,
  GEN_QUERY_TYPES,
  GEN_TS_TYPES,
  type GenColumn,
} from '@wp/contract'
import { PlainTable } from '@wp/ui'
import { Checkbox, Input, Select, Space, type TableColumnType } from 'antd'
import type { ReactNode } from 'react'

type Change = (index: number, patch: Partial<GenColumn>) => void
type Cell = TableColumnType<GenColumn>

const FLAGS = [
  ['isInsert', '插入'],
  ['isEdit', '编辑'],
  ['isList', '列表'],
  ['isQuery', '查询'],
  ['isRequired', '必填'],
] as const
const HTML_OPTIONS = GEN_HTML_TYPES.map((h) => ({ value: h, label: GEN_HTML_TYPE_LABELS[h] }))
const TS_OPTIONS = GEN_TS_TYPES.map((t) => ({ value: t, label: t }))
const QUERY_OPTIONS = GEN_QUERY_TYPES.map((q) => ({ value: q, label: GEN_QUERY_TYPE_LABELS[q] }))

const code = (key: 'columnName' | 'columnType', title: string, width: number): Cell => ({
  key,
  dataIndex: key,
  title,
  width,
  render: (v: string) => <span translate="no">{v}</span>,
})

/**
 * An editable cell: its control is named "<column> <title>" (`name(words)`: other words after the column name) and
 * writes its patch back to its row.
 */
const edit = (
  cell: Omit<Cell, 'render'> & { title: string },
  onChange: Change,
  control: (c: GenColumn, name: (what?: string) => string, set: (patch: Partial<GenColumn>) => void) => ReactNode,
): Cell => ({
  ...cell,
  render: (_v, c, i) =>
    control(
      c,
      (what = cell.title) => `${c.columnName} ${what}`,
      (patch) => onChange(i, patch),
    ),
})

const input = (key: 'columnComment' | 'javaField', title: string, onChange: Change): Cell =>
  edit({ key, title, width: 150 }, onChange, (c, name, set) => (
    <Input value={c[key]} aria-label={name()} onChange={(e) => set({ [key]: e.target.value })} />
  ))

const select = (
  key: 'javaType' | 'queryType' | 'htmlType',
  title: string,
  options: { value: string; label: string }[],
  onChange: Change,
): Cell =>
  edit({ key, title, width: 130 }, onChange, (c, name, set) => (
    <Select
      value={c[key]}
      aria-label={name()}
      style={{ width: '100%' }}
      options={options}
      onChange={(value: string) => set({ [key]: value } as Partial<GenColumn>)}
    />
  ))

const flag = ([key, title]: (typeof FLAGS)[number], onChange: Change): Cell =>
  edit({ key, title, width: 56, align: 'center' }, onChange, (c, name, set) => (
    <Checkbox
      checked={c[key] === '1'}
      aria-label={name()}
      onChange={(e) => set({ [key]: e.target.checked ? '1' : '0' })}
    />
  ))

const dictionary = (dictTypes: { dictType: string; dictName: string }[], onChange: Change): Cell =>
  edit({ key: 'dictType', title: '字典类型', width: 170 }, onChange, (c, name, set) => (
    <Select
      value={c.dictType || undefined}
      allowClear
      showSearch
      placeholder="请选择"
      aria-label={name()}
      style={{ width: '100%' }}
      options={dictTypes.map((d) => ({ value: d.dictType, label: d.dictName }))}
      onChange={(dictType?: string) => set({ dictType: dictType ?? '' })}
    />
  ))

const bounds = (onChange: Change): Cell =>
  edit({ key: 'bounds', title: '取值范围', width: 150 }, onChange, (c, name, set) => (
    <Space.Compact style={{ width: '100%' }}>
      {(['minValue', 'maxValue'] as const).map((key) => (
        <Input
          key={key}
          style={{ width: '50%' }}
          placeholder={key === 'minValue' ? '最小' : '最大'}
          aria-label={name(key === 'minValue' ? '最小值' : '最大值')}
          value={c[key]}
          onChange={(e) => set({ [key]: e.target.value })}
        />
      ))}
    </Space.Compact>
  ))

/** 字段信息: each column's label, TypeScript type, field name, roles, query operator, display type, dictionary, bounds. */
export function ColumnGrid({
  columns,
  dictTypes,
  onChange,
}: {
  columns: GenColumn[]
  dictTypes: { dictType: string; dictName: string }[]
  onChange: Change
}) {
  return (
    <PlainTable<GenColumn>
      rowKey="columnId"
      scroll={{ x: 1500 }}
      dataSource={columns}
      data-testid="gen-columns"
      columns={[
        { key: 'sort', title: '序号', width: 56, render: (_v, _r, i) => i + 1 },
        code('columnName', '字段列名', 140),
        input('columnComment', '字段描述', onChange),
        code('columnType', '物理类型', 160),
        select('javaType', 'TS 类型', TS_OPTIONS, onChange),
        input('javaField', '字段属性', onChange),
        ...FLAGS.map((f) => flag(f, onChange)),
        select('queryType', '查询方式', QUERY_OPTIONS, onChange),
        select('htmlType', '显示类型', HTML_OPTIONS, onChange),
        dictionary(dictTypes, onChange),
        bounds(onChange),
      ]}
    />
  )
}
