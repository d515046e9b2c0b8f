import type { FlowFormData, FormField, FormFieldType } from '@wp/contract'
import Form from 'antd-mobile/es/components/form'
import Input from 'antd-mobile/es/components/input'
import List from 'antd-mobile/es/components/list'
import Selector from 'antd-mobile/es/components/selector'
import TextArea from 'antd-mobile/es/components/text-area'
import { useCallback, useMemo } from 'react'
import {
  checkValues,
  controlValues,
  fieldChecks,
  fieldText,
  isReadOnly,
  toControl,
  useFieldOptions,
  type ReadOnlyFields,
} from '../form/renderer/fieldModel'

// The mobile skin of the form library on the desktop's field model (form/renderer/fieldModel.ts): the same decision
// which fields are read-only, the same value text and options, the same rules and final check (the contract's
// validateFormData, which the server runs too), so the two skins cannot drift apart.

type MobileFormInstance = ReturnType<typeof Form.useForm>[0]

/** The types the phone edits; the others (users, departments, files, rich text, date ranges, sub-tables) show values. */
const PHONE_EDITABLE = new Set<FormFieldType>(['input', 'textarea', 'number', 'money', 'select', 'radio', 'date'])

/** Whether the phone offers a control for the field: the desktop would, and the phone has one for its type. */
const editsOnPhone = (field: FormField, readOnly: ReadOnlyFields | undefined) =>
  !isReadOnly(field, readOnly) && PHONE_EDITABLE.has(field.type)

/** The desktop's checks of a field (required, the schema's named rules) as antd-mobile form rules. */
const rulesOf = (field: FormField) =>
  fieldChecks(field).map((check) => ({
    validator: (_: unknown, value: unknown) => {
      const message = check(value)
      return message === null ? Promise.resolve() : Promise.reject(new Error(message))
    },
  }))

/** A stored value as a phone control holds it: dates stay `yyyy-MM-dd` text (a native date input). */
const phoneValue = (field: FormField, value: unknown) =>
  field.type === 'date' ? (value ?? field.defaultValue ?? undefined) : toControl(field, value)

function ValueRow({ field, value }: { field: FormField; value: unknown }) {
  const options = useFieldOptions(field)
  return (
    <List.Item
      extra={<span className="wf-m-value">{fieldText(field, value, options)}</span>}
      data-testid={`m-field-${field.key}`}
      data-readonly
    >
      {field.label}
    </List.Item>
  )
}

/** What a control receives from its Form.Item. */
interface ControlProps {
  field: FormField
  value?: unknown
  onChange?: (value: unknown) => void
}

function ChoiceSelector({ field, value, onChange }: ControlProps) {
  const options = useFieldOptions(field)
  const multiple = field.type === 'select' && field.multiple
  // Selector always holds a list; a single choice travels as one value, as on the desktop.
  const held = Array.isArray(value) ? value.map(String) : value === undefined || value === null ? [] : [String(value)]
  return (
    <Selector
      options={options}
      multiple={multiple}
      value={held}
      onChange={(picked) => onChange?.(multiple ? picked : picked[0])}
    />
  )
}

/** The phone's control of a field type, holding the Form.Item's value. */
function Control(props: ControlProps) {
  const { field, onChange } = props
  const text = { value: props.value === undefined || props.value === null ? '' : String(props.value), onChange }
  switch (field.type) {
    case 'textarea':
      return <TextArea {...text} placeholder={field.placeholder} maxLength={field.maxLength} autoSize />
    case 'number':
    case 'money':
      return <Input {...text} type="number" inputMode="decimal" placeholder={field.placeholder} />
    case 'select':
    case 'radio':
      return <ChoiceSelector {...props} />
    case 'date':
      return <Input {...text} type="date" />
    default:
      return <Input {...text} placeholder={field.placeholder} maxLength={field.maxLength} />
  }
}

/** Fields as read-only label/value rows (sub-tables left out: the phone has no room for them). */
function ValueList({
  fields,
  values,
  header,
}: {
  fields: readonly FormField[]
  values: FlowFormData['values']
  header: string
}) {
  return (
    <List header={header} data-testid="task-form-readonly">
      {fields
        .filter((f) => f.type !== 'subtable')
        .map((f) => (
          <ValueRow key={f.key} field={f} value={values[f.key]} />
        ))}
    </List>
  )
}

/** Earlier fields, read-only label/value rows. */
export function ReadOnlyForm({ form, title }: { form: FlowFormData; title?: string }) {
  return <ValueList fields={form.schema.fields} values={form.values} header={title ?? form.formName ?? '表单信息'} />
}

/**
 * A form the user fills in (a start form, a task's own form): the fields the desktop would make read-only (`readOnly`
 * as for the desktop's FormRenderer, e.g. `taskFormReadOnly`) and the types the phone cannot edit show as values.
 */
export function TaskForm(props: { form: FlowFormData; instance: MobileFormInstance; readOnly?: ReadOnlyFields }) {
  const { form, instance, readOnly } = props
  const editable = useMemo(() => form.schema.fields.filter((f) => editsOnPhone(f, readOnly)), [form, readOnly])
  const shown = form.schema.fields.filter((f) => !editable.includes(f) && f.type !== 'subtable')
  const initial = useMemo(
    () => Object.fromEntries(editable.map((f) => [f.key, phoneValue(f, form.values[f.key])])),
    [editable, form],
  )
  return (
    <>
      {shown.length > 0 && <ValueList fields={shown} values={form.values} header="表单信息" />}
      {editable.length > 0 && (
        <Form form={instance} initialValues={initial} layout="vertical" data-testid="task-form">
          <Form.Header>{form.formName ?? '审批表单'}</Form.Header>
          {editable.map((f) => (
            <Form.Item
              key={f.key}
              name={f.key}
              label={f.label}
              required={f.required}
              rules={rulesOf(f)}
              data-testid={`m-field-${f.key}`}
            >
              <Control field={f} />
            </Form.Item>
          ))}
        </Form>
      )}
    </>
  )
}

/**
 * The instance of a TaskForm and its check: the field rules, then the contract's validateFormData over what the
 * desktop would let the user fill in (fields the phone only shows keep their stored values). Resolves the values to
 * send; rejects with the first reason after marking the fields.
 */
export function useMobileForm(form: FlowFormData | null | undefined, readOnly?: ReadOnlyFields) {
  const [instance] = Form.useForm()
  const validate = useCallback(async (): Promise<Record<string, unknown>> => {
    if (!form) return {}
    await instance.validateFields().catch(() => {
      throw new Error('请检查表单')
    })
    const controls = { ...controlValues(form.schema, form.values), ...instance.getFieldsValue(true) }
    const { values, errors } = checkValues(form.schema, controls, readOnly)
    if (errors.length === 0) return values
    const onPhone = new Set(form.schema.fields.filter((f) => editsOnPhone(f, readOnly)).map((f) => f.key))
    instance.setFields(errors.filter((e) => onPhone.has(e.key)).map((e) => ({ name: e.key, errors: [e.message] })))
    throw new Error(errors[0].message)
  }, [form, instance, readOnly])
  return { instance, validate }
}
