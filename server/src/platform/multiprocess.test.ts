/**
 * Proof under failure: three API processes (the compiled server, as `npm start` runs it) on one PostgreSQL behind
 * PgBouncer in transaction mode, reached through a small round-robin proxy, in the README's production layout
 * (DATABASE_URL through the pooler, DATABASE_LISTEN_URL direct, DATABASE_PREPARED_STATEMENTS=false, TRUST_PROXY).
 * Mixed load with writes while one process is killed (SIGKILL) and restarted and another is stopped gracefully and
 * restarted; then every acknowledged write is present once, a role change made on one process is refused on the
 * others within a second, a job due every second fired once per second, a workflow timer fired once, and a live
 * statistics stream on one process heard every change saved through the others.
 * Skipped, with the reason printed, only when there is no PgBouncer binary (`.ci/run` installs Debian's).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import http, { type IncomingMessage } from 'node:http'
import { createServer as createNetServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { encryptPassword } from '../auth/cipher'
import { createDatabaseFrom, INITIAL_PASSWORD } from '../testing/databases'
import { PGBOUNCER, startPgBouncer, type PgBouncer } from '../testing/pgbouncer'
import { timerXml } from '../workflow/testing/models'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const LOAD_MS = Number(process.env.MULTIPROCESS_LOAD_MS ?? 60_000)
const API = '/prod-api'

if (!PGBOUNCER) console.log('multiprocess.test.ts skipped: no pgbouncer binary (apt-get install pgbouncer)')

interface Envelope {
  code: number
  msg: string
  data?: unknown
  rows?: unknown[]
  [key: string]: unknown
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })

const until = async (what: string, check: () => Promise<boolean> | boolean, ms = 60_000, every = 50) => {
  const end = Date.now() + ms
  for (;;) {
    if (await check()) return Date.now()
    if (Date.now() > end) throw new Error(`waited ${ms} ms for ${what}`)
    await new Promise((r) => setTimeout(r, every))
  }
}

/** One HTTP call to `port`; the parsed envelope, or an error (a refused or cut connection). */
function call(port: number, method: string, url: string, token?: string, body?: unknown): Promise<Envelope> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body)
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: API + url,
        agent: false,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (c: string) => (text += c))
        res.on('end', () => {
          try {
            resolve(JSON.parse(text) as Envelope)
          } catch {
            reject(new Error(`HTTP ${res.statusCode}: ${text.slice(0, 120)}`))
          }
        })
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.setTimeout(15_000, () => req.destroy(new Error('timeout')))
    req.end(payload)
  })
}

/**
 * The round-robin proxy in front of the processes, as a reverse proxy would be: each request to the next process,
 * with X-Forwarded-For and X-Forwarded-Proto; a request a process refused to connect is sent to the next one (it
 * never reached a process, so no write can be doubled); a connection cut mid-request is answered 502.
 */
function startProxy(ports: number[]) {
  let next = 0
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      const attempt = (left: number) => {
        const port = ports[next++ % ports.length]
        const upstream = http.request(
          {
            host: '127.0.0.1',
            port,
            method: req.method,
            path: req.url,
            agent: false,
            headers: {
              ...req.headers,
              'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1',
              'x-forwarded-proto': 'http',
            },
          },
          (up: IncomingMessage) => {
            res.writeHead(up.statusCode ?? 502, up.headers)
            up.pipe(res)
          },
        )
        upstream.on('error', (err: NodeJS.ErrnoException) => {
          if (err.code === 'ECONNREFUSED' && left > 1) return attempt(left - 1)
          if (!res.headersSent) res.writeHead(502).end()
          else res.destroy()
        })
        upstream.end(body)
      }
      attempt(ports.length)
    })
  })
  return new Promise<{ port: number; close(): Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as { port: number }).port,
        close: () => new Promise<void>((r) => server.close(() => r())),
      }),
    ),
  )
}

/** The change events a statistics stream hears (ids of the rows saved). */
function openStream(port: number, token: string) {
  const heard = new Set<number>()
  let open = false
  const req = http.request({
    host: '127.0.0.1',
    port,
    path: `${API}/statistics/stream`,
    headers: { authorization: `Bearer ${token}` },
  })
  req.on('error', () => undefined)
  req.on('response', (res) => {
    open = res.statusCode === 200
    let buffer = ''
    res.setEncoding('utf8')
    res.on('data', (chunk: string) => {
      buffer += chunk
      let cut
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut)
        buffer = buffer.slice(cut + 2)
        if (block.startsWith('event: change'))
          for (const id of (JSON.parse(block.split('\ndata: ')[1]) as { ids: number[] }).ids) heard.add(id)
      }
    })
  })
  req.end()
  return { heard, isOpen: () => open, close: () => req.destroy() }
}

describe.skipIf(!PGBOUNCER)(
  'three API processes behind PgBouncer (transaction mode) and a proxy, under failure',
  () => {
    const work = mkdtempSync(path.join(tmpdir(), 'wp-multi-'))
    let database: { url: string; drop(): Promise<unknown> }
    let direct: pg.Pool
    let bouncer: PgBouncer
    let proxy: { port: number; close(): Promise<void> }
    const ports: number[] = []
    const processes: (ChildProcess | undefined)[] = []
    let env: NodeJS.ProcessEnv
    let admin: string

    const startApi = async (i: number) => {
      const child = spawn(process.execPath, ['--enable-source-maps', path.join(ROOT, 'dist/server/main.mjs')], {
        env: { ...env, PORT: String(ports[i]), DATA_DIR: path.join(work, `data${i}`) },
        stdio: ['ignore', 'ignore', 'inherit'],
      })
      processes[i] = child
      await until(`process ${i} to answer`, async () => {
        if (child.exitCode !== null) throw new Error(`process ${i} exited with ${child.exitCode}`)
        return call(ports[i], 'GET', '/code').then(
          (r) => r.code === 200,
          () => false,
        )
      })
    }
    const stopApi = async (i: number, signal: NodeJS.Signals) => {
      const child = processes[i]!
      const exited = new Promise((r) => child.once('exit', r))
      child.kill(signal)
      await exited
    }
    const login = async (port: number, username: string, password: string) => {
      const challenge = await call(port, 'GET', '/code')
      const res = await call(port, 'POST', '/auth/login', undefined, {
        username,
        password: encryptPassword(password, challenge.key as string),
        uuid: challenge.uuid,
      })
      if (res.code !== 200) throw new Error(`login ${username}: ${res.msg}`)
      return (res.data as { access_token: string }).access_token
    }

    beforeAll(async () => {
      const built = spawnSync(process.execPath, ['scripts/build-server.mjs', '--if-needed'], {
        cwd: ROOT,
        encoding: 'utf8',
      })
      if (built.status !== 0) throw new Error(`server build failed: ${built.stderr}`)
      const { adminUrl, template } = inject('testDatabase')
      database = await createDatabaseFrom(adminUrl, template)
      direct = new pg.Pool({ connectionString: database.url, max: 2 })
      // Dropping the database at the end ends its connections from the server side, also one still closing.
      direct.on('error', () => undefined)
      direct.on('connect', (client) => client.on('error', () => undefined))
      // PgBouncer in transaction mode, as Debian packages it.
      bouncer = await startPgBouncer(database.url)
      const pooled = bouncer.url

      // The accounts of the template have chosen their password; the processes run the README's layout.
      for (let i = 0; i < 3; i++) ports.push(await freePort())
      env = {
        ...process.env,
        HOST: '127.0.0.1',
        DATABASE_URL: pooled,
        DATABASE_LISTEN_URL: database.url,
        DATABASE_PREPARED_STATEMENTS: 'false',
        DATABASE_POOL_SIZE: '5',
        TRUST_PROXY: 'true',
        CAPTCHA_ENABLED: 'false',
        LOG_LEVEL: 'warn',
      }
      await Promise.all([0, 1, 2].map(startApi))
      proxy = await startProxy(ports)
      admin = await login(proxy.port, 'admin', INITIAL_PASSWORD)
    }, 180_000)

    afterAll(async () => {
      await proxy?.close()
      for (const child of processes)
        if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await bouncer?.stop()
      await direct?.end()
      await database?.drop().catch(() => undefined)
      rmSync(work, { recursive: true, force: true })
    })

    it(
      'keeps every acknowledged write once, refuses a removed role everywhere within 1 s, fires jobs and timers once, and streams every change',
      async () => {
        const viaProxy = (method: string, url: string, body?: unknown, token = admin) =>
          call(proxy.port, method, url, token, body)

        // A job due every second, and a workflow whose boundary timer fires 8 s after its start.
        const job = await viaProxy('POST', '/monitor/job', {
          jobName: '每秒任务',
          jobGroup: 'DEFAULT',
          invokeTarget: 'cleanJobLog(30)',
          cronExpression: '* * * * * ?',
          misfirePolicy: '1',
          concurrent: '0',
          status: '0',
        })
        expect(job.code, job.msg).toBe(200)
        const jobId = (job.data as { jobId: number }).jobId
        const deployed = await viaProxy('POST', '/flowable/definition/save', {
          xml: timerXml('PT8S'),
          category: 'office',
        })
        expect(deployed.code, deployed.msg).toBe(200)
        const started = await viaProxy(
          'POST',
          `/flowable/definition/start/${(deployed.data as { deploymentId: number }).deploymentId}`,
          { approver: 2 },
        )
        expect(started.code, started.msg).toBe(200)
        const instanceId = Number((started.data as { procInsId: string }).procInsId)

        // A user whose only role (common, roleId 2) grants the configuration list, signed in, on every process.
        const user = await viaProxy('POST', '/system/user', {
          userName: 'mp_user',
          nickName: '多进程',
          password: 'Multi-2026x',
          deptId: 103,
          roleIds: [2],
          status: '0',
        })
        expect(user.code, user.msg).toBe(200)
        const [{ user_id: userId }] = (
          await direct.query<{ user_id: string }>(
            "update sys_user set pwd_update_date = now() where user_name = 'mp_user' returning user_id",
          )
        ).rows
        const userToken = await login(proxy.port, 'mp_user', 'Multi-2026x')
        for (const port of ports)
          expect((await call(port, 'GET', '/system/config/list?pageSize=1', userToken)).code).toBe(200)

        // A live statistics screen on process 0.
        const stream = openStream(ports[0], admin)
        await until('the stream to open', () => stream.isOpen(), 10_000)

        const acknowledged: string[] = []
        const saved: number[] = []
        const failures = { writes: 0, reads: 0, saves: 0 }
        const loadEnd = Date.now() + LOAD_MS
        const writer = async (w: number) => {
          for (let n = 0; Date.now() < loadEnd; n++) {
            const title = `mp-${w}-${n}`
            try {
              const r = await viaProxy('POST', '/system/notice', { noticeTitle: title, noticeType: '1', status: '0' })
              if (r.code === 200) acknowledged.push(title)
              else failures.writes++
            } catch {
              failures.writes++
            }
            await viaProxy('GET', '/system/notice/list?pageSize=5').then(
              (r) => r.code === 200 || failures.reads++,
              () => failures.reads++,
            )
          }
        }
        // Statistics saved through processes 1 and 2 only (the stream is on 0).
        const saver = async () => {
          for (let n = 0; Date.now() < loadEnd; n++) {
            const port = ports[1 + (n % 2)]
            try {
              const r = await call(port, 'POST', '/statistics/manualInputData/saveInvestment', admin, {
                orgId: 103,
                periodKey: `${1900 + (n % 120)}-${String(1 + (n % 12)).padStart(2, '0')}`,
                annualPlanTotal: n,
                monthTotal: 1,
                ytdTotal: 1,
                ytdFixedAsset: 0,
                ytdEquity: 0,
              })
              if (r.code === 200) saved.push((r.data as { id: number }).id)
              else failures.saves++
            } catch {
              failures.saves++
            }
            await new Promise((r) => setTimeout(r, 100))
          }
        }
        const failuresScript = async () => {
          const at = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, loadEnd - LOAD_MS + ms - Date.now())))
          await at(LOAD_MS * 0.2)
          await stopApi(1, 'SIGKILL')
          await at(LOAD_MS * 0.35)
          await startApi(1)
          await at(LOAD_MS * 0.5)
          await stopApi(2, 'SIGTERM')
          expect(processes[2]!.exitCode).toBe(0)
          await at(LOAD_MS * 0.65)
          await startApi(2)
        }
        await Promise.all([...[0, 1, 2, 3, 4, 5].map(writer), saver(), failuresScript()])

        // Every acknowledged write is there, once; nothing was written twice.
        const { rows } = await direct.query<{ title: string; n: number }>(
          "select notice_title as title, count(*)::int as n from sys_notice where notice_title like 'mp-%' group by 1",
        )
        const counts = new Map(rows.map((r) => [r.title, r.n]))
        expect(acknowledged.length).toBeGreaterThan(50)
        expect(acknowledged.filter((t) => counts.get(t) !== 1)).toEqual([])
        expect(rows.filter((r) => r.n > 1)).toEqual([])
        console.log(
          `multiprocess: ${acknowledged.length} writes acknowledged, ${failures.writes} refused or cut while processes died; ` +
            `${saved.length} statistics saves, ${failures.reads} reads failed`,
        )

        // Every change saved through processes 1 and 2 reached the stream on process 0.
        expect(saved.length).toBeGreaterThan(10)
        await until('the stream to hear every save', () => saved.every((id) => stream.heard.has(id)), 5_000).catch(
          () => undefined,
        )
        expect(saved.filter((id) => !stream.heard.has(id))).toEqual([])
        stream.close()

        // The job: one run per second, each second of the run.
        const fires = (
          await direct.query<{ t: Date }>(
            'select fire_time as t from sys_job_log where job_id = $1 and fire_time is not null order by fire_time',
            [jobId],
          )
        ).rows.map((r) => r.t.getTime())
        expect(fires.length).toBeGreaterThan(LOAD_MS / 1000 - 5)
        expect(new Set(fires).size).toBe(fires.length)
        expect(
          fires
            .slice(1)
            .map((t, i) => t - fires[i])
            .filter((gap) => gap !== 1000),
        ).toEqual([])

        // The workflow timer: fired once (one escalation task, the approval cancelled once).
        const escalations = await direct.query(
          "select id from wf_task where instance_id = $1 and task_def_key = 'escalate'",
          [instanceId],
        )
        expect(escalations.rowCount).toBe(1)
        const jobs = await direct.query('select id from wf_job where instance_id = $1', [instanceId])
        expect(jobs.rowCount).toBe(0)

        // A role change on process 0 is refused on processes 1 and 2 within a second.
        const changed = await call(ports[0], 'PUT', `/system/user/authRole?userId=${userId}&roleIds=`, admin)
        expect(changed.code, changed.msg).toBe(200)
        const t0 = Date.now()
        for (const port of [ports[1], ports[2]])
          await until(
            `process on ${port} to refuse`,
            async () => (await call(port, 'GET', '/system/config/list?pageSize=1', userToken)).code === 403,
            1000,
            20,
          )
        expect(Date.now() - t0).toBeLessThanOrEqual(1000)
      },
      LOAD_MS + 150_000,
    )
  },
)
