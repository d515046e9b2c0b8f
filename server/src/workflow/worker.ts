/**
 * Background work of the workflow module: due timers (boundary and intermediate timer events) fired by every
 * server process, each job claimed with `FOR UPDATE SKIP LOCKED` so it fires once; jobs live in wf_job, so a
 * restart loses none. (Its messages go through the platform's outbox, delivered by the platform's worker.)
 */
import type { Worker } from '../platform/module'
import { runDueTimers } from './commands'

export const timerWorker: Worker = {
  name: 'workflow-timers',
  start(ctx) {
    let stopped = false
    let running: Promise<unknown> = Promise.resolve()
    const tick = () => {
      if (stopped) return
      running = runDueTimers(ctx).finally(() => {
        if (!stopped) timer = setTimeout(tick, 1000)
      })
    }
    let timer = setTimeout(tick, 1000)
    return {
      async stop() {
        stopped = true
        clearTimeout(timer)
        await running.catch(() => undefined)
      },
    }
  },
}
