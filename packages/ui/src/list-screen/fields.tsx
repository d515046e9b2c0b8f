import { CLEARABLE } from '../list-page/clearable'
import { rules as kitRules, type DictOption } from '@wp/kit'
import {
  Checkbox,
  Col,
  DatePicker,
  Divider,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Switch,
  TreeSelect,
  type FormInstance,
  type FormItemProps,
  type FormRule,
} from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import type { ReactNode } from 'react'
import { DictSelect } from '../list-page/DictSelect'
import { MoneyInput } from '../money-input/MoneyInput'
import { RichTextEditor } from '../rich-text-editor/RichTextEditor'
import { FileUpload } from '../upload/FileUpload'
import { ImageUpload } from '../upload/ImageUpload'
import { DeptPicker, UserPicker } from './pickers'
import { SearchBar } from '../list-page/SearchBar'
import type { DateRange, Filters } from '../list-page/useListPage'
import type { TreeCheckNode } from '../tree-check-card/TreeCheckCard'
import type { Choice, FieldContext, FormField, Id, SearchField, TreeChoice } from './types'

/** Dictionary entries of the types a screen uses, by type. */
export type Dicts = Readonly<Record<string, readonly DictOption[]>>

const choicesOf = (entries: readonly DictOption[] | undefined): Choice[] =>
  (entries ?? []).map((e) => ({ value: e.value, label: e.label }))

/** The dictionary types a screen's search fields, columns and dialog fields name. */
export function dictTypesOf(...lists: readonly (readonly { dict?: string }[] | undefined)[]): string[] {
  return [...new Set(lists.flatMap((list) => (list ?? []).flatMap((f) => (f.dict ? [f.dict] : []))))]
}

/** One filter of the search form: a text input, a select of a dictionary's entries or of fixed choices, a range. */
export function SearchItem({ field, dicts }: { field: SearchField; dicts: Dicts }) {
  const choices =
    field.dict && (dicts[field.dict]?.length || !field.options) ? choicesOf(dicts[field.dict]) : field.options
  if (field.range)
    return (
      <Form.Item name={field.name} label={field.label}>
        <DatePicker.RangePicker showTime={field.range.time} style={{ width: 240 }} data-testid={field.testId} />
      </Form.Item>
    )
  return (
    <Form.Item name={field.name} label={field.label}>
      {choices ? (
        <DictSelect
          placeholder={field.placeholder ?? field.label}
          options={choices.map((c) => ({ value: String(c.value), label: String(c.label) }))}
          mode={field.multiple ? 'multiple' : undefined}
          data-testid={field.testId}
        />
      ) : (
        <Input
          placeholder={field.placeholder ?? `请输入${field.label}`}
          allowClear
          style={{ width: 200 }}
          data-testid={field.testId}
        />
      )}
    </Form.Item>
  )
}

/** The control of a hidden search field: the form keeps its value, nothing shows. */
function Nothing() {
  return null
}

type RangeValue = [Dayjs | null, Dayjs | null] | null | undefined

/** The form's values as the list sends them: several choices comma-joined, ranges as `params[begin|end]`. */
export function searchValues(fields: readonly SearchField[], values: Filters): Filters {
  const out: Filters = { ...values }
  for (const field of fields) {
    const value = values[field.name] as unknown
    if (field.range) {
      delete out[field.name]
      const [begin, end] = (value as RangeValue) ?? []
      const format = field.range.time ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD'
      if (begin && end) {
        out[`params[${field.range.params[0]}]`] = begin.format(format)
        out[`params[${field.range.params[1]}]`] = end.format(format)
      }
    } else if (Array.isArray(value)) out[field.name] = value.length ? value.join(',') : undefined
  }
  return out
}

/** The search form of a screen: its filters (hidden ones kept but not shown), 搜索 and 重置. */
export function ScreenSearch(props: {
  fields?: readonly SearchField[]
  dateRange?: string
  form: FormInstance
  hidden: boolean
  dicts: Dicts
  onSearch: (filters: Filters, range: DateRange) => void
  onReset: () => void
}) {
  const { fields, dicts, onSearch, ...bar } = props
  if (!fields?.length) return null
  return (
    <SearchBar
      {...bar}
      dateRangeLabel={props.dateRange}
      onSearch={(values, range) => onSearch(searchValues(fields, values), range)}
    >
      {fields.map((field) =>
        field.hidden ? (
          <Form.Item key={field.name} name={field.name} hidden noStyle>
            <Nothing />
          </Form.Item>
        ) : (
          <SearchItem key={field.name} field={field} dicts={dicts} />
        ),
      )}
    </SearchBar>
  )
}

function fieldRules<V, D>(field: FormField<V, D>, ctx: FieldContext<V, D>): FormRule[] {
  const required = typeof field.required === 'function' ? field.required(ctx) : field.required
  return [
    ...(required ? [kitRules.required] : []),
    ...(field.max ? [kitRules.maxLength(field.max)] : []),
    ...(field.rules ?? []),
  ]
}

/** A dictionary's entries, else the fixed choices (also when the dictionary has none on this server). */
const choicesFor = <V, D>(field: FormField<V, D>, ctx: FieldContext<V, D>, dicts: Dicts): Choice[] => {
  const fixed = typeof field.options === 'function' ? [...field.options(ctx)] : [...(field.options ?? [])]
  return field.dict && (dicts[field.dict]?.length || !fixed.length) ? choicesOf(dicts[field.dict]) : fixed
}

function control<V, D>(field: FormField<V, D>, ctx: FieldContext<V, D>, dicts: Dicts): ReactNode {
  if (field.render) return field.render(ctx)
  const disabled = typeof field.disabled === 'function' ? field.disabled(ctx) : field.disabled
  const common = { disabled, 'data-testid': field.testId }
  const kind = field.kind ?? 'text'
  const enter = field.placeholder ?? `请输入${field.label}`
  const choose = field.placeholder ?? `请选择${field.label}`
  const bounds = field.bounds ?? {}
  const after = field.unit ? { suffix: field.unit } : {}
  switch (kind) {
    case 'password':
      return <Input.Password placeholder={enter} maxLength={field.maxLength} {...common} />
    case 'textarea':
      return <Input.TextArea placeholder={field.placeholder ?? '请输入内容'} rows={3} {...common} />
    case 'number':
      return (
        <InputNumber
          // no step arrows: figures are typed, not stepped
          controls={false}
          min={bounds.min ?? 0}
          max={bounds.max ?? 99999}
          precision={bounds.precision ?? 0}
          {...after}
          {...common}
        />
      )
    case 'money':
      return <MoneyInput placeholder={enter} allowNegative={(bounds.min ?? 0) < 0} {...after} {...common} />
    case 'date':
    case 'datetime':
      return <DatePicker showTime={kind === 'datetime'} placeholder={choose} {...common} />
    case 'radio':
    case 'radio-button':
      return (
        <Radio.Group
          options={choicesFor(field, ctx, dicts)}
          optionType={kind === 'radio-button' ? 'button' : 'default'}
          {...common}
        />
      )
    case 'checkbox':
      return <Checkbox.Group options={choicesFor(field, ctx, dicts)} {...common} />
    case 'switch':
      return <Switch checkedChildren="是" unCheckedChildren="否" {...common} />
    case 'select':
    case 'multi-select': {
      const choices = choicesFor(field, ctx, dicts)
      return (
        <Select
          mode={kind === 'multi-select' ? 'multiple' : undefined}
          placeholder={choose}
          options={choices}
          showSearch={kind === 'select' && choices.length > 10}
          {...common}
        />
      )
    }
    case 'tree-select':
      return (
        <TreeSelect
          treeData={[...(field.tree?.(ctx) ?? [])]}
          treeDefaultExpandAll
          showSearch
          treeNodeFilterProp="title"
          allowClear={CLEARABLE}
          placeholder={choose}
          {...common}
        />
      )
    case 'dept':
      return <DeptPicker placeholder={choose} {...common} />
    case 'user':
      return <UserPicker placeholder={choose} {...common} />
    case 'image':
      return <ImageUpload disabled={disabled} />
    case 'file':
      return <FileUpload disabled={disabled} />
    case 'rich-text':
      return <RichTextEditor disabled={disabled} />
    default:
      return <Input placeholder={enter} maxLength={field.maxLength} {...common} />
  }
}

const split = (v: unknown) => (typeof v === 'string' && v ? v.split(',') : Array.isArray(v) ? v : [])
const blank = (v: unknown) => v === undefined || v === null || v === ''

/**
 * How a form item hands the value to its control and back, where the two differ: dates (text ↔ dayjs), joined
 * choices and uploads (`1,3` ↔ a list), switches (`checked`), money (the input's text ↔ a number).
 */
function valueProps<V, D>(field: FormField<V, D>): Partial<FormItemProps> {
  const kind = field.kind
  if (kind === 'switch') return { valuePropName: 'checked' }
  if (kind === 'date' || kind === 'datetime') {
    const format = kind === 'date' ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm:ss'
    return {
      getValueProps: (v: unknown) => ({ value: blank(v) ? undefined : dayjs(String(v)) }),
      normalize: (v: Dayjs | null) => (v ? v.format(format) : null),
    }
  }
  if (kind === 'money') return { normalize: (v: string) => (blank(v) ? null : Number(v)) }
  if (kind === 'image' || kind === 'file' || (field.joined && (kind === 'checkbox' || kind === 'multi-select')))
    return {
      getValueProps: (v: unknown) => ({ value: split(v) }),
      normalize: (v: unknown[]) => (v?.length ? v.join(',') : null),
    }
  return {}
}

/** One field of a dialog: a form item with the kit's rules around its control, or nothing when not visible. */
export function FieldItem<V, D>({
  field,
  ctx,
  dicts,
}: {
  field: FormField<V, D>
  ctx: FieldContext<V, D>
  dicts: Dicts
}) {
  if (field.visible && !field.visible(ctx)) return null
  const extra = typeof field.extra === 'function' ? field.extra(ctx) : field.extra
  return (
    <Form.Item<V>
      name={field.name as never}
      label={field.label}
      rules={fieldRules(field, ctx)}
      tooltip={field.tooltip}
      extra={extra}
      {...valueProps(field)}
    >
      {control(field, ctx, dicts)}
    </Form.Item>
  )
}

/** The fields by section, in order: those without a region first, then each region where it first appears. */
function regionsOf<V, D>(fields: readonly FormField<V, D>[]): [string, FormField<V, D>[]][] {
  const groups = new Map<string, FormField<V, D>[]>([['', []]])
  for (const field of fields) {
    const region = field.region ?? ''
    groups.set(region, [...(groups.get(region) ?? []), field])
  }
  return [...groups].filter(([, list]) => list.length)
}

/** A form's fields in rows, each region under its titled divider (the dialog's body, a form page's body). */
export function FormFields<V, D>(props: { fields: readonly FormField<V, D>[]; ctx: FieldContext<V, D>; dicts: Dicts }) {
  const { ctx, dicts } = props
  return regionsOf(props.fields.filter((field) => !field.visible || field.visible(ctx))).map(([region, fields]) => (
    <Row gutter={12} key={region}>
      {region && (
        <Col span={24}>
          <Divider titlePlacement="start">{region}</Divider>
        </Col>
      )}
      {fields.map((field) => (
        <Col key={field.name} xs={24} md={field.span ?? 24}>
          <FieldItem field={field} ctx={ctx} dicts={dicts} />
        </Col>
      ))}
    </Row>
  ))
}

/** A TreeCheckCard tree (`{ id, label, children }`, as the server's tree-select answers send) as tree-select choices. */
export function treeChoices(nodes: readonly TreeCheckNode[]): TreeChoice[] {
  return nodes.map((n) => ({
    value: n.id as Id,
    title: n.label,
    ...(n.children?.length ? { children: treeChoices(n.children) } : {}),
  }))
}
