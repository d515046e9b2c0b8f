/**
 * PgBouncer in transaction mode in front of one database, as the README's production layout has it (Debian's
 * package): for the multi-process proof test and the processes bench. Run as root, it runs as the `postgres` user.
 */
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'

/** The PgBouncer binary, when installed. */
export const PGBOUNCER = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find((p) => existsSync(p))

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })

export interface PgBouncer {
  /** The pooled URL (database `wp` on PgBouncer's port). */
  url: string
  stop(): Promise<void>
}

/**
 * Starts PgBouncer (transaction mode, `poolSize` server connections) in front of the database of `databaseUrl` (a
 * `postgres://` URL, also with `?host=<socket dir>&port=` of an embedded cluster) and waits until it answers.
 */
export async function startPgBouncer(databaseUrl: string, poolSize = 12): Promise<PgBouncer> {
  if (!PGBOUNCER) throw new Error('no pgbouncer binary (apt-get install pgbouncer)')
  const u = new URL(databaseUrl)
  const host = u.searchParams.get('host') ?? u.hostname
  const port = u.searchParams.get('port') ?? (u.port || '5432')
  const user = decodeURIComponent(u.username || 'postgres')
  const dir = mkdtempSync(path.join(tmpdir(), 'wp-pgbouncer-'))
  chmodSync(dir, 0o755)
  const listenPort = await freePort()
  const ini = path.join(dir, 'pgbouncer.ini')
  const users = path.join(dir, 'users.txt')
  writeFileSync(users, `"${user}" ""\n`)
  writeFileSync(
    ini,
    [
      '[databases]',
      `wp = host=${host} port=${port} dbname=${u.pathname.slice(1)} user=${user}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${listenPort}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${users}`,
      'pool_mode = transaction',
      'max_client_conn = 1000',
      `default_pool_size = ${poolSize}`,
      'ignore_startup_parameters = extra_float_digits,options',
      '',
    ].join('\n'),
  )
  const root = process.getuid?.() === 0
  if (root) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout)
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout)
    for (const f of [ini, users]) chownSync(f, uid, gid)
  }
  const child = spawn(PGBOUNCER, [...(root ? ['-u', 'postgres'] : []), ini], { stdio: ['ignore', 'ignore', 'pipe'] })
  let log = ''
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()))
  const url = `postgres://${encodeURIComponent(user)}@127.0.0.1:${listenPort}/wp`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGINT')
      await exited
    }
    rmSync(dir, { recursive: true, force: true })
  }
  const end = Date.now() + 20_000
  for (;;) {
    if (child.exitCode !== null) {
      await stop()
      throw new Error(`pgbouncer exited: ${log}`)
    }
    const c = new pg.Client({ connectionString: url })
    try {
      await c.connect()
      await c.query('select 1')
      return { url, stop }
    } catch {
      if (Date.now() > end) {
        await stop()
        throw new Error(`pgbouncer did not answer: ${log}`)
      }
    } finally {
      await c.end().catch(() => undefined)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
}
