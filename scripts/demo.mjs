#!/usr/bin/env node
// `npm run demo`: the product on its own data folder (./data-demo, never ./data nor DATABASE_URL) with the demo
// organisation 青禾控股集团（演示） put in through the product's HTTP API — departments, people, posts, two years of
// statistics, and whatever else each domain's `server/src/<domain>/demo.ts` adds (found by file name, run in their
// `order`). It runs on port 8090 (DEMO_PORT) and keeps running like `npm start`; `--seed-only` stops after seeding.
// Running it again on the same folder adds only what is missing.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const seedOnly = process.argv.includes('--seed-only')
const port = Number(process.env.DEMO_PORT ?? 8090)
const dataDir = path.resolve(root, process.env.DEMO_DATA_DIR ?? 'data-demo')
const adminPassword = process.env.DEMO_ADMIN_PASSWORD ?? 'Qinghe-Admin-2026'
const url = `http://127.0.0.1:${port}`

/** Every domain's demo step, by file name: server/src/<domain>/demo.ts. */
function demoSteps() {
  const src = path.join(root, 'server/src')
  return readdirSync(src, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'platform' && existsSync(path.join(src, d.name, 'demo.ts')))
    .map((d) => path.join(src, d.name, 'demo.ts'))
}

/** Bundles the client and the steps into one module plain node runs (the sources are TypeScript). */
async function bundleDemo() {
  const dir = path.join(root, '.tmp')
  mkdirSync(dir, { recursive: true })
  const steps = demoSteps()
  const entry = path.join(dir, 'demo-entry.ts')
  writeFileSync(
    entry,
    [
      `import { createDemoClient, runDemoSteps } from ${JSON.stringify(path.join(root, 'server/src/platform/demo-client'))}`,
      ...steps.map((s, i) => `import step${i} from ${JSON.stringify(s.replace(/\.ts$/, ''))}`),
      `export async function seed(target) {`,
      `  await runDemoSteps([${steps.map((_, i) => `step${i}`).join(', ')}], await createDemoClient(target))`,
      `}`,
    ].join('\n'),
  )
  const outfile = path.join(dir, 'demo.mjs')
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  })
  return { outfile, steps }
}

async function waitForServer(child) {
  const deadline = Date.now() + 120_000
  for (;;) {
    try {
      if ((await fetch(`${url}/prod-api/code`)).ok) return
    } catch {
      /* not yet */
    }
    if (child.exitCode !== null) throw new Error(`服务进程已退出（${child.exitCode}）`)
    if (Date.now() > deadline) throw new Error('服务 120 秒内未启动')
    await new Promise((r) => setTimeout(r, 500))
  }
}

const built = spawnSync(process.execPath, ['scripts/build.mjs', '--if-needed'], { cwd: root, stdio: 'inherit' })
if (built.status !== 0) process.exit(built.status ?? 1)

// the seeding signs in through the API, which cannot answer a captcha: the demo product runs without one
// (CAPTCHA_ENABLED=true keeps it, for a demo seeded already)
const env = {
  ...process.env,
  PORT: String(port),
  DATA_DIR: dataDir,
  WEB_ROOT: path.join(root, 'dist/web'),
  CAPTCHA_ENABLED: process.env.CAPTCHA_ENABLED ?? 'false',
}
delete env.DATABASE_URL // the demo never writes into a configured (production) database
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env,
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(process.exitCode ?? code ?? 0))

try {
  await waitForServer(server)
  const { outfile, steps } = await bundleDemo()
  console.log(`演示数据：${steps.length} 个模块（${steps.map((s) => path.basename(path.dirname(s))).join('、')}）`)
  const { seed } = await import(pathToFileURL(outfile).href)
  await seed({ url, adminPassword })
  console.log(`\n演示组织已就绪：${url}  管理员 admin / ${adminPassword}（数据目录 ${dataDir}）`)
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err))
  server.kill('SIGTERM')
  process.exitCode = 1
}
if (seedOnly) server.kill('SIGTERM')
