import {
  dictTypeOf,
  fieldsIn,
  inputFields,
  isMultiple,
  type FieldDescription,
  type LedgerImportError,
  type LedgerImportResult,
  type ResourceDescription,
} from '@wp/contract'
import type { SessionUser } from '../auth/session'
import type { AppContext } from '../context'
import { dictLabels } from '../directory'
import { ServiceError } from '../http/errors'
import type { ExcelColumn } from '../http/excel'
import { readSheet } from '../http/excel-import'
import { bodySchema } from '../http/resource'
import { sanitizeRichText } from '../http/sanitize'

export const IMPORT_MAX_ROWS = 5000
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024

/** The fields a sheet carries: those the dialog edits (what a user could type in). */
export const importFields = (r: ResourceDescription) => {
  const form = new Set(fieldsIn(r, 'form').map((f) => f.key))
  return inputFields(r).filter((f) => form.has(f.key))
}

/** The template's columns: one per field of the dialog, headed by its label (a required one marked *). */
export function templateColumns(r: ResourceDescription): ExcelColumn<Record<string, unknown>>[] {
  return importFields(r).map((f) => ({ header: headerOf(f), key: f.key, width: 18 }))
}

const headerOf = (f: FieldDescription) => (f.required ? `*${f.label}` : f.label)

/** A choice field's values by label (the fixed options' and the dictionary's): a sheet holds labels, or values. */
async function labelsOf(ctx: AppContext, f: FieldDescription): Promise<Map<string, string> | undefined> {
  const type = dictTypeOf(f)
  if (!f.options && !type) return undefined
  const byLabel = new Map<string, string>()
  for (const o of f.options ?? []) byLabel.set(o.label, o.value)
  if (type) for (const [value, label] of await dictLabels(ctx, type)) byLabel.set(label, value)
  return byLabel
}

/**
 * Reads a sheet of the template's layout: each row's cells are turned into a body (labels into values, 是 / 否 into
 * true / false) and checked by the same schema as the dialog's (`bodySchema` of the description); good rows are added
 * one by one through the derived add (uniqueness, data scope), bad rows are reported with every reason.
 */
export async function importRecords(
  ctx: AppContext,
  resource: ResourceDescription,
  user: SessionUser,
  file: Buffer,
  add: (values: Record<string, unknown>, user: SessionUser) => Promise<unknown>,
): Promise<LedgerImportResult> {
  const { header, rows } = await readSheet(file, IMPORT_MAX_ROWS)
  const fields = importFields(resource)
  const at = new Map<string, number>()
  for (const f of fields) {
    const i = header.findIndex((h) => h === headerOf(f) || h === f.label)
    if (i >= 0) at.set(f.key, i)
  }
  if (!at.size) throw new ServiceError('导入文件的表头与台账字段不符，请使用导入模板', 400)
  if (!rows.length) throw new ServiceError('导入文件没有数据', 400)
  const labels = new Map<string, Map<string, string>>()
  for (const f of fields) {
    const map = await labelsOf(ctx, f)
    if (map) labels.set(f.key, map)
  }
  const schema = bodySchema(resource, sanitizeRichText)
  const errors: LedgerImportError[] = []
  let added = 0
  for (const { line, cells } of rows) {
    const body: Record<string, unknown> = {}
    for (const f of fields) {
      const text = at.has(f.key) ? (cells[at.get(f.key)!] ?? '').trim() : ''
      if (text === '') continue
      const byLabel = labels.get(f.key)
      if (byLabel)
        body[f.key] = (isMultiple(f) ? text.split(/[,，]/) : [text])
          .map((one) => byLabel.get(one.trim()) ?? one.trim())
          .join(',')
      else if (f.type === 'boolean') body[f.key] = text === '是' ? true : text === '否' ? false : text
      else body[f.key] = text
    }
    const parsed = schema.safeParse(body)
    if (!parsed.success) {
      errors.push({ line, reasons: [...new Set(parsed.error.issues.map((i) => i.message))] })
      continue
    }
    try {
      await add(parsed.data, user)
      added++
    } catch (err) {
      if (!(err instanceof ServiceError)) throw err
      errors.push({ line, reasons: [err.message] })
    }
  }
  return { added, errors }
}
