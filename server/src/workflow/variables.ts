/**
 * What a caller may put into process variables: the form's fields validated against its saved schema (the
 * contract's validateFormData with the kit's named rules), plus plain values under variable names that are not
 * reserved (the approve dialog's `approval`, a countersign list). Rich text is sanitised.
 */
import { parseFormSchema, RESERVED_VARIABLES, validateFormData, type FormSchema } from '@wp/contract'
import type pg from 'pg'
// The kit's pure rule checks (no DOM, no dependencies): one implementation for the browser and the server.
import { validators } from '@wp/contract'
import type { AppContext } from '../context'
import { dictValues } from '../directory'
import { badRequest } from '../http/errors'
import { sanitizeRichText } from '../http/sanitize'
import { q } from './store'

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/
const MAX_JSON = 256 * 1024
const ALLOWED_RESERVED = new Set(['approval'])

/** A library form's schema by id (`formKey` of a node, or the deployment's start form). */
export async function formSchema(c: pg.ClientBase | pg.Pool, formId: string | number | null | undefined) {
  if (formId === null || formId === undefined || !/^\d+$/.test(String(formId))) return null
  const { rows } = await q<{ form_id: string; form_name: string; form_content: string }>(
    c,
    'wf_form_read',
    'SELECT form_id, form_name, form_content FROM wf_form WHERE form_id = $1',
    [Number(formId)],
  )
  if (!rows[0]) return null
  const schema = parseFormSchema(rows[0].form_content)
  return schema ? { formId: Number(rows[0].form_id), formName: rows[0].form_name, schema } : null
}

function plain(v: unknown, depth = 0): boolean {
  if (depth > 8) return false
  if (v === null || ['string', 'number', 'boolean'].includes(typeof v)) return true
  if (Array.isArray(v)) return v.every((x) => plain(x, depth + 1))
  if (typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype)
    return Object.entries(v as object).every(([k, x]) => NAME.test(k) && plain(x, depth + 1))
  return false
}

/**
 * Checks and keeps the submitted variables. With a schema, its fields are validated (errors become one message);
 * other names are kept when they are plain data under an unreserved variable name.
 */
export async function acceptVariables(
  ctx: AppContext,
  input: unknown,
  schema: FormSchema | null,
): Promise<Record<string, unknown>> {
  const source = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {}
  if (JSON.stringify(source).length > MAX_JSON) throw badRequest('提交的数据过大')
  const out: Record<string, unknown> = {}
  const formKeys = new Set(schema?.fields.map((f) => f.key) ?? [])
  for (const [k, v] of Object.entries(source)) {
    if (formKeys.has(k) || k === 'formJson') continue
    if (!NAME.test(k)) throw badRequest(`变量名「${k.slice(0, 40)}」无效`)
    if ((RESERVED_VARIABLES as readonly string[]).includes(k) && !ALLOWED_RESERVED.has(k))
      throw badRequest(`变量名「${k}」是流程保留变量，不能提交`)
    if (!plain(v)) throw badRequest(`变量「${k}」的值无效`)
    out[k] = v
  }
  if (schema) {
    const types = schema.fields.flatMap((f) => [f.dictType, ...(f.columns ?? []).map((x) => x.dictType)])
    const dicts = await dictValues(ctx, [...new Set(types.filter((t): t is string => !!t))])
    const result = validateFormData(schema, source, { checks: validators, dictValues: (t) => dicts.get(t) })
    if (result.errors.length)
      throw badRequest(
        result.errors
          .slice(0, 3)
          .map((e) => e.message)
          .join('；'),
      )
    for (const f of schema.fields)
      if (f.type === 'richtext' && typeof result.values[f.key] === 'string')
        result.values[f.key] = sanitizeRichText(result.values[f.key] as string)
    Object.assign(out, result.values)
  }
  return out
}
