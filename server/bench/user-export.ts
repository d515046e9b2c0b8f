/**
 * Excel export of users at 20k, 50k and 100k rows: time and the growth of the server process's RSS (peak during the
 * export minus before it). Each size runs in its own process that seeds its database (PostgreSQL runs in processes
 * of its own), listens on a port and streams the export to curl (another process), so the figures are the server's
 * own. No collection is forced: the growth includes whatever garbage V8 lets build up, as in production.
 *   node --import tsx server/bench/user-export.ts [sizes…]
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { login, ms, perDriverAndSize, seedBulk, startBenchServer, type Driver } from './lib/common'

const MB = 1024 * 1024

async function child(driver: Driver, rows: number) {
  const bench = await startBenchServer(driver)
  try {
    await seedBulk(bench.server, rows)
    const token = await login(bench.server)
    await bench.server.fastify.listen({ port: 0, host: '127.0.0.1' })
    const address = bench.server.fastify.server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    // Settle what seeding left behind the way an idle server would (time, not a forced collection).
    await new Promise((r) => setTimeout(r, 2000))
    const baseline = process.memoryUsage().rss
    let peak = baseline
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10)
    // The client is curl in its own process, so the RSS measured here is the server's alone.
    const t0 = performance.now()
    const curl = spawn('curl', [
      '-s',
      '-o',
      '/dev/null',
      '-w',
      '%{size_download}',
      '-X',
      'POST',
      '-H',
      `authorization: Bearer ${token}`,
      '-H',
      'content-type: application/x-www-form-urlencoded',
      '--data',
      'deptId=100',
      `http://127.0.0.1:${port}/prod-api/system/user/export`,
    ])
    let out = ''
    curl.stdout.on('data', (d) => (out += d))
    await once(curl, 'close')
    const bytes = Number(out)
    const took = performance.now() - t0
    clearInterval(sampler)
    console.log(
      JSON.stringify({
        driver,
        rows,
        ms: took,
        bytes,
        baselineMb: baseline / MB,
        peakMb: peak / MB,
        addedMb: (peak - baseline) / MB,
      }),
    )
  } finally {
    await bench.close()
  }
}

await perDriverAndSize<{ ms: number; bytes: number; baselineMb: number; peakMb: number; addedMb: number }>(
  import.meta.url,
  {
    defaults: [20_000, 50_000, 100_000],
    what: 'export',
    child,
    report: (driver, rows, r) =>
      console.log(
        `[${driver}] export ${String(rows).padStart(6)} users: ${ms(r.ms).padStart(10)}  ${(r.bytes / MB).toFixed(1)} MB xlsx  ` +
          `RSS before ${r.baselineMb.toFixed(0)} MB, peak ${r.peakMb.toFixed(0)} MB: +${r.addedMb.toFixed(0)} MB (goal ≤ 30 MB at 100,000, no forced GC)`,
      ),
  },
)
