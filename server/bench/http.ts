// Throughput of the API as `npm start` runs it (the compiled server, its own process, on the embedded PostgreSQL
// default; a PostgreSQL server too when TEST_DATABASE_URL is set), each target beside its references from the same run:
// - bare: a Fastify route in its own process returning the same body (no session, no database);
// - raw driver ceiling: a node-postgres pool of the server's size running the request's own SQL (captured from a
//   query log) in as many loops as the load has connections, in its own process.
// The load generator (autocannon, 20 connections) is a process of its own. Then the server's RSS (PostgreSQL's
// processes apart) and the time `npm start` takes to answer on the existing data directory.
// Each target is measured once, right before its references, so both meet the same machine; a figure is never the
// best of several runs (the machine is shared: read the ratios, not the absolute rates).
// Run: node --import tsx server/bench/http.ts   (BENCH_SECONDS, default 8)
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { boot } from '../src/boot'
import { modules } from '../src/modules'
import { readConfig } from '../src/config'
import type { Database, Db } from '../src/db/client'
import { benchLogin } from './lib/session'
import { checkAnswer, type Expect } from './lib/answers'
import { benchDrivers, createBenchDatabase, type Driver } from './lib/common'
import {
  cpuMs,
  freePort,
  isNode,
  postgresPids,
  processesNamed,
  processTree,
  socketUrl,
  startCompiledServer,
  postgresMemory,
  rssMb,
  runHelper,
  startHelper,
  stopProcess,
  waitForAnswer,
  REPO_ROOT,
  SERVER_BUNDLE,
  benchSeconds,
  buildServerIfNeeded,
} from './lib/processes'

const SECONDS = benchSeconds(8)
const CONNECTIONS = 20
const POOL = 10 // the server's pool size (openDatabase's default)

interface Target {
  name: string
  path: string
  /** Compare with the raw driver ceiling as well as the bare route. */
  raw?: boolean
  goal: string
  headers?: Record<string, string>
  /** The answer's shape, checked on the first answer and on answers sampled through the run (`lib/answers.ts`). */
  expect: Expect
}

const PAGE: Expect = { rows: 'array+', total: 'number' }
const LIST: Expect = { data: 'array+' }

const ALL_TARGETS: Target[] = [
  {
    name: 'dictionary-data list (count+page)',
    path: '/system/dict/data/list?dictType=sys_oper_type&pageSize=10',
    raw: true,
    goal: '≥ 0.7 × raw, p99 ≤ 30 ms',
    expect: PAGE,
  },
  {
    name: 'getInfo',
    path: '/system/user/getInfo',
    goal: '≥ 0.5 × bare',
    expect: { user: 'object', roles: 'array+', permissions: 'array+' },
  },
  { name: 'getRouters', path: '/system/menu/getRouters', goal: '≥ 0.5 × bare', expect: LIST },
  { name: 'dictionary by type', path: '/system/dict/data/type/sys_oper_type', goal: '≥ 0.5 × bare', expect: LIST },
  {
    name: 'config by key',
    path: '/system/config/configKey/sys.index.skinName',
    goal: '≥ 0.5 × bare',
    expect: { msg: 'string' },
  },
  {
    name: 'user list (dept subtree + count)',
    path: '/system/user/list?pageNum=1&pageSize=10&deptId=100',
    raw: true,
    goal: '≥ 0.6 × raw',
    expect: PAGE,
  },
  {
    name: 'getRouters, brotli (browser)',
    path: '/system/menu/getRouters',
    goal: 'cost of compression',
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    expect: LIST,
  },
]

/** BENCH_TARGETS=getInfo,user list: only the targets whose names contain one of these. */
const TARGETS = ALL_TARGETS.filter(
  (t) => !process.env.BENCH_TARGETS || process.env.BENCH_TARGETS.split(',').some((n) => t.name.includes(n.trim())),
)

interface Load {
  rps: number
  p50: number
  p99: number
  /** Answers sampled through the run and checked (code 200, shape). */
  checked: number
  /** Requests answered in the run. */
  requests: number
  /** The load process's own CPU per request (the generator; for the raw ceiling, the driver), µs. */
  cpuUsPerRequest: number
}

/**
 * A load run and the CPU per request (µs) that each named group of processes spent while it ran: their CPU time over
 * the requests the run counted. A group's first process is the parent whose ended children still count (waited for
 * up to 2 s after the run, until the group is no larger than before it).
 */
async function withCpu<K extends string>(groups: Record<K, () => number[]>, run: () => Promise<Load>) {
  const cpu = (k: K) => {
    const all = groups[k]()
    return cpuMs(all, 'all', all.slice(0, 1))
  }
  const keys = Object.keys(groups) as K[]
  const counts = keys.map((k) => groups[k]().length)
  const before = keys.map(cpu)
  const result = await run()
  // Processes the run started and ended (the raw pool's backends) count once their parent has waited for them.
  for (let waited = 0; waited < 2000 && keys.some((k, i) => groups[k]().length > counts[i]); waited += 20)
    await new Promise((r) => setTimeout(r, 20))
  const after = keys.map(cpu)
  const usPer = Object.fromEntries(
    keys.map((k, i) => [k, ((after[i] - before[i]) * 1000) / Math.max(1, result.requests)]),
  ) as Record<K, number>
  return { ...result, usPer }
}
const us = (n: number) => n.toFixed(0)
const load = (url: string, expect: Expect, headers: Record<string, string> = {}) =>
  runHelper<Load>('./load.ts', { url, seconds: SECONDS, connections: CONNECTIONS, headers, expect })

/** A statement as the server sent it: named ones are prepared once per connection (`db/compiled.ts`). */
interface Statement {
  sql: string
  params: unknown[]
  name?: string
}

/**
 * The SQL one request runs once its session and permissions are cached: an in-process app whose pool logs every
 * statement it is given (drizzle's and those the server sends the pool itself: the lists' kept statements).
 */
async function captureStatements(url: string, token: string, paths: string[]) {
  const pool = new pg.Pool({ connectionString: url, max: 2 })
  let log: Statement[] = []
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown
  pool.query = ((config: string | { text: string; name?: string; values?: unknown[] }, values?: unknown[]) => {
    const c = typeof config === 'string' ? { text: config } : config
    log.push({ sql: c.text, params: values ?? c.values ?? [], ...(c.name ? { name: c.name } : {}) })
    return query(config, values)
  }) as typeof pool.query
  const db = drizzle(pool) as unknown as Db
  const database: Database = {
    db,
    url,
    listenUrl: url,
    ready: async () => true,
    migrate: async () => undefined,
    close: () => pool.end(),
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wp-bench-capture-'))
  const app = await boot(readConfig({ DATA_DIR: dataDir, CAPTCHA_ENABLED: 'false', DATABASE_URL: url }), {
    database,
    modules,
  })
  const out = new Map<string, Statement[]>()
  try {
    for (const p of paths) {
      const call = () =>
        app.fastify.inject({ method: 'GET', url: `/prod-api${p}`, headers: { authorization: `Bearer ${token}` } })
      // The shortest of a few calls: another process's cache event (a job, a sign-in) can make one call reload the
      // session and permissions, which the steady state does not do.
      let best: Statement[] | undefined
      for (let i = 0; i < 5; i++) {
        log = []
        const res = await call()
        if (JSON.parse(res.body).code !== 200) throw new Error(`${p}: ${res.body.slice(0, 200)}`)
        if (i > 0 && (!best || log.length < best.length)) best = log
        if (process.env.BENCH_SHOW_SQL) console.log(`  call ${i}: ${log.length} statements`)
      }
      out.set(p, best!)
      log = best!
      if (process.env.BENCH_SHOW_SQL) for (const l of log) console.log(`  ${p}: ${l.sql.slice(0, 160)}`)
    }
  } finally {
    await app.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
  return out
}

const f0 = (n: number) => n.toFixed(0)

async function runOn(driver: Driver) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wp-bench-http-'))
  const external = driver === 'postgres' ? await createBenchDatabase() : undefined
  const port = await freePort()
  const base = `http://127.0.0.1:${port}/prod-api`
  let server: ChildProcess | undefined = await startCompiledServer(SERVER_BUNDLE, dataDir, port, external?.url)
  const lines: string[] = []
  try {
    const token = await benchLogin(base)
    const headers = { authorization: `Bearer ${token}` }
    const pgDir = path.join(dataDir, 'pg')
    const dbUrl = external?.url ?? socketUrl(pgDir)
    const statements = await captureStatements(
      dbUrl,
      token,
      TARGETS.filter((t) => t.raw).map((t) => t.path),
    )
    for (const t of TARGETS) {
      const body = await (await fetch(base + t.path, { headers })).text()
      const problem = checkAnswer(body, t.expect)
      if (problem) throw new Error(`${t.name}: ${problem}`)
      const bodyFile = path.join(dataDir, 'bare-body.json')
      writeFileSync(bodyFile, body)
      const bare = await startHelper('./bare.ts', [bodyFile])
      const sqls = t.raw ? statements.get(t.path)! : []
      const serverPids = () => processTree(server!.pid!).filter(isNode)
      // an outside PostgreSQL (TEST_DATABASE_URL): every postgres process of the machine, idle ones adding nothing
      const pgPids = () => (external ? processesNamed('postgres') : postgresPids(pgDir))
      const api = await withCpu({ server: serverPids, pg: pgPids }, () =>
        load(base + t.path, t.expect, { ...headers, ...t.headers }),
      )
      const ref = await withCpu({ server: () => [bare.child.pid!] }, () =>
        load(`http://127.0.0.1:${bare.line}/bare`, t.expect),
      )
      const raw = t.raw
        ? await withCpu({ pg: pgPids }, () =>
            runHelper<Load>('./raw-ceiling.ts', {
              url: dbUrl,
              pool: POOL,
              loops: CONNECTIONS,
              seconds: SECONDS,
              statements: sqls,
            }),
          )
        : undefined
      await stopProcess(bare.child)
      const rawText = raw
        ? ` | raw ${f0(raw.rps).padStart(5)}/s (${sqls.length} statements${sqls.some((q) => q.name) ? ', named as the server names them' : ''}) p99 ${raw.p99.toFixed(1)} ms → ${(api.rps / raw.rps).toFixed(2)} × raw`
        : ''
      lines.push(
        `${driver.padEnd(8)} ${t.name.padEnd(34)} ${String(body.length).padStart(5)} B | API ${f0(api.rps).padStart(6)}/s p50 ${api.p50} p99 ${api.p99} ms | ` +
          `bare ${f0(ref.rps).padStart(6)}/s → ${(api.rps / ref.rps).toFixed(2)} × bare${rawText} | goal ${t.goal}` +
          ` | ${api.checked} answers checked`,
      )
      console.log(lines[lines.length - 1])
      // Where each request's CPU goes, the three runs side by side. On two cores shared by every process, a request
      // of the API costs its server, PostgreSQL and the load generator; the raw ceiling pays PostgreSQL and the
      // driver only. "Additive ceiling": what the API would serve if it cost no more than the bare route's HTTP plus
      // the raw driver's own work — the most two cores can give under this load generator.
      const apiCost = api.usPer.server + api.usPer.pg + api.cpuUsPerRequest
      let cpuLine =
        `${driver.padEnd(8)}   CPU µs/request: API server ${us(api.usPer.server)} + PostgreSQL ${us(api.usPer.pg)} + load generator ${us(api.cpuUsPerRequest)} = ${us(apiCost)}` +
        ` | bare route ${us(ref.usPer.server)} + load generator ${us(ref.cpuUsPerRequest)}`
      if (raw) {
        const rawCost = raw.usPer.pg + raw.cpuUsPerRequest
        const additive = ref.usPer.server + ref.cpuUsPerRequest + rawCost
        cpuLine +=
          ` | raw PostgreSQL ${us(raw.usPer.pg)} + driver ${us(raw.cpuUsPerRequest)} = ${us(rawCost)}` +
          ` | additive ceiling ${(rawCost / additive).toFixed(2)} × raw; the API costs ${(apiCost / additive).toFixed(2)} × that`
      }
      lines.push(cpuLine)
      console.log(cpuLine)
    }
    const serverRss = rssMb(server.pid!)
    const pgMem = driver === 'embedded' ? postgresMemory(path.join(dataDir, 'pg')) : undefined
    lines.push(
      `${driver.padEnd(8)} server process RSS after the bench: ${serverRss.toFixed(0)} MB (goal ≤ 200 MB)` +
        (pgMem
          ? `; PostgreSQL's ${pgMem.processes} processes: RSS ${pgMem.rssMb.toFixed(0)} MB summed (shared buffers counted in each), PSS ${pgMem.pssMb.toFixed(0)} MB`
          : ''),
    )
    console.log(lines[lines.length - 1])
    await stopProcess(server)
    server = undefined

    if (driver === 'embedded' && process.env.BENCH_START !== '0') {
      // `npm start` on the data directory just used: build check, compiled server, PostgreSQL start, first answer.
      const times: number[] = []
      for (let i = 0; i < 2; i++) {
        const started = performance.now()
        const start = spawn(process.execPath, ['scripts/start.mjs'], {
          cwd: REPO_ROOT,
          env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
          stdio: ['ignore', 'ignore', 'inherit'],
        })
        await waitForAnswer(`${base}/code`, start)
        times.push(performance.now() - started)
        await stopProcess(start, 'SIGINT')
      }
      lines.push(
        `${driver.padEnd(8)} npm start on an existing data directory, first answer: ${times.map((t) => `${f0(t)} ms`).join(', ')} (goal ≤ 3 s)`,
      )
      console.log(lines[lines.length - 1])
    }
  } finally {
    if (server) await stopProcess(server)
    await external?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  return lines
}

buildServerIfNeeded()
console.log(
  `\nHTTP bench: ${CONNECTIONS} connections, ${SECONDS} s per run, each target once beside its references; server, load generator, bare route and raw pool each in their own process (2 cores shared)`,
)
const results: string[] = []
for (const d of benchDrivers()) results.push(...(await runOn(d)))
console.log('\nSummary')
for (const r of results) console.log(r)
process.exit(0)
