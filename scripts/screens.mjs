#!/usr/bin/env node
// `npm run screens`: the screen check (tests/e2e/screen-check.e2e.ts) on the demo organisation, photographing every
// screen it visits — each menu screen and declared route at 1440×900 and 800×900, the DingTalk host as a phone, each
// wall at 1920×1080 — into ./screens-gallery (SCREENS_GALLERY_DIR) with an index.html, for reviewers. The check's
// findings are printed as usual; the gallery is written either way.
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const dir = path.resolve(process.env.SCREENS_GALLERY_DIR ?? 'screens-gallery')
const built = spawnSync(process.execPath, ['scripts/build.mjs', '--if-needed'], { stdio: 'inherit' })
if (built.status !== 0) process.exit(built.status ?? 1)
const run = spawnSync(
  process.execPath,
  ['node_modules/vitest/vitest.mjs', 'run', '--project', 'e2e', 'tests/e2e/screen-check.e2e.ts'],
  { stdio: 'inherit', env: { ...process.env, SCREENS_GALLERY_DIR: dir } },
)
console.log(`\n屏幕一览：${path.join(dir, 'index.html')}`)
process.exit(run.status ?? 1)
