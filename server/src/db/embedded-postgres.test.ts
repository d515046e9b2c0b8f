import { spawn, spawnSync } from 'node:child_process'
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { adminConnection } from '../testing/databases'
import { startEmbeddedPostgres, type EmbeddedCluster } from './embedded-postgres'

const CLI = fileURLToPath(new URL('../testing/cluster-cli.ts', import.meta.url))
const isRoot = process.getuid?.() === 0
const folders: string[] = []
const clusters: EmbeddedCluster[] = []

function folder(mode = 0o700) {
  const dir = mkdtempSync(path.join(tmpdir(), 'wp-embedded-'))
  chmodSync(dir, mode)
  folders.push(dir)
  return dir
}

async function start(dir: string) {
  const cluster = await startEmbeddedPostgres({ dir, ephemeral: true })
  clusters.push(cluster)
  return cluster
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

const count = (cluster: EmbeddedCluster) =>
  adminConnection(cluster.url('postgres'), async (c) => (await c.query('select count(*)::int as n from t')).rows[0].n)

afterAll(async () => {
  for (const c of clusters) await c.stop()
  for (const d of folders) rmSync(d, { recursive: true, force: true })
})

describe('the embedded PostgreSQL', () => {
  it('initialises a cluster on first start in a 0700 folder, answers over its own socket only, and keeps data across a restart', async () => {
    const dir = path.join(folder(), 'pg')
    const first = await start(dir)
    expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true)
    expect(statSync(dir).mode & 0o777).toBe(0o700)
    const settings = await adminConnection(first.url('postgres'), async (c) => {
      await c.query('create table t (n int)')
      await c.query('insert into t values (1), (2)')
      return (await c.query(`select current_setting('listen_addresses') as listen, version() as v`)).rows[0]
    })
    expect(settings.listen).toBe('')
    expect(settings.v).toMatch(/^PostgreSQL 18\./)
    await first.stop()
    expect(alive(first.pid)).toBe(false)

    const second = await start(dir)
    expect(await count(second)).toBe(2)
    await second.stop()
  })

  it('stops a server left running by a killed owner, then starts its own on the same data', async () => {
    const dir = path.join(folder(), 'pg')
    const owner = spawn(process.execPath, ['--import', 'tsx', CLI, dir, 'hold'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const line = await new Promise<string>((resolve) => owner.stdout.once('data', (d: Buffer) => resolve(d.toString())))
    const orphan = JSON.parse(line).pid as number
    owner.kill('SIGKILL')
    await new Promise((r) => owner.once('exit', r))
    expect(alive(orphan)).toBe(true) // PostgreSQL outlives its owner, still holding the folder

    const next = await start(dir)
    expect(alive(orphan)).toBe(false)
    expect(next.pid).not.toBe(orphan)
    await adminConnection(next.url('postgres'), (c) => c.query('select 1'))
    await next.stop()
  })

  it('clears a lock file whose process is another program now, or gone', async () => {
    const dir = path.join(folder(), 'pg')
    const first = await start(dir)
    await adminConnection(first.url('postgres'), (c) => c.query('create table t (n int); insert into t values (7)'))
    await first.stop()
    const pidFile = path.join(dir, 'postmaster.pid')
    // What a killed server leaves, with its process id now taken by an unrelated live process (this test).
    writeFileSync(pidFile, `${process.pid}\n${dir}\n0\n5432\n${dir}\n\n  5432001  0\nready\n`)
    if (isRoot) chownSync(pidFile, statSync(dir).uid, statSync(dir).gid)
    const second = await start(dir)
    expect(await count(second)).toBe(1)
    await second.stop()

    const gone = spawnSync(process.execPath, ['-e', '0']).pid
    writeFileSync(pidFile, `${gone}\n${dir}\n0\n5432\n${dir}\n\n  5432001  0\nready\n`)
    const third = await start(dir)
    expect(await count(third)).toBe(1)
    await third.stop()
  })

  it('runs as an ordinary user too (as root: the server itself runs as the postgres user)', async () => {
    const base = folder(0o755)
    const env = { ...process.env, HOME: base }
    const args = ['--import', 'tsx', CLI, path.join(base, 'pg'), 'check']
    // As root, the child runs as "nobody" with a folder of its own; otherwise it runs as we do.
    if (isRoot) chownSync(base, 65534, 65534)
    const res = spawnSync(process.execPath, args, {
      env,
      encoding: 'utf8',
      ...(isRoot ? { uid: 65534, gid: 65534 } : {}),
    })
    expect(res.stderr).toBe('')
    const out = JSON.parse(res.stdout.trim().split('\n').pop()!)
    expect(out).toMatchObject({ ok: true, n: 1, who: 'postgres', uid: isRoot ? 65534 : process.getuid?.() })
    expect(statSync(path.join(base, 'pg')).uid).toBe(isRoot ? 65534 : process.getuid?.())
  })

  it('as root, runs PostgreSQL as the unprivileged postgres user even in a 0700 folder made by mkdtemp', async () => {
    const dir = path.join(folder(0o700), 'pg')
    const cluster = await start(dir)
    const pidOwner = readFileSync(`/proc/${cluster.pid}/status`, 'utf8').match(/^Uid:\s+(\d+)/m)![1]
    expect(Number(pidOwner)).toBe(isRoot ? statSync(dir).uid : process.getuid?.())
    expect(Number(pidOwner) === 0).toBe(false)
    await cluster.stop()
  })

  it.skipIf(!isRoot)(
    'as root, cloned under a private folder (a home such as /root): passage only is granted, said in one line',
    async () => {
      const home = folder(0o700)
      const clone = path.join(home, 'clone')
      mkdirSync(clone, { mode: 0o755 })
      const lines: string[] = []
      const cluster = await startEmbeddedPostgres({
        dir: path.join(clone, 'data', 'pg'),
        ephemeral: true,
        log: (m) => lines.push(m),
      })
      clusters.push(cluster)
      const granted = lines.filter((l) => l.includes('已允许其穿过'))
      expect(granted).toHaveLength(1)
      expect(granted[0]).toContain(home)
      const asPostgres = (...cmd: string[]) => spawnSync('runuser', ['-u', 'postgres', '--', ...cmd]).status
      // the postgres user passes through the private folder but cannot list it
      expect(asPostgres('test', '-x', clone)).toBe(0)
      expect(asPostgres('ls', home)).not.toBe(0)
      await cluster.stop()
    },
  )
})
