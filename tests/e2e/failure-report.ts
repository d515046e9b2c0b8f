import { appendFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeEach } from 'vitest'
import { describePages } from './page-log'

/**
 * Where the reports of a run's failed browser tests are gathered: `npm test` prints them again after its summary,
 * because CI keeps only the end of a run's output and a report printed where the test failed is long gone by then.
 */
export const FAILURE_REPORTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.tmp/e2e-failures.txt')

// When a browser test fails, print what its pages showed and did last (page-log.ts), and keep it for the summary.
beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => {
    const report = await describePages()
    if (!report) return
    const text = `what the pages showed when "${task.file?.name ?? ''} > ${task.name}" failed:\n${report}\n`
    console.log(text)
    mkdirSync(path.dirname(FAILURE_REPORTS), { recursive: true })
    appendFileSync(FAILURE_REPORTS, text + '\n')
  })
})
