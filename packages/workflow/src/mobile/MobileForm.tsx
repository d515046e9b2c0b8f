import type { FormField, FlowFormData } from '@wp/contract'
import Form from 'antd-mobile/es/components/form'
import Input from 'antd-mobile/es/components/input'
import List from 'antd-mobile/es/components/list'
import Selector from 'antd-mobile/es/components/selector'
import TextArea from 'antd-mobile/es/components/text-area'

/** A value as text: options by label, lists joined, uploads by name. */
function display(field: FormField, value: unknown): string {
  if (value === undefined || value === null || value === '') return '—'
  const label = (v: unknown) => field.options?.find((o) => o.value === String(v))?.label ?? String(v)
  if (Array.isArray(value))
    return value.map((v) => (v && typeof v === 'object' && 'name' in v ? String(v.name) : label(v))).join('、')
  return label(value)
}

/** Earlier fields, read-only label/value rows (the form's mobile skin). */
export function ReadOnlyForm({ form, title }: { form: FlowFormData; title?: string }) {
  const fields = form.schema.fields.filter((f) => f.type !== 'subtable')
  return (
    <List header={title ?? form.formName ?? '表单信息'} data-testid="task-form-readonly">
      {fields.map((f) => (
        <List.Item key={f.key} extra={<span className="wf-m-value">{display(f, form.values[f.key])}</span>}>
          {f.label}
        </List.Item>
      ))}
    </List>
  )
}

/** One editable field; types the phone cannot edit well (rich text, sub-tables, uploads) stay read-only. */
function EditableField({ field }: { field: FormField }) {
  const rules = field.required ? [{ required: true, message: `请填写${field.label}` }] : []
  const common = { name: field.key, label: field.label, rules }
  switch (field.type) {
    case 'textarea':
      return (
        <Form.Item {...common}>
          <TextArea placeholder={field.placeholder} maxLength={field.maxLength} autoSize />
        </Form.Item>
      )
    case 'number':
    case 'money':
      return (
        <Form.Item {...common}>
          <Input type="number" inputMode="decimal" placeholder={field.placeholder} />
        </Form.Item>
      )
    case 'select':
    case 'radio':
      return (
        <Form.Item {...common}>
          <Selector options={field.options ?? []} multiple={field.multiple} />
        </Form.Item>
      )
    case 'date':
      return (
        <Form.Item {...common}>
          <Input type="date" />
        </Form.Item>
      )
    default:
      return (
        <Form.Item {...common}>
          <Input placeholder={field.placeholder} maxLength={field.maxLength} />
        </Form.Item>
      )
  }
}

const EDITABLE = new Set(['input', 'textarea', 'number', 'money', 'select', 'radio', 'date'])

/** The task's own form: its editable fields; `disabled` ones and the types above show as values. */
export function TaskForm({ form, instance }: { form: FlowFormData; instance: ReturnType<typeof Form.useForm>[0] }) {
  const editable = form.schema.fields.filter((f) => !f.disabled && EDITABLE.has(f.type))
  const fixed: FlowFormData = {
    ...form,
    schema: { ...form.schema, fields: form.schema.fields.filter((f) => !editable.includes(f)) },
  }
  return (
    <>
      {fixed.schema.fields.length > 0 && <ReadOnlyForm form={fixed} />}
      <Form form={instance} initialValues={form.values} layout="vertical" data-testid="task-form">
        <Form.Header>{form.formName ?? '审批表单'}</Form.Header>
        {editable.map((f) => (
          <EditableField key={f.key} field={f} />
        ))}
      </Form>
    </>
  )
}
