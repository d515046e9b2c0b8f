#!/usr/bin/env node
// `npm start`: build what is not built, then run the whole product on port 8080 (PORT) on the embedded database
// (or DATABASE_URL) from the compiled server, with plain node. The first start creates ./data and seeds it.
import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'

const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-needed'], { stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, WEB_ROOT: process.env.WEB_ROOT ?? path.resolve('dist/web') },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
