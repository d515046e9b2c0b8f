// A CPU profile of the compiled server under load on one route (the profile says where the time goes; the ratios
// come from http.ts): starts `dist/server/main.mjs` with --cpu-prof on a fresh embedded data directory, signs in,
// loads the route with 20 connections, stops the server and prints the heaviest functions by self time.
//   node --import tsx server/bench/profile.ts /system/dict/data/list?dictType=sys_oper_type [seconds]
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { benchLogin } from './lib/session'
import {
  cpuMs,
  freePort,
  processTree,
  runHelper,
  spawnServer,
  stopProcess,
  waitForAnswer,
  SERVER_BUNDLE,
} from './lib/processes'

const route = process.argv[2] ?? '/system/dict/data/list?dictType=sys_oper_type&pageSize=10'
const seconds = Number(process.argv[3] ?? 8)
const dataDir = mkdtempSync(path.join(tmpdir(), 'wp-bench-profile-'))
const profDir = path.join(dataDir, 'prof')
const port = await freePort()
const base = `http://127.0.0.1:${port}/prod-api`
const server = spawnServer(SERVER_BUNDLE, dataDir, port, {
  nodeArgs: process.env.NO_PROFILE ? [] : ['--cpu-prof', `--cpu-prof-dir=${profDir}`],
})
try {
  await waitForAnswer(`${base}/code`, server)
  const token = await benchLogin(base)
  const pgPids = processTree(Number(readFileSync(path.join(dataDir, 'pg/postmaster.pid'), 'utf8').split('\n')[0]))
  const cpu0 = { server: cpuMs([server.pid!]), system: cpuMs([server.pid!], 'system'), pg: cpuMs(pgPids) }
  const r = await runHelper<{ rps: number; p99: number }>('./load.ts', {
    url: base + route,
    seconds,
    connections: 20,
    // ACCEPT_ENCODING=br: as a browser asks.
    headers: {
      authorization: `Bearer ${token}`,
      ...(process.env.ACCEPT_ENCODING ? { 'accept-encoding': process.env.ACCEPT_ENCODING } : {}),
    },
  })
  const requests = r.rps * seconds
  const perRequest = (ms: number) => ((ms * 1000) / requests).toFixed(0)
  // CPU time per request is what the machine's load does not change much (throughput is).
  console.log(
    `${route}: ${r.rps.toFixed(0)}/s p99 ${r.p99} ms; CPU per request: server ${perRequest(cpuMs([server.pid!]) - cpu0.server)} µs ` +
      `(kernel ${perRequest(cpuMs([server.pid!], 'system') - cpu0.system)}), ` +
      `PostgreSQL ${perRequest(cpuMs(processTree(pgPids[0])) - cpu0.pg)} µs`,
  )
} finally {
  await stopProcess(server, 'SIGINT')
}
interface Node {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
if (process.env.NO_PROFILE) {
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(0)
}
const file = readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'))!
const prof = JSON.parse(readFileSync(path.join(profDir, file), 'utf8')) as {
  nodes: Node[]
  samples: number[]
  timeDeltas: number[]
}
// Only the samples of the load (the last `seconds` before the end), not the start-up's.
const self = new Map<number, number>()
const at: number[] = []
prof.timeDeltas.reduce((t, d, i) => (at[i] = t + d), 0)
const from = at[at.length - 1] - seconds * 1e6
prof.samples.forEach((id, i) => {
  if (at[i] >= from) self.set(id, (self.get(id) ?? 0) + (prof.timeDeltas[i] ?? 0))
})
// Inclusive time of our own functions (the bundle's) and the libraries': where a request's time goes, top down.
const inclusive = new Map<string, number>()
const byId = new Map(prof.nodes.map((n) => [n.id, n]))
const visit = (n: Node, onStack: Set<string>): number => {
  let t = self.get(n.id) ?? 0
  const where = n.callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/dist\//, 'dist/')
  const key = `${n.callFrame.functionName || '(anonymous)'} ${where}:${n.callFrame.lineNumber + 1}`
  const fresh = !onStack.has(key)
  if (fresh) onStack.add(key)
  for (const c of n.children ?? []) t += visit(byId.get(c)!, onStack)
  if (fresh) {
    onStack.delete(key)
    inclusive.set(key, (inclusive.get(key) ?? 0) + t)
  }
  return t
}
visit(prof.nodes[0], new Set())
const byFn = new Map<string, number>()
let total = 0
for (const n of prof.nodes) {
  const t = self.get(n.id) ?? 0
  total += t
  const where = n.callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/dist\//, 'dist/')
  const key = `${n.callFrame.functionName || '(anonymous)'} ${where}:${n.callFrame.lineNumber + 1}`
  byFn.set(key, (byFn.get(key) ?? 0) + t)
}
const top = [...byFn].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 40))
for (const [k, t] of top) console.log(`${((100 * t) / total).toFixed(1).padStart(5)} %  ${k}`)
if (process.env.INCLUSIVE) {
  console.log('inclusive:')
  for (const [k, t] of [...inclusive]
    .filter(([k]) => k.includes(process.env.INCLUSIVE!))
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.TOP ?? 40)))
    console.log(`${((100 * t) / total).toFixed(1).padStart(5)} %  ${k}`)
}
// Who calls a function (PROFILE_CALLERS=writev): its self time by call path, a few frames up.
if (process.env.PROFILE_CALLERS) {
  const parent = new Map<number, Node>()
  for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n)
  const paths = new Map<string, number>()
  for (const n of prof.nodes) {
    if (n.callFrame.functionName !== process.env.PROFILE_CALLERS) continue
    const chain: string[] = []
    for (let p = parent.get(n.id); p && chain.length < 8; p = parent.get(p.id))
      chain.push(`${p.callFrame.functionName || '?'}:${p.callFrame.lineNumber + 1}`)
    paths.set(chain.join(' < '), (paths.get(chain.join(' < ')) ?? 0) + (self.get(n.id) ?? 0))
  }
  for (const [k, t] of [...paths].sort((a, b) => b[1] - a[1]).slice(0, 8))
    console.log(`${((100 * t) / total).toFixed(1).padStart(5)} %  ${process.env.PROFILE_CALLERS} < ${k}`)
}
if (process.env.KEEP_PROFILE) console.log(`profile: ${path.join(profDir, file)}`)
else rmSync(dataDir, { recursive: true, force: true })
process.exit(0)
