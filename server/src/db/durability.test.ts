import { spawn, type ChildProcess } from 'node:child_process'
import { createCipheriv } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * The product as `npm start` runs it, on the embedded default: killed with SIGKILL while 8 writes are in flight,
 * started again on the same DATA_DIR with no manual step; every write that was answered "成功" must be there.
 */
const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url))
const dataDir = mkdtempSync(path.join(tmpdir(), 'wp-durable-'))
let server: ChildProcess | undefined
let output = ''

async function freePort() {
  return new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })
}

async function startServer(port: number) {
  output = ''
  server = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, CAPTCHA_ENABLED: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout!.on('data', (d: Buffer) => (output += d.toString()))
  server.stderr!.on('data', (d: Buffer) => (output += d.toString()))
  const deadline = Date.now() + 60_000
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/prod-api/code`)).ok) return
    } catch {
      /* not yet */
    }
    if (server.exitCode !== null) throw new Error(`server exited (${server.exitCode}):\n${output}`)
    if (Date.now() > deadline) throw new Error(`server did not answer within 60 s:\n${output}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** The first sign-in changes the initial password (the server answers little else until then). */
let adminPassword = 'admin123'
async function login(base: string) {
  const c = (await (await fetch(`${base}/code`)).json()) as { key: string; uuid: string }
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(c.key, 'base64'), null)
  const password = Buffer.concat([cipher.update(adminPassword, 'utf8'), cipher.final()]).toString('base64')
  const res = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password, uuid: c.uuid }),
  })
  const token = ((await res.json()) as { data: { access_token: string } }).data.access_token
  if (adminPassword === 'admin123') {
    await fetch(`${base}/system/user/profile/updatePwd`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ oldPassword: adminPassword, newPassword: 'Durable-2026' }),
    })
    adminPassword = 'Durable-2026'
  }
  return token
}

/** Writes posts with 8 requests in flight until stopped; returns the codes of those answered with success. */
function writeStream(base: string, token: string, prefix: string) {
  const acknowledged: string[] = []
  let running = true
  let n = 0
  const worker = async () => {
    while (running) {
      const code = `${prefix}${n++}`
      try {
        const res = await fetch(`${base}/system/post`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ postCode: code, postName: code, postSort: 1 }),
        })
        if (((await res.json()) as { code: number }).code === 200) acknowledged.push(code)
      } catch {
        return // the server is gone: this write was never acknowledged
      }
    }
  }
  const workers = Array.from({ length: 8 }, worker)
  return {
    acknowledged,
    async stop() {
      running = false
      await Promise.all(workers)
    },
  }
}

async function storedCodes(base: string, token: string, prefix: string) {
  const codes = new Set<string>()
  for (let page = 1; ; page++) {
    const res = await fetch(`${base}/system/post/list?pageSize=1000&pageNum=${page}&postCode=${prefix}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    const body = (await res.json()) as { rows: { postCode: string }[]; total: number }
    for (const r of body.rows) codes.add(r.postCode)
    if (codes.size >= body.total || body.rows.length === 0) return codes
  }
}

/** Lets the stream run until it has a few dozen acknowledged writes (however loaded the machine is). */
async function whileWriting(stream: { acknowledged: string[] }, count = 30) {
  const deadline = Date.now() + 60_000
  while (stream.acknowledged.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
}

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM')
    await new Promise((r) => server!.once('exit', r))
  }
  rmSync(dataDir, { recursive: true, force: true })
})

describe('durability on the embedded default', () => {
  it('keeps every acknowledged write when the server is killed mid-stream, and restarts by itself', async () => {
    const port = await freePort()
    const base = `http://127.0.0.1:${port}/prod-api`
    await startServer(port)

    // Round 1: only the server process dies; its PostgreSQL is left running, orphaned.
    let token = await login(base)
    let stream = writeStream(base, token, 'k1-')
    await whileWriting(stream)
    server!.kill('SIGKILL')
    await stream.stop()
    expect(stream.acknowledged.length).toBeGreaterThan(20)
    await startServer(port)
    expect(output).toMatch(/left running on .* by an earlier run: stopping it/)
    token = await login(base)
    const first = await storedCodes(base, token, 'k1-')
    expect(stream.acknowledged.filter((c) => !first.has(c))).toEqual([])

    // Round 2: the server and PostgreSQL both die (crash recovery from the write-ahead log, stale lock file).
    const postmaster = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0])
    stream = writeStream(base, token, 'k2-')
    await whileWriting(stream)
    server!.kill('SIGKILL')
    process.kill(postmaster, 'SIGKILL')
    await stream.stop()
    expect(stream.acknowledged.length).toBeGreaterThan(20)
    await startServer(port)
    token = await login(base)
    const second = await storedCodes(base, token, 'k2-')
    expect(stream.acknowledged.filter((c) => !second.has(c))).toEqual([])
  })
})
