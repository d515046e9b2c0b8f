#!/usr/bin/env node
// `npm run db:generate`: drizzle-kit generate. npm installs drizzle-orm under server/node_modules while drizzle-kit is
// hoisted to the root, and drizzle-kit looks for drizzle-orm beside itself; link it there for the run if it is missing.
import { spawnSync } from 'node:child_process'
import { existsSync, rmSync, symlinkSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const rootOrm = path.resolve(server, '../node_modules/drizzle-orm')
const ownOrm = path.join(server, 'node_modules/drizzle-orm')
const link = !existsSync(rootOrm) && existsSync(ownOrm)
if (link) symlinkSync(ownOrm, rootOrm, 'dir')
try {
  const res = spawnSync('npx', ['drizzle-kit', 'generate', ...process.argv.slice(2)], { cwd: server, stdio: 'inherit' })
  process.exitCode = res.status ?? 1
} finally {
  if (link) rmSync(rootOrm)
}
