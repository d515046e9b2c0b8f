/**
 * Statistics: (1) the 统计报表 endpoint with 5 years × 200 organisations of monthly, half-yearly and yearly figures
 * (seeded with generate_series), beside a one-page list of the same table as the reference; (2) the time from a
 * save to its change event on 50 open server-sent-event streams (display tokens, over real HTTP) of a second server
 * process (the compiled server in a process of its own, on the same database), beside the save's own round trip as
 * the reference. Prints p50 / p95 / p99; an event that does not arrive within 5 s is counted as a failure (exit 1).
 *   node --import tsx server/bench/statistics.ts [orgs] [years]
 */
import { request } from 'node:http'
import { sql } from 'drizzle-orm'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { login, ms, percentiles, startBenchServer } from './lib/common'
import { freePort, startCompiledServer, stopProcess, SERVER_BUNDLE, buildServerIfNeeded } from './lib/processes'

const ORGS = Number(process.argv[2] ?? 200)
const YEARS = Number(process.argv[3] ?? 5)
const FIRST_YEAR = 2021
const LAST_YEAR = FIRST_YEAR + YEARS - 1
const RUNS = 100
const WARMUP = 10
const STREAMS = 50
const SAVES = 60

const monthly = (table: string, columns: string, values: string) => `
  insert into ${table} (org_id, org_name, period_type, period_key, stat_year, stat_month, report_status,
    fill_person, fill_phone, ${columns})
  select 3000 + o, '单位' || o, 'M', y || '-' || lpad(m::text, 2, '0'), y, m, '2', 'bench', '1', ${values}
  from generate_series(0, ${ORGS - 1}) o, generate_series(${FIRST_YEAR}, ${LAST_YEAR}) y, generate_series(1, 12) m`

async function seed(db: { execute(q: ReturnType<typeof sql.raw>): Promise<unknown> }) {
  await db.execute(
    sql.raw(`insert into sys_dept (dept_id, parent_id, ancestors, dept_name, order_num)
      select 3000 + g, 100, '0,100', '单位' || g, g from generate_series(0, ${ORGS - 1}) g`),
  )
  await db.execute(
    sql.raw(
      monthly(
        'stat_investment',
        'annual_plan_total, month_total, ytd_total, ytd_fixed_asset, ytd_equity, ytd_strategic_emerging',
        '12000 + o, 1000, 1000 * m, 600 * m, 300 * m, 100 * m',
      ),
    ),
  )
  await db.execute(
    sql.raw(
      monthly(
        'stat_innovation',
        'rd_expense_month, rd_expense_ytd, revenue_ytd, rd_personnel',
        '50, 50 * m, 3000 * m, 40 + o % 10',
      ),
    ),
  )
  await db.execute(
    sql.raw(
      monthly(
        'stat_fund',
        'monetary_funds_end, interest_bearing_debt_end, receivables_end, inventory_end, concentratable_funds, concentrated_funds, operating_inflow_ytd, operating_outflow_ytd',
        '8000 + m, 5000, 700, 900, 6000, 5000, 900 * m, 800 * m',
      ),
    ),
  )
  await db.execute(
    sql.raw(
      monthly(
        'stat_human_resource',
        'headcount_end, on_post_end, management_staff, technical_staff, skilled_workers, doctorate, master, bachelor, college_below, high_skill, new_hires_month, exits_month, wage_total_ytd, labor_cost_ytd',
        '520, 500, 100, 200, 200, 10, 90, 250, 150, 30, 5, 3, 120 * m, 160 * m',
      ),
    ),
  )
  await db.execute(
    sql.raw(`insert into stat_party_cadre (org_id, org_name, period_type, period_key, stat_year, stat_month,
        report_status, fill_person, fill_phone, party_committees, general_branches, branches, members_total,
        full_members, probationary_members, new_members_ytd, cadres_total, leader_team_members)
      select 3000 + o, '单位' || o, 'H', y || '-H' || h, y, h * 6, '2', 'bench', '1', 1, 2, 8, 120, 115, 5, 6, 30, 7
      from generate_series(0, ${ORGS - 1}) o, generate_series(${FIRST_YEAR}, ${LAST_YEAR}) y, generate_series(1, 2) h`),
  )
  await db.execute(
    sql.raw(`insert into stat_patent (org_id, org_name, period_type, period_key, stat_year, report_status,
        applications_ytd, invention_apps_ytd, utility_apps_ytd, design_apps_ytd, grants_ytd, invention_grants_ytd,
        utility_grants_ytd, design_grants_ytd, valid_patents_end, valid_invention_end)
      select 3000 + o, '单位' || o, 'Y', y::text, y, '2', 12, 6, 5, 1, 8, 3, 4, 1, 60, 20
      from generate_series(0, ${ORGS - 1}) o, generate_series(${FIRST_YEAR}, ${LAST_YEAR}) y`),
  )
  for (const t of [
    'stat_investment',
    'stat_innovation',
    'stat_fund',
    'stat_human_resource',
    'stat_party_cadre',
    'stat_patent',
  ])
    await db.execute(sql.raw(`analyze ${t}`))
}

async function timeGets(inject: (url: string) => Promise<number>, url: string) {
  const samples: number[] = []
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const took = await inject(url)
    if (i >= WARMUP) samples.push(took)
  }
  return percentiles(samples)
}

/** Opens a stream and calls `onChange(id, receivedAt)` for each change event. */
function openStream(port: number, token: string, onChange: (ids: number[], at: number) => void) {
  return new Promise<() => void>((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      path: '/prod-api/statistics/stream',
      headers: { authorization: `Bearer ${token}` },
    })
    req.on('error', reject)
    req.on('response', (res) => {
      let buffer = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        const at = performance.now()
        buffer += chunk
        let cut
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut)
          buffer = buffer.slice(cut + 2)
          if (block.startsWith('event: change')) onChange(JSON.parse(block.split('\ndata: ')[1]).ids, at)
          if (block.startsWith('event: heartbeat')) resolve(() => req.destroy())
        }
      })
    })
    req.end()
  })
}

async function main() {
  const bench = await startBenchServer('embedded')
  const { server } = bench
  try {
    const t0 = performance.now()
    await seed(server.ctx.db)
    const rows = ORGS * YEARS * 12
    console.log(
      `[statistics] seeded ${ORGS} organisations × ${YEARS} years (${rows.toLocaleString()} rows per monthly kind) in ${ms(performance.now() - t0)}`,
    )
    const admin = await login(server)
    const inject = async (url: string) => {
      const t = performance.now()
      const res = await server.fastify.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}` } })
      const took = performance.now() - t
      const body = JSON.parse(res.body)
      if (body.code !== 200) throw new Error(`${url}: ${body.msg}`)
      return took
    }
    const cases: [string, string][] = [
      [
        'reference: investment list, page 1 (10 rows + count)',
        '/prod-api/statistics/manualInputData/listInvestment?pageSize=10',
      ],
      [
        `统计报表 ${LAST_YEAR}-06, all ${ORGS} organisations`,
        `/prod-api/statistics/report/data?periodKey=${LAST_YEAR}-06`,
      ],
      [
        `统计报表 ${LAST_YEAR}-12, 20 organisations`,
        `/prod-api/statistics/report/data?periodKey=${LAST_YEAR}-12&orgIds=${Array.from({ length: 20 }, (_, i) => 3000 + i).join(',')}`,
      ],
      [`bigscreen6 data, ${LAST_YEAR}`, `/prod-api/statistics/screen/bigscreen6?year=${LAST_YEAR}`],
    ]
    for (const [label, url] of cases) {
      const { p50, p95, max } = await timeGets(inject, url)
      console.log(`[statistics] ${label.padEnd(58)} p50 ${ms(p50)}  p95 ${ms(p95)}  max ${ms(max)}`)
    }

    // Save on this process → event on 50 streams open on a second process (the compiled server, a process of its
    // own) on the same database (LISTEN/NOTIFY).
    const otherDir = mkdtempSync(path.join(tmpdir(), 'wp-bench-b-'))
    const port = await freePort()
    const other = await startCompiledServer(SERVER_BUNDLE, otherDir, port, server.database.url)
    const made = await server.fastify.inject({
      method: 'POST',
      url: '/prod-api/statistics/displayToken/add',
      headers: { authorization: `Bearer ${admin}` },
      payload: { name: 'bench', screens: ['bigscreen6', 'bigscreen7'] },
    })
    const display = JSON.parse(made.body).data.token as string
    // Every change heard, by row id (the save's own event may arrive before its answer names the id).
    const heardById = new Map<number, number[]>()
    const closers = await Promise.all(
      Array.from({ length: STREAMS }, () =>
        openStream(port, display, (ids, at) => {
          for (const id of ids) heardById.set(id, [...(heardById.get(id) ?? []), at])
        }),
      ),
    )
    const latencies: number[] = []
    const roundTrips: number[] = []
    let missing = 0
    for (let i = 0; i < SAVES; i++) {
      const sentAt = performance.now()
      const res = await server.fastify.inject({
        method: 'POST',
        url: '/prod-api/statistics/manualInputData/saveInvestment',
        headers: { authorization: `Bearer ${admin}` },
        payload: {
          orgId: 103,
          periodKey: `${2000 + i}-01`,
          annualPlanTotal: 1,
          monthTotal: 1,
          ytdTotal: 1,
          ytdFixedAsset: 0,
          ytdEquity: 0,
        },
      })
      roundTrips.push(performance.now() - sentAt)
      const id = JSON.parse(res.body).data.id as number
      const heard = () => heardById.get(id) ?? []
      const deadline = performance.now() + 5000
      while (heard().length < STREAMS && performance.now() < deadline) await new Promise((r) => setTimeout(r, 1))
      latencies.push(...heard().map((at) => at - sentAt))
      // An event that never arrives is a failure, not a sample left out.
      missing += STREAMS - Math.min(STREAMS, heard().length)
      if (heard().length < STREAMS)
        console.log(`[statistics] save ${i}: only ${heard().length}/${STREAMS} streams heard it within 5 s`)
    }
    for (const close of closers) close()
    await stopProcess(other)
    rmSync(otherDir, { recursive: true, force: true })
    const ev = percentiles(latencies)
    const rt = percentiles(roundTrips)
    const p99 = [...latencies].sort((x, y) => x - y)[Math.floor(latencies.length * 0.99)]
    console.log(
      `[statistics] reference: save round trip (${SAVES} saves)               p50 ${ms(rt.p50)}  p95 ${ms(rt.p95)}`,
    )
    console.log(
      `[statistics] save → change event on ${STREAMS} streams of another process (${latencies.length} events) p50 ${ms(ev.p50)}  p95 ${ms(ev.p95)}  p99 ${ms(p99)}  max ${ms(ev.max)}` +
        `; missing ${missing} of ${STREAMS * SAVES} (failures)`,
    )
    if (missing) process.exitCode = 1
  } finally {
    await bench.close()
  }
}

buildServerIfNeeded()
await main()
process.exit(process.exitCode ?? 0)
