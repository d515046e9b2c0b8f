#!/usr/bin/env node
// Builds the compiled server (dist/server, scripts/build-server.mjs) and the front end into dist/web with Rollup, then
// writes brotli and gzip copies of its text assets (scripts/compress-assets.mjs). `--if-needed` skips each part when
// none of its sources changed since its last build.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'

const STAMP = 'dist/web/.build-stamp'
const SOURCES = ['packages', 'hosts', 'tests/pages', 'tests/pages-support', 'rollup.config.mjs', 'package-lock.json']

function newest(p) {
  if (!existsSync(p)) return 0
  const st = statSync(p)
  if (!st.isDirectory()) return st.mtimeMs
  let max = 0
  for (const entry of readdirSync(p)) {
    if (entry === 'node_modules' || entry === 'dist') continue
    max = Math.max(max, newest(path.join(p, entry)))
  }
  return max
}

const server = spawnSync(process.execPath, ['scripts/build-server.mjs', ...process.argv.slice(2)], { stdio: 'inherit' })
if (server.status !== 0) process.exit(server.status ?? 1)

if (process.argv.includes('--if-needed') && existsSync(STAMP)) {
  const built = statSync(STAMP).mtimeMs
  if (Math.max(...SOURCES.map(newest)) <= built) {
    console.log('Front end is up to date (dist/web).')
    process.exit(0)
  }
}

console.log('Building the front end into dist/web …')
const started = Date.now()
const res = spawnSync(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c', 'rollup.config.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=6144`.trim() },
})
if (res.status !== 0) process.exit(res.status ?? 1)
const compressed = spawnSync(process.execPath, ['scripts/compress-assets.mjs', 'dist/web'], { stdio: 'inherit' })
if (compressed.status !== 0) process.exit(compressed.status ?? 1)
mkdirSync('dist/web', { recursive: true })
writeFileSync(STAMP, new Date().toISOString())
console.log(`Front end built in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
