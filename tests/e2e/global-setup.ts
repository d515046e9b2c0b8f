// Before the browser tests: the embedding pages they open at /tests/ are built into dist/test-pages when stale (the
// production build, dist/web, is the test command's business: `npm test` builds it first).
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export default function buildTestPages() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
  const res = spawnSync(process.execPath, ['scripts/build.mjs', '--test-pages', '--if-needed'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (res.status !== 0) throw new Error('building the test pages failed')
}
