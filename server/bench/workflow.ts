// Workflow engine throughput, as `npm start` runs it: the compiled server in its own process on the embedded
// PostgreSQL default (and on TEST_DATABASE_URL when set), a load generator in its own process keeping 8 cycles in
// flight. One cycle = POST /flowable/definition/start (the applicant's own first task is completed there, as RuoYi
// does) + POST /flowable/task/complete of the approval it opened: two user tasks completed per cycle, each command
// its own transaction on the locked instance row. The reference, same run and machine: raw node-postgres round trips
// (`SELECT 1`, 8 loops, pool of 10) in their own process, to read a cycle as a number of round trips.
// Run: node --import tsx server/bench/workflow.ts   (BENCH_SECONDS, default 8)
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { benchLogin } from './lib/session'
import { compileModel } from '../src/workflow/engine/model'
import { Definition, resume, startProcess } from '../src/workflow/engine/runtime'
import { benchXml } from '../src/workflow/testing/models'
import { benchDrivers, createBenchDatabase, type Driver } from './lib/common'
import {
  freePort,
  socketUrl,
  startCompiledServer,
  runHelper,
  stopProcess,
  SERVER_BUNDLE,
  benchSeconds,
  buildServerIfNeeded,
} from './lib/processes'

const SECONDS = benchSeconds(8)
const IN_FLIGHT = 8

async function json(url: string, init?: RequestInit) {
  return (await (await fetch(url, init)).json()) as { code: number; msg: string; data?: Record<string, unknown> }
}

interface Cycles {
  cycles: number
  perSecond: number
  failures: number
  startP50: number
  startP99: number
  completeP50: number
  completeP99: number
}

async function runOn(driver: Driver) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wp-bench-wf-'))
  const external = driver === 'postgres' ? await createBenchDatabase() : undefined
  const port = await freePort()
  const base = `http://127.0.0.1:${port}/prod-api`
  const server = await startCompiledServer(SERVER_BUNDLE, dataDir, port, external?.url)
  try {
    const token = await benchLogin(base)
    const deployed = await json(`${base}/flowable/definition/save`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ xml: benchXml() }),
    })
    if (deployed.code !== 200) throw new Error(`deploy: ${deployed.msg}`)
    const deployId = Number(deployed.data!.deploymentId)
    const r = await runHelper<Cycles>('./workflow-load.ts', {
      base,
      token,
      deployId,
      seconds: SECONDS,
      inFlight: IN_FLIGHT,
    })
    const raw = await runHelper<{ rps: number; p50: number; p99: number }>('./raw-ceiling.ts', {
      url: external?.url ?? socketUrl(path.join(dataDir, 'pg')),
      pool: 10,
      loops: IN_FLIGHT,
      seconds: SECONDS,
      statements: [{ sql: 'SELECT 1', params: [] }],
    })
    const f = (n: number) => n.toFixed(1)
    return [
      `${driver.padEnd(8)} start → complete, ${IN_FLIGHT} in flight: ${f(r.perSecond)} cycles/s = ${f(2 * r.perSecond)} user tasks completed/s ` +
        `(goal ≥ 300) | complete p50 ${f(r.completeP50)} ms p99 ${f(r.completeP99)} ms | start p50 ${f(r.startP50)} ms p99 ${f(r.startP99)} ms | ${r.failures} failures`,
      `${driver.padEnd(8)} reference: raw driver round trips (SELECT 1, ${IN_FLIGHT} loops) ${raw.rps.toFixed(0)}/s → one cycle costs as much as ${(raw.rps / r.perSecond).toFixed(1)} round trips`,
    ]
  } finally {
    await stopProcess(server)
    await external?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** The interpreter alone, in this process (no database, no HTTP): what one cycle costs the engine itself. */
async function engineOnly() {
  const def = new Definition(await compileModel(benchXml()))
  const now = new Date()
  let n = 0
  const end = performance.now() + 2000
  while (performance.now() < end) {
    const s = startProcess(def, { INITIATOR: '1' }, { now })
    const a = resume(def, s, { now }).complete(s.created[0].executionId, {})
    resume(def, { state: JSON.parse(JSON.stringify(a.state)), variables: a.variables }, { now }).complete(
      a.created[0].executionId,
      {},
    )
    n++
  }
  return `engine alone (interpreter + state JSON round trip, one core): ${(n / 2).toFixed(0)} cycles/s`
}

buildServerIfNeeded()
console.log(
  `\nWorkflow bench: ${SECONDS} s per run, server, load generator and raw pool each in their own process (2 cores shared)`,
)
const lines: string[] = []
for (const d of benchDrivers()) lines.push(...(await runOn(d)))
lines.push(await engineOnly())
lines.push(
  `load average while measuring: ${(await import('node:os'))
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')} (2 cores)`,
)
for (const l of lines) console.log(l)
process.exit(0)
