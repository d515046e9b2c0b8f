// `perf record` of a server bundle under load (a tool, not part of npm run bench): unlike profile.ts's V8 sampler,
// which counts a thread preempted inside writev as time in writev, perf samples CPU only, the kernel's share and
// V8's own threads (compiler, GC) too. Needs Linux perf and the right to record (root or perf_event_paranoid ≤ 1).
//   node --import tsx server/bench/perf.ts dist/server/main.mjs '<route>' [seconds] [out.perf]
//   then: perf report -i out.perf --no-children --sort sym   (JS frames named by --perf-basic-prof-only-functions)
import { mkdtempSync, rmSync } from 'node:fs'
import { spawn } from 'node:child_process'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { benchLogin } from './lib/session'
import { cpuMs, freePort, runHelper, spawnServer, stopProcess, waitForAnswer } from './lib/processes'
const bundle = process.argv[2]
const route = process.argv[3]
const seconds = Number(process.argv[4] ?? 6)
const out = process.argv[5] ?? 'server.perf'
const dataDir = mkdtempSync(path.join(tmpdir(), 'wp-perf-'))
const port = await freePort()
const base = `http://127.0.0.1:${port}/prod-api`
const server = spawnServer(bundle, dataDir, port, { nodeArgs: ['--perf-basic-prof-only-functions'] })
try {
  await waitForAnswer(`${base}/code`, server)
  const token = await benchLogin(base)
  const c0 = cpuMs([server.pid!])
  const rec = spawn('perf', ['record', '-F', '2000', '-g', '-p', String(server.pid), '-o', out], { stdio: 'ignore' })
  const r = await runHelper<{ rps: number }>('./load.ts', {
    url: base + route,
    seconds,
    connections: 20,
    headers: { authorization: `Bearer ${token}` },
  })
  rec.kill('SIGINT')
  await new Promise((res) => rec.on('exit', res))
  console.log(
    `${route}: ${r.rps.toFixed(0)}/s CPU ${(((cpuMs([server.pid!]) - c0) * 1000) / (r.rps * seconds)).toFixed(0)} µs/req (incl. perf)`,
  )
} finally {
  await stopProcess(server, 'SIGINT')
  rmSync(dataDir, { recursive: true, force: true })
}
process.exit(0)
