// What a form field means independent of its skin: its rules, how its value travels (wire ↔ control), which fields
// are editable, and the final check with the contract's validateFormData. The desktop skin (antd, FormRenderer) uses
// it; a mobile skin (antd-mobile, the DingTalk host) can reuse it as it is.
import {
  validateFormData,
  type FlowTaskDetail,
  type FormField,
  type FormFieldError,
  type FormOption,
  type FormSchema,
  type FormUploadValue,
} from '@wp/contract'
import { getDict, useDict, validators, type Validator } from '@wp/kit'
import dayjs, { type Dayjs } from 'dayjs'

const DATE = 'YYYY-MM-DD'

/** The kit's checks by the names a schema uses (email, phone …) plus the required check. */
export function fieldChecks(field: FormField): Validator[] {
  const named = (field.rules ?? []).map((r) => validators[r]).filter((v): v is Validator => typeof v === 'function')
  return field.required ? [validators.required, ...named] : named
}

/** Which fields: true for all, or the keys of some. */
export type ReadOnlyFields = boolean | readonly string[]

/** Whether a field is shown read-only: the schema says so, the whole form is read-only, or it is an earlier field. */
export function isReadOnly(field: FormField, readOnly: ReadOnlyFields | undefined): boolean {
  if (field.disabled) return true
  if (readOnly === true) return true
  return Array.isArray(readOnly) && readOnly.includes(field.key)
}

/**
 * A task's own form: the handler fills it in while the task is open and theirs to complete (or resolve); then the
 * start form's fields it repeats stay read-only. Otherwise the whole form is read-only.
 */
export function taskFormReadOnly(
  detail: Pick<FlowTaskDetail, 'open' | 'actions'> | null | undefined,
  startForm: { schema: FormSchema } | null | undefined,
): true | string[] {
  const editable = Boolean(detail?.open && (detail.actions.complete || detail.actions.resolve))
  return editable ? (startForm?.schema.fields.map((f) => f.key) ?? []) : true
}

/** A choice field's options: its dictionary's (loaded on first use) or its own list. */
export function useFieldOptions(field: FormField): FormOption[] {
  const dict = useDict(...(field.dictType ? [field.dictType] : []))
  return field.dictType
    ? (dict[field.dictType] ?? []).map((o) => ({ value: String(o.value), label: o.label }))
    : (field.options ?? [])
}

/** A stored value as text: options by label, lists joined, files by name, a date range as 起 至 止; empty as —. */
export function fieldText(field: FormField, value: unknown, options: readonly FormOption[] = []): string {
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return '—'
  const label = (v: unknown) => options.find((o) => o.value === String(v))?.label ?? String(v)
  if (field.type === 'daterange' && Array.isArray(value)) return value.map(String).join(' 至 ')
  if (Array.isArray(value))
    return value.map((v) => (v && typeof v === 'object' && 'name' in v ? String(v.name) : label(v))).join('、')
  return label(value)
}

/** The keys the user fills in this form. */
export function editableKeys(schema: FormSchema, readOnly: ReadOnlyFields | undefined): string[] {
  return schema.fields.filter((f) => !isReadOnly(f, readOnly)).map((f) => f.key)
}

/** A sub-table's rows with every cell converted by its column (`toControl` or `toWire`). */
const eachCell = (field: FormField, rows: unknown[], convert: (column: FormField, value: unknown) => unknown) =>
  rows.map((row) =>
    Object.fromEntries(
      (field.columns ?? []).map((c) => [c.key, convert(c, (row as Record<string, unknown>)?.[c.key])]),
    ),
  )

const toDay = (v: unknown) => (typeof v === 'string' && v ? dayjs(v) : undefined)

/** A wire value (process variable) as the control holds it. */
export function toControl(field: FormField, value: unknown): unknown {
  if (value === undefined || value === null) return field.defaultValue ?? undefined
  switch (field.type) {
    case 'date':
      return toDay(value)
    case 'daterange':
      return Array.isArray(value) ? value.map(toDay) : undefined
    case 'upload':
      return Array.isArray(value) ? value.map((f) => (typeof f === 'string' ? f : (f as FormUploadValue).url)) : []
    case 'subtable':
      return Array.isArray(value) ? eachCell(field, value, toControl) : []
    default:
      return value
  }
}

const fmt = (d: unknown) => (dayjs.isDayjs(d) ? (d as Dayjs).format(DATE) : d)

/** A control's value as the process variable is sent. */
export function toWire(field: FormField, value: unknown): unknown {
  if (value === undefined || value === null || value === '') return value === '' ? null : value
  switch (field.type) {
    case 'date':
      return fmt(value)
    case 'daterange':
      return Array.isArray(value) ? value.map(fmt) : value
    case 'upload':
      return Array.isArray(value)
        ? value.map((url) => ({
            url: String(url),
            name: decodeURIComponent(String(url).split('/').pop() ?? String(url)),
          }))
        : value
    case 'subtable':
      return Array.isArray(value) ? eachCell(field, value, toWire) : value
    default:
      return value
  }
}

/** The form's stored values as the controls hold them. */
export function controlValues(schema: FormSchema, values: Record<string, unknown> | undefined) {
  return Object.fromEntries(schema.fields.map((f) => [f.key, toControl(f, values?.[f.key])]))
}

/**
 * The final check before a start or a complete: the contract's validateFormData over the editable fields, with the
 * kit's checks and the cached dictionaries. Answers the values to send or the errors by key.
 */
export function checkValues(
  schema: FormSchema,
  controls: Record<string, unknown>,
  readOnly: ReadOnlyFields | undefined,
): { values: Record<string, unknown>; errors: FormFieldError[] } {
  const only = editableKeys(schema, readOnly)
  const wire = Object.fromEntries(
    schema.fields.filter((f) => only.includes(f.key)).map((f) => [f.key, toWire(f, controls[f.key])]),
  )
  return validateFormData(schema, wire, {
    only,
    checks: validators,
    dictValues: (type) => getDict(type)?.map((o) => String(o.value)),
  })
}
