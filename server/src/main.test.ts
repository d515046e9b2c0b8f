import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url))

describe('npm start on a condition the product expects', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'wp-main-'))
  let taken: Server | undefined
  afterAll(() => {
    taken?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('a port already in use ends the start with one line naming it, no stack trace', async () => {
    taken = createServer()
    await new Promise<void>((r) => taken!.listen(0, '127.0.0.1', r))
    const port = (taken.address() as { port: number }).port
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    child.stdout.resume()
    const code = await new Promise<number | null>((r) => child.on('exit', r))
    expect(code).toBe(1)
    expect(stderr).toContain(`端口 ${port} 已被占用`)
    // no stack frames ("    at boot (…)")
    expect(stderr).not.toMatch(/^\s+at /m)
  }, 180_000)
})
