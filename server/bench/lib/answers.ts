/**
 * What a bench expects of an answer besides HTTP 200: the envelope's `code` 200 and, per field, its type
 * (`array+` is a non-empty array). `{ rows: 'array+', total: 'number' }` for a page, `{ data: 'array+' }` for a list.
 */
export type FieldType = 'array' | 'array+' | 'object' | 'number' | 'string'
export type Expect = Record<string, FieldType>

const typeOf = (v: unknown): string => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v)

/** Why `text` is not the expected answer, or undefined when it is. */
export function checkAnswer(text: string, expect: Expect = {}): string | undefined {
  let body: Record<string, unknown>
  try {
    body = JSON.parse(text) as Record<string, unknown>
  } catch {
    return `not JSON: ${text.slice(0, 80)}`
  }
  if (body.code !== 200) return `code ${String(body.code)}: ${String(body.msg).slice(0, 80)}`
  for (const [field, type] of Object.entries(expect)) {
    const value = body[field]
    const actual = typeOf(value)
    if (type === 'array+' ? actual !== 'array' || (value as unknown[]).length === 0 : actual !== type)
      return `${field} is ${actual}${actual === 'array' ? ` of ${(value as unknown[]).length}` : ''}, expected ${type}`
  }
  return undefined
}
