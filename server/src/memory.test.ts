import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest'
import { createDatabaseFrom } from './testing/databases'
import { rawPost } from './testing/fixtures'

/**
 * Issue 18, hole 3: an anonymous client cannot drive the server's memory up. The product as `main.ts` runs it (its
 * own process, so its resident memory is its own), on a fresh copy of the test database.
 */
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url))
const MB = 1024 * 1024
const dataDir = mkdtempSync(path.join(tmpdir(), 'wp-memory-'))
let server: ChildProcess | undefined
let output = ''
let drop: (() => Promise<unknown>) | undefined
let port = 0

/** The server process's resident memory, from /proc. */
const rss = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server!.pid}/status`, 'utf8'))![1]) * 1024

beforeAll(async () => {
  const { adminUrl, template } = inject('testDatabase')
  const db = await createDatabaseFrom(adminUrl, template)
  drop = db.drop
  port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number }
      probe.close(() => resolve(free))
    })
  })
  server = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: db.url,
      CAPTCHA_ENABLED: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout!.on('data', (d: Buffer) => (output += d.toString()))
  server.stderr!.on('data', (d: Buffer) => (output += d.toString()))
  const deadline = Date.now() + 90_000
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/prod-api/code`)).ok) return
    } catch {
      /* not yet */
    }
    if (server.exitCode !== null) throw new Error(`server exited (${server.exitCode}):\n${output}`)
    if (Date.now() > deadline) throw new Error(`server did not answer within 90 s:\n${output}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}, 120_000)

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM')
    await new Promise((r) => server!.once('exit', r))
  }
  await drop?.()
  rmSync(dataDir, { recursive: true, force: true })
}, 60_000)

describe('memory under anonymous bodies', () => {
  it('8 parallel anonymous 100 MB bodies are each refused while still sending; RSS stays within 50 MB', async () => {
    // Warm up the paths the refusal takes, then let the heap settle.
    for (let i = 0; i < 20; i++)
      await rawPost(port, '/prod-api/system/notice', { 'content-type': 'image/png' }, 1024, 1024)
    await new Promise((r) => setTimeout(r, 1000))
    const start = rss()
    let peak = start
    const sampler = setInterval(() => (peak = Math.max(peak, rss())), 20)
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        rawPost(
          port,
          '/prod-api/system/notice',
          { 'content-type': i % 2 ? 'application/octet-stream' : 'image/png' },
          100 * MB,
          100 * MB,
        ),
      ),
    )
    await new Promise((r) => setTimeout(r, 1000))
    clearInterval(sampler)
    const end = rss()
    for (const a of answers) {
      expect(JSON.parse(a.body)).toMatchObject({ code: 401 })
      expect(a.sentBeforeAnswer).toBeLessThan(100 * MB)
    }
    console.log(`RSS ${Math.round(start / MB)} MB → peak ${Math.round(peak / MB)} MB → ${Math.round(end / MB)} MB`)
    expect(peak - start).toBeLessThan(50 * MB)
    expect(end - start).toBeLessThan(50 * MB)
  }, 300_000)
})
