import {
  dictTypeOf,
  importFields,
  isMultiple,
  sheetOf,
  type FieldDescription,
  type ImportResult,
  type ImportRowError,
  type ResourceDescription,
} from '@wp/contract'
import type { FastifyRequest } from 'fastify'
import type { z, ZodType } from 'zod'
import type { SessionUser } from '../../auth/session'
import type { AppContext } from '../../context'
import { dictLabels } from '../../directory'
import { okWith } from '../envelope'
import { ServiceError } from '../errors'
import { sendExcel, type ExcelColumn } from '../excel'
import { readSheet } from '../excel-import'
import { BusinessType } from '../oplog'
import type { Router } from '../route'
import { sanitizeRichText } from '../sanitize'
import { bodySchema } from './schema'

/**
 * 导入 drawn from a description: a template workbook of the dialog's fields, and an upload of a filled one whose
 * rows are checked by the same rules as the dialog's and added one by one through the resource's own add.
 */

export const IMPORT_MAX_ROWS = 5000
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024

/** Every .xlsx is a zip: its first bytes are a zip's local file header (`PK\x03\x04`). */
const XLSX_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04])
const NOT_XLSX = '导入文件不是有效的 Excel（.xlsx）文件'
const TOO_LARGE = `导入文件不能超过 ${IMPORT_MAX_BYTES / 1024 / 1024} MB`

/** The template's columns: one per field of the dialog, headed by its label (a required one marked *). */
export function templateColumns(r: ResourceDescription): ExcelColumn<Record<string, unknown>>[] {
  return importFields(r).map((f) => ({ header: headerOf(f), key: f.key, width: 18 }))
}

const headerOf = (f: FieldDescription) => (f.required ? `*${f.label}` : f.label)

/**
 * The uploaded workbook (multipart field `file`), judged by its content and size, never by its name or the type the
 * client claims: at most `IMPORT_MAX_BYTES`, starting as every .xlsx does.
 */
export async function uploadedWorkbook(raw: FastifyRequest): Promise<Buffer> {
  const part = raw.isMultipart() ? await raw.file({ limits: { fileSize: IMPORT_MAX_BYTES } }) : undefined
  if (!part || part.fieldname !== 'file') throw new ServiceError('请通过字段 file 上传 .xlsx 文件', 400)
  let bytes: Buffer
  try {
    bytes = await part.toBuffer()
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ServiceError(TOO_LARGE, 413)
    throw err
  }
  if (part.file.truncated) throw new ServiceError(TOO_LARGE, 413)
  if (bytes.length < XLSX_MAGIC.length || !bytes.subarray(0, XLSX_MAGIC.length).equals(XLSX_MAGIC))
    throw new ServiceError(NOT_XLSX, 400)
  return bytes
}

/** A choice field's values by label (the fixed options' and the dictionary's): a sheet holds labels, or values. */
async function labelsOf(ctx: AppContext, f: FieldDescription): Promise<Map<string, string> | undefined> {
  const type = dictTypeOf(f)
  if (!f.options && !type) return undefined
  const byLabel = new Map<string, string>()
  for (const o of f.options ?? []) byLabel.set(o.label, o.value)
  if (type) for (const [value, label] of await dictLabels(ctx, type)) byLabel.set(label, value)
  return byLabel
}

/** A row's cells as a body: labels into values, 是 / 否 into true / false, blank cells left out. */
function bodyOf(
  fields: readonly FieldDescription[],
  at: ReadonlyMap<string, number>,
  labels: ReadonlyMap<string, Map<string, string>>,
  cells: readonly string[],
): Record<string, unknown> {
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
  return body
}

/**
 * Reads a sheet of the template's layout: each row's cells are turned into a body and checked by the same schema as
 * the dialog's (`bodySchema` of the description); good rows are added one by one through `add` (the derived add:
 * uniqueness, data scope, the binding's checks), bad rows are reported with every reason.
 */
export async function importRecords(
  ctx: AppContext,
  resource: ResourceDescription,
  user: SessionUser,
  file: Buffer,
  add: (values: Record<string, unknown>, user: SessionUser) => Promise<unknown>,
): Promise<ImportResult> {
  const { header, rows } = await readSheet(file, IMPORT_MAX_ROWS)
  const fields = importFields(resource)
  const at = new Map<string, number>()
  for (const f of fields) {
    const i = header.findIndex((h) => h === headerOf(f) || h === f.label)
    if (i >= 0) at.set(f.key, i)
  }
  if (!at.size) throw new ServiceError(`导入文件的表头与${resource.noun}字段不符，请使用导入模板`, 400)
  if (!rows.length) throw new ServiceError('导入文件没有数据', 400)
  const labels = new Map<string, Map<string, string>>()
  for (const f of fields) {
    const map = await labelsOf(ctx, f)
    if (map) labels.set(f.key, map)
  }
  const schema = bodySchema(resource, sanitizeRichText)
  const errors: ImportRowError[] = []
  let added = 0
  for (const { line, cells } of rows) {
    const parsed = schema.safeParse(bodyOf(fields, at, labels, cells))
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

/** The answer's message: how many were added, and the first bad rows with their reasons. */
export function importMessage(result: ImportResult): string {
  if (!result.errors.length) return `导入成功，共 ${result.added} 条`
  const lines = result.errors.slice(0, 20).map((e) => `第${e.line}行：${e.reasons.join('；')}`)
  return `导入 ${result.added} 条，${result.errors.length} 行有误：${lines.join('；')}`
}

type Permission = `${string}:${string}`

/** What the import routes need of the resource a request names. */
export interface ImportTarget {
  resource: ResourceDescription
  /** the resource's derived add (validation is redone there, with uniqueness, data scope and the binding's checks) */
  add(values: Record<string, unknown>, user: SessionUser): Promise<unknown>
}

export interface ImportRoutes<P extends ZodType> {
  /** the resource's API path (`/test/inspection`, a ledger's `/ledger/data/:code`) */
  path: string
  /** the import permission (of a ledger: with `{code}` filled from the path) */
  access: Permission
  /** the operation log's title of an import */
  title: string
  /** what one row is called, for the API document */
  noun: string
  /** the path's parameters, when the path names the resource */
  params?: P
  /** the resource the request names (a ledger's is read per request) */
  target(params: z.output<P>): Promise<ImportTarget> | ImportTarget
}

/**
 * `POST path/importTemplate` (the template: the dialog's fields, * for required ones) and `POST path/importData`
 * (multipart field `file`: an .xlsx of at most 5 MB and 5000 rows; answers `{ added, errors }` with every bad row's
 * reasons), both behind the import permission; the import is logged.
 */
export function importRoutes<P extends ZodType = ZodType<undefined>>(r: Router, spec: ImportRoutes<P>) {
  const { path, access, title, noun, params } = spec
  r.post<Permission, ZodType<undefined>, ZodType<undefined>, P>(`${path}/importTemplate`, {
    access,
    summary: `${noun}导入模板（对话框中的字段，* 为必填）`,
    params,
    handler: async ({ params: given, reply }) => {
      const { resource } = await spec.target(given)
      return sendExcel(reply, `${sheetOf(resource)}导入模板`, sheetOf(resource), templateColumns(resource), [])
    },
  })
  r.post<Permission, ZodType<undefined>, ZodType<undefined>, P>(`${path}/importData`, {
    access,
    summary: `导入${noun}（multipart 字段 file，.xlsx，至多 ${IMPORT_MAX_ROWS} 行、5 MB；返回每个错误行及其全部原因）`,
    params,
    bodyLimit: IMPORT_MAX_BYTES + 64 * 1024,
    log: { title, type: BusinessType.IMPORT },
    handler: async ({ params: given, raw, user }) => {
      const { resource, add } = await spec.target(given)
      const result = await importRecords(r.ctx, resource, user, await uploadedWorkbook(raw), add)
      return okWith({ data: result }, importMessage(result))
    },
  })
}
