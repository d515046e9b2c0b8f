// The form builder's model: a FormSchema edited by pure steps (add from the palette, move, update, remove), so the
// canvas, the property panel and the tests share one truth. Field keys are process variable names.
import {
  checkFormSchema,
  FORM_RULE_NAMES,
  type FormField,
  type FormFieldType,
  type FormRuleName,
  type FormSchema,
} from '@wp/contract'

export interface PaletteItem {
  type: FormFieldType
  label: string
}

/** The palette, in the order it is shown. */
export const PALETTE: readonly PaletteItem[] = [
  { type: 'input', label: '单行文本' },
  { type: 'textarea', label: '多行文本' },
  { type: 'number', label: '数字' },
  { type: 'money', label: '金额' },
  { type: 'select', label: '下拉选择' },
  { type: 'radio', label: '单选框组' },
  { type: 'date', label: '日期' },
  { type: 'daterange', label: '日期范围' },
  { type: 'user', label: '人员选择' },
  { type: 'dept', label: '部门选择' },
  { type: 'upload', label: '附件上传' },
  { type: 'richtext', label: '富文本' },
  { type: 'subtable', label: '子表' },
]

/** The kit's named rules a field may carry, with what the property panel calls them. */
export const RULE_LABELS: Record<FormRuleName, string> = {
  email: '邮箱',
  phone: '手机号',
  contact: '电话号码',
  tel: '座机号',
  postCode: '邮编',
  IDcode: '身份证号',
  url: 'URL',
  input: '无中文与特殊字符',
  money: '金额',
  numeric: '数字',
}
export const RULE_CHOICES = FORM_RULE_NAMES.map((r) => ({ value: r, label: RULE_LABELS[r] }))

export const emptySchema = (): FormSchema => ({ version: 1, labelWidth: 100, fields: [] })

/** A key not used yet in `fields`: the type's name plus the first free number (days → number1). */
export function freeKey(type: FormFieldType, fields: readonly FormField[]): string {
  const used = new Set(fields.map((f) => f.key))
  for (let n = 1; ; n++) if (!used.has(`${type}${n}`)) return `${type}${n}`
}

/** A new field of a palette type with sensible defaults (options for choices, a column for a sub-table). */
export function newField(type: FormFieldType, fields: readonly FormField[]): FormField {
  const label = PALETTE.find((p) => p.type === type)?.label ?? type
  const field: FormField = { type, key: freeKey(type, fields), label, span: 24 }
  if (type === 'select' || type === 'radio')
    field.options = [
      { label: '选项一', value: '1' },
      { label: '选项二', value: '2' },
    ]
  if (type === 'subtable') field.columns = [{ type: 'input', key: 'input1', label: '名称' }]
  if (type === 'upload') field.maxCount = 5
  return field
}

const clampIndex = (i: number, length: number) => Math.max(0, Math.min(length, i))

/** Adds a field of `type` at `index` (default: the end); answers the schema and the new key. */
export function addField(schema: FormSchema, type: FormFieldType, index = schema.fields.length) {
  const field = newField(type, schema.fields)
  const fields = [...schema.fields]
  fields.splice(clampIndex(index, fields.length), 0, field)
  return { schema: { ...schema, fields }, key: field.key }
}

/** Moves the field `key` to the position of `overKey` (the sortable canvas's drop). */
export function moveField(schema: FormSchema, key: string, overKey: string): FormSchema {
  const from = schema.fields.findIndex((f) => f.key === key)
  const to = schema.fields.findIndex((f) => f.key === overKey)
  if (from < 0 || to < 0 || from === to) return schema
  const fields = [...schema.fields]
  const [moved] = fields.splice(from, 1)
  fields.splice(to, 0, moved)
  return { ...schema, fields }
}

export function removeField(schema: FormSchema, key: string): FormSchema {
  return { ...schema, fields: schema.fields.filter((f) => f.key !== key) }
}

/** A copy of the field right after it, with a fresh key. */
export function copyField(schema: FormSchema, key: string): FormSchema {
  const i = schema.fields.findIndex((f) => f.key === key)
  if (i < 0) return schema
  const copy = { ...structuredClone(schema.fields[i]), key: freeKey(schema.fields[i].type, schema.fields) }
  const fields = [...schema.fields]
  fields.splice(i + 1, 0, copy)
  return { ...schema, fields }
}

/** Changes a field's properties (its key too); undefined values are dropped so the JSON stays lean. */
export function updateField(schema: FormSchema, key: string, patch: Partial<FormField>): FormSchema {
  return {
    ...schema,
    fields: schema.fields.map((f) => {
      if (f.key !== key) return f
      const next: Record<string, unknown> = { ...f, ...patch }
      for (const k of Object.keys(next)) if (next[k] === undefined || next[k] === '') delete next[k]
      if (f.type === 'select' || f.type === 'radio') {
        // a dictionary replaces fixed options and the other way round
        if (patch.dictType) delete next.options
        if (patch.options) delete next.dictType
      }
      return next as unknown as FormField
    }),
  }
}

/** What the builder saves: the schema as JSON text for `formContent`, or the problems that stop the save. */
export function schemaToSave(schema: FormSchema): { json: string } | { problems: string[] } {
  const problems = schema.fields.length ? checkFormSchema(schema) : ['表单中还没有字段']
  return problems.length ? { problems } : { json: JSON.stringify(schema) }
}
