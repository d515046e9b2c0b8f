import { beforeEach } from 'vitest'
import { describePages } from './page-log'

// When a browser test fails, print what its pages showed and did last (page-log.ts): on CI, this report is all there
// is to go on.
beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => {
    const report = await describePages()
    if (report) console.log(`what the pages showed when "${task.name}" failed:\n${report}`)
  })
})
