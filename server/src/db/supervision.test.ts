import { spawn, type ChildProcess } from 'node:child_process'
import { createCipheriv } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { DATABASE_UNAVAILABLE_MSG } from '../http/errors'

/**
 * Issue 18, hole 5: the product on its embedded default, its PostgreSQL postmaster killed (SIGKILL) during a stream of
 * writes. The server process stays up, answers the gap with a 503 envelope, restarts the database itself (crash
 * recovery) and serves again within 15 s; every acknowledged write is there.
 */
const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url))
const dataDir = mkdtempSync(path.join(tmpdir(), 'wp-supervise-'))
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
  server = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, CAPTCHA_ENABLED: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout!.on('data', (d: Buffer) => (output += d.toString()))
  server.stderr!.on('data', (d: Buffer) => (output += d.toString()))
  const deadline = Date.now() + 120_000
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/prod-api/code`)).ok) return
    } catch {
      /* not yet */
    }
    if (server.exitCode !== null) throw new Error(`server exited (${server.exitCode}):\n${output}`)
    if (Date.now() > deadline) throw new Error(`server did not answer within 120 s:\n${output}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** Signs in as admin, changing the initial password first (the server answers little else until then). */
async function login(base: string) {
  const signIn = async (password: string) => {
    const c = (await (await fetch(`${base}/code`)).json()) as { key: string; uuid: string }
    const cipher = createCipheriv('aes-128-ecb', Buffer.from(c.key, 'base64'), null)
    const encrypted = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]).toString('base64')
    const res = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: encrypted, uuid: c.uuid }),
    })
    return ((await res.json()) as { data: { access_token: string } }).data.access_token
  }
  const token = await signIn('admin123')
  await fetch(`${base}/system/user/profile/updatePwd`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ oldPassword: 'admin123', newPassword: 'Supervised-2026' }),
  })
  return signIn('Supervised-2026')
}

type Answer = { status: number; body: { code: number; msg: string; [k: string]: unknown } }

const json = async (url: string, init?: RequestInit): Promise<Answer> => {
  const res = await fetch(url, init)
  return { status: res.status, body: (await res.json()) as Answer['body'] }
}

/**
 * A health probe on a connection of its own, as a load balancer's checker opens one: the writers' pooled keep-alive
 * sockets (which the database outage may leave closing) are never reused for it.
 */
const probe = (url: string) =>
  new Promise<Answer>((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Answer['body'] }))
      })
      .on('error', reject)
  })

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM')
    await new Promise((r) => server!.once('exit', r))
  }
  rmSync(dataDir, { recursive: true, force: true })
}, 60_000)

describe('the embedded database supervised', () => {
  it('a killed postmaster is restarted by the server: 503 in the gap, service back within 15 s, no write lost', async () => {
    const port = await freePort()
    const base = `http://127.0.0.1:${port}/prod-api`
    await startServer(port)
    const token = await login(base)
    expect((await json(`${base}/health`)).body).toMatchObject({
      code: 200,
      status: 'UP',
      database: { kind: 'embedded' },
    })

    // Eight writers, each answer noted: acknowledged codes, and every refusal's code and message.
    const acknowledged: { code: string; at: number }[] = []
    const refusals = new Map<string, number>()
    let running = true
    let n = 0
    const worker = async () => {
      while (running) {
        const code = `s-${n++}`
        try {
          const { body } = await json(`${base}/system/post`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ postCode: code, postName: code, postSort: 1 }),
          })
          if (body.code === 200) acknowledged.push({ code, at: Date.now() })
          else {
            const key = `${body.code} ${body.msg}`
            refusals.set(key, (refusals.get(key) ?? 0) + 1)
            await new Promise((r) => setTimeout(r, 50))
          }
        } catch (err) {
          refusals.set(`fetch ${(err as Error).message}`, (refusals.get(`fetch ${(err as Error).message}`) ?? 0) + 1)
        }
      }
    }
    const workers = Array.from({ length: 8 }, worker)
    const deadline = Date.now() + 60_000
    while (acknowledged.length < 30 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
    expect(acknowledged.length).toBeGreaterThanOrEqual(30)

    const postmaster = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0])
    const killedAt = Date.now()
    process.kill(postmaster, 'SIGKILL')
    // In the gap: the process answers (liveness), not ready, and /code says the database is unavailable.
    let sawDown = false
    let back = 0
    while (Date.now() - killedAt < 30_000) {
      const live = await probe(`${base}/health/liveness`)
      expect(live.body.status).toBe('UP')
      const ready = await probe(`${base}/health/readiness`)
      if (ready.body.status === 'DOWN') {
        sawDown = true
        expect(ready).toMatchObject({ status: 503, body: { code: 503, msg: DATABASE_UNAVAILABLE_MSG } })
      } else if (acknowledged.some((a) => a.at > killedAt)) {
        back = Date.now() - killedAt
        break
      }
      await new Promise((r) => setTimeout(r, 100))
    }
    running = false
    await Promise.all(workers)
    console.log(`back after ${back} ms; answers in the gap: ${JSON.stringify([...refusals])}`)
    console.log(
      output
        .split('\n')
        .filter((l) => l.includes('unhandled error') || l.includes('[postgres]'))
        .join('\n')
        .slice(0, 3000),
    )
    expect(sawDown).toBe(true)
    expect(back).toBeGreaterThan(0)
    expect(back).toBeLessThan(15_000)
    expect(server!.exitCode).toBeNull()
    expect(output).toMatch(/exited .* unexpectedly: restarting it/)
    // Every refusal in the gap was the 503 envelope: no 500, no dropped connection.
    expect([...refusals.keys()]).toEqual([`503 ${DATABASE_UNAVAILABLE_MSG}`])
    expect((await json(`${base}/code`)).body.code).toBe(200)

    const stored = new Set<string>()
    for (let page = 1; ; page++) {
      const { body } = await json(`${base}/system/post/list?pageSize=1000&pageNum=${page}&postCode=s-`, {
        headers: { authorization: `Bearer ${token}` },
      })
      for (const r of body.rows as { postCode: string }[]) stored.add(r.postCode)
      if (stored.size >= (body.total as number) || (body.rows as unknown[]).length === 0) break
    }
    expect(acknowledged.filter((a) => !stored.has(a.code))).toEqual([])
  }, 300_000)
})
