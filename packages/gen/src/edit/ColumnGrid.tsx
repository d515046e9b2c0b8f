import { GEN_HTML_TYPE_LABELS, GEN_HTML_TYPES, GEN_QUERY_TYPES, GEN_TS_TYPES, type GenColumn } from '@wp/contract'
import { Checkbox, Input, Select, Space, Table } from 'antd'

const FLAGS = [
  ['isInsert', '插入'],
  ['isEdit', '编辑'],
  ['isList', '列表'],
  ['isQuery', '查询'],
  ['isRequired', '必填'],
] as const
const QUERY_LABELS: Record<string, string> = { EQ: '=', LIKE: 'LIKE', BETWEEN: 'BETWEEN', IN: 'IN' }

/** 字段信息: each column's label, TypeScript type, field name, roles, query operator, display type, dictionary, bounds. */
export function ColumnGrid({
  columns,
  dictTypes,
  onChange,
}: {
  columns: GenColumn[]
  dictTypes: { dictType: string; dictName: string }[]
  onChange: (index: number, patch: Partial<GenColumn>) => void
}) {
  return (
    <Table<GenColumn>
      rowKey="columnId"
      size="small"
      pagination={false}
      scroll={{ x: 1500 }}
      dataSource={columns}
      data-testid="gen-columns"
      columns={[
        { key: 'sort', title: '序号', width: 56, render: (_v, _r, i) => i + 1 },
        {
          key: 'columnName',
          dataIndex: 'columnName',
          title: '字段列名',
          width: 140,
          render: (v: string) => <span translate="no">{v}</span>,
        },
        {
          key: 'columnComment',
          title: '字段描述',
          width: 150,
          render: (_v, c, i) => (
            <Input
              value={c.columnComment}
              aria-label={`${c.columnName} 字段描述`}
              onChange={(e) => onChange(i, { columnComment: e.target.value })}
            />
          ),
        },
        {
          key: 'columnType',
          dataIndex: 'columnType',
          title: '物理类型',
          width: 160,
          render: (v: string) => <span translate="no">{v}</span>,
        },
        {
          key: 'javaType',
          title: 'TS 类型',
          width: 110,
          render: (_v, c, i) => (
            <Select
              value={c.javaType}
              aria-label={`${c.columnName} TS 类型`}
              style={{ width: '100%' }}
              options={GEN_TS_TYPES.map((t) => ({ value: t, label: t }))}
              onChange={(javaType) => onChange(i, { javaType })}
            />
          ),
        },
        {
          key: 'javaField',
          title: '字段属性',
          width: 140,
          render: (_v, c, i) => (
            <Input
              value={c.javaField}
              aria-label={`${c.columnName} 字段属性`}
              onChange={(e) => onChange(i, { javaField: e.target.value })}
            />
          ),
        },
        ...FLAGS.map(([flag, label]) => ({
          key: flag,
          title: label,
          width: 56,
          align: 'center' as const,
          render: (_v: unknown, c: GenColumn, i: number) => (
            <Checkbox
              checked={c[flag] === '1'}
              aria-label={`${c.columnName} ${label}`}
              onChange={(e) => onChange(i, { [flag]: e.target.checked ? '1' : '0' })}
            />
          ),
        })),
        {
          key: 'queryType',
          title: '查询方式',
          width: 120,
          render: (_v, c, i) => (
            <Select
              value={c.queryType}
              aria-label={`${c.columnName} 查询方式`}
              style={{ width: '100%' }}
              options={GEN_QUERY_TYPES.map((q) => ({ value: q, label: QUERY_LABELS[q] }))}
              onChange={(queryType) => onChange(i, { queryType })}
            />
          ),
        },
        {
          key: 'htmlType',
          title: '显示类型',
          width: 140,
          render: (_v, c, i) => (
            <Select
              value={c.htmlType}
              aria-label={`${c.columnName} 显示类型`}
              style={{ width: '100%' }}
              options={GEN_HTML_TYPES.map((h) => ({ value: h, label: GEN_HTML_TYPE_LABELS[h] }))}
              onChange={(htmlType) => onChange(i, { htmlType })}
            />
          ),
        },
        {
          key: 'dictType',
          title: '字典类型',
          width: 170,
          render: (_v, c, i) => (
            <Select
              value={c.dictType || undefined}
              allowClear
              showSearch
              placeholder="请选择"
              aria-label={`${c.columnName} 字典类型`}
              style={{ width: '100%' }}
              options={dictTypes.map((d) => ({ value: d.dictType, label: d.dictName }))}
              onChange={(dictType?: string) => onChange(i, { dictType: dictType ?? '' })}
            />
          ),
        },
        {
          key: 'bounds',
          title: '取值范围',
          width: 150,
          render: (_v, c, i) => (
            <Space.Compact style={{ width: '100%' }}>
              <Input
                style={{ width: '50%' }}
                placeholder="最小"
                aria-label={`${c.columnName} 最小值`}
                value={c.minValue}
                onChange={(e) => onChange(i, { minValue: e.target.value })}
              />
              <Input
                style={{ width: '50%' }}
                placeholder="最大"
                aria-label={`${c.columnName} 最大值`}
                value={c.maxValue}
                onChange={(e) => onChange(i, { maxValue: e.target.value })}
              />
            </Space.Compact>
          ),
        },
      ]}
    />
  )
}
