import { STAT_DICTIONARIES, type StatField, type StatKindDescription, type StatPeriodType } from '@wp/contract'

// A valid row of any kind from its description, for tests, the security table and the benchmark (never production).

const FIRST_VALUE: Record<string, string> = { sys_yes_no: 'Y', sys_user_sex: '0' }
for (const d of STAT_DICTIONARIES) FIRST_VALUE[d.type] = d.items[0][0]

/** A valid value of a field; `n` makes texts (business keys) unique. */
export function sampleValue(f: StatField, n: number): string | number {
  switch (f.type) {
    case 'money':
    case 'number':
    case 'percent':
    case 'integer':
      return Math.max(f.min ?? 0, 0)
    case 'date':
      return '2024-03-15'
    case 'dict':
      return FIRST_VALUE[f.dictType!]
    case 'text':
      if (f.masked === 'idCard') return '110101199001011234'
      if (f.masked === 'phone') return '13800000000'
      return `样例${n}`.slice(0, f.maxLength ?? 200)
  }
}

/** A distinct period of the type for each `n` (years 1950–2099). */
export function samplePeriod(type: StatPeriodType, n: number): string {
  const year = 1950 + (n % 150)
  const month = String(1 + (Math.floor(n / 150) % 12)).padStart(2, '0')
  return {
    D: `${year}-${month}-01`,
    M: `${year}-${month}`,
    H: `${year}-H${1 + (Math.floor(n / 150) % 2)}`,
    Y: String(year),
  }[type]
}

/** Every field filled (zeros satisfy every sum), the organisation and, for periodic kinds, a period unique to `n`. */
export function sampleRow(d: StatKindDescription, n: number, orgId = 103): Record<string, unknown> {
  const row: Record<string, unknown> = { orgId }
  if (d.periodType) row.periodKey = samplePeriod(d.periodType, n)
  for (const f of d.fields) row[f.key] = sampleValue(f, n)
  return row
}
