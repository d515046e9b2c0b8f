#!/usr/bin/env node
// `npm run bench`: prints figures (never asserts). HTTP throughput vs a bare route, the system-management data benches,
// and the sizes of what browsers load. Set TEST_DATABASE_URL to add PostgreSQL runs.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'

const tsx = (file) => {
  console.log(`\n▶ ${file}`)
  const r = spawnSync(process.execPath, ['--import', 'tsx', file], { stdio: 'inherit' })
  if (r.status !== 0) console.error(`(${file} exited with ${r.status})`)
}

tsx('server/bench/http.ts')
for (const f of existsSync('server/bench') ? readdirSync('server/bench').sort() : []) {
  if (f.endsWith('.ts') && f !== 'http.ts') tsx(`server/bench/${f}`)
}
spawnSync(process.execPath, ['scripts/build.mjs', '--if-needed'], { stdio: 'inherit' })
tsx('tests/bench/bundles.ts')
