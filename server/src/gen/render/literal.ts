/** A value as TypeScript source: identifiers unquoted, strings single-quoted (prettier lays it out afterwards). */
export function lit(value: unknown): string {
  if (value === undefined) return 'undefined'
  if (value === null) return 'null'
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) return `[${value.map(lit).join(', ')}]`
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined)
    if (!entries.length) return '{}'
    return `{ ${entries.map(([k, v]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : lit(k)}: ${lit(v)}`).join(', ')} }`
  }
  throw new Error(`no literal for ${typeof value}`)
}

/** An object's entries as TypeScript source, without the braces (to write beside other entries). */
export const litEntries = (value: Record<string, unknown>) => lit(value).replace(/^\{ ?|,? ?\}$/g, '')
