import { FIELD_TYPES, type FieldDescription, type FieldType, type LedgerDraft } from '@wp/contract'

/** The Chinese names of the field types offered in the editor. */
export const TYPE_LABELS: Record<Exclude<FieldType, 'password'>, string> = {
  text: '单行文本',
  textarea: '多行文本',
  richText: '富文本',
  integer: '整数',
  number: '小数',
  money: '金额（万元）',
  percent: '百分比',
  date: '日期',
  datetime: '日期时间',
  dict: '选项（字典或固定选项）',
  status: '状态（正常/停用）',
  boolean: '是否',
  dept: '部门',
  user: '用户',
  image: '图片',
  file: '附件',
}
export const TYPE_OPTIONS = FIELD_TYPES.filter((t) => t !== 'password').map((t) => ({
  value: t,
  label: TYPE_LABELS[t],
}))

/** One row of the editor's field table: the common parts of a field; the rest of the field is kept as it was. */
export interface FieldRow {
  key: string
  label: string
  type: FieldType
  required?: boolean
  dictType?: string
  /** fixed choices as `value:label` pairs, comma-separated */
  options?: string
  maxLength?: number
  list?: boolean
  search?: boolean
  form?: boolean
  export?: boolean
  sortable?: boolean
  /** the field as stored, for what the table does not show (patterns, rules, roles' details) */
  original?: FieldDescription
}

/** What the editor edits: the draft's names and its fields as rows. */
export interface DraftForm {
  code: string
  title: string
  noun?: string
  fields: FieldRow[]
}

const optionsText = (f: FieldDescription) => f.options?.map((o) => `${o.value}:${o.label}`).join(',')

export function formOf(draft: LedgerDraft | undefined): DraftForm {
  if (!draft)
    return {
      code: '',
      title: '',
      fields: [
        {
          key: 'name',
          label: '名称',
          type: 'text',
          required: true,
          list: true,
          search: true,
          form: true,
          export: true,
        },
      ],
    }
  const sortable = new Set(draft.sort?.fields ?? [])
  return {
    code: draft.code,
    title: draft.title,
    noun: draft.noun,
    fields: draft.fields.map((f) => ({
      key: f.key,
      label: f.label,
      type: f.type,
      required: !!f.required,
      dictType: f.dictType,
      options: optionsText(f),
      maxLength: f.maxLength,
      list: !!f.list,
      search: !!f.search,
      form: !!f.form,
      export: !!f.export,
      sortable: sortable.has(f.key),
      original: f,
    })),
  }
}

/** A role as the table sets it: kept as it was when still on (its details), `true` when newly on, absent when off. */
const role = <T>(on: boolean | undefined, was: T | undefined): T | true | undefined => (on ? (was ?? true) : undefined)

/** The draft the editor's values describe, keeping each field's other properties and the draft's other parts. */
export function draftOf(form: DraftForm, before?: LedgerDraft): LedgerDraft {
  const fields = form.fields.map((row): FieldDescription => {
    const was = row.original && row.original.type === row.type ? row.original : undefined
    const options = row.options
      ?.split(/[,，]/)
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => {
        const [value, ...label] = pair.split(/[:：]/)
        return { value: value.trim(), label: (label.join(':') || value).trim() }
      })
    const field: Record<string, unknown> = {
      ...(was ?? {}),
      key: row.key,
      label: row.label,
      type: row.type,
      required: row.required || undefined,
      dictType: row.dictType || undefined,
      options: options?.length ? options : undefined,
      maxLength: row.maxLength || undefined,
      list:
        row.list && row.sortable
          ? { ...(typeof was?.list === 'object' ? was.list : {}), sorter: true }
          : role(row.list, was?.list),
      search: role(row.search, was?.search),
      form: role(row.form, was?.form),
      export: role(row.export, was?.export),
    }
    for (const k of Object.keys(field)) if (field[k] === undefined) delete field[k]
    return field as unknown as FieldDescription
  })
  const sortFields = form.fields.filter((f) => f.sortable).map((f) => f.key)
  const draft: Record<string, unknown> = {
    ...(before ?? {}),
    code: form.code,
    title: form.title,
    noun: form.noun || undefined,
    fields,
    sort: { ...(before?.sort ?? {}), fields: ['recordId', ...sortFields] },
  }
  for (const k of Object.keys(draft)) if (draft[k] === undefined) delete draft[k]
  return draft as unknown as LedgerDraft
}
