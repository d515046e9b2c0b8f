import {
  REPORT_STATUS,
  type ReportStatus,
  type StatReport,
  type StatReportCell,
  type StatReportProgress,
  type StatReportRow,
  type StatReportSection,
  columnOf,
} from '@wp/contract'
import { sql } from 'drizzle-orm'
import type { SessionAccess } from '../../auth/session'
import type { AppContext } from '../../context'
import { lastYearPeriod, periodOfMonth, previousPeriod } from '../entry/periods'
import { visibleOrgs } from '../entry/scope'
import { queryRows } from '../sql'
import { ALL_KINDS, type Kind } from '../tables'

/** The kinds the report shows: periodic (month, half year, year) with key figures marked in their description. */
export const REPORT_KINDS = ALL_KINDS.filter(
  (k) => k.d.periodType && k.d.periodType !== 'D' && k.d.fields.some((f) => f.report),
)

export interface ReportFilter {
  /** `yyyy-MM`: the month the report is for. */
  periodKey: string
  orgIds?: number[]
  includeUnreviewed?: boolean
}

const round = (n: number | null) => (n === null ? null : Math.round(n * 100) / 100)
const pct = (a: number | null, b: number | null) =>
  a === null || b === null || b === 0 ? null : round(((a - b) / b) * 100)

type Values = Record<string, number | null>
interface Figures {
  current: Values
  previous: Values
  lastYear: Values
  ytd: Values
}

/** Sums keys over rows (null when no row has the key). */
function sum(rows: Values[], key: string): number | null {
  let total: number | null = null
  for (const r of rows) if (r[key] != null) total = (total ?? 0) + Number(r[key])
  return total
}

/** A row's cells: each key figure and each computed ratio, recomputed from the (summed) parts, never summed itself. */
function cells(k: Kind, f: Figures): Record<string, StatReportCell> {
  const out: Record<string, StatReportCell> = {}
  const value = (v: Values, key: string): number | null => {
    const c = k.d.computed?.find((x) => x.key === key)
    if (!c) return v[key] ?? null
    if ('ratio' in c) {
      const [a, b] = c.ratio.map((x) => v[x] ?? null)
      return a === null || !b ? null : (a / b) * c.scale
    }
    const [a, b] = c.difference.map((x) => v[x] ?? null)
    return a === null || b === null ? null : a - b
  }
  for (const ind of indicators(k)) {
    const current = round(value(f.current, ind.key))
    const previous = round(value(f.previous, ind.key))
    const lastYear = round(value(f.lastYear, ind.key))
    out[ind.key] = {
      current,
      previous,
      lastYear,
      ytd: round(value(f.ytd, ind.key)),
      changePct: pct(current, previous),
      yoyPct: pct(current, lastYear),
    }
  }
  return out
}

const indicators = (k: Kind) => [
  ...k.d.fields.filter((f) => f.report).map((f) => ({ key: f.key, label: f.label, unit: f.unit })),
  ...(k.d.computed ?? []).map((c) => ({ key: c.key, label: c.label, unit: c.unit })),
]

/** The columns a kind's figures need: its key figures and the parts of its computed ones. */
const neededFields = (k: Kind) => [
  ...new Set([
    ...k.d.fields.filter((f) => f.report).map((f) => f.key),
    ...(k.d.computed ?? []).flatMap((c) => ('ratio' in c ? c.ratio : c.difference)),
  ]),
]

interface Stored {
  org_id: number
  period_key: string
  report_status: ReportStatus
  [field: string]: unknown
}

async function section(
  ctx: AppContext,
  k: Kind,
  month: string,
  orgs: { orgId: number; orgName: string }[],
  statuses: string[],
): Promise<{ section: StatReportSection; progress: StatReportProgress }> {
  const type = k.d.periodType as 'M' | 'H' | 'Y'
  const period = periodOfMonth(type, month)
  const previous = previousPeriod(type, period)
  const lastYear = lastYearPeriod(period)
  const fields = neededFields(k)
  const flows = new Set(k.d.fields.filter((f) => f.flow).map((f) => f.key))
  const yearStart = `${period.slice(0, 4)}-01`
  const table = sql.identifier(k.d.table)
  const columns = sql.join(
    fields.map((f) => sql`${sql.identifier(columnOf(f))}::float8 as ${sql.identifier(f)}`),
    sql`, `,
  )
  const orgIds = orgs.map((o) => o.orgId)
  const rows = orgIds.length
    ? await queryRows<Stored>(
        ctx.db,
        sql`select org_id, period_key, report_status, ${columns} from ${table}
          where org_id = any(${`{${orgIds.join(',')}}`}::bigint[])
            and (period_key in (${period}, ${previous}, ${lastYear})
              ${type === 'M' && flows.size ? sql`or (period_key >= ${yearStart} and period_key <= ${period})` : sql``})`,
      )
    : []
  const progress: StatReportProgress = {
    kind: k.key,
    title: k.d.title,
    draft: 0,
    submitted: 0,
    approved: 0,
    returned: 0,
    missing: orgs.length,
  }
  const byOrg = new Map<number, Stored[]>()
  for (const r of rows) {
    const orgId = Number(r.org_id)
    if (r.period_key === period) {
      progress.missing--
      if (r.report_status === REPORT_STATUS.DRAFT) progress.draft++
      if (r.report_status === REPORT_STATUS.SUBMITTED) progress.submitted++
      if (r.report_status === REPORT_STATUS.APPROVED) progress.approved++
      if (r.report_status === REPORT_STATUS.RETURNED) progress.returned++
    }
    if (!statuses.includes(r.report_status)) continue
    byOrg.set(orgId, [...(byOrg.get(orgId) ?? []), r])
  }
  const figuresOf = (list: Stored[]): Figures => {
    const at = (key: string) => list.filter((r) => r.period_key === key) as unknown as Values[]
    const current = at(period)
    const ytdRows = list.filter((r) => r.period_key >= yearStart && r.period_key <= period) as unknown as Values[]
    const of = (rs: Values[]) => Object.fromEntries(fields.map((f) => [f, sum(rs, f)]))
    return {
      current: of(current),
      previous: of(at(previous)),
      lastYear: of(at(lastYear)),
      // Flows add up over the year's months; stocks and year-to-date figures are the period's own value.
      ytd: Object.fromEntries(fields.map((f) => [f, flows.has(f) && type === 'M' ? sum(ytdRows, f) : sum(current, f)])),
    }
  }
  const reportRows: StatReportRow[] = []
  for (const o of orgs) {
    const list = byOrg.get(o.orgId)
    if (!list) continue
    const own = list.find((r) => r.period_key === period)
    reportRows.push({
      orgId: o.orgId,
      orgName: o.orgName,
      reportStatus: own?.report_status ?? null,
      locked: own?.report_status === REPORT_STATUS.SUBMITTED || own?.report_status === REPORT_STATUS.APPROVED,
      values: cells(k, figuresOf(list)),
    })
  }
  const all = [...byOrg.values()].flat()
  return {
    progress,
    section: {
      kind: k.key,
      title: k.d.title,
      periodKey: period,
      previousPeriodKey: previous,
      indicators: indicators(k),
      rows: reportRows,
      total: { orgId: 0, orgName: '合计', reportStatus: null, locked: false, values: cells(k, figuresOf(all)) },
    },
  }
}

/**
 * 统计报表: the month's key figures of every periodic kind for the organisations in the caller's scope (or the ones
 * chosen among them), each with the previous period, the same period last year and the year to date; the totals'
 * rates are recomputed from the summed parts. Approved figures only unless unreviewed ones are asked for.
 */
export async function buildReport(ctx: AppContext, user: SessionAccess, filter: ReportFilter): Promise<StatReport> {
  const orgs = await visibleOrgs(ctx, user, filter.orgIds)
  const statuses = filter.includeUnreviewed
    ? [REPORT_STATUS.DRAFT, REPORT_STATUS.SUBMITTED, REPORT_STATUS.APPROVED, REPORT_STATUS.RETURNED]
    : [REPORT_STATUS.APPROVED]
  const parts = await Promise.all(REPORT_KINDS.map((k) => section(ctx, k, filter.periodKey, orgs, statuses)))
  return {
    periodKey: filter.periodKey,
    includeUnreviewed: !!filter.includeUnreviewed,
    orgCount: orgs.length,
    progress: parts.map((p) => p.progress),
    sections: parts.map((p) => p.section),
  }
}

/** The report as sheet rows: one row per section, organisation and indicator. */
export function* reportSheetRows(report: StatReport) {
  for (const s of report.sections)
    for (const row of [...s.rows, s.total])
      for (const ind of s.indicators) {
        const c = row.values[ind.key]
        yield {
          section: s.title,
          period: s.periodKey,
          orgName: row.orgName,
          indicator: ind.unit ? `${ind.label}（${ind.unit}）` : ind.label,
          current: c.current,
          previous: c.previous,
          changePct: c.changePct,
          lastYear: c.lastYear,
          yoyPct: c.yoyPct,
          ytd: c.ytd,
        }
      }
}
