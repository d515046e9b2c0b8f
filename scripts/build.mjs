#!/usr/bin/env node
// Builds the compiled server (dist/server, scripts/build-server.mjs) and the front end into dist/web with Rollup (one
// graph: hosts and element bundles share their chunks), then writes brotli and gzip copies of its text assets
// (scripts/compress-assets.mjs). `--if-needed` skips each part when none of its sources changed since its last build.
// `--test-pages` builds only the browser tests' embedding pages into dist/test-pages (never part of dist/web).
// `--quick` builds the front end with esbuild instead (the development loop's build, production React, unminified,
// no compressed copies): for a throwaway copy of the workspace that only has to run (the code generator's proof).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const testPages = process.argv.includes('--test-pages')
const OUT = testPages ? 'dist/test-pages' : 'dist/web'
const STAMP = `${OUT}/.build-stamp`
const SOURCES = [
  'packages',
  'hosts',
  'rollup.config.mjs',
  'package-lock.json',
  ...(testPages ? ['tests/pages', 'tests/pages-support'] : []),
]

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

if (!testPages) {
  const server = spawnSync(process.execPath, ['scripts/build-server.mjs', ...process.argv.slice(2)], {
    stdio: 'inherit',
  })
  if (server.status !== 0) process.exit(server.status ?? 1)
}

if (process.argv.includes('--if-needed') && existsSync(STAMP)) {
  const built = statSync(STAMP).mtimeMs
  if (Math.max(...SOURCES.map(newest)) <= built) {
    console.log(`Front end is up to date (${OUT}).`)
    process.exit(0)
  }
}

console.log(`Building the front end into ${OUT} …`)
const started = Date.now()
rmSync(OUT, { recursive: true, force: true }) // no chunks of an older build stay behind
if (process.argv.includes('--quick')) {
  const { build } = await import('esbuild')
  const { esbuildOptions, HOSTS, hostHtml } = await import('./front-end.mjs')
  const { cssInjectEsbuild } = await import('./rollup/css-inject.mjs')
  await build({ ...esbuildOptions(OUT, 'production'), plugins: [cssInjectEsbuild] })
  for (const h of HOSTS)
    writeFileSync(
      `${OUT}/${h.dir}/index.html`,
      hostHtml({ title: h.title, viewport: h.viewport, script: `${h.dir}/main.js` }),
    )
  writeFileSync(STAMP, new Date().toISOString())
  console.log(`Front end built (quick) in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
  process.exit(0)
}
const res = spawnSync(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c', 'rollup.config.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    ...(testPages ? { TEST_PAGES: '1' } : {}),
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=6144`.trim(),
  },
})
if (res.status !== 0) process.exit(res.status ?? 1)
if (!testPages) {
  const compressed = spawnSync(process.execPath, ['scripts/compress-assets.mjs', OUT], { stdio: 'inherit' })
  if (compressed.status !== 0) process.exit(compressed.status ?? 1)
}
mkdirSync(OUT, { recursive: true })
writeFileSync(STAMP, new Date().toISOString())
console.log(`Front end built in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
