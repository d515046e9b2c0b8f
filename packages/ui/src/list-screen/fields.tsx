import { rules as kitRules, type DictOption } from '@wp/kit'
import { Form, Input, InputNumber, Radio, Select, TreeSelect, type FormInstance, type FormRule } from 'antd'
import type { ReactNode } from 'react'
import { DictSelect } from '../list-page/DictSelect'
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

/** One filter of the search form: a text input, or a select of a dictionary's entries or of fixed choices. */
export function SearchItem({ field, dicts }: { field: SearchField; dicts: Dicts }) {
  const choices = field.dict ? choicesOf(dicts[field.dict]) : field.options
  return (
    <Form.Item name={field.name} label={field.label}>
      {choices ? (
        <DictSelect
          placeholder={field.placeholder ?? field.label}
          options={choices.map((c) => ({ value: String(c.value), label: String(c.label) }))}
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
  const { fields, dicts, ...bar } = props
  if (!fields?.length) return null
  return (
    <SearchBar {...bar} dateRangeLabel={props.dateRange}>
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

function control<V, D>(field: FormField<V, D>, ctx: FieldContext<V, D>, dicts: Dicts): ReactNode {
  if (field.render) return field.render(ctx)
  const common = { disabled: field.disabled, 'data-testid': field.testId }
  const kind = field.kind ?? 'text'
  const choices = field.dict
    ? choicesOf(dicts[field.dict])
    : typeof field.options === 'function'
      ? field.options(ctx)
      : (field.options ?? [])
  switch (kind) {
    case 'password':
      return (
        <Input.Password
          placeholder={field.placeholder ?? `请输入${field.label}`}
          maxLength={field.maxLength}
          {...common}
        />
      )
    case 'textarea':
      return <Input.TextArea placeholder={field.placeholder ?? '请输入内容'} rows={3} {...common} />
    case 'number':
      return <InputNumber min={0} max={99999} precision={0} {...common} />
    case 'radio':
    case 'radio-button':
      return (
        <Radio.Group options={[...choices]} optionType={kind === 'radio-button' ? 'button' : 'default'} {...common} />
      )
    case 'select':
    case 'multi-select':
      return (
        <Select
          mode={kind === 'multi-select' ? 'multiple' : undefined}
          placeholder={field.placeholder ?? `请选择${field.label}`}
          options={[...choices]}
          showSearch={kind === 'select' && choices.length > 10}
          {...common}
        />
      )
    case 'tree-select':
      return (
        <TreeSelect
          treeData={[...(field.tree?.(ctx) ?? [])]}
          treeDefaultExpandAll
          showSearch
          treeNodeFilterProp="title"
          allowClear
          placeholder={field.placeholder ?? `请选择${field.label}`}
          {...common}
        />
      )
    default:
      return <Input placeholder={field.placeholder ?? `请输入${field.label}`} maxLength={field.maxLength} {...common} />
  }
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
    >
      {control(field, ctx, dicts)}
    </Form.Item>
  )
}

/** A TreeCheckCard tree (`{ id, label, children }`, as the server's tree-select answers send) as tree-select choices. */
export function treeChoices(nodes: readonly TreeCheckNode[]): TreeChoice[] {
  return nodes.map((n) => ({
    value: n.id as Id,
    title: n.label,
    ...(n.children?.length ? { children: treeChoices(n.children) } : {}),
  }))
}
