import { DeleteOutlined } from '@ant-design/icons'
import { Button, Checkbox, Form, Input, InputNumber, Select, Space, Tooltip, type TableColumnsType } from 'antd'
import { TYPE_OPTIONS } from './draft'

const ROLES = [
  ['list', '列表'],
  ['search', '查询'],
  ['form', '表单'],
  ['export', '导出'],
  ['sortable', '可排序'],
] as const

type Item = { name: number; key: number }

/**
 * The accessible name of a row's control: the table's cells have no form labels, so each control says which field and
 * which column it is ("第 2 个字段的标签"), for screen readers and axe-core's label rule.
 */
const named = (item: { name: number }, column: string) => `第 ${item.name + 1} 个字段的${column}`

/**
 * The field table's columns, one control each: key, label, type, required, dictionary type or fixed options, length,
 * the four roles and sortable, and 删除.
 */
export const fieldColumns = (remove: (index: number) => void): TableColumnsType<Item> => [
  {
    title: '字段键',
    width: 120,
    render: (_, item) => (
      <Form.Item name={[item.name, 'key']} noStyle rules={[{ required: true }]}>
        <Input
          data-testid={`ledger-field-key-${item.name}`}
          placeholder="camelCase"
          aria-label={named(item, '字段键')}
        />
      </Form.Item>
    ),
  },
  {
    title: '标签',
    width: 120,
    render: (_, item) => (
      <Form.Item name={[item.name, 'label']} noStyle rules={[{ required: true }]}>
        <Input data-testid={`ledger-field-label-${item.name}`} aria-label={named(item, '标签')} />
      </Form.Item>
    ),
  },
  {
    title: '类型',
    width: 150,
    render: (_, item) => (
      <Form.Item name={[item.name, 'type']} noStyle>
        <Select
          options={TYPE_OPTIONS}
          style={{ width: 140 }}
          data-testid={`ledger-field-type-${item.name}`}
          aria-label={named(item, '类型')}
        />
      </Form.Item>
    ),
  },
  {
    title: '必填',
    width: 50,
    render: (_, item) => (
      <Form.Item name={[item.name, 'required']} noStyle valuePropName="checked">
        <Checkbox data-testid={`ledger-field-required-${item.name}`} aria-label={named(item, '必填')} />
      </Form.Item>
    ),
  },
  {
    title: (
      <Tooltip title="选项类型：字典类型，或固定选项 值:标签,值:标签">
        <span>字典 / 选项</span>
      </Tooltip>
    ),
    width: 220,
    render: (_, item) => (
      <Space.Compact>
        <Form.Item name={[item.name, 'dictType']} noStyle>
          <Input placeholder="字典类型" style={{ width: 90 }} aria-label={named(item, '字典类型')} />
        </Form.Item>
        <Form.Item name={[item.name, 'options']} noStyle>
          <Input
            placeholder="A:优秀,B:合格"
            style={{ width: 130 }}
            data-testid={`ledger-field-options-${item.name}`}
            aria-label={named(item, '固定选项')}
          />
        </Form.Item>
      </Space.Compact>
    ),
  },
  {
    title: '长度',
    width: 80,
    render: (_, item) => (
      <Form.Item name={[item.name, 'maxLength']} noStyle>
        <InputNumber min={1} max={2000} style={{ width: 70 }} aria-label={named(item, '长度')} />
      </Form.Item>
    ),
  },
  ...ROLES.map(([role, label]) => ({
    title: label,
    width: 56,
    render: (_: unknown, item: { name: number }) => (
      <Form.Item name={[item.name, role]} noStyle valuePropName="checked">
        <Checkbox data-testid={`ledger-field-${role}-${item.name}`} aria-label={named(item, `${label}角色`)} />
      </Form.Item>
    ),
  })),
  {
    title: '',
    width: 40,
    render: (_, item) => (
      <Button
        type="link"
        danger
        icon={<DeleteOutlined />}
        onClick={() => remove(item.name)}
        aria-label={`删除第 ${item.name + 1} 个字段`}
      />
    ),
  },
]
