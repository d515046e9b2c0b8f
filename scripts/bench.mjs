#!/usr/bin/env node
// `npm run bench`: prints figures (never asserts), each beside a reference measured in the same run. Builds what is
// not built, then: HTTP throughput of the compiled server on the embedded PostgreSQL against a bare route and the raw
// driver ceiling, server RSS, npm start's first answer; the 100k-user / 1M-log volume lists; the export's memory;
// the JavaScript browsers receive. Set TEST_DATABASE_URL to add runs on that PostgreSQL server.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'

const tsx = (file) => {
  console.log(`\n▶ ${file}`)
  const r = spawnSync(process.execPath, ['--import', 'tsx', file], { stdio: 'inherit' })
  if (r.status !== 0) console.error(`(${file} exited with ${r.status})`)
}

spawnSync(process.execPath, ['scripts/build.mjs', '--if-needed'], { stdio: 'inherit' })
tsx('server/bench/http.ts')
for (const f of existsSync('server/bench') ? readdirSync('server/bench').sort() : []) {
  // profile.ts (a CPU profile of one route) and ab.ts (two builds side by side) are tools, not benches.
  if (f.endsWith('.ts') && f !== 'http.ts' && f !== 'profile.ts' && f !== 'ab.ts') tsx(`server/bench/${f}`)
}
tsx('tests/bench/bundles.ts')
