#!/usr/bin/env node
// `npm test`: what a reviewer would run — type check, lint, unit and server tests (on an embedded PostgreSQL the run
// starts, or TEST_DATABASE_URL's server), then the production build and the browser tests against it.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

const steps = []
function run(name, cmd, args, env = {}) {
  const started = Date.now()
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`)
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  steps.push({ name, ok: res.status === 0, seconds })
  if (res.status !== 0) {
    console.error(`✖ ${name} failed (${seconds}s)`)
    summary()
    process.exit(res.status ?? 1)
  }
  console.log(`✔ ${name} (${seconds}s)`)
}

/**
 * Runs independent checks side by side (each one's output held and printed whole when it ends, so logs do not
 * interleave); fails after all have ended if any failed.
 */
async function runTogether(group) {
  const started = Date.now()
  console.log(`\n▶ together: ${group.map((g) => g.name).join(' · ')}`)
  const results = await Promise.all(
    group.map(
      ({ name, cmd, args }) =>
        new Promise((resolve) => {
          const at = Date.now()
          const child = spawn(cmd, args, { env: process.env })
          let out = ''
          child.stdout.on('data', (d) => (out += d))
          child.stderr.on('data', (d) => (out += d))
          child.on('close', (code) =>
            resolve({ name, ok: code === 0, out, seconds: ((Date.now() - at) / 1000).toFixed(1) }),
          )
        }),
    ),
  )
  for (const r of results) {
    if (r.out.trim()) console.log(`── ${r.name} ──\n${r.out.trimEnd()}`)
    steps.push({ name: r.name, ok: r.ok, seconds: r.seconds })
    console.log(`${r.ok ? '✔' : '✖'} ${r.name} (${r.seconds}s)`)
  }
  console.log(`  (together ${((Date.now() - started) / 1000).toFixed(1)}s)`)
  if (results.some((r) => !r.ok)) {
    summary()
    process.exit(1)
  }
}

const counts = { passed: 0, failed: 0, skipped: 0 }
function addCounts(file) {
  if (!existsSync(file)) return
  const r = JSON.parse(readFileSync(file, 'utf8'))
  counts.passed += r.numPassedTests ?? 0
  counts.failed += r.numFailedTests ?? 0
  counts.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0)
}

/** where tests/e2e/failure-report.ts appends its reports when browser tests fail (E2E_FAILURE_REPORTS) */
const FAILURE_REPORTS = '.tmp/e2e-failures.txt'
/** at most this many lines of them after the summary: the first failure of a file is the one that says most */
const REPORT_LINES = 120

function summary() {
  printFailureReports()
  console.log('\nSummary:')
  for (const s of steps) console.log(`  ${s.ok ? '✔' : '✖'} ${s.name} ${s.seconds}s`)
  addCounts('.tmp/vitest-unit.json')
  addCounts('.tmp/vitest-e2e.json')
  console.log(
    `\nTests: ${counts.passed} passed, ${counts.failed} failed` + (counts.skipped ? `, ${counts.skipped} skipped` : ''),
  )
}

/**
 * The browser tests' failure reports again, at the end of the output: CI keeps only its last lines, and the reports
 * printed where the tests failed are long gone by then. The first failure of each file is shown (the later ones of a
 * file mostly follow from it), at most REPORT_LINES lines in all.
 */
function printFailureReports() {
  if (!existsSync(FAILURE_REPORTS)) return
  const reports = readFileSync(FAILURE_REPORTS, 'utf8')
    .split('\n\n')
    .filter((r) => r.trim())
  const firstOfFile = new Map()
  for (const r of reports) {
    const file = /^what the pages showed when "([^>]*) >/.exec(r)?.[1] ?? r
    if (!firstOfFile.has(file)) firstOfFile.set(file, r)
  }
  const lines = [...firstOfFile.values()].join('\n').split('\n')
  console.log(
    `\nWhat the pages showed at the first failure of each failing browser test file (all ${reports.length} in ${FAILURE_REPORTS}):`,
  )
  console.log(lines.slice(0, REPORT_LINES).join('\n'))
  if (lines.length > REPORT_LINES) console.log(`… ${lines.length - REPORT_LINES} more lines in ${FAILURE_REPORTS}`)
}

mkdirSync('.tmp', { recursive: true })
rmSync(FAILURE_REPORTS, { force: true })
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx'
console.log(
  process.env.TEST_DATABASE_URL
    ? `Server tests run on PostgreSQL at ${process.env.TEST_DATABASE_URL.replace(/\/\/[^@]*@/, '//')}`
    : 'Server tests run on an embedded PostgreSQL (set TEST_DATABASE_URL=postgres://… to use another server)',
)
// the static checks share nothing: side by side they take about as long as the slowest
await runTogether([
  { name: 'type check', cmd: npx, args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint (with layer boundaries)', cmd: npx, args: ['eslint', '.'] },
  { name: 'format (prettier --check)', cmd: npx, args: ['prettier', '--check', '--log-level', 'warn', '.'] },
])
run('unit and server tests', npx, [
  'vitest',
  'run',
  '--project',
  'server',
  '--project',
  'web',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=.tmp/vitest-unit.json',
])
if (existsSync('rollup.config.mjs')) {
  run('production build', process.execPath, ['scripts/build.mjs'])
  run(
    'browser tests (Chromium)',
    npx,
    [
      'vitest',
      'run',
      '--project',
      'e2e',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=.tmp/vitest-e2e.json',
    ],
    { E2E_FAILURE_REPORTS: path.resolve(FAILURE_REPORTS) },
  )
}
summary()
