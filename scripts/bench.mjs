#!/usr/bin/env node
// `npm run bench`: prints figures (never asserts), each beside a reference measured in the same run. Builds what is
// not built, then: HTTP throughput of the compiled server on the embedded PostgreSQL against a bare route and the raw
// driver ceiling, server RSS, npm start's first answer; the 100k-user / 1M-log volume lists; the export's memory;
// the JavaScript browsers receive, each size against its budget (the run fails past a budget by more than 5 %). Set TEST_DATABASE_URL to add runs on that PostgreSQL server.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'

const failed = []
const tsx = (file) => {
  console.log(`\n▶ ${file}`)
  const r = spawnSync(process.execPath, ['--import', 'tsx', file], { stdio: 'inherit' })
  if (r.status !== 0) {
    console.error(`(${file} exited with ${r.status})`)
    failed.push(file)
  }
}

spawnSync(process.execPath, ['scripts/build.mjs', '--if-needed'], { stdio: 'inherit' })
tsx('server/bench/http.ts')
for (const f of existsSync('server/bench') ? readdirSync('server/bench').sort() : []) {
  // profile.ts (a CPU profile of one route), perf.ts (perf record of one route) and ab.ts (two builds side by side)
  // are tools, not benches.
  const tools = ['http.ts', 'profile.ts', 'perf.ts', 'ab.ts']
  if (f.endsWith('.ts') && !tools.includes(f)) tsx(`server/bench/${f}`)
}
tsx('tests/bench/bundles.ts')
// every figure is printed first; a bench that failed (tests/bench/bundles.ts: a size budget exceeded by more than
// 5 %) fails the run
if (failed.length) {
  console.error(`\n${failed.length} bench file(s) failed: ${failed.join(', ')}`)
  process.exitCode = 1
}
