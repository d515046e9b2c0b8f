import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import type { FormField, FormFieldType, FormOption } from '@wp/contract'
import { Button, Empty, Form, Input, InputNumber, Radio, Select, Space, Switch } from 'antd'
import { PALETTE, RULE_CHOICES } from './model'

type Patch = (patch: Partial<FormField>) => void

function OptionsEditor({ options, onChange }: { options: FormOption[]; onChange: (o: FormOption[]) => void }) {
  const set = (i: number, o: FormOption) => onChange(options.map((x, j) => (j === i ? o : x)))
  return (
    <>
      {options.map((o, i) => (
        <Space.Compact key={i} style={{ width: '100%', marginBottom: 4 }}>
          <Input placeholder="显示文字" value={o.label} onChange={(e) => set(i, { ...o, label: e.target.value })} />
          <Input placeholder="值" value={o.value} onChange={(e) => set(i, { ...o, value: e.target.value })} />
          <Button
            icon={<DeleteOutlined />}
            aria-label="删除选项"
            onClick={() => onChange(options.filter((_, j) => j !== i))}
          />
        </Space.Compact>
      ))}
      <Button
        size="small"
        icon={<PlusOutlined />}
        onClick={() =>
          onChange([...options, { label: `选项${options.length + 1}`, value: String(options.length + 1) }])
        }
      >
        添加选项
      </Button>
    </>
  )
}

function ChoiceSource({ field, patch }: { field: FormField; patch: Patch }) {
  const fromDict = field.dictType !== undefined && !field.options
  return (
    <>
      <Form.Item label="选项来源">
        <Radio.Group
          value={fromDict ? 'dict' : 'options'}
          onChange={(e) =>
            e.target.value === 'dict'
              ? patch({ dictType: 'sys_', options: undefined })
              : patch({ options: [{ label: '选项一', value: '1' }] })
          }
          options={[
            { value: 'options', label: '固定选项' },
            { value: 'dict', label: '数据字典' },
          ]}
        />
      </Form.Item>
      {fromDict ? (
        <Form.Item label="字典类型">
          <Input
            value={field.dictType}
            placeholder="sys_user_sex"
            data-testid="builder-dict-type"
            onChange={(e) => patch({ dictType: e.target.value || 'sys_' })}
          />
        </Form.Item>
      ) : (
        <Form.Item label="选项">
          <OptionsEditor options={field.options ?? []} onChange={(options) => patch({ options })} />
        </Form.Item>
      )}
    </>
  )
}

const COLUMN_TYPES = PALETTE.filter((p) => p.type !== 'subtable' && p.type !== 'richtext')

function ColumnsEditor({ field, patch }: { field: FormField; patch: Patch }) {
  const columns = field.columns ?? []
  const set = (i: number, c: Partial<FormField>) =>
    patch({ columns: columns.map((x, j) => (j === i ? { ...x, ...c } : x)) })
  return (
    <Form.Item label="子表列">
      {columns.map((c, i) => (
        <Space.Compact key={i} style={{ width: '100%', marginBottom: 4 }}>
          <Select
            style={{ width: 110 }}
            value={c.type}
            options={COLUMN_TYPES.map((p) => ({ value: p.type, label: p.label }))}
            onChange={(type: FormFieldType) => set(i, { type })}
          />
          <Input placeholder="标题" value={c.label} onChange={(e) => set(i, { label: e.target.value })} />
          <Input placeholder="标识" value={c.key} onChange={(e) => set(i, { key: e.target.value })} />
          <Button
            icon={<DeleteOutlined />}
            aria-label="删除列"
            onClick={() => patch({ columns: columns.filter((_, j) => j !== i) })}
          />
        </Space.Compact>
      ))}
      <Button
        size="small"
        icon={<PlusOutlined />}
        onClick={() =>
          patch({
            columns: [...columns, { type: 'input', key: `col${columns.length + 1}`, label: `列${columns.length + 1}` }],
          })
        }
      >
        添加列
      </Button>
    </Form.Item>
  )
}

/** The selected field's properties: label, key, width, required, the kit's rules and what its type needs. */
export function FieldProps({ field, patch }: { field: FormField | undefined; patch: Patch }) {
  if (!field) return <Empty description="请选择一个字段" />
  const t = field.type
  return (
    <Form layout="vertical" size="small" data-testid="builder-props" key={field.key}>
      <Form.Item label="标题">
        <Input
          defaultValue={field.label}
          data-testid="builder-label"
          onBlur={(e) => patch({ label: e.target.value })}
          onPressEnter={(e) => patch({ label: (e.target as HTMLInputElement).value })}
        />
      </Form.Item>
      <Form.Item label="字段标识（流程变量名）">
        <Input
          defaultValue={field.key}
          data-testid="builder-key"
          onBlur={(e) => e.target.value !== field.key && patch({ key: e.target.value })}
          onPressEnter={(e) => patch({ key: (e.target as HTMLInputElement).value })}
        />
      </Form.Item>
      <Space>
        <Form.Item label="宽度（栅格）">
          <InputNumber
            min={1}
            max={24}
            value={field.span ?? 24}
            data-testid="builder-span"
            onChange={(v) => patch({ span: v ?? 24 })}
          />
        </Form.Item>
        <Form.Item label="必填">
          <Switch
            checked={field.required === true}
            data-testid="builder-required"
            onChange={(required) => patch({ required: required || undefined })}
          />
        </Form.Item>
      </Space>
      {t !== 'subtable' ? (
        <Form.Item label="占位提示">
          <Input defaultValue={field.placeholder} onBlur={(e) => patch({ placeholder: e.target.value })} />
        </Form.Item>
      ) : null}
      {['input', 'textarea', 'number', 'money'].includes(t) ? (
        <Form.Item label="校验规则">
          <Select
            mode="multiple"
            value={field.rules ?? []}
            options={RULE_CHOICES}
            data-testid="builder-rules"
            onChange={(rules) => patch({ rules: rules.length ? rules : undefined })}
          />
        </Form.Item>
      ) : null}
      {t === 'number' || t === 'money' ? (
        <Space>
          <Form.Item label="最小值">
            <InputNumber value={field.min} data-testid="builder-min" onChange={(v) => patch({ min: v ?? undefined })} />
          </Form.Item>
          <Form.Item label="最大值">
            <InputNumber value={field.max} data-testid="builder-max" onChange={(v) => patch({ max: v ?? undefined })} />
          </Form.Item>
          {t === 'number' ? (
            <Form.Item label="小数位">
              <InputNumber
                min={0}
                max={6}
                value={field.precision}
                onChange={(v) => patch({ precision: v ?? undefined })}
              />
            </Form.Item>
          ) : null}
        </Space>
      ) : null}
      {t === 'input' || t === 'textarea' ? (
        <Form.Item label="最大长度">
          <InputNumber min={1} value={field.maxLength} onChange={(v) => patch({ maxLength: v ?? undefined })} />
        </Form.Item>
      ) : null}
      {t === 'select' || t === 'radio' ? <ChoiceSource field={field} patch={patch} /> : null}
      {t === 'select' || t === 'user' || t === 'dept' ? (
        <Form.Item label="多选">
          <Switch
            checked={field.multiple === true}
            onChange={(multiple) => patch({ multiple: multiple || undefined })}
          />
        </Form.Item>
      ) : null}
      {t === 'upload' ? (
        <Form.Item label="最多文件数">
          <InputNumber min={1} max={20} value={field.maxCount ?? 5} onChange={(v) => patch({ maxCount: v ?? 5 })} />
        </Form.Item>
      ) : null}
      {t === 'subtable' ? <ColumnsEditor field={field} patch={patch} /> : null}
    </Form>
  )
}
