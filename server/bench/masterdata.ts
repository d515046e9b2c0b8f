/**
 * 主数据 collection at 100,000 source rows (issue 21): rows per second and the growth of the process's RSS (peak
 * during the run minus before it) for a first run (every row a new golden record: cleaning, mapping, checks,
 * numbering, the operate log) and a second identical run (every row unchanged). The reference, same process and
 * database: the raw node-postgres driver reading the same rows through a cursor and writing the same number of
 * JSONB rows with multi-row inserts in transactions of 500 (the floor the collection's own work sits on).
 * Each size runs in its own process on a fresh embedded PostgreSQL; the source is a table of that same database,
 * read through a PostgreSQL 数据源 like any other. No collection is forced: the growth includes V8's garbage.
 *   node --import tsx server/bench/masterdata.ts [sizes…]      (default 100000)
 * Measured 2026-11-27 13:14–13:26 UTC (`… masterdata.ts 100000 200000`, a machine shared with 6 other helpers, load
 * average 15–18), RSS growth first / second run (reference), with V8's allocation-site pretenuring off
 * (server/src/db/young-rows.ts): 100,000 +23 / +0 MB (+27), 200,000 +10 / +14 MB (+24); rows/s at 100,000: first 806,
 * second 1,439, reference 10,132. Before (10:46–11:11 UTC, loaded too): 100,000 +14 / +48 MB (+40), 200,000 +9 / +109
 * MB (+70); at 13:09 UTC, same load, 100,000: second run +57 MB.
 */
import { writeFileSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import { constants, PerformanceObserver } from 'node:perf_hooks'
import v8 from 'node:v8'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { startRun } from '../src/masterdata/collect/run'
import { mdmCollectRun, mdmSource } from '../src/masterdata/schema'
import { CUSTOMER } from '../src/masterdata/testing'
import { seal } from '../src/masterdata/seal'
import { eq } from 'drizzle-orm'
import { login, ms, perDriverAndSize, startBenchServer, type Driver } from './lib/common'

const MB = 1024 * 1024

/**
 * Peak RSS while `fn` runs, sampled every 10 ms, against the RSS just before, and the full (mark-compact)
 * collections V8 ran meanwhile. BENCH_TRACE=1 prints a sample of RSS, V8 heap (used / reserved) and off-heap memory
 * every second to stderr, and the old generation before and after, to see which of them grows; under
 * `node --expose-gc` a full collection runs before each measured part (each then starts from its live heap alone);
 * BENCH_HEAP_PROF=first:/tmp/a.heapprofile samples where the first run allocates what survives the young generation
 * (open it in Chrome's DevTools, Memory). Neither is on in `npm run bench`.
 */
async function measured<T>(what: string, fn: () => Promise<T>) {
  const profile = process.env.BENCH_HEAP_PROF?.startsWith(`${what}:`)
    ? process.env.BENCH_HEAP_PROF.slice(what.length + 1)
    : ''
  const session = new Session()
  if (profile) {
    session.connect()
    await session.post('HeapProfiler.enable')
    // what the run allocates and the young generation's collections did not free (what makes the heap grow)
    await session.post('HeapProfiler.startSampling', {
      samplingInterval: 32768,
      includeObjectsCollectedByMajorGC: true,
    })
  }
  ;(globalThis as { gc?: () => void }).gc?.()
  const oldSpace = () => v8.getHeapSpaceStatistics().find((x) => x.space_name === 'old_space')!.space_used_size / MB
  const oldBefore = oldSpace()
  let fullGcs = 0
  const gcs = new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if ((e as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) fullGcs++
  })
  gcs.observe({ entryTypes: ['gc'] })
  const baseline = process.memoryUsage().rss
  const cpu0 = process.cpuUsage()
  let peak = baseline
  const trace = process.env.BENCH_TRACE === '1'
  const t0 = performance.now()
  let ticks = 0
  const sampler = setInterval(() => {
    const m = process.memoryUsage()
    peak = Math.max(peak, m.rss)
    if (trace && ++ticks % 100 === 0) {
      const mb = (n: number) => (n / MB).toFixed(0).padStart(4)
      process.stderr.write(
        `${what} ${((performance.now() - t0) / 1000).toFixed(0).padStart(4)}s rss ${mb(m.rss)} (+${mb(m.rss - baseline)}) heap ${mb(m.heapUsed)}/${mb(m.heapTotal)} external ${mb(m.external)} buffers ${mb(m.arrayBuffers)}\n`,
      )
    }
  }, 10)
  const result = await fn()
  const took = performance.now() - t0
  const cpu = process.cpuUsage(cpu0)
  clearInterval(sampler)
  gcs.disconnect()
  peak = Math.max(peak, process.memoryUsage().rss)
  if (trace)
    process.stderr.write(
      `${what}: old generation ${oldBefore.toFixed(0)} -> ${oldSpace().toFixed(0)} MB, ${fullGcs} full collections\n`,
    )
  if (profile) {
    writeFileSync(profile, JSON.stringify((await session.post('HeapProfiler.stopSampling')).profile))
    session.disconnect()
  }
  return {
    result,
    ms: took,
    cpuMs: (cpu.user + cpu.system) / 1000,
    addedMb: (peak - baseline) / MB,
    peakMb: peak / MB,
    fullGcs,
  }
}

async function child(driver: Driver, rows: number) {
  const bench = await startBenchServer(driver)
  try {
    const { ctx, fastify } = bench.server
    const token = await login(bench.server)
    const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
      const res = JSON.parse(
        (
          await fastify.inject({
            method,
            url: `/prod-api${url}`,
            headers: { authorization: `Bearer ${token}` },
            payload: payload as never,
          })
        ).body,
      )
      if (res.code !== 200) throw new Error(`${url}: ${res.msg}`)
      return res.data
    }
    const model = await call('POST', '/masterdata/model', {
      modelCode: 'CUSTOMER',
      modelName: '客户',
      modelType: '1',
      category: '3',
    })
    await call('PUT', `/masterdata/model/definition/${model.modelId}`, CUSTOMER)
    await call('POST', `/masterdata/model/publish/${model.modelId}`)

    // the source: a table of this same database, reached as a PostgreSQL source on the cluster's socket
    const u = new URL(bench.server.database.url)
    await ctx.db.execute(sql.raw('create schema bench_src'))
    await ctx.db.execute(
      sql.raw(`create table bench_src.customer as
        select g as id, '  客户' || g || ' ' as cust_name,
               case when g % 2 = 0 then lower('91110000' || lpad(g::text, 10, '0')) else '91110000' || lpad(g::text, 10, '0') end as credit,
               '上海' as city, (g % 1000) * 10 as amount
        from generate_series(1, ${rows}) g`),
    )
    await ctx.db.execute(sql.raw('create table bench_src.reference (code text, data jsonb)'))
    const [source] = await ctx.db
      .insert(mdmSource)
      .values({
        sourceName: 'bench',
        sourceType: 'postgresql',
        host: u.searchParams.get('host') ?? u.hostname,
        port: Number(u.searchParams.get('port') ?? u.port ?? 5432),
        dbName: u.pathname.slice(1),
        username: decodeURIComponent(u.username),
        password: u.password ? seal(ctx, decodeURIComponent(u.password)) : null,
      })
      .returning()
    const task = await call('POST', '/masterdata/collect/task', {
      taskName: 'bench',
      modelId: model.modelId,
      sourceId: source.sourceId,
      sourceObject: 'select * from bench_src.customer order by id',
      priority: 10,
    })
    await call('PUT', `/masterdata/collect/config/${task.taskId}`, {
      cleanList: [
        { column: '*', cleanType: 'trim' },
        { column: 'credit', cleanType: 'upper' },
      ],
      mappingList: [
        { fieldCode: 'name', sourceColumn: 'cust_name' },
        { fieldCode: 'creditCode', sourceColumn: 'credit' },
        { fieldCode: 'city', sourceColumn: 'city' },
        { fieldCode: 'amount', sourceColumn: 'amount' },
      ],
    })
    await ctx.db.execute(sql`vacuum analyze`)
    await new Promise((r) => setTimeout(r, 2000))

    // the reference: the raw driver reads the same rows and writes the same number of rows, 500 per statement
    const reference = await measured('reference', async () => {
      const reader = new pg.Client({ connectionString: bench.server.database.url })
      const writer = new pg.Client({ connectionString: bench.server.database.url })
      await reader.connect()
      await writer.connect()
      try {
        await reader.query('begin transaction read only')
        await reader.query('declare c no scroll cursor for select * from bench_src.customer order by id')
        for (;;) {
          const batch = await reader.query('fetch 1000 from c')
          for (let i = 0; i < batch.rows.length; i += 500) {
            const part = batch.rows.slice(i, i + 500)
            await writer.query('begin')
            await writer.query(
              'insert into bench_src.reference (code, data) select * from unnest($1::text[], $2::jsonb[])',
              [part.map((r) => `KH-${r.id}`), part.map((r) => JSON.stringify(r))],
            )
            await writer.query('commit')
          }
          if (batch.rows.length < 1000) break
        }
        await reader.query('commit')
      } finally {
        await reader.end()
        await writer.end()
      }
    })
    await new Promise((r) => setTimeout(r, 2000))
    const runOnce = async () => {
      const runId = await startRun(ctx, task.taskId, 'bench', true)
      const [run] = await ctx.db.select().from(mdmCollectRun).where(eq(mdmCollectRun.runId, runId))
      if (run.runStatus !== 'success') throw new Error(`run failed: ${run.message}`)
      return run
    }
    const first = await measured('first', runOnce)
    await new Promise((r) => setTimeout(r, 2000))
    const second = await measured('second', runOnce)
    // a first run makes every row a record; a second identical one changes nothing
    const counts = (r: typeof first.result) =>
      [r.readCount, r.insertCount, r.updateCount, r.unchangedCount, r.rejectCount].join('/')
    if (counts(first.result) !== `${rows}/${rows}/0/0/0` || counts(second.result) !== `${rows}/0/0/${rows}/0`)
      throw new Error(
        `wrong counts (read/inserted/updated/unchanged/rejected): ${counts(first.result)}, ${counts(second.result)}`,
      )
    const part = (m: Measured): Measured => ({
      ms: m.ms,
      cpuMs: m.cpuMs,
      addedMb: m.addedMb,
      peakMb: m.peakMb,
      fullGcs: m.fullGcs,
    })
    console.log(
      JSON.stringify({
        driver,
        rows,
        reference: part(reference),
        first: { ...part(first), inserted: first.result.insertCount },
        second: { ...part(second), unchanged: second.result.unchangedCount },
      }),
    )
  } finally {
    await bench.close()
  }
}

interface Measured {
  ms: number
  /** this process's CPU time (user + system; not the database's): steadier than \`ms\` on a shared machine */
  cpuMs: number
  addedMb: number
  /** the process's peak RSS during the part */
  peakMb: number
  /** full (mark-compact) collections during the part */
  fullGcs: number
}

await perDriverAndSize<{
  reference: Measured
  first: Measured & { inserted: number }
  second: Measured & { unchanged: number }
}>(import.meta.url, {
  defaults: [100_000],
  what: 'masterdata',
  child,
  report(driver, rows, r) {
    const rate = (n: number, t: number) => `${Math.round((n / t) * 1000)} rows/s`
    const fmt = (what: string, x: Measured) =>
      `  ${what.padEnd(34)} ${ms(x.ms).padStart(12)}  ${rate(rows, x.ms).padStart(12)}  CPU ${ms(x.cpuMs).padStart(12)}  RSS +${x.addedMb.toFixed(0)} MB (peak ${x.peakMb.toFixed(0)} MB, ${x.fullGcs} full GC)`
    console.log(`[${driver}] 主数据采集 ${rows} source rows (goal: RSS growth ≤ 60 MB at 100,000)`)
    console.log(fmt('reference: raw driver read + insert', r.reference))
    console.log(fmt(`first run (${r.first.inserted} inserted)`, r.first))
    console.log(fmt(`second run (${r.second.unchanged} unchanged)`, r.second))
  },
})
