import { randomBytes } from 'node:crypto'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { sql } from 'drizzle-orm'
import { boot, type Booted } from '../../src/boot'
import { modules } from '../../src/modules'
import { readConfig } from '../../src/config'
import { openDatabase } from '../../src/db/client'
import { encryptPassword } from '../../src/auth/cipher'

/** `embedded`: the default PostgreSQL `npm start` runs; `postgres`: a new database on TEST_DATABASE_URL's server. */
export type Driver = 'embedded' | 'postgres'
/** The embedded default, plus TEST_DATABASE_URL's server when set; BENCH_DRIVERS=postgres (or embedded) picks one. */
export const benchDrivers = (): Driver[] =>
  (['embedded', ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : [])] as Driver[]).filter(
    (d) => !process.env.BENCH_DRIVERS || process.env.BENCH_DRIVERS.split(',').includes(d),
  )

export interface BenchServer {
  server: Booted
  driver: Driver
  close(): Promise<void>
}

/** A new database on TEST_DATABASE_URL's server; `drop()` removes it. */
export async function createBenchDatabase() {
  const admin = process.env.TEST_DATABASE_URL!
  const name = `wp_bench_${randomBytes(5).toString('hex')}`
  const c = new pg.Client({ connectionString: admin })
  await c.connect()
  await c.query(`CREATE DATABASE ${name}`)
  await c.end()
  const u = new URL(admin)
  u.pathname = '/' + name
  return {
    url: u.toString(),
    async drop() {
      const d = new pg.Client({ connectionString: admin })
      await d.connect()
      await d.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await d.end()
    },
  }
}

/** A server on a fresh database: a new embedded cluster in a temporary DATA_DIR, or a new database on TEST_DATABASE_URL. */
export async function startBenchServer(driver: Driver): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wp-bench-'))
  const external = driver === 'postgres' ? await createBenchDatabase() : undefined
  const url = external?.url
  const drop = async () => void (await external?.drop())
  const config = readConfig({ DATA_DIR: dataDir, CAPTCHA_ENABLED: 'false', ...(url ? { DATABASE_URL: url } : {}) })
  const database = await openDatabase({ url, dataDir: path.join(dataDir, 'pg'), poolSize: 10 })
  const server = await boot(config, { database, modules })
  return {
    server,
    driver,
    async close() {
      await server.close()
      await drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export async function login(server: Booted, username = 'admin', password = 'admin123') {
  // The bench's accounts count as having changed their initial password (until then the server answers nothing else).
  await server.ctx.db.execute(
    sql`update sys_user set pwd_update_date = now() where user_name = ${username} and pwd_update_date is null`,
  )
  const challenge = JSON.parse((await server.fastify.inject({ method: 'GET', url: '/prod-api/code' })).body)
  const res = JSON.parse(
    (
      await server.fastify.inject({
        method: 'POST',
        url: '/prod-api/auth/login',
        payload: { username, password: encryptPassword(password, challenge.key), uuid: challenge.uuid },
      })
    ).body,
  )
  if (res.code !== 200) throw new Error(`login failed: ${res.msg}`)
  return res.data.access_token as string
}

/**
 * Bulk data in a few generate_series statements: 10 branches under the root with 10 departments each
 * (110 new departments), `users` users spread over the leaf departments, `operLogs` operation-log rows.
 */
export async function seedBulk(server: Booted, users: number, operLogs = 0) {
  const db = server.ctx.db
  await db.execute(sql`
    insert into sys_dept (dept_id, parent_id, ancestors, dept_name, order_num)
    select 1000 + b, 100, '0,100', '分部' || b, b from generate_series(1, 10) b`)
  await db.execute(sql`
    insert into sys_dept (dept_id, parent_id, ancestors, dept_name, order_num)
    select 2000 + b * 100 + l, 1000 + b, '0,100,' || (1000 + b), '科室' || b || '-' || l, l
    from generate_series(1, 10) b, generate_series(1, 10) l`)
  const [{ password }] = (
    (await db.execute(sql`select password from sys_user where user_id = 1`)) as unknown as {
      rows: { password: string }[]
    }
  ).rows
  for (let from = 1; from <= users; from += 50_000) {
    const to = Math.min(users, from + 49_999)
    await db.execute(sql`
      insert into sys_user (dept_id, user_name, nick_name, email, phonenumber, sex, password, status, create_by, create_time)
      select 2000 + (1 + (i % 10)) * 100 + (1 + (i / 10) % 10), 'bench' || i, '用户' || i, 'bench' || i || '@example.com',
             '139' || lpad(i::text, 8, '0'), (i % 3)::text, ${password}, case when i % 20 = 0 then '1' else '0' end, 'bench',
             now() - (i || ' minutes')::interval
      from generate_series(${from}::int, ${to}::int) i`)
  }
  for (let from = 1; from <= operLogs; from += 100_000) {
    const to = Math.min(operLogs, from + 99_999)
    await db.execute(sql`
      insert into sys_oper_log (title, business_type, method, request_method, oper_name, dept_name, oper_url, oper_ip, oper_param, json_result, status, oper_time, cost_time)
      select '用户管理', i % 10, 'PUT /prod-api/system/user', 'PUT', 'bench' || (i % 1000), '研发部门', '/prod-api/system/user', '10.0.0.' || (i % 250),
             '{"userId":' || i || '}', '{"code":200,"msg":"操作成功"}', (i % 17 = 0)::int, now() - (i || ' seconds')::interval, i % 300
      from generate_series(${from}::int, ${to}::int) i`)
  }
  // As autovacuum would have by then: statistics and the visibility map (index-only scans).
  await db.execute(sql`vacuum analyze`)
}

export function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
  return { p50: at(50), p95: at(95), max: sorted[sorted.length - 1] }
}

export const ms = (n: number) => `${n.toFixed(1)} ms`

/**
 * A bench measured in a process of its own per driver and size, so each figure is that process's alone. Run as
 * `node --import tsx <file> [sizes…]`, it starts `<file> --child <driver> <rows>` for each driver and each size (the
 * command line's, else `defaults`) and hands the JSON of the child's last output line to `report`; a child whose
 * line is missing or does not fit is told with the end of its output. Run as such a child, it calls `child`.
 */
export async function perDriverAndSize<R>(
  file: string,
  o: {
    defaults: number[]
    child(driver: Driver, rows: number): Promise<void>
    report(driver: Driver, rows: number, result: R): void
    /** What a failed size is called: `export`, `masterdata`. */
    what: string
  },
): Promise<never> {
  if (process.argv[2] === '--child') {
    await o.child(process.argv[3] as Driver, Number(process.argv[4]))
    process.exit(0)
  }
  const sizes = process.argv
    .slice(2)
    .map(Number)
    .filter((n) => n > 0)
  for (const driver of benchDrivers())
    for (const rows of sizes.length ? sizes : o.defaults) {
      const out = spawnSync(
        process.execPath,
        ['--import', 'tsx', fileURLToPath(file), '--child', driver, String(rows)],
        { encoding: 'utf8', env: process.env, maxBuffer: 16 * 1024 * 1024 },
      )
      try {
        o.report(driver, rows, JSON.parse(out.stdout.trim().split('\n').pop() ?? '') as R)
      } catch {
        console.log(`[${driver}] ${o.what} ${rows} failed:\n${out.stdout.slice(-1000)}\n${out.stderr.slice(-3000)}`)
      }
    }
  process.exit(0)
}
