import { appendFileSync } from 'node:fs'
import { beforeEach } from 'vitest'
import { describePages } from './page-log'

// When a browser test fails, print what its pages showed and did last (page-log.ts); under `npm test`, also append it
// to the file E2E_FAILURE_REPORTS names, which the run prints again after its summary (CI keeps only the end of a
// run's output, and a report printed where the test failed is long gone by then).
beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => {
    const report = await describePages()
    if (!report) return
    const text = `what the pages showed when "${task.file?.name ?? ''} > ${task.name}" failed:\n${report}\n`
    console.log(text)
    if (process.env.E2E_FAILURE_REPORTS) appendFileSync(process.env.E2E_FAILURE_REPORTS, text + '\n')
  })
})
