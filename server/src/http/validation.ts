import { z, type ZodError } from 'zod'

let configured = false
/** Chinese validation messages; a missing field says so plainly. */
export function configureValidation() {
  if (configured) return
  configured = true
  z.config(z.locales.zhCN())
  z.config({
    customError: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? '不能为空' : undefined),
  })
}

/** One line naming each bad field: `参数校验失败：dictName 不能为空；pageSize 数值过大…`. */
export function describeZodError(error: ZodError): string {
  const parts = error.issues.slice(0, 5).map((i) => {
    const field = i.path.map(String).join('.') || '请求体'
    return `${field} ${i.message}`
  })
  return `参数校验失败：${parts.join('；')}`
}

/** Trimmed text that treats an empty string as absent (search forms send empty fields). */
export const optionalText = (max = 100) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v),
    z.string().max(max).optional(),
  )

/** A required trimmed string with a length limit. */
export const requiredText = (max: number, min = 1) => z.string().trim().min(min).max(max)

/**
 * A required trimmed string whose absence and emptiness both say `missing` (`请填写原因`), and whose excess says
 * `tooLong` (zod's own message when not given).
 */
export const filledText = (max: number, missing: string, tooLong?: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong)

/** The family's 0/1 status flag. */
export const statusFlag = z.enum(['0', '1'])

/** A path id: digits only. */
export const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)

/** The most ids one call may name (a batch delete of selected rows). */
export const MAX_IDS_PER_CALL = 500

/** Comma-separated ids in a path (`/system/dict/type/1,2,3`). */
export const idListParam = z
  .string()
  .regex(/^\d+(,\d+)*$/, '应为以逗号分隔的数字')
  .transform((s) => [...new Set(s.split(',').map(Number))])
  .refine((ids) => ids.length <= MAX_IDS_PER_CALL, `一次最多 ${MAX_IDS_PER_CALL} 项`)
  .refine((ids) => ids.every((id) => id > 0 && id <= Number.MAX_SAFE_INTEGER), '编号超出范围')

/** Search forms and editors send `''` (or null) for a field left empty: read it as absent. */
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)

/** An optional field where an empty value means "not given". */
export const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional())

/** A field with a default when empty or missing. */
export const withDefault = <T extends z.ZodType>(schema: T, value: z.input<T>) =>
  z.preprocess(blankToUndefined, schema.default(value as never))

/** The 0/1 status filter of a search form. */
export const optionalStatus = optional(statusFlag)

/** An optional id filter (`deptId=`). */
export const optionalId = optional(idParam)

/** Required text without `<` or `>`: names and titles that pages show. */
export const plainText = (max: number, label: string) => requiredText(max).regex(/^[^<>]*$/, `${label}不能包含脚本字符`)

export const NUL_MSG = '请求参数不能包含空字符（\\u0000）'

/** Whether a parsed body, query or params value holds a NUL character anywhere (PostgreSQL text cannot). */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (depth > 8 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false
  for (const [k, v] of Object.entries(value)) if (k.includes('\u0000') || containsNul(v, depth + 1)) return true
  return false
}

/** A code field (`'0'`/`'1'`…) that some clients send as a number: the number is read as its digits. */
export const numericCode = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'number' && Number.isInteger(v) ? String(v) : v), schema)

/** The deepest nesting of objects and arrays a JSON body may have (forms and query strings stop at 3). */
export const MAX_JSON_DEPTH = 32
export const JSON_TOO_DEEP_MSG = `请求格式错误：JSON 嵌套层数过多（最多 ${MAX_JSON_DEPTH} 层）`

/** Whether JSON text nests objects and arrays deeper than `max`, read from the text before parsing it. */
export function jsonNestsDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c)
        i++ // backslash: skip the escaped character
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true
    } else if (c === 0x7d || c === 0x5d) depth--
  }
  return false
}
