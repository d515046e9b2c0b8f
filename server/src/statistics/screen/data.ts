import {
  ALERT_STATUS,
  EVENT_STATUS,
  PLATFORM_STATUS,
  REPORT_STATUS,
  type Bigscreen6Data,
  type Bigscreen7Data,
  type ScreenAlert,
  type ScreenEquityNode,
  type ScreenNamedValue,
  type StatFileRow,
} from '@wp/contract'
import { sql, type SQL } from 'drizzle-orm'
import type { AppContext } from '../../context'
import type { Db } from '../../db/client'
import { formatDateTime } from '../../http/json'
import { dictLabel } from '../entry/validation'
import { queryRows } from '../sql'

/**
 * The two big screens' data, aggregated in SQL over approved rows (unreviewed ones too when an administrator asks
 * to preview). Aggregates only: no personal names from the registers reach a screen.
 */

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'))
const n = (v: unknown) => (v === null || v === undefined ? null : Number(v))
const round = (v: number | null) => (v === null ? null : Math.round(v * 100) / 100)
const ratio = (a: unknown, b: unknown, scale = 100) => (n(a) !== null && n(b) ? round((n(a)! / n(b)!) * scale) : null)

interface Ctx {
  db: Db
  year: number
  /** `report_status in (…)` for the rows the screen may show. */
  shown: SQL
}

const named = (rows: { name: unknown; value: unknown }[], dictType?: string): ScreenNamedValue[] =>
  rows.map((r) => ({ name: dictType ? dictLabel(dictType, r.name) : String(r.name), value: n(r.value) ?? 0 }))

/** Sums of columns by month of the year: one value per month (null where nothing was reported). */
async function byMonth(c: Ctx, table: string, columns: Record<string, string>) {
  const cols = sql.join(
    Object.entries(columns).map(([alias, expr]) => sql`${sql.raw(expr)}::float8 as ${sql.identifier(alias)}`),
    sql`, `,
  )
  const rows = await queryRows<Record<string, number> & { m: number }>(
    c.db,
    sql`select stat_month as m, ${cols} from ${sql.identifier(table)}
        where stat_year = ${c.year} and ${c.shown} group by stat_month`,
  )
  const at = new Map(rows.map((r) => [Number(r.m), r]))
  return (alias: string) => MONTHS.map((_, i) => n(at.get(i + 1)?.[alias]))
}

/** How many rows `from` (a `from … where …` clause) holds per value of `name` (an expression), in order of the value. */
function countBy(db: Db, name: SQL, from: SQL) {
  return queryRows<{ name: string; value: number }>(
    db,
    sql`select ${name} as name, count(*)::int as value ${from} group by 1 order by 1`,
  )
}

async function latestMonth(c: Ctx, table: string): Promise<number | null> {
  const [row] = await queryRows<{ m: number | null }>(
    c.db,
    sql`select max(stat_month) as m from ${sql.identifier(table)} where stat_year = ${c.year} and ${c.shown}`,
  )
  return n(row?.m)
}

async function alerts(c: Ctx, types: string[]): Promise<ScreenAlert[]> {
  const rows = await queryRows<Record<string, unknown>>(
    c.db,
    sql`select id, title, level, alert_type, org_name, alert_period from stat_alert
        where show_on_screen = 'Y' and alert_status not in (${ALERT_STATUS.CLOSED}, ${ALERT_STATUS.IGNORED})
          and alert_type = any(${`{${types.join(',')}}`}::text[]) and ${c.shown}
        order by level, id desc limit 20`,
  )
  return rows.map((r) => ({
    id: Number(r.id),
    title: String(r.title ?? ''),
    level: dictLabel('alert_level', r.level),
    alertType: dictLabel('alert_type', r.alert_type),
    orgName: String(r.org_name ?? ''),
    periodKey: String(r.alert_period ?? ''),
  }))
}

const monthLabels = (year: number) => MONTHS.map((m) => `${year}-${m}`)

/** The current ownership tree from the equity edges (rows without an expiry date), rooted at a top shareholder. */
async function equityTree(c: Ctx): Promise<ScreenEquityNode | null> {
  const edges = await queryRows<{
    investor_name: string
    investee_name: string
    share_ratio: number
    control_type: string
    is_consolidated: string
  }>(
    c.db,
    sql`select investor_name, investee_name, share_ratio::float8 as share_ratio, control_type, is_consolidated
        from stat_equity_relation where expiry_date is null and ${c.shown} order by investor_name, investee_name limit 2000`,
  )
  if (!edges.length) return null
  const investees = new Set(edges.map((e) => e.investee_name))
  const root = edges.find((e) => !investees.has(e.investor_name))?.investor_name ?? edges[0].investor_name
  const build = (name: string, edge: (typeof edges)[number] | null, seen: Set<string>): ScreenEquityNode => ({
    name,
    shareRatio: edge ? n(edge.share_ratio) : null,
    controlType: edge ? dictLabel('equity_control_type', edge.control_type) : null,
    isConsolidated: edge?.is_consolidated === 'Y',
    children: seen.has(name)
      ? []
      : edges.filter((e) => e.investor_name === name).map((e) => build(e.investee_name, e, new Set([...seen, name]))),
  })
  return build(root, null, new Set())
}

export async function bigscreen6(ctx: AppContext, year: number, includeUnreviewed: boolean): Promise<Bigscreen6Data> {
  const c = shownIn(ctx, year, includeUnreviewed)
  const month = await latestMonth(c, 'stat_investment')
  const inv = await byMonth(c, 'stat_investment', {
    month: 'sum(month_total)',
    ytd: 'sum(ytd_total)',
    plan: 'sum(annual_plan_total)',
  })
  const invLast = await byMonth({ ...c, year: year - 1 }, 'stat_investment', { ytd: 'sum(ytd_total)' })
  const rd = await byMonth(c, 'stat_innovation', {
    month: 'sum(rd_expense_month)',
    ytd: 'sum(rd_expense_ytd)',
    revenue: 'sum(revenue_ytd)',
  })
  const fund = await byMonth(c, 'stat_fund', {
    debt: 'sum(interest_bearing_debt_end)',
    concentrated: 'sum(concentrated_funds)',
    concentratable: 'sum(concentratable_funds)',
  })
  const at = (values: (number | null)[]) => (month ? values[month - 1] : null)
  const plan = at(inv('plan'))
  const ytd = at(inv('ytd'))
  const rate = ratio(ytd, plan)
  const timeProgress = month ? round((month / 12) * 100) : null
  const rdMonth = await latestMonth(c, 'stat_innovation')
  const rdYtd = rdMonth ? rd('ytd')[rdMonth - 1] : null
  const rdRevenue = rdMonth ? rd('revenue')[rdMonth - 1] : null

  const [ranking, structure, patents, platforms, awards, latestAwards, policy, policyByType, daily, debtParts] =
    await Promise.all([
      queryRows<{ name: string; value: number }>(
        c.db,
        sql`select org_name as name, round(ytd_total / nullif(annual_plan_total, 0) * 100, 2)::float8 as value
            from stat_investment where stat_year = ${year} and stat_month = ${month ?? 0} and ${c.shown}
            order by value desc nulls last limit 30`,
      ),
      queryRows<Record<string, number>>(
        c.db,
        sql`select sum(ytd_fixed_asset)::float8 as "固定资产", sum(ytd_equity)::float8 as "股权",
              sum(ytd_tech_refit)::float8 as "其中技改", sum(ytd_strategic_emerging)::float8 as "战略性新兴产业",
              sum(ytd_overseas)::float8 as "境外"
            from stat_investment where stat_year = ${year} and stat_month = ${month ?? 0} and ${c.shown}`,
      ),
      queryRows<Record<string, number>>(
        c.db,
        sql`select stat_year as y, sum(invention_apps_ytd)::float8 as inv, sum(utility_apps_ytd)::float8 as uti,
              sum(design_apps_ytd)::float8 as des, sum(grants_ytd)::float8 as grants,
              sum(valid_invention_end)::float8 as valid
            from stat_patent where stat_year between ${year - 4} and ${year} and ${c.shown} group by stat_year`,
      ),
      queryRows<{ level: string; type: string; value: number; names: string[] }>(
        c.db,
        sql`select platform_level as level, platform_type as type, count(*)::int as value,
              array_agg(platform_name order by platform_name) as names
            from stat_innovation_platform where platform_status = ${PLATFORM_STATUS.RUNNING} and ${c.shown}
            group by platform_level, platform_type`,
      ),
      queryRows<{ name: string; value: number }>(
        c.db,
        sql`select award_level as name, count(*)::int as value from stat_tech_award where ${c.shown}
            group by award_level order by award_level`,
      ),
      queryRows<{ achievement_name: string; award_name: string; award_grade: string; award_year: number }>(
        c.db,
        sql`select achievement_name, award_name, award_grade, award_year from stat_tech_award where ${c.shown}
            order by award_year desc nulls last, id desc limit 5`,
      ),
      queryRows<{ y: number; approved: number; received: number }>(
        c.db,
        sql`select extract(year from apply_date)::int as y, sum(approved_amount)::float8 as approved,
              sum(received_amount)::float8 as received
            from stat_policy_funding where apply_date >= ${`${year - 4}-01-01`} and apply_date <= ${`${year}-12-31`}
              and ${c.shown} group by 1 order by 1`,
      ),
      queryRows<{ name: string; value: number }>(
        c.db,
        sql`select fund_type as name, sum(coalesce(approved_amount, 0))::float8 as value from stat_policy_funding
            where extract(year from apply_date) = ${year} and ${c.shown} group by fund_type order by value desc`,
      ),
      queryRows<{ d: string; v: number }>(
        c.db,
        sql`select period_key as d, sum(closing_balance)::float8 as v from stat_fund_daily
            where period_key in (select distinct period_key from stat_fund_daily
              where stat_year = ${year} and ${c.shown} order by period_key desc limit 30)
              and ${c.shown} group by period_key order by period_key`,
      ),
      queryRows<Record<string, number>>(
        c.db,
        sql`select sum(short_term_loans_end)::float8 as "短期借款", sum(long_term_loans_end)::float8 as "长期借款",
              sum(bonds_end)::float8 as "应付债券", sum(lease_end)::float8 as "租赁负债"
            from stat_fund where stat_year = ${year}
              and stat_month = (select max(stat_month) from stat_fund where stat_year = ${year} and ${c.shown})
              and ${c.shown}`,
      ),
    ])
  const years = Array.from({ length: 5 }, (_, i) => year - 4 + i)
  const patentAt = new Map(patents.map((p) => [Number(p.y), p]))
  const fundMonth = await latestMonth(c, 'stat_fund')
  const objectToNamed = (o: Record<string, number> | undefined) =>
    Object.entries(o ?? {}).map(([name, value]) => ({ name, value: n(value) ?? 0 }))
  const lastDaily = daily.length ? daily[daily.length - 1].v : null
  return {
    year,
    month,
    updatedAt: formatDateTime(ctx.clock.now()),
    kpis: [
      { key: 'annualPlanTotal', label: '年度投资计划', value: round(plan), unit: '万元' },
      {
        key: 'ytdTotal',
        label: '累计完成投资',
        value: round(ytd),
        unit: '万元',
        lastYear: month ? round(invLast('ytd')[month - 1]) : null,
      },
      {
        key: 'completionRate',
        label: '计划完成率',
        value: rate,
        unit: '%',
        warn: rate !== null && timeProgress !== null && rate < timeProgress,
      },
      { key: 'rdExpenseYtd', label: '研发投入', value: round(rdYtd), unit: '万元' },
      { key: 'rdIntensity', label: '研发投入强度', value: ratio(rdYtd, rdRevenue), unit: '%' },
      { key: 'monetaryFunds', label: '货币资金余额', value: round(n(lastDaily)), unit: '万元' },
    ],
    investmentTrend: {
      categories: monthLabels(year),
      series: [
        { name: '月度完成投资', unit: '万元', type: 'bar', data: inv('month').map(round) },
        {
          name: '累计完成率',
          unit: '%',
          type: 'line',
          data: inv('ytd').map((v, i) => ratio(v, inv('plan')[i])),
        },
        { name: '时间进度', unit: '%', type: 'line', data: MONTHS.map((_, i) => round(((i + 1) / 12) * 100)) },
      ],
    },
    investmentRanking: named(ranking),
    investmentStructure: objectToNamed(structure[0]),
    equityTree: await equityTree(c),
    rdTrend: {
      categories: monthLabels(year),
      series: [
        { name: '研发经费投入', unit: '万元', type: 'bar', data: rd('month').map(round) },
        { name: '研发投入强度', unit: '%', type: 'line', data: rd('ytd').map((v, i) => ratio(v, rd('revenue')[i])) },
      ],
    },
    patents: {
      categories: years.map(String),
      series: [
        { name: '发明', unit: '件', type: 'bar', data: years.map((y) => n(patentAt.get(y)?.inv)) },
        { name: '实用新型', unit: '件', type: 'bar', data: years.map((y) => n(patentAt.get(y)?.uti)) },
        { name: '外观设计', unit: '件', type: 'bar', data: years.map((y) => n(patentAt.get(y)?.des)) },
        { name: '授权量', unit: '件', type: 'line', data: years.map((y) => n(patentAt.get(y)?.grants)) },
      ],
    },
    validInventionPatents: n(patentAt.get(year)?.valid) ?? 0,
    platformsByLevel: sumBy(platforms, 'level', 'innov_platform_level'),
    platformsByType: sumBy(platforms, 'type', 'innov_platform_type'),
    nationalPlatforms: platforms.filter((p) => p.level === '1').flatMap((p) => p.names),
    awardsByLevel: named(awards, 'award_level'),
    latestAwards: latestAwards.map((a) => ({
      achievementName: a.achievement_name,
      awardName: a.award_name,
      awardGrade: dictLabel('award_grade', a.award_grade),
      awardYear: Number(a.award_year),
    })),
    policyFunding: {
      categories: years.map(String),
      series: [
        { name: '批复', unit: '万元', type: 'bar', data: years.map((y) => n(policy.find((p) => p.y === y)?.approved)) },
        { name: '到账', unit: '万元', type: 'bar', data: years.map((y) => n(policy.find((p) => p.y === y)?.received)) },
      ],
    },
    policyFundingByType: named(policyByType, 'policy_fund_type'),
    fundBalance: {
      categories: daily.map((d) => d.d),
      series: [{ name: '资金余额', unit: '万元', type: 'line', data: daily.map((d) => round(n(d.v))) }],
    },
    concentrationRate: fundMonth
      ? ratio(fund('concentrated')[fundMonth - 1], fund('concentratable')[fundMonth - 1])
      : null,
    debtTrend: {
      categories: monthLabels(year),
      series: [{ name: '带息负债', unit: '万元', type: 'bar', data: fund('debt').map(round) }],
    },
    debtStructure: objectToNamed(debtParts[0]),
    alerts: await alerts(c, ['1', '2', '3', '8', '9']),
  }
}

function sumBy<T extends Record<string, unknown> & { value: number }>(rows: T[], key: keyof T, dictType: string) {
  const totals = new Map<string, number>()
  for (const r of rows) totals.set(String(r[key]), (totals.get(String(r[key])) ?? 0) + Number(r.value))
  return [...totals].map(([name, value]) => ({ name: dictLabel(dictType, name), value }))
}

const shownIn = (ctx: AppContext, year: number, includeUnreviewed: boolean): Ctx => ({
  db: ctx.db,
  year,
  shown: includeUnreviewed
    ? sql`report_status in (${REPORT_STATUS.DRAFT}, ${REPORT_STATUS.SUBMITTED}, ${REPORT_STATUS.APPROVED}, ${REPORT_STATUS.RETURNED})`
    : sql`report_status = ${REPORT_STATUS.APPROVED}`,
})

/** Age bands of people born on `birth_date`, at the end of the year. */
const ageBand = (year: number) =>
  sql`case when birth_date > make_date(${year - 36}, 12, 31) then '35岁及以下'
    when birth_date > make_date(${year - 46}, 12, 31) then '36-45岁'
    when birth_date > make_date(${year - 55}, 12, 31) then '46-54岁' else '55岁及以上' end`

export async function bigscreen7(
  ctx: AppContext,
  year: number,
  includeUnreviewed: boolean,
  materials: StatFileRow[],
): Promise<Bigscreen7Data> {
  const c = shownIn(ctx, year, includeUnreviewed)
  const [party] = await queryRows<{ p: string | null }>(
    c.db,
    sql`select max(period_key) as p from stat_party_cadre where stat_year <= ${year} and ${c.shown}`,
  )
  const partyPeriodKey = party?.p ?? null
  const [pc] = await queryRows<Record<string, number>>(
    c.db,
    sql`select sum(party_committees)::float8 as committees, sum(general_branches)::float8 as general,
          sum(branches)::float8 as branches, sum(members_total)::float8 as members,
          sum(new_members_ytd)::float8 as new_members, sum(cadres_total)::float8 as cadres,
          sum(full_members)::float8 as full, sum(probationary_members)::float8 as probationary
        from stat_party_cadre where period_key = ${partyPeriodKey ?? ''} and ${c.shown}`,
  )
  const month = await latestMonth(c, 'stat_human_resource')
  const hr = await byMonth(c, 'stat_human_resource', {
    headcount: 'sum(headcount_end)',
    onPost: 'sum(on_post_end)',
    management: 'sum(management_staff)',
    technical: 'sum(technical_staff)',
    skilled: 'sum(skilled_workers)',
    doctorate: 'sum(doctorate)',
    master: 'sum(master)',
    bachelor: 'sum(bachelor)',
    college: 'sum(college_below)',
    senior: 'sum(senior_title)',
    middle: 'sum(middle_title)',
    highSkill: 'sum(high_skill)',
    laborCost: 'sum(labor_cost_ytd)',
    wage: 'sum(wage_total_ytd)',
  })
  const at = (alias: string) => (month ? hr(alias)[month - 1] : null)
  const members = sql`from stat_party_member_detail where member_status = '1' and ${c.shown}`
  const cadres = sql`from stat_cadre_detail where cadre_status = '1' and ${c.shown}`
  const [gender, age, education, types, funnel, events, byOrg, cadreAge, cadreEdu, cadreRates, levels] =
    await Promise.all([
      countBy(c.db, sql`gender`, members),
      countBy(c.db, ageBand(year), members),
      countBy(c.db, sql`education`, members),
      countBy(c.db, sql`member_type`, members),
      queryRows<Record<string, number>>(
        c.db,
        sql`select count(*) filter (where extract(year from apply_date) = ${year})::int as apply,
              count(*) filter (where extract(year from activist_date) = ${year})::int as activist,
              count(*) filter (where extract(year from candidate_date) = ${year})::int as candidate,
              count(*) filter (where extract(year from join_date) = ${year})::int as joined,
              count(*) filter (where extract(year from full_member_date) = ${year})::int as full
            from stat_party_member_detail where ${c.shown}`,
      ),
      queryRows<{ id: number; event_date: string; title: string; category: string; org_name: string; content: string }>(
        c.db,
        sql`select id, event_date::text, title, category, org_name, content from stat_major_event
            where event_status = ${EVENT_STATUS.PUBLISHED} and show_on_screen = 'Y' and ${c.shown}
            order by screen_sort nulls last, event_date desc limit 20`,
      ),
      queryRows<{ org_name: string; members: number; branches: number }>(
        c.db,
        sql`select org_name, sum(members_total)::float8 as members, sum(branches)::float8 as branches
            from stat_party_cadre where period_key = ${partyPeriodKey ?? ''} and ${c.shown}
            group by org_name order by members desc nulls last limit 30`,
      ),
      countBy(c.db, ageBand(year), cadres),
      countBy(c.db, sql`full_time_edu`, cadres),
      queryRows<{ total: number; female: number; young: number }>(
        c.db,
        sql`select count(*)::int as total, count(*) filter (where gender = '1')::int as female,
              count(*) filter (where birth_date > make_date(${year - 41}, 12, 31))::int as young ${cadres}`,
      ),
      queryRows<{ org_name: string; level: string; value: number }>(
        c.db,
        sql`select org_name, post_level as level, count(*)::int as value ${cadres} group by 1, 2 order by 1, 2`,
      ),
    ])
  const levelOrgs = [...new Set(levels.map((l) => l.org_name))]
  const levelCodes = [...new Set(levels.map((l) => l.level))].sort()
  const f = funnel[0] ?? {}
  const rates = cadreRates[0]
  return {
    year,
    partyPeriodKey,
    month,
    updatedAt: formatDateTime(ctx.clock.now()),
    kpis: [
      { key: 'partyOrgs', label: '基层党组织', value: sumOf(pc, ['committees', 'general', 'branches']), unit: '个' },
      { key: 'members', label: '党员总数', value: n(pc?.members), unit: '人' },
      { key: 'newMembers', label: '本年发展党员', value: n(pc?.new_members), unit: '人' },
      { key: 'cadres', label: '干部总数', value: n(pc?.cadres), unit: '人' },
      { key: 'headcount', label: '从业人员', value: at('headcount'), unit: '人' },
      { key: 'highSkill', label: '高技能人才', value: at('highSkill'), unit: '人' },
    ],
    partyOrgs: [
      { name: '党委', value: n(pc?.committees) ?? 0 },
      { name: '党总支', value: n(pc?.general) ?? 0 },
      { name: '党支部', value: n(pc?.branches) ?? 0 },
    ],
    memberGender: named(gender, 'sys_user_sex'),
    memberAge: named(age),
    memberEducation: named(education, 'stat_education'),
    memberTypes: types.length
      ? named(types, 'party_member_type')
      : [
          { name: '正式党员', value: n(pc?.full) ?? 0 },
          { name: '预备党员', value: n(pc?.probationary) ?? 0 },
        ],
    developmentFunnel: [
      { name: '申请人', value: n(f.apply) ?? 0 },
      { name: '积极分子', value: n(f.activist) ?? 0 },
      { name: '发展对象', value: n(f.candidate) ?? 0 },
      { name: '预备党员', value: n(f.joined) ?? 0 },
      { name: '正式党员', value: n(f.full) ?? 0 },
    ],
    majorEvents: events.map((e) => ({
      id: Number(e.id),
      eventDate: e.event_date,
      title: e.title,
      category: dictLabel('party_event_category', e.category),
      orgName: e.org_name,
      content: e.content,
    })),
    materials,
    membersByOrg: {
      categories: byOrg.map((o) => o.org_name),
      series: [
        { name: '党员人数', unit: '人', type: 'bar', data: byOrg.map((o) => n(o.members)) },
        { name: '党支部数', unit: '个', type: 'bar', data: byOrg.map((o) => n(o.branches)) },
      ],
    },
    cadreAge: named(cadreAge),
    cadreEducation: named(cadreEdu, 'stat_education'),
    femaleCadreRate: rates?.total ? ratio(rates.female, rates.total) : null,
    youngCadreRate: rates?.total ? ratio(rates.young, rates.total) : null,
    cadreLevels: {
      categories: levelOrgs,
      series: levelCodes.map((code) => ({
        name: dictLabel('cadre_post_level', code),
        unit: '人',
        type: 'bar' as const,
        data: levelOrgs.map((o) => levels.find((l) => l.org_name === o && l.level === code)?.value ?? 0),
      })),
    },
    headcountTrend: {
      categories: monthLabels(year),
      series: [{ name: '从业人员', unit: '人', type: 'line', data: hr('headcount') }],
    },
    threeTeams: [
      { name: '经营管理', value: at('management') ?? 0 },
      { name: '专业技术', value: at('technical') ?? 0 },
      { name: '技能操作', value: at('skilled') ?? 0 },
    ],
    education: [
      { name: '博士', value: at('doctorate') ?? 0 },
      { name: '硕士', value: at('master') ?? 0 },
      { name: '本科', value: at('bachelor') ?? 0 },
      { name: '大专及以下', value: at('college') ?? 0 },
    ],
    titles: [
      { name: '高级职称', value: at('senior') ?? 0 },
      { name: '中级职称', value: at('middle') ?? 0 },
      { name: '高技能人才', value: at('highSkill') ?? 0 },
    ],
    laborCost: {
      categories: monthLabels(year),
      series: [
        { name: '人工成本', unit: '万元', type: 'bar', data: hr('laborCost').map(round) },
        {
          name: '人均工资',
          unit: '万元/人',
          type: 'line',
          data: hr('wage').map((w, i) => ratio(w, hr('onPost')[i], 1)),
        },
      ],
    },
    alerts: await alerts(c, ['4', '5', '6']),
  }
}

const sumOf = (row: Record<string, number> | undefined, keys: string[]) =>
  row && keys.some((k) => row[k] != null) ? keys.reduce((s, k) => s + (n(row[k]) ?? 0), 0) : null
