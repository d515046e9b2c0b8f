import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const MB = 1024 * 1024

/** The repository's root, and the compiled server the benches start. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
export const SERVER_BUNDLE = path.join(REPO_ROOT, 'dist/server/main.mjs')

/** Seconds per run: `BENCH_SECONDS`, else the bench's own default. */
export const benchSeconds = (fallback: number) => Number(process.env.BENCH_SECONDS ?? fallback)

/** Builds the server bundle unless it is newer than its sources; a failed build ends the bench with its status. */
export function buildServerIfNeeded() {
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs', '--if-needed'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  })
  if (built.status !== 0) process.exit(built.status ?? 1)
}

/** Resident memory of one process (VmRSS), in MB; 0 when it is gone. */
export function rssMb(pid: number) {
  try {
    const kb = Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
    return (kb * 1024) / MB
  } catch {
    return 0
  }
}

/**
 * CPU time the processes have used so far, in ms (ended processes count 0, except as the waited-for children of a
 * process in `reaped`): user + system, or with `system` the kernel's share alone.
 */
export function cpuMs(pids: number[], part: 'all' | 'system' = 'all', reaped: number[] = []) {
  let ticks = 0
  for (const pid of pids)
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      ticks += (part === 'system' ? 0 : Number(f[11])) + Number(f[12])
      // children that ended and were waited for (PostgreSQL's backends of a closed pool) count in their parent
      if (reaped.includes(pid)) ticks += (part === 'system' ? 0 : Number(f[13])) + Number(f[14])
    } catch {
      /* gone */
    }
  return ticks * 10 // USER_HZ is 100 on Linux
}

/** Every process on the machine whose command is `comm` (an outside PostgreSQL's postmaster and backends). */
export function processesNamed(comm: string) {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry) && commOf(entry) === comm)
    .map(Number)
}

/** Whether a process is Node (the server's own processes, not PostgreSQL's children of it). */
export function isNode(pid: number) {
  return commOf(pid) === 'node'
}

function commOf(pid: number | string) {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim()
  } catch {
    return undefined
  }
}

/** PostgreSQL's processes of a data folder: its postmaster and the postmaster's children (backends, workers). */
export function postgresPids(pgDir: string) {
  return processTree(Number(readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]))
}

/** Proportional memory (shared pages split among their users), in MB: fair for PostgreSQL's shared buffers. */
function pssMb(pid: number) {
  try {
    return Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0) / 1024
  } catch {
    return 0
  }
}

/** A process and its descendants. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)])
    } catch {
      /* gone */
    }
  }
  const out: number[] = []
  const stack = [root]
  while (stack.length) {
    const pid = stack.pop()!
    out.push(pid)
    stack.push(...(children.get(pid) ?? []))
  }
  return out
}

/** PostgreSQL's processes of a data directory: their count, summed RSS (shared memory counted in each) and PSS. */
export function postgresMemory(dataDir: string) {
  const pid = Number(readFileSync(`${dataDir}/postmaster.pid`, 'utf8').split('\n')[0])
  const pids = processTree(pid)
  return {
    processes: pids.length,
    rssMb: pids.reduce((n, p) => n + rssMb(p), 0),
    pssMb: pids.reduce((n, p) => n + pssMb(p), 0),
  }
}

export async function freePort() {
  return new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })
}

/** Runs a bench helper script (this folder) with tsx in its own process and parses the JSON line it prints. */
export async function runHelper<T>(script: string, arg: unknown): Promise<T> {
  const file = fileURLToPath(new URL(script, import.meta.url))
  const child = spawn(process.execPath, ['--import', 'tsx', file, JSON.stringify(arg)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let out = ''
  child.stdout.on('data', (d: Buffer) => (out += d.toString()))
  const code = await new Promise<number | null>((r) => child.once('exit', r))
  if (code !== 0) throw new Error(`${script} exited with ${code}`)
  return JSON.parse(out.trim().split('\n').pop()!) as T
}

/** Starts a helper that prints one line (a port) and keeps running; returns that line and the process. */
export async function startHelper(script: string, args: string[]): Promise<{ line: string; child: ChildProcess }> {
  const file = fileURLToPath(new URL(script, import.meta.url))
  const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], { stdio: ['ignore', 'pipe', 'inherit'] })
  const line = await new Promise<string>((resolve, reject) => {
    child.stdout!.once('data', (d: Buffer) => resolve(d.toString().trim()))
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)))
  })
  return { line, child }
}

export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode
  const exited = new Promise<number | null>((r) => child.once('exit', r))
  child.kill(signal)
  return exited
}

/** Polls `url` until it answers 200; the milliseconds that took. */
export async function waitForAnswer(url: string, child: ChildProcess, limitMs = 120_000) {
  const started = performance.now()
  for (;;) {
    try {
      if ((await fetch(url)).ok) return performance.now() - started
    } catch {
      /* not yet */
    }
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    if (performance.now() - started > limitMs) throw new Error(`${url} did not answer in ${limitMs} ms`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

/**
 * The compiled server (`dist/server/main.mjs`) starting in its own process on `dataDir` and `port`, no captcha,
 * warnings only: `env` over the bench's own environment, `nodeArgs` before the bundle (a CPU profile). Not waited for.
 */
export function spawnServer(
  bundle: string,
  dataDir: string,
  port: number,
  o: { env?: Record<string, string>; nodeArgs?: string[] } = {},
) {
  return spawn(process.execPath, [...(o.nodeArgs ?? []), '--enable-source-maps', bundle], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CAPTCHA_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      ...o.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
}

/** The compiled server in its own process on `dataDir` (or `databaseUrl`), once it answers. */
export async function startCompiledServer(bundle: string, dataDir: string, port: number, databaseUrl?: string) {
  const child = spawnServer(bundle, dataDir, port, { env: { DATABASE_URL: databaseUrl ?? '' } })
  await waitForAnswer(`http://127.0.0.1:${port}/prod-api/code`, child)
  return child
}

/** The connection URL of an embedded cluster's socket, read from its postmaster.pid. */
export function socketUrl(pgDir: string) {
  const lines = readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')
  const u = new URL('postgres://postgres@localhost/wp')
  u.searchParams.set('host', lines[4].trim())
  u.searchParams.set('port', lines[3].trim())
  return u.toString()
}
