import type { CleanRule, FieldMapping } from '@wp/contract'

type Row = Record<string, unknown>

/** Full-width ASCII (Ｕ＋ＦＦ０１–ＦＦ５Ｅ) and the ideographic space as their half-width forms. */
export const fullToHalf = (s: string) =>
  s.replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, ' ')

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '')

/** `a=b,c=d` pairs (value mappings). */
const pairsOf = (text: string | null | undefined) =>
  new Map(
    (text ?? '')
      .split(/[,，\n]/)
      .map((p) => p.split('='))
      .filter((p) => p.length === 2)
      .map(([k, v]) => [k.trim(), v.trim()]),
  )

/** A compiled rule list: apply it to each source row; `dropped` names the rule that dropped the row. */
export function compileCleaning(rules: readonly CleanRule[]) {
  const steps = rules.map((rule) => {
    const regex = rule.cleanType === 'regexReplace' && rule.pattern ? new RegExp(rule.pattern, 'g') : undefined
    const mapping = rule.cleanType === 'dictMap' ? pairsOf(rule.mapping) : undefined
    return { rule, regex, mapping }
  })
  return (source: Row): { row: Row; dropped?: string } => {
    const row: Row = { ...source }
    for (const { rule, regex, mapping } of steps) {
      const columns = rule.column === '*' ? Object.keys(row) : [rule.column]
      for (const col of columns) {
        const v = row[col]
        switch (rule.cleanType) {
          case 'trim':
            if (typeof v === 'string') row[col] = v.trim()
            break
          case 'upper':
            if (typeof v === 'string') row[col] = v.toUpperCase()
            break
          case 'lower':
            if (typeof v === 'string') row[col] = v.toLowerCase()
            break
          case 'fullToHalf':
            if (typeof v === 'string') row[col] = fullToHalf(v)
            break
          case 'regexReplace':
            if (typeof v === 'string' && regex) row[col] = v.replace(regex, rule.replacement ?? '')
            break
          case 'dictMap':
            if (!blank(v) && mapping?.has(String(v))) row[col] = mapping.get(String(v))
            break
          case 'default':
            if (blank(v)) row[col] = rule.replacement ?? rule.pattern ?? ''
            break
          case 'dropEmpty':
            if (blank(v)) return { row, dropped: `${col}为空，按清洗规则丢弃` }
            break
        }
      }
    }
    return { row }
  }
}

/** A source row (cleaned) as the model's attributes: each mapped field takes its column's value, dates as text. */
export function mapRow(row: Row, mappings: readonly FieldMapping[]): Row {
  const out: Row = {}
  for (const m of mappings) {
    let v = row[m.sourceColumn]
    if (v instanceof Date) v = v.toISOString().replace('T', ' ').slice(0, 19)
    else if (typeof v === 'bigint') v = String(v)
    if (v !== undefined) out[m.fieldCode] = v === '' ? null : v
  }
  return out
}

/**
 * The golden record's attributes: each field from the highest-priority source that has a value for it (ties: the
 * source written last wins), over what the record held (fields no source gives keep their value).
 */
export function mergeSources(
  base: Row,
  sources: readonly { priority: number; data: Row }[],
  fields: readonly string[],
): Row {
  const out: Row = { ...base }
  const ranked = [...sources].sort((a, b) => b.priority - a.priority)
  for (const f of fields) {
    const from = ranked.find((s) => !blank(s.data[f]))
    if (from) out[f] = from.data[f]
  }
  return out
}

/**
 * Deep equality of JSON values that ignores the order of keys (JSONB keeps its own order, not the one written); null
 * and a missing value are the same. Compares in place, building nothing (every row of a run is compared).
 */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true
  const objA = a !== null && typeof a === 'object'
  const objB = b !== null && typeof b === 'object'
  if (!objA || !objB) return !objA && !objB && JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false
    return a.every((x, i) => same(x, b[i]))
  }
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  return keys.every((k) => Object.hasOwn(b, k) && same((a as Row)[k], (b as Row)[k]))
}
