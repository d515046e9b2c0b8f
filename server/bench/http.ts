// HTTP throughput of two real API calls (getRouters and a dictionary list) side by side with a bare Fastify route that
// returns a body of the same size, in one run. Prints requests/s, p50/p99 latency and the ratio to the bare route.
// Run: node --import tsx server/bench/http.ts   (TEST_DATABASE_URL=postgres://… adds a PostgreSQL run)
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import Fastify from 'fastify'
import pg from 'pg'
import { boot } from '../src/boot'
import { readConfig } from '../src/config'
import { encryptPassword } from '../src/auth/cipher'

const DURATION = Number(process.env.BENCH_SECONDS ?? 8)
const CONNECTIONS = 20

async function measure(url: string, headers: Record<string, string>) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers })
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`)
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 }
}

async function runOn(driver: 'pglite' | 'postgres') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wp-bench-'))
  let dbName: string | undefined
  let url: string | undefined
  if (driver === 'postgres') {
    dbName = `wp_bench_${Date.now()}`
    const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await c.connect()
    await c.query(`CREATE DATABASE ${dbName}`)
    await c.end()
    const u = new URL(process.env.TEST_DATABASE_URL!)
    u.pathname = '/' + dbName
    url = u.toString()
  }
  const config = readConfig({ DATA_DIR: dataDir, CAPTCHA_ENABLED: 'false', ...(url ? { DATABASE_URL: url } : {}) })
  const app = await boot(config)
  await app.fastify.listen({ port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${(app.fastify.server.address() as { port: number }).port}/prod-api`

  const challenge = (await (await fetch(`${base}/code`)).json()) as { uuid: string; key: string }
  const login = (await (
    await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'admin',
        password: encryptPassword(config.initialAdminPassword, challenge.key),
        uuid: challenge.uuid,
      }),
    })
  ).json()) as { data: { access_token: string } }
  const headers = { authorization: `Bearer ${login.data.access_token}` }

  const targets = [
    { name: 'GET /system/menu/getRouters', path: '/system/menu/getRouters' },
    { name: 'GET /system/dict/data/list', path: '/system/dict/data/list?dictType=sys_oper_type&pageSize=10' },
  ]
  const rows: string[] = []
  for (const t of targets) {
    const body = await (await fetch(base + t.path, { headers })).text()
    // The bare route: same process, same body size, no auth, no database.
    const bare = Fastify()
    bare.get('/bare', async (_req, reply) => reply.type('application/json; charset=utf-8').send(body))
    await bare.listen({ port: 0, host: '127.0.0.1' })
    const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bare`
    const real = await measure(base + t.path, headers)
    const ref = await measure(bareUrl, {})
    await bare.close()
    rows.push(
      `${driver.padEnd(8)} ${t.name.padEnd(30)} body ${String(body.length).padStart(5)} B | ` +
        `API ${real.rps.toFixed(0).padStart(6)} req/s p50 ${real.p50} ms p99 ${real.p99} ms | ` +
        `bare ${ref.rps.toFixed(0).padStart(6)} req/s p99 ${ref.p99} ms | ratio ${(real.rps / ref.rps).toFixed(2)}`,
    )
  }
  await app.close()
  rmSync(dataDir, { recursive: true, force: true })
  if (dbName) {
    const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await c.connect()
    await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
    await c.end()
  }
  return rows
}

const results: string[] = []
for (const d of ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])] as const)
  results.push(...(await runOn(d)))
console.log(
  `\nHTTP bench (${CONNECTIONS} connections, ${DURATION} s each, one process, 2 cores shared with the load generator)`,
)
for (const r of results) console.log(r)
