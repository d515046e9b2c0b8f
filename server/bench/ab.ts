// Two builds of the server side by side under the same machine load: each target alternately on build A and build B
// in short rounds (so both meet the same moments of a shared machine), requests summed per build.
//   node --import tsx server/bench/ab.ts <bundle A> <bundle B> [rounds] [seconds]
// A tool for before/after comparisons on a loaded machine (not part of npm run bench).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { benchLogin } from './lib/session'
import { cpuMs, freePort, runHelper, startCompiledServer, stopProcess } from './lib/processes'
import type { Expect } from './lib/answers'

const [bundleA, bundleB] = [process.argv[2], process.argv[3]]
const ROUNDS = Number(process.argv[4] ?? 4)
const SECONDS = Number(process.argv[5] ?? 3)
const ALL_TARGETS: { name: string; path: string; expect: Expect; headers?: Record<string, string> }[] = [
  {
    name: 'dictionary-data list',
    path: '/system/dict/data/list?dictType=sys_oper_type&pageSize=10',
    expect: { rows: 'array+', total: 'number' },
  },
  { name: 'getInfo', path: '/system/user/getInfo', expect: { user: 'object' } },
  { name: 'getRouters', path: '/system/menu/getRouters', expect: { data: 'array+' } },
  {
    name: 'getRouters brotli',
    path: '/system/menu/getRouters',
    expect: { data: 'array+' },
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  },
  { name: 'dictionary by type', path: '/system/dict/data/type/sys_oper_type', expect: { data: 'array+' } },
  { name: 'config by key', path: '/system/config/configKey/sys.index.skinName', expect: { msg: 'string' } },
  {
    name: 'user list',
    path: '/system/user/list?pageNum=1&pageSize=10&deptId=100',
    expect: { rows: 'array+', total: 'number' },
  },
]
/** AB_TARGETS=getInfo,getRouters: only the targets whose names contain one of these. */
const TARGETS = ALL_TARGETS.filter(
  (t) => !process.env.AB_TARGETS || process.env.AB_TARGETS.split(',').some((n) => t.name.includes(n)),
)
const servers = await Promise.all(
  [bundleA, bundleB].map(async (bundle) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wp-bench-ab-'))
    const port = await freePort()
    const child = await startCompiledServer(bundle, dir, port)
    const base = `http://127.0.0.1:${port}/prod-api`
    return { dir, child, base, token: await benchLogin(base) }
  }),
)
try {
  console.log(`A: ${bundleA}\nB: ${bundleB}\n${ROUNDS} rounds × ${SECONDS} s per build and target, alternating`)
  for (const t of TARGETS) {
    const sums = [
      { n: 0, p99: [] as number[], cpu: 0 },
      { n: 0, p99: [] as number[], cpu: 0 },
    ]
    const one = async (i: number) => {
      const s = servers[i]
      const cpu0 = cpuMs([s.child.pid!])
      const res = await runHelper<{ rps: number; p99: number }>('./load.ts', {
        url: s.base + t.path,
        seconds: SECONDS,
        connections: 20,
        headers: { authorization: `Bearer ${s.token}`, ...t.headers },
        expect: t.expect,
      })
      sums[i].n += res.rps
      sums[i].cpu += cpuMs([s.child.pid!]) - cpu0
      sums[i].p99.push(res.p99)
    }
    for (let r = 0; r < ROUNDS; r++)
      // AB_TOGETHER=1: both builds loaded at the same time (they share the machine's every moment).
      if (process.env.AB_TOGETHER) await Promise.all([one(0), one(1)])
      else for (const i of r % 2 ? [1, 0] : [0, 1]) await one(i)
    // the server's CPU per request (µs): what the machine's load changes least
    const [a, b] = sums.map((x) => ({
      rps: x.n / ROUNDS,
      p99: Math.max(...x.p99),
      cpu: ((x.cpu * 1000) / (x.n * SECONDS)).toFixed(0),
    }))
    console.log(
      `${t.name.padEnd(22)} A ${a.rps.toFixed(0).padStart(6)}/s (worst p99 ${a.p99} ms, ${a.cpu} µs CPU)  B ${b.rps.toFixed(0).padStart(6)}/s (worst p99 ${b.p99} ms, ${b.cpu} µs CPU)  → B/A ${(b.rps / a.rps).toFixed(2)}`,
    )
  }
} finally {
  for (const s of servers) {
    await stopProcess(s.child)
    rmSync(s.dir, { recursive: true, force: true })
  }
}
process.exit(0)
