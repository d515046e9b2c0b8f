import { STAT_KINDS, statEndpoints, type StatCheck, type StatField, type StatKindDescription } from '@wp/contract'
import type { DemoClient, DemoStep } from '../platform/demo'
import { sampleValue } from './samples'

// Two years of figures for every statistics kind, for each company of the demo organisation, entered, submitted and
// approved through the API as a person would: monthly kinds month by month with a gentle upward trend and seasons,
// half-yearly and yearly kinds per period, registers a few rows each. Generated from each kind's description (its
// fields and checks), seeded by name, so the same figures come every time and a new kind gets figures too.

/** A number in [0, 1) that depends only on `key`: the same figures every run. */
function unit(key: string): number {
  let h = 2166136261
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619)
  h = Math.imul(h ^ (h >>> 15), 2246822507)
  h = Math.imul(h ^ (h >>> 13), 3266489909)
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296
}

/** The periods of the last two years, oldest first, ending with the current one. */
export function demoPeriods(type: 'D' | 'M' | 'H' | 'Y', today = new Date()): string[] {
  const y = today.getFullYear()
  const m = today.getMonth() // 0-based
  const pad = (n: number) => String(n).padStart(2, '0')
  if (type === 'Y') return [String(y - 1), String(y)]
  if (type === 'H') {
    const half = m < 6 ? 1 : 2
    const out: string[] = []
    for (let i = 3; i >= 0; i--) {
      const n = y * 2 + (half - 1) - i
      out.push(`${Math.floor(n / 2)}-H${(n % 2) + 1}`)
    }
    return out
  }
  if (type === 'M') {
    const out: string[] = []
    for (let i = 23; i >= 0; i--) {
      const d = new Date(y, m - i, 1)
      out.push(`${d.getFullYear()}-${pad(d.getMonth() + 1)}`)
    }
    return out
  }
  const out: string[] = []
  for (let i = 9; i >= 0; i--) {
    const d = new Date(y, m, today.getDate() - i)
    out.push(`${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`)
  }
  return out
}

const NUMERIC = new Set(['money', 'number', 'integer', 'percent'])

/** A plausible value of a numeric field: a company-sized base, a trend over the periods, months adding up. */
function figure(f: StatField, org: string, period: string, index: number, count: number): number {
  const base = f.unit === '%' || f.type === 'percent' ? 60 + 35 * unit(org + f.key) : 20 + 480 * unit(org + f.key)
  const trend = 1 + (0.25 * index) / Math.max(count - 1, 1)
  const season = 0.9 + 0.2 * unit(org + f.key + period)
  const month = /-(\d{2})$/.exec(period)
  const cumulative = /ytd|Ytd/.test(f.key) && month ? Number(month[1]) : 1
  const annual = /annual|Annual/.test(f.key) ? 12 : 1
  let v = base * trend * season * cumulative * annual
  if (f.type === 'percent' || f.unit === '%') v = Math.min(v, 100)
  if (f.max !== undefined) v = Math.min(v, f.max)
  if (f.min !== undefined) v = Math.max(v, f.min)
  const places = f.type === 'integer' || f.type === 'number' ? (f.precision ?? 0) : (f.precision ?? 2)
  return Number(v.toFixed(places))
}

/** Makes the figures pass the kind's checks: totals first (a total that is no part), then the parts below. */
function satisfy(row: Record<string, unknown>, checks: readonly StatCheck[], fields: readonly StatField[]) {
  const sums = checks.filter(
    (c): c is Extract<StatCheck, { parts: readonly string[] }> => c.rule === 'sumAtMost' || c.rule === 'sumEquals',
  )
  const isPart = (key: string) => sums.some((c) => c.parts.includes(key))
  const ordered = [...sums].sort((a, b) => Number(isPart(a.total)) - Number(isPart(b.total)))
  const places = (key: string) => (fields.find((f) => f.key === key)?.type === 'integer' ? 0 : 2)
  for (const c of ordered) {
    const total = Number(row[c.total] ?? 0)
    const parts = c.parts.map((p) => Number(row[p] ?? 0))
    const sum = parts.reduce((a, b) => a + b, 0)
    if (c.rule === 'sumAtMost' && sum <= total) continue
    // share the total out in the parts' proportions (at most: 90 % of it), the last part taking what rounding left
    const share = c.rule === 'sumEquals' ? total : total * 0.9
    let left = share
    c.parts.forEach((p, i) => {
      const last = i === c.parts.length - 1
      const v = last
        ? Math.max(0, left)
        : Number(((share * (sum ? parts[i] / sum : 1 / parts.length)) as number).toFixed(places(p)))
      const rounded = Number(Math.max(0, Math.min(v, left)).toFixed(places(p)))
      row[p] = rounded
      left = Number((left - rounded).toFixed(2))
    })
  }
}

const FILLERS: Record<string, string> = {
  fillPerson: '孙丽',
  fillPhone: '13900000007',
  unitLeader: '张伟',
  progressNote: '各项目按年度计划推进，重点项目进度符合预期。',
}

/** A complete row of `kind` for a company and a period (or register row number `n`). */
export function demoRow(d: StatKindDescription, orgId: number, org: string, period: string | null, n: number) {
  const periods = d.periodType ? demoPeriods(d.periodType) : []
  const index = period ? periods.indexOf(period) : n
  const row: Record<string, unknown> = { orgId }
  if (period) row.periodKey = period
  for (const f of d.fields) {
    if (NUMERIC.has(f.type)) row[f.key] = figure(f, org, period ?? String(n), index, Math.max(periods.length, 3))
    else if (f.key in FILLERS) row[f.key] = FILLERS[f.key]
    else row[f.key] = sampleValue(f, orgId * 100 + n)
  }
  satisfy(row, d.checks ?? [], d.fields)
  return row
}

interface Org {
  id: number
  label: string
  children?: Org[]
}

/** Saves (and submits) what is missing of one kind for one company, returns the ids to approve. */
async function fillKind(client: DemoClient, d: StatKindDescription, org: Org): Promise<number[]> {
  const e = statEndpoints(d.kind as never)
  const { rows } = await client.list<{ id: number; periodKey?: string; reportStatus?: string }>(e.list, {
    orgId: org.id,
    pageSize: 500,
  })
  const have = new Set(rows.map((r) => r.periodKey ?? ''))
  const todo = d.periodType
    ? demoPeriods(d.periodType)
        .filter((p) => !have.has(p))
        .map((p, i) => [p, i] as const)
    : rows.length >= 3
      ? []
      : [0, 1, 2].slice(rows.length).map((i) => [null, i] as const)
  const ids: number[] = []
  for (const [period, n] of todo) {
    const saved = await client.post<{ id: number }>(e.save, {
      ...demoRow(d, org.id, org.label, period, n),
      submit: true,
    })
    ids.push(saved.id)
  }
  return ids
}

const step: DemoStep = {
  title: '统计填报：两年的各类数据（已审核）',
  order: 20,
  async run(client) {
    const tree = await client.get<Org[]>('/system/user/deptTree')
    const companies = tree[0]?.children ?? []
    let saved = 0
    const refused: string[] = []
    for (const d of STAT_KINDS as readonly StatKindDescription[]) {
      const ids: number[] = []
      for (const org of companies) {
        try {
          ids.push(...(await fillKind(client, d, org)))
        } catch (err) {
          refused.push(`${d.title}/${org.label}：${err instanceof Error ? err.message : String(err)}`)
        }
      }
      if (ids.length) await client.post(statEndpoints(d.kind as never).approve, { ids })
      saved += ids.length
    }
    client.log(`  统计数据：新填报并审核 ${saved} 条，覆盖 ${companies.length} 家单位`)
    if (refused.length) client.log(`  未能填报：\n    ${refused.join('\n    ')}`)
  },
}
export default step
